import type { TargetKeyword } from '../ats-keywords/ats-keywords.schema.ts';
import type { ResumeData } from '../resume/resume.schema.ts';
import { composeLetter, draftToLetter } from './compose-letter.ts';
import type { CoverLetterTone } from './cover-letter.schema.ts';
import type { DraftCoverLetterResponse } from './draft.schema.ts';
import { collectLetterFacts, type YearMonth } from './letter-facts.ts';

export interface LocalDraftOptions {
  tone: CoverLetterTone;
  today: YearMonth;
  recipientName?: string;
  role?: string;
  company?: string;
}

/**
 * The whole local draft: facts from the resume, then the composer. Pure, so it runs on
 * the server (the draft route, the bench) and could run in the browser. The caller
 * checks `hasExperience` first (an empty resume has nothing to write from).
 */
export function draftLetterLocally(
  resume: ResumeData,
  keywords: readonly TargetKeyword[],
  options: LocalDraftOptions,
): DraftCoverLetterResponse {
  const facts = collectLetterFacts(resume, keywords, {
    today: options.today,
    letter: { role: options.role, company: options.company },
  });
  const letter = draftToLetter(
    composeLetter(facts, { tone: options.tone, recipientName: options.recipientName }),
  );
  return { ...letter, engine: 'local' };
}
