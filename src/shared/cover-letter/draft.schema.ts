import { z } from 'zod';
import { resumeApiSectionsSchema } from '../resume/resume-api.ts';
import {
  COVER_LETTER_LIMITS as L,
  COVER_LETTER_TONES,
  traceSentenceSchema,
} from './cover-letter.schema.ts';

/**
 * `POST /api/functions/draft-cover-letter`: the resume (the `GET /api/resume` sections,
 * with its `target_job`), the tone and the letter's own recipient, role and company →
 * a first draft with every sentence traced. Anonymous visitors may call it (the letter
 * works signed out), under a per-IP rate limit, like the keyword functions.
 */

export const draftCoverLetterRequestSchema = z.object({
  resume: resumeApiSectionsSchema,
  tone: z
    .enum(COVER_LETTER_TONES, { error: 'Tone must be formal, warm or concise.' })
    .default('formal'),
  /** The hiring manager's name, when the letter has one. */
  recipientName: z.string().trim().max(L.shortText).default(''),
  /** The letter's role and company, used when the resume has no target job. */
  role: z.string().trim().max(L.jobField).default(''),
  company: z.string().trim().max(L.jobField).default(''),
});

export type DraftCoverLetterRequest = z.infer<typeof draftCoverLetterRequestSchema>;
export type DraftCoverLetterRequestInput = z.input<typeof draftCoverLetterRequestSchema>;

const DRAFT_ENGINES = ['local', 'openai-compatible'] as const;

export const draftCoverLetterResponseSchema = z.object({
  greeting: z.string(),
  paragraphs: z.array(z.string()),
  closing: z.string(),
  signature: z.string(),
  /** Every sentence of the paragraphs, with its sources and, for a model's draft, flags. */
  trace: z.array(traceSentenceSchema),
  engine: z.enum(DRAFT_ENGINES),
});

export type DraftCoverLetterResponse = z.infer<typeof draftCoverLetterResponseSchema>;

/** Notices in the style of the keyword notices ('Please add a job description first'). */
export const DRAFT_NOTICES = {
  noExperience: 'Please add your experience first',
  noExperienceText:
    'The draft is written from your resume: add at least one job with its title and company, then try again.',
  failed: 'Failed to draft the cover letter',
  drafted: 'Draft ready',
  replaceTitle: 'Replace your letter?',
  replaceText:
    'The draft will replace the greeting, paragraphs, closing and signature you have now. This cannot be undone.',
} as const;

/** 'Check 2 flagged sentences'. */
export function flaggedNotice(n: number): string {
  return `Check ${n} flagged sentence${n === 1 ? '' : 's'}: the resume does not support ${n === 1 ? 'it' : 'them'}`;
}
