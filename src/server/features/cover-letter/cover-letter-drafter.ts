import type { TargetKeyword } from '#shared/ats-keywords/ats-keywords.schema.ts';
import type { DraftCoverLetterResponse } from '#shared/cover-letter/draft.schema.ts';
import type { CoverLetterTone } from '#shared/cover-letter/cover-letter.schema.ts';
import type { LetterFacts } from '#shared/cover-letter/letter-facts.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';

/**
 * A drafting engine turns the facts of a resume into a first letter. `local` (default)
 * composes it from phrase patterns (src/shared/cover-letter/compose-letter.ts);
 * `openai-compatible` asks a model to write it from the same facts and then checks
 * every sentence against the resume. AI_PROVIDER picks one.
 */
export interface DraftInput {
  resume: ResumeData;
  facts: LetterFacts;
  /** The posting's keywords (for the model's claim check). */
  keywords: readonly TargetKeyword[];
  tone: CoverLetterTone;
  recipientName: string;
  /** The letter's own role and company (when the resume has no target job). */
  role: string;
  company: string;
}

export interface CoverLetterDrafter {
  readonly name: 'local' | 'openai-compatible';
  draft(input: DraftInput): Promise<DraftCoverLetterResponse>;
}
