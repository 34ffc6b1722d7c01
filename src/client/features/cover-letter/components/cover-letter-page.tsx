import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { documentIdSchema } from '#shared/documents-api/documents-api.ts';
import { notify } from '../../../lib/notify.ts';
import { createDocument, listDocuments } from '../../documents/api/documents-api-client.ts';
import { MOVED_NOTICE, moveAnonymousLetter } from '../move-anonymous-letter.ts';
import { hasAnonymousLetter } from '../state/anonymous-letter-key.ts';
import { AnonymousLetter, type BrowserResume } from './anonymous-letter.tsx';
import { DocumentLetter } from './document-letter.tsx';
import { LetterFailed, LetterLoading } from './letter-load-states.tsx';
import type { LetterSlots } from './letter-slots.ts';

/** The auth state the page needs; the route passes it in (features compose at the route). */
export type LetterAuth =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; userId: string };

/**
 * /cover-letter/:id: a signed-in user's cover letter (documents API, versioned saves).
 * /cover-letter: the letter of an anonymous visitor, kept in this browser and linked to
 * the browser's resume (`readBrowserResume`, the builder's draft); signed in, that letter
 * is moved into the account and opened.
 */
export function CoverLetterPage({
  auth,
  id,
  readBrowserResume,
  ...slots
}: LetterSlots & {
  auth: LetterAuth;
  /** The letter's document id; absent at /cover-letter. */
  id: string | undefined;
  readBrowserResume: () => BrowserResume | null;
}) {
  if (auth.status === 'loading') return <LetterLoading text="Loading your cover letter..." />;
  if (id === undefined) {
    return auth.status === 'signed-out' ? (
      <AnonymousLetter readBrowserResume={readBrowserResume} {...slots} />
    ) : (
      <MoveThenOpen />
    );
  }
  if (auth.status === 'signed-out') return <Navigate to="/auth" replace />;
  if (!documentIdSchema.safeParse(id).success) {
    return <LetterFailed text="This document does not exist or is not yours." />;
  }
  return <DocumentLetter key={`${auth.userId}:${id}`} userId={auth.userId} id={id} {...slots} />;
}

/** Signed in at /cover-letter: the browser's letter moves into the account, then opens. */
function MoveThenOpen() {
  const navigate = useNavigate();
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (!hasAnonymousLetter()) {
      void navigate('/documents', { replace: true });
      return;
    }
    moveAnonymousLetter({ listDocuments, createDocument }).then(
      (docId) => {
        if (docId) notify.success(MOVED_NOTICE.title, MOVED_NOTICE.text);
        void navigate(docId ? `/cover-letter/${docId}` : '/documents', { replace: true });
      },
      (error: unknown) => setFailed(error instanceof Error ? error.message : 'Please try again.'),
    );
  }, [navigate]);
  return failed ? (
    <LetterFailed text={`Your letter is still kept in this browser. ${failed}`} />
  ) : (
    <LetterLoading text="Moving your cover letter to your account..." />
  );
}
