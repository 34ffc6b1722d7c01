import { notify } from '../../lib/notify.ts';
import { createDocument, listDocuments } from '../documents/api/documents-api-client.ts';
import { MOVED_NOTICE, moveAnonymousLetter } from './move-anonymous-letter.ts';

/**
 * The root layout's part of moving an anonymous visitor's letter into the account
 * (move-anonymous-letter.ts): loaded only when this browser holds such a letter, so none
 * of it is in the JavaScript every page loads. Says so with a notice that opens the letter.
 */
export async function moveLetterAfterSignIn(openLetter: (id: string) => void): Promise<void> {
  const id = await moveAnonymousLetter({ listDocuments: () => listDocuments(), createDocument });
  if (!id) return;
  notify.success(MOVED_NOTICE.title, MOVED_NOTICE.text, {
    label: 'Open',
    onClick: () => openLetter(id),
  });
}
