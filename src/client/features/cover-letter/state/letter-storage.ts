import {
  coverLetterDataSchema,
  type CoverLetterData,
} from '#shared/cover-letter/cover-letter.schema.ts';
import { localCopyStore, type LocalCopySlot } from '../../../lib/document-session/local-copy.ts';
import { ANONYMOUS_LETTER_KEY } from './anonymous-letter-key.ts';

/**
 * Cover letters kept in this browser, like the builder's drafts:
 * - the anonymous letter: everything an anonymous visitor writes, surviving reloads, and
 *   moved into the account after sign-up or sign-in;
 * - per signed-in user and letter, the edits not saved yet.
 */

const letterSlot = localCopyStore<CoverLetterData>({
  toStored: (letter) => ({ letter }),
  fromStored: (stored) => {
    const letter = coverLetterDataSchema.safeParse(stored.letter);
    return letter.success ? letter.data : null;
  },
});

export const anonymousLetter: LocalCopySlot<CoverLetterData> = letterSlot(ANONYMOUS_LETTER_KEY);

export function userLetterEdits(
  userId: string,
  documentId: string,
): LocalCopySlot<CoverLetterData> {
  return letterSlot(`tailorcv.cover-letter-draft.user.${userId}.doc.${documentId}`);
}
