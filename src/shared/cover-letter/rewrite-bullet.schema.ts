import { z } from 'zod';
import { resumeApiSectionsSchema } from '../resume/resume-api.ts';
import { experienceEntrySchema, targetJobSchema } from '../resume/resume.schema.ts';

/**
 * `POST /api/functions/rewrite-bullet`: one bullet of an experience entry → a stronger
 * wording, with every number, employer, tool or claim the resume does not support listed
 * (the cover letter's fact tracer, check-claims.ts). Anonymous visitors may call it (the
 * builder works signed out), under a per-IP rate limit, like the letter drafts.
 */

export const REWRITE_LIMITS = {
  bullet: 500,
  /**
   * The largest request body, in bytes of JSON. Below the API's general 256 KB limit so the
   * route answers its own 413; the builder's request (rewrite-bullet-request.ts) keeps within
   * it for any resume, leaving out what does not fit.
   */
  maxBodyBytes: 224 * 1024,
} as const;

export const rewriteBulletRequestSchema = z.object({
  bullet: z
    .string()
    .trim()
    .min(1, { error: 'Write the bullet first.' })
    .max(REWRITE_LIMITS.bullet, { error: `Must be at most ${REWRITE_LIMITS.bullet} characters.` }),
  /** The experience entry the bullet belongs to. */
  entry: experienceEntrySchema,
  /**
   * The resume (the `GET /api/resume` sections; the builder sends the shown ones), so facts
   * elsewhere in it count. Every field within the resume's own limits.
   */
  resume: resumeApiSectionsSchema.optional(),
  /** The job applied for, when known: the model may lean towards its words. */
  job: targetJobSchema.optional(),
});

export type RewriteBulletRequest = z.infer<typeof rewriteBulletRequestSchema>;
export type RewriteBulletRequestInput = z.input<typeof rewriteBulletRequestSchema>;

const UNSUPPORTED_KINDS = ['number', 'employer', 'tool', 'claim'] as const;

export const rewriteBulletResponseSchema = z.object({
  rewrite: z.string(),
  /** What the rewrite states that the resume does not: the words and their kind. */
  unsupported: z.array(z.object({ text: z.string(), kind: z.enum(UNSUPPORTED_KINDS) })),
  /** False when the engine found nothing to improve (the rewrite is the bullet). */
  changed: z.boolean(),
  engine: z.enum(['local', 'openai-compatible']),
});

export type RewriteBulletResponse = z.infer<typeof rewriteBulletResponseSchema>;

export const REWRITE_NOTICES = {
  failed: 'Failed to suggest a rewrite',
  unchanged: 'This bullet already opens with a strong verb.',
  unsupportedKinds: {
    number: 'number',
    employer: 'employer',
    tool: 'tool',
    claim: 'claim',
  },
} as const;
