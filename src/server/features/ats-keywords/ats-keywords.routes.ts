import { Hono, type Context } from 'hono';
import {
  generateKeywordsRequestSchema,
  type AnalyzeJobResponse,
  type GenerateKeywordsRequest,
  type GenerateKeywordsResponse,
} from '#shared/ats-keywords/ats-keywords.schema.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { ipBucket } from '../../lib/client-ip.ts';
import { engineCall } from '../../lib/engine-call.ts';
import { jsonBody } from '../../lib/json-body.ts';
import { rateLimit, seconds } from '../../lib/rate-limit.ts';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter.ts';
import { createKeywordEngine, type KeywordEngineSettings } from './create-engine.ts';
import type { KeywordEngine } from './keyword-engine.ts';
import { loadLexicon } from './lexicon.ts';

/**
 * `POST /api/functions/generate-keywords`: `{jobDescription, jobTitle,
 * company}` → `{keywords: string[]}`. `POST /api/functions/analyze-job`: the same body →
 * `{keywords: [{name, aliases, category, weight}]}` for the target-job panel.
 *
 * Anonymous visitors may call both (the builder works signed out), so both share a
 * per-IP rate limit. A description over 20,000 characters, a missing one or a body that
 * is not JSON answers 400 with the API's error shape.
 */
export const KEYWORDS_RATE_LIMIT: RateLimitRule = { window: 60, max: 30 };

const jobBody = jsonBody(
  generateKeywordsRequestSchema,
  'Send the job as JSON (Content-Type: application/json).',
);

export function atsKeywordsRoutes(deps: {
  rateLimiter: RateLimiter;
  /** Which engine (AI_PROVIDER …); default: the local one. */
  settings?: KeywordEngineSettings;
  /** An engine built elsewhere (tests); wins over `settings`. */
  engine?: KeywordEngine;
}) {
  // The lexicon loads now, at start (well under 200 ms), so no request pays for it.
  const engine =
    deps.engine ?? createKeywordEngine(deps.settings ?? { provider: 'local' }, loadLexicon());
  const limit = rateLimit<AppEnv>({
    rateLimiter: deps.rateLimiter,
    rule: KEYWORDS_RATE_LIMIT,
    key: (c) => `keywords:ip:${ipBucket(c.var.clientIp)}`,
    message: (wait) => `Too many keyword requests. Please wait ${seconds(wait)} and try again.`,
  });

  const analyze = (c: Context<AppEnv>, request: GenerateKeywordsRequest) =>
    engineCall(
      c,
      engine,
      { log: 'keyword engine failed', message: 'Failed to generate keywords' },
      () => engine.analyze(request),
    );

  return new Hono<AppEnv>()
    .post('/generate-keywords', limit, jobBody, async (c) => {
      const keywords = await analyze(c, c.req.valid('json'));
      return c.json({ keywords: keywords.map((k) => k.name) } satisfies GenerateKeywordsResponse);
    })
    .post('/analyze-job', limit, jobBody, async (c) => {
      const keywords = await analyze(c, c.req.valid('json'));
      return c.json({ keywords } satisfies AnalyzeJobResponse);
    });
}
