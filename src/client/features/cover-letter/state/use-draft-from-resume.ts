import { useState } from 'react';
import type { CoverLetterData, CoverLetterTone } from '#shared/cover-letter/cover-letter.schema.ts';
import { DRAFT_NOTICES, flaggedNotice } from '#shared/cover-letter/draft.schema.ts';
import { applyDraft, prefillFromResume } from '#shared/cover-letter/letter-edits.ts';
import { resumeToApi } from '#shared/resume/resume-api.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';
import { notify } from '../../../lib/notify.ts';
import { draftCoverLetter, draftFailureNotice } from '../api/cover-letter-api.ts';

/**
 * 'Draft from my resume': the letter's text written from the linked resume in `tone`,
 * greeting the recipient and naming the role and company already typed; what was typed
 * elsewhere stays. Says how many sentences the checker flagged.
 */
export function useDraftFromResume({
  resume,
  tone,
  getLetter,
  edit,
}: {
  resume: ResumeData | null;
  tone: CoverLetterTone;
  getLetter: () => CoverLetterData;
  edit: (recipe: (letter: CoverLetterData) => CoverLetterData) => void;
}) {
  const [drafting, setDrafting] = useState(false);

  const runDraft = async () => {
    if (!resume) return;
    setDrafting(true);
    try {
      const letter = getLetter();
      const draft = await draftCoverLetter({
        resume: resumeToApi(resume),
        tone,
        recipientName: letter.recipient.name.trim(),
        role: letter.role.trim(),
        company: letter.recipient.company.trim(),
      });
      edit((l) => prefillFromResume(applyDraft(l, draft, tone), resume, new Date()));
      const flagged = draft.trace.filter((s) => s.flagged).length;
      if (flagged > 0) notify.warning(DRAFT_NOTICES.drafted, flaggedNotice(flagged));
      else
        notify.success(
          DRAFT_NOTICES.drafted,
          'Written from your resume. Each sentence lists its sources beside the letter.',
        );
    } catch (error) {
      const notice = draftFailureNotice(error);
      notify.error(notice.title, notice.text);
    } finally {
      setDrafting(false);
    }
  };

  return { drafting, runDraft };
}
