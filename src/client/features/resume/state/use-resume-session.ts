import { useCallback, useEffect, useMemo, useRef } from 'react';
import { isEmptyResume, type ResumeData } from '#shared/resume/resume.schema.ts';
import type { SessionState } from '../../../lib/document-session/saved-document.ts';
import {
  useDocumentSession,
  type SessionTexts,
} from '../../../lib/document-session/use-document-session.ts';
import { anonymousDraft, userDraft, type Draft } from './draft-storage.ts';
import type { SaveResume } from './resume-source.ts';
import { sameSnapshot, type Snapshot } from './snapshot.ts';
import { useDefaultResumeSave } from './use-default-resume-save.ts';

const SAVE_NOTICES = {
  success: 'Resume data saved successfully',
  failure: 'Failed to save resume data',
} as const;

export type EditorState = SessionState<Snapshot>;

/** What happened to an anonymous draft of this browser when a signed-in session started. */
export type AnonymousDraftArrival =
  | { kind: 'none' }
  /** Empty, or the same as the account's resume: nothing to keep. */
  | { kind: 'discard' }
  /** The account had no resume: the draft is what is being edited now, to be saved at once. */
  | { kind: 'adopted' }
  /** The account has a resume: the person chooses which to keep. */
  | { kind: 'offer'; draft: Draft };

export type Session =
  | { mode: 'anonymous' }
  | {
      mode: 'signed-in';
      userId: string;
      /** Unsaved edits from an earlier visit were restored from this browser. */
      restored: boolean;
      anonymousDraft: AnonymousDraftArrival;
      /**
       * A resume other than the default one (/build/:id), saved with `save`; absent for
       * the default resume (/build, `PUT /api/resume`).
       */
      document?: { id: string; title: string; save: SaveResume };
    };

function describe({ data }: Snapshot): string {
  const name = data.personalInfo.fullName.trim() || 'No name yet';
  const jobs = data.experience.length;
  const schools = data.education.length;
  return `${name} · ${jobs} ${jobs === 1 ? 'job' : 'jobs'} · ${schools} ${schools === 1 ? 'education entry' : 'education entries'} · ${data.skills.length} skills`;
}

const TEXTS: SessionTexts<Snapshot> = {
  saved: SAVE_NOTICES.success,
  saveFailed: SAVE_NOTICES.failure,
  restored: {
    title: 'Unsaved changes restored',
    text: 'The edits you had not saved yet were kept in this browser. Save them to keep them in your account.',
  },
  conflictTitle: 'Your resume was changed somewhere else',
  describe,
  mineNote: 'Not saved yet',
  offer: {
    title: 'Which resume do you want to keep?',
    description:
      'You started a resume in this browser before signing in, and your account already has a saved resume.',
    copyLabel: 'Draft from this browser',
    savedLabel: 'Saved in your account',
    keepCopy: 'Keep the draft from this browser',
    keepSaved: 'Keep my saved resume',
    moved: {
      title: 'Draft moved to your account',
      text: 'The resume you started before signing in replaced the saved one.',
    },
  },
};

const isEmptySnapshot = (s: Snapshot) => isEmptyResume(s.data) && s.templateId === null;

/**
 * The builder's document session: a visitor's resume lives in this browser; a signed-in
 * user's is saved to the account (the default resume, or `session.document`), with the
 * unsaved edits kept in this browser per document. On arrival it finishes moving an
 * anonymous draft in (or offers it as a choice).
 */
export function useResumeSession(session: Session, initial: EditorState) {
  const saveDefault = useDefaultResumeSave();
  const signedIn = session.mode === 'signed-in';
  const doc = signedIn ? (session.document ?? null) : null;
  const arrival = signedIn ? session.anonymousDraft : null;
  // Whether what is edited came from an import since the last save: that save says so.
  const imported = useRef(false);
  const sendSave = signedIn ? (doc?.save ?? saveDefault) : undefined;
  const saveWithReason = useMemo<SaveResume | undefined>(
    () =>
      sendSave &&
      (async (value, version) => {
        const wasImported = imported.current;
        const result = await sendSave(value, version, { imported: wasImported });
        if (wasImported) imported.current = false;
        return result;
      }),
    [sendSave],
  );
  const markImported = useCallback((value: boolean) => {
    imported.current = value;
  }, []);
  const documentSession = useDocumentSession<Snapshot>({
    start: initial,
    restored: signedIn && session.restored,
    same: sameSnapshot,
    save: saveWithReason,
    localCopy: signedIn
      ? { slot: userDraft(session.userId, doc?.id ?? null), keeps: 'unsaved' }
      : { slot: anonymousDraft, keeps: 'all', isEmpty: isEmptySnapshot },
    offer:
      arrival?.kind === 'offer'
        ? { copy: arrival.draft, discard: anonymousDraft.clear }
        : undefined,
    texts: TEXTS,
  });
  const { edit, save } = documentSession;

  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current || arrival === null) return;
    arrived.current = true;
    if (arrival.kind === 'discard' || arrival.kind === 'adopted') anonymousDraft.clear();
    if (arrival.kind === 'adopted') {
      void save({
        successNotice: {
          title: 'Draft moved to your account',
          text: 'The resume you started before signing in is now saved in your account.',
        },
      });
    }
  }, [arrival, save]);

  /** Edits the document; nothing changes when the recipe returns the same data. */
  const editData = useCallback(
    (recipe: (data: ResumeData) => ResumeData) =>
      edit((s) => {
        const data = recipe(s.data);
        return data === s.data ? s : { ...s, data };
      }),
    [edit],
  );
  const setTemplate = useCallback(
    (templateId: string | null) => edit((s) => ({ ...s, templateId })),
    [edit],
  );
  return { ...documentSession, editData, setTemplate, markImported, signedIn, document: doc };
}
