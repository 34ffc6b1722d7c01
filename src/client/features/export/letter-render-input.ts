import type { CoverLetterData } from '#shared/cover-letter/cover-letter.schema.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';
import type { PageSizeId } from './page-size.ts';

/** Everything a cover letter's rendering depends on: equal inputs give the same file. */
export interface LetterRenderInput {
  letter: CoverLetterData;
  /** The catalogue id (1–56) of the resume the letter goes with. */
  templateId: number;
  pageSize: PageSizeId;
  /** The style and language of that resume, which the letter follows; null without it. */
  resume: Pick<ResumeData, 'style' | 'language'> | null;
}
