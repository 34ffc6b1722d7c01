import { Hono } from 'hono';
import {
  DRAFT_NOTICES,
  draftCoverLetterRequestSchema,
  type DraftCoverLetterResponse,
} from '#shared/cover-letter/draft.schema.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { payloadLimit } from '../../lib/body-limit.ts';
import { ipBucket } from '../../lib/client-ip.ts';
import { engineCall } from '../../lib/engine-call.ts';
import { jsonBody } from '../../lib/json-body.ts';
import { rateLimit, seconds } from '../../lib/rate-limit.ts';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter.ts';
import { createLocalEngine } from '../ats-keywords/local-engine.ts';
import { loadLexicon } from '../ats-keywords/lexicon.ts';
import type { KeywordEngine } from '../ats-keywords/keyword-engine.ts';
import {
  REWRITE_LIMITS,
  REWRITE_NOTICES,
  rewriteBulletRequestSchema,
  type RewriteBulletResponse,
} from '#shared/cover-letter/rewrite-bullet.schema.ts';
import type { BulletRewriter } from './bullet-rewriter.ts';
import type { CoverLetterDrafter } from './cover-letter-drafter.ts';
import {
  createDrafter,
  createRewriter,
  draftCoverLetter,
  rewriteBullet,
  type DrafterSettings,
} from './cover-letter.service.ts';

/**
 * `POST /api/functions/draft-cover-letter`: `{resume, tone, recipientName, role, company}`
 * → `{greeting, paragraphs, closing, signature, trace, engine}` (draft.schema.ts).
 *
 * Anonymous visitors may call it (a letter can be written signed out), so it has a per-IP
 * rate limit like the keyword functions. A resume with no job to write about answers 422
 * 'Please add your experience first'; a model that fails answers 503.
 */
export const DRAFT_RATE_LIMIT: RateLimitRule = { window: 60, max: 20 };

/**
 * `POST /api/functions/rewrite-bullet`: `{bullet, entry, resume?, job?}` →
 * `{rewrite, unsupported, changed, engine}` (rewrite-bullet.schema.ts). Open to anonymous
 * visitors like the drafts; a person asks for one bullet at a time, so the limit is a
 * little higher. The body carries the resume, within its own size limit (413 past it). A
 * model that fails answers 503.
 */
export const REWRITE_RATE_LIMIT: RateLimitRule = { window: 60, max: 30 };

export function coverLetterRoutes(deps: {
  rateLimiter: RateLimiter;
  /** Which drafter (AI_PROVIDER …); default: the local one. */
  settings?: DrafterSettings;
  /** A drafter built elsewhere (tests); wins over `settings`. */
  drafter?: CoverLetterDrafter;
  /** A bullet rewriter built elsewhere (tests); wins over `settings`. */
  rewriter?: BulletRewriter;
  keywords?: KeywordEngine;
  now?: () => Date;
}) {
  const drafter = deps.drafter ?? createDrafter(deps.settings ?? { provider: 'local' });
  const lexicon = loadLexicon();
  const keywords = deps.keywords ?? createLocalEngine({ lexicon });
  const rewriter = deps.rewriter ?? createRewriter(deps.settings ?? { provider: 'local' });

  const limit = rateLimit<AppEnv>({
    rateLimiter: deps.rateLimiter,
    rule: DRAFT_RATE_LIMIT,
    key: (c) => `draft-letter:ip:${ipBucket(c.var.clientIp)}`,
    message: (wait) => `Too many drafts. Please wait ${seconds(wait)} and try again.`,
  });

  const rewriteLimit = rateLimit<AppEnv>({
    rateLimiter: deps.rateLimiter,
    rule: REWRITE_RATE_LIMIT,
    key: (c) => `rewrite-bullet:ip:${ipBucket(c.var.clientIp)}`,
    message: (wait) => `Too many rewrites. Please wait ${seconds(wait)} and try again.`,
  });

  return new Hono<AppEnv>()
    .post(
      '/draft-cover-letter',
      limit,
      jsonBody(
        draftCoverLetterRequestSchema,
        'Send the resume as JSON (Content-Type: application/json).',
      ),
      async (c) => {
        const request = c.req.valid('json');
        const draft = await engineCall(
          c,
          drafter,
          { log: 'cover letter draft failed', message: DRAFT_NOTICES.failed },
          () => draftCoverLetter(request, { drafter, keywords, now: deps.now }),
        );
        return c.json(draft satisfies DraftCoverLetterResponse);
      },
    )
    .post(
      '/rewrite-bullet',
      payloadLimit(
        REWRITE_LIMITS.maxBodyBytes,
        `The resume is too large to check a rewrite against (the limit is ${REWRITE_LIMITS.maxBodyBytes / 1024} KB).`,
      ),
      rewriteLimit,
      jsonBody(
        rewriteBulletRequestSchema,
        'Send the bullet and its entry as JSON (Content-Type: application/json).',
      ),
      async (c) => {
        const request = c.req.valid('json');
        const answer = await engineCall(
          c,
          rewriter,
          { log: 'bullet rewrite failed', message: REWRITE_NOTICES.failed },
          () => rewriteBullet(request, { rewriter, lexicon, now: deps.now }),
        );
        return c.json(answer satisfies RewriteBulletResponse);
      },
    );
}
