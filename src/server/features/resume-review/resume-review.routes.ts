import { Hono } from 'hono';
import { reviewResume } from '#shared/resume-review/review-bullets.ts';
import {
  reviewResumeRequestSchema,
  type ReviewResumeResponse,
} from '#shared/resume-review/review-resume.schema.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { ipBucket } from '../../lib/client-ip.ts';
import { jsonBody } from '../../lib/json-body.ts';
import { rateLimit, seconds } from '../../lib/rate-limit.ts';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter.ts';

/**
 * `POST /api/functions/review-resume`: `{experience, language?}` → `{findings, checked}`
 * (review-resume.schema.ts). The review is the shared pure function the builder runs in
 * the browser as the person types; the route gives other clients the same answer.
 *
 * Anonymous visitors may call it, like the other functions (the builder works signed out),
 * under a per-IP rate limit. A body the schema refuses answers 400 with the API's error
 * shape; the API's JSON body limit applies.
 */
export const REVIEW_RATE_LIMIT: RateLimitRule = { window: 60, max: 60 };

export function resumeReviewRoutes(deps: { rateLimiter: RateLimiter }) {
  const limit = rateLimit<AppEnv>({
    rateLimiter: deps.rateLimiter,
    rule: REVIEW_RATE_LIMIT,
    key: (c) => `review-resume:ip:${ipBucket(c.var.clientIp)}`,
    message: (wait) => `Too many reviews. Please wait ${seconds(wait)} and try again.`,
  });

  return new Hono<AppEnv>().post(
    '/review-resume',
    limit,
    jsonBody(
      reviewResumeRequestSchema,
      'Send the experience as JSON (Content-Type: application/json).',
    ),
    (c) => c.json(reviewResume(c.req.valid('json')) satisfies ReviewResumeResponse),
  );
}
