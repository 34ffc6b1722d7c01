import { z } from 'zod';

/**
 * Every error code the API can answer with. The client shows the answer's message and
 * branches on the code where a screen acts differently (src/client/lib/api/api-error.ts).
 */
const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  /** 422: the request is well formed but cannot be done with this content. */
  'UNPROCESSABLE_CONTENT',
  'RATE_LIMITED',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  /** 503: the database did not answer in time (connect, pool or statement timeout). */
  'DATABASE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const apiErrorIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});

const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    issues: z.array(apiErrorIssueSchema).optional(),
  }),
});

export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
export type ApiErrorIssue = z.infer<typeof apiErrorIssueSchema>;

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return apiErrorBodySchema.safeParse(value).success;
}
