import { z } from 'zod';
import { RESUME_LIMITS as L } from '../resume/resume.limits.ts';
import { experienceEntrySchema, v2Shape } from '../resume/resume.schema.ts';

/**
 * `POST /api/functions/review-resume`: the resume's experience entries (and the resume's
 * language) → a finding for each weak spot of a bullet. The review is a pure function
 * (review-bullets.ts); the builder runs it in the browser, the route runs the same code.
 */

export const REVIEW_KINDS = [
  'first_person',
  'weak_opening',
  'no_result',
  'too_long',
  'repeated_opening',
  'tense_mix',
] as const;

export type ReviewKind = (typeof REVIEW_KINDS)[number];

export const reviewResumeRequestSchema = z.object({
  experience: z
    .array(experienceEntrySchema)
    .max(L.experience, { error: `At most ${L.experience} experience entries.` }),
  /** The resume's language (BCP 47); the wording checks run for English only. */
  language: v2Shape.language,
});

const reviewFindingSchema = z.object({
  entry_id: z.string(),
  /** The bullet's index within its entry, from 0, in the order the documents print them. */
  line: z.number().int().min(0),
  /** The bullet as the documents print it (without its marker). */
  text: z.string(),
  kind: z.enum(REVIEW_KINDS),
  message: z.string(),
  /** A way to rewrite it that adds nothing the bullet does not say. */
  suggestion: z.string().optional(),
});

export type ReviewFinding = z.infer<typeof reviewFindingSchema>;

export const reviewResumeResponseSchema = z.object({
  findings: z.array(reviewFindingSchema),
  /** The kinds that were checked: a resume not in English gets the language-neutral ones only. */
  checked: z.array(z.enum(REVIEW_KINDS)),
});

export type ReviewResumeResponse = z.infer<typeof reviewResumeResponseSchema>;
