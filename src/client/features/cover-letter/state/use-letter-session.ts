import type { CoverLetterData } from '#shared/cover-letter/cover-letter.schema.ts';
import { liveTrace } from '#shared/cover-letter/trace-match.ts';
import type { SessionState, SaveDocument } from '../../../lib/document-session/saved-document.ts';
import {
  useDocumentSession,
  type KeepLocalCopy,
  type SessionTexts,
} from '../../../lib/document-session/use-document-session.ts';

const LETTER_SAVE_NOTICES = {
  success: 'Cover letter saved',
  failure: 'Failed to save the cover letter',
} as const;

/** Where a letter's session starts, what it saves with and what it keeps in this browser. */
export interface LetterSessionStart {
  start: SessionState<CoverLetterData>;
  /** Unsaved edits of an earlier visit were restored from this browser. */
  restored?: boolean;
  /** Signed in: saves with the version (throws SaveConflictError on 409). */
  save?: SaveDocument<CoverLetterData>;
  localCopy: KeepLocalCopy<CoverLetterData>;
}

export const sameLetter = (a: CoverLetterData, b: CoverLetterData) =>
  JSON.stringify(a) === JSON.stringify(b);

/** Only the trace of sentences still in the letter is saved (and kept in the editor). */
function dropDeadTrace(letter: CoverLetterData): CoverLetterData {
  const trace = liveTrace(letter.paragraphs, letter.trace);
  return JSON.stringify(trace) === JSON.stringify(letter.trace) ? letter : { ...letter, trace };
}

function describe(letter: CoverLetterData): string {
  const words = [letter.greeting, ...letter.paragraphs, letter.closing]
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return `${letter.role.trim() || 'No role'} · ${words} word${words === 1 ? '' : 's'}`;
}

const TEXTS: SessionTexts<CoverLetterData> = {
  saved: LETTER_SAVE_NOTICES.success,
  saveFailed: LETTER_SAVE_NOTICES.failure,
  restored: {
    title: 'Unsaved changes restored',
    text: 'Your last edits were kept in this browser.',
  },
  conflictTitle: 'Your letter was changed somewhere else',
  describe,
};

/** The letter editor's document session (signed-in letters save with versions). */
export function useLetterSession(start: LetterSessionStart) {
  return useDocumentSession<CoverLetterData>({
    ...start,
    same: sameLetter,
    beforeSave: dropDeadTrace,
    texts: TEXTS,
  });
}
