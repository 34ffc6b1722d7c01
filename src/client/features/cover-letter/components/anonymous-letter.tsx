import { useCallback, useMemo, useState } from 'react';
import {
  emptyCoverLetter,
  isEmptyCoverLetter,
  type CoverLetterData,
} from '#shared/cover-letter/cover-letter.schema.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';
import { anonymousLetter } from '../state/letter-storage.ts';
import type { LetterSessionStart } from '../state/use-letter-session.ts';
import { CoverLetterEditor } from './cover-letter-editor.tsx';
import type { LetterSlots, LinkedResume } from './letter-slots.ts';

/** The resume of this browser (the builder's anonymous draft). */
export interface BrowserResume {
  data: ResumeData;
  templateId: string | null;
}

/** A visitor's letter: it lives in this browser, with the browser's resume, read once. */
export function AnonymousLetter({
  readBrowserResume,
  ...slots
}: LetterSlots & { readBrowserResume: () => BrowserResume | null }) {
  const [resume] = useState(readBrowserResume);
  const [session] = useState<LetterSessionStart>(() => {
    const letter = anonymousLetter.read()?.value ?? emptyCoverLetter();
    // The browser's letter carries its resume's look, for when it moves to an account.
    const withLook = (l: CoverLetterData) => ({
      ...l,
      templateId: resume?.templateId ?? l.templateId,
    });
    return {
      start: { current: letter, saved: { value: letter, version: 0, updatedAt: null } },
      localCopy: {
        slot: { ...anonymousLetter, write: (l, v) => anonymousLetter.write(withLook(l), v) },
        keeps: 'all',
        isEmpty: (l) => isEmptyCoverLetter(withLook(l)),
      },
    };
  });
  const linked = useMemo<LinkedResume>(
    () => ({
      status: resume ? 'ready' : 'none',
      data: resume?.data ?? null,
      templateId: resume?.templateId ?? null,
      documentKey: 'anonymous',
      href: '/build',
    }),
    [resume],
  );
  const useLinkedResume = useCallback(() => linked, [linked]);
  return (
    <CoverLetterEditor
      mode="anonymous"
      title="Your cover letter"
      session={session}
      resumeOptions={null}
      useLinkedResume={useLinkedResume}
      {...slots}
    />
  );
}
