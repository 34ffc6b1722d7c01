import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { JOB_DESCRIPTION_MAX } from '#shared/ats-keywords/ats-keywords.schema.ts';
import { isApiErrorBody } from '#shared/errors.ts';
import type { App } from '../../app.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { handleError } from '../../lib/errors.ts';
import { silentLogger } from '../../lib/logger.ts';
import { NO_RATE_LIMIT } from '../../lib/rate-limiter.ts';
import { createTestApp, TEST_ORIGIN } from '../../test/test-app.ts';
import { atsKeywordsRoutes, KEYWORDS_RATE_LIMIT } from './ats-keywords.routes.ts';
import { finchPosting } from './postings.test-support.ts';

let app: App;
let ipCounter = 0;

beforeAll(async () => {
  ({ app } = await createTestApp());
});

/** Each test gets its own client IP, so the per-IP rate limit of one never affects another. */
function post(
  path: string,
  body: string,
  ip = `198.51.100.${++ipCounter}`,
  type = 'application/json',
) {
  return app.request(`/api/functions/${path}`, {
    method: 'POST',
    body,
    headers: { origin: TEST_ORIGIN, 'content-type': type, 'x-forwarded-for': ip },
  });
}

const job = finchPosting(
  'Requirements:\n- 3+ years of JS and React\n- Experience with PostgreSQL\n\nBenefits: competitive salary.',
);

describe('POST /api/functions/generate-keywords', () => {
  it('answers {keywords} for an anonymous visitor', async () => {
    const res = await post('generate-keywords', JSON.stringify(job));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { keywords: string[] };
    expect(body.keywords).toEqual(expect.arrayContaining(['JS', 'React', 'PostgreSQL']));
    expect(body.keywords.join(' ').toLowerCase()).not.toContain('salary');
  });

  it('takes jobTitle and company as optional', async () => {
    const res = await post(
      'generate-keywords',
      JSON.stringify({ jobDescription: 'Must know Python.' }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ keywords: ['Python'] });
  });

  it.each([
    [
      'a description over 20,000 characters',
      JSON.stringify({ ...job, jobDescription: 'a'.repeat(JOB_DESCRIPTION_MAX + 1) }),
      'VALIDATION_FAILED',
    ],
    [
      'an empty description',
      JSON.stringify({ ...job, jobDescription: '   ' }),
      'VALIDATION_FAILED',
    ],
    ['no description', JSON.stringify({ jobTitle: 'x' }), 'VALIDATION_FAILED'],
    ['a description that is not text', JSON.stringify({ jobDescription: 42 }), 'VALIDATION_FAILED'],
    ['malformed JSON', '{"jobDescription": ', 'MALFORMED_JSON'],
  ])('answers 400 with the error shape for %s', async (_what, body, code) => {
    const res = await post('generate-keywords', body);
    expect(res.status).toBe(400);
    const json: unknown = await res.json();
    expect(isApiErrorBody(json)).toBe(true);
    expect((json as { error: { code: string } }).error.code).toBe(code);
  });

  it('names the field over its limit', async () => {
    const res = await post(
      'generate-keywords',
      JSON.stringify({ ...job, jobDescription: 'a'.repeat(JOB_DESCRIPTION_MAX + 1) }),
    );
    const json = (await res.json()) as { error: { issues: { path: string }[] } };
    expect(json.error.issues.map((i) => i.path)).toEqual(['jobDescription']);
  });

  it('accepts exactly 20,000 characters', async () => {
    const text = `Requirements: Python. ${'x'.repeat(JOB_DESCRIPTION_MAX - 22)}`;
    expect(text).toHaveLength(JOB_DESCRIPTION_MAX);
    const res = await post('generate-keywords', JSON.stringify({ ...job, jobDescription: text }));
    expect(res.status).toBe(200);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await post('generate-keywords', 'jobDescription=x', undefined, 'text/plain');
    expect(res.status).toBe(415);
  });

  it('rate-limits per IP with 429 and Retry-After', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < KEYWORDS_RATE_LIMIT.max; i++) {
      expect((await post('generate-keywords', JSON.stringify(job), ip)).status).toBe(200);
    }
    const limited = await post('generate-keywords', JSON.stringify(job), ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(isApiErrorBody(await limited.json())).toBe(true);
    // Another visitor is not affected.
    expect((await post('generate-keywords', JSON.stringify(job))).status).toBe(200);
  });
});

describe('POST /api/functions/analyze-job', () => {
  it("answers keywords in the posting's spelling, with aliases, category and weight", async () => {
    const res = await post('analyze-job', JSON.stringify(job));
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      keywords: { name: string; aliases: string[]; category: string; weight: number }[];
    };
    const js = body.keywords.find((k) => k.name === 'JS');
    expect(js).toMatchObject({
      category: 'hard-skill',
      aliases: expect.arrayContaining(['JavaScript']),
    });
    expect(body.keywords[0]!.weight).toBe(1);
    for (const k of body.keywords) {
      expect(k.weight).toBeGreaterThan(0);
      expect(k.weight).toBeLessThanOrEqual(1);
    }
  });

  it('answers 400 for a huge description', async () => {
    const res = await post(
      'analyze-job',
      JSON.stringify({ jobDescription: 'a'.repeat(JOB_DESCRIPTION_MAX + 5) }),
    );
    expect(res.status).toBe(400);
  });
});

describe('an engine that fails', () => {
  it('answers 503 with the error shape and "Failed to generate keywords"', async () => {
    const failing = new Hono<AppEnv>();
    failing.use(async (c, next) => {
      c.set('logger', silentLogger);
      c.set('clientIp', '192.0.2.1');
      await next();
    });
    failing.onError(handleError);
    failing.route(
      '/functions',
      atsKeywordsRoutes({
        rateLimiter: NO_RATE_LIMIT,
        engine: {
          name: 'openai-compatible',
          analyze: () => Promise.reject(new Error('endpoint down')),
        },
      }),
    );
    const res = await failing.request('/functions/generate-keywords', {
      method: 'POST',
      body: JSON.stringify(job),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: 'Failed to generate keywords' },
    });
  });
});
