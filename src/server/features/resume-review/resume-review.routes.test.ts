import { beforeAll, describe, expect, it } from 'vitest';
import { reviewResumeResponseSchema } from '#shared/resume-review/review-resume.schema.ts';
import { RESUME_LIMITS } from '#shared/resume/resume.limits.ts';
import type { App } from '../../app.ts';
import { createTestApp, TEST_ORIGIN } from '../../test/test-app.ts';
import { REVIEW_RATE_LIMIT } from './resume-review.routes.ts';

let app: App;
let ipCounter = 0;

beforeAll(async () => {
  ({ app } = await createTestApp());
});

function post(body: string, ip = `203.0.113.${++ipCounter}`, type = 'application/json') {
  return app.request('/api/functions/review-resume', {
    method: 'POST',
    body,
    headers: { origin: TEST_ORIGIN, 'content-type': type, 'x-forwarded-for': ip },
  });
}

const job = (id: string, description: string, isCurrentJob = false) => ({
  id,
  jobTitle: 'Engineer',
  company: 'Acme',
  isCurrentJob,
  description,
});

describe('POST /api/functions/review-resume', () => {
  it('reviews an anonymous visitor’s bullets, each finding naming its entry and line', async () => {
    const res = await post(
      JSON.stringify({
        experience: [
          job(
            'a',
            '- Cut cloud costs by 35% by rightsizing 120 instances.\n- I was responsible for the website.',
          ),
          job('b', '- Led the migration of 40 services, cutting deploy time by 60%.'),
        ],
      }),
    );
    expect(res.status).toBe(200);
    const body = reviewResumeResponseSchema.parse(await res.json());
    expect(body.checked).toHaveLength(6);
    expect(body.findings.map((f) => [f.entry_id, f.line, f.kind])).toEqual([
      ['a', 1, 'first_person'],
      ['a', 1, 'weak_opening'],
      ['a', 1, 'no_result'],
    ]);
    expect(body.findings[0]).toMatchObject({
      text: 'I was responsible for the website.',
      message: 'Resumes leave out ‘I’: the reader knows it is you.',
    });
  });

  it('checks a resume in another language for length and repeated openings only', async () => {
    const res = await post(
      JSON.stringify({ experience: [job('a', '- Ich war verantwortlich.')], language: 'de' }),
    );
    const body = reviewResumeResponseSchema.parse(await res.json());
    expect(body).toEqual({ findings: [], checked: ['too_long', 'repeated_opening'] });
  });

  it.each([
    ['no experience list', {}],
    ['an entry without an id', { experience: [{ description: 'x' }] }],
    [
      'a description over the resume limit',
      { experience: [job('a', 'x'.repeat(RESUME_LIMITS.description + 1))] },
    ],
    [
      'more entries than a resume holds',
      {
        experience: Array.from({ length: RESUME_LIMITS.experience + 1 }, (_, i) =>
          job(String(i), ''),
        ),
      },
    ],
    ['a language that is no language tag', { experience: [], language: 'not a tag!' }],
  ])('answers 400 VALIDATION_FAILED for %s', async (_name, body) => {
    const res = await post(JSON.stringify(body));
    expect(res.status).toBe(400);
    const error = (await res.json()) as { error: { code: string } };
    expect(error.error.code).toBe('VALIDATION_FAILED');
  });

  it('answers 415 for a body that is not JSON and 400 for broken JSON', async () => {
    expect((await post('experience', undefined, 'text/plain')).status).toBe(415);
    const broken = await post('{"experience": [');
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: { code: string } }).error.code).toBe(
      'MALFORMED_JSON',
    );
  });

  it('refuses a request from another site', async () => {
    const res = await app.request('/api/functions/review-resume', {
      method: 'POST',
      body: JSON.stringify({ experience: [] }),
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
    });
    expect(res.status).toBe(403);
  });

  it(`limits each IP to ${REVIEW_RATE_LIMIT.max} reviews a minute`, async () => {
    const ip = '203.0.113.250';
    const body = JSON.stringify({ experience: [] });
    for (let i = 0; i < REVIEW_RATE_LIMIT.max; i += 1)
      expect((await post(body, ip)).status).toBe(200);
    const limited = await post(body, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another visitor is not affected.
    expect((await post(body)).status).toBe(200);
  });
});
