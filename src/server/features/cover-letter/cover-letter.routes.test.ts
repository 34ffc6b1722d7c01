import { beforeAll, describe, expect, it } from 'vitest';
import { resolveField } from '#shared/cover-letter/resume-fields.ts';
import { DRAFT_NOTICES, type DraftCoverLetterResponse } from '#shared/cover-letter/draft.schema.ts';
import { shortResume } from '#shared/documents/__fixtures__/resume-fixtures.ts';
import { resumeFromApi, resumeToApi } from '#shared/resume/resume-api.ts';
import type { App } from '../../app.ts';
import { createTestApp, TEST_ORIGIN } from '../../test/test-app.ts';
import { DRAFT_RATE_LIMIT } from './cover-letter.routes.ts';

let app: App;
let ipCounter = 0;

beforeAll(async () => {
  ({ app } = await createTestApp());
});

function post(body: string, ip = `203.0.113.${++ipCounter}`, type = 'application/json') {
  return app.request('/api/functions/draft-cover-letter', {
    method: 'POST',
    body,
    headers: { origin: TEST_ORIGIN, 'content-type': type, 'x-forwarded-for': ip },
  });
}

const resume = resumeToApi({
  ...shortResume,
  targetJob: {
    title: 'Lead Product Designer',
    company: 'Globex',
    description:
      'We are hiring a Lead Product Designer.\nRequirements:\n- Figma and prototyping\n- User research\n- Kubernetes is a plus',
  },
});

describe('POST /api/functions/draft-cover-letter (local engine)', () => {
  it('drafts a letter for an anonymous visitor, every fact sentence citing a resume field', async () => {
    const res = await post(JSON.stringify({ resume, tone: 'formal', recipientName: 'Dana Smith' }));
    expect(res.status).toBe(200);
    const draft = (await res.json()) as DraftCoverLetterResponse;
    expect(draft.engine).toBe('local');
    expect(draft.greeting).toBe('Dear Dana Smith,');
    expect(draft.signature).toBe('Jane Doe');
    expect(draft.paragraphs[0]).toContain('Lead Product Designer position at Globex');
    // The posting's keywords the resume shows (and not the one it does not).
    const text = draft.paragraphs.join(' ');
    expect(text).toContain('Figma');
    expect(text).not.toContain('Kubernetes');
    const data = resumeFromApi(resume);
    for (const sentence of draft.trace) {
      expect(sentence.flagged).toBe(false);
      for (const path of sentence.sources) expect(resolveField(data, path), path).toBeDefined();
    }
    expect(draft.trace.filter((s) => s.sources.length > 0).length).toBeGreaterThanOrEqual(4);
  });

  it('writes differently in each tone', async () => {
    const drafts = await Promise.all(
      (['formal', 'warm', 'concise'] as const).map(async (tone) => {
        const res = await post(JSON.stringify({ resume, tone }));
        return ((await res.json()) as DraftCoverLetterResponse).paragraphs.join('\n');
      }),
    );
    expect(new Set(drafts).size).toBe(3);
  });

  it('uses the letter role and company when the resume has no target job', async () => {
    const { target_job: _, ...noTarget } = resume;
    const res = await post(
      JSON.stringify({
        resume: noTarget,
        tone: 'concise',
        role: 'Design Lead',
        company: 'Initech',
      }),
    );
    const draft = (await res.json()) as DraftCoverLetterResponse;
    expect(draft.trace[0]).toEqual({
      text: 'I am applying for the Design Lead role at Initech.',
      sources: ['letter.role', 'letter.company'],
      flagged: false,
      reason: '',
      basis: 'framing',
    });
  });

  it.each([
    ['an empty resume', {}],
    [
      'a resume with only contact details',
      { personal_info: { fullName: 'Jane Doe', email: 'jane@example.com' } },
    ],
    ['jobs without a title or company', { experience: [{ id: '1', description: 'Things.' }] }],
  ])('answers 422 "add your experience first" for %s', async (_name, body) => {
    const res = await post(JSON.stringify({ resume: body }));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: {
        code: 'UNPROCESSABLE_CONTENT',
        message: DRAFT_NOTICES.noExperience,
        issues: [{ path: 'resume.experience', message: DRAFT_NOTICES.noExperienceText }],
      },
    });
  });

  it.each([
    ['an unknown tone', { resume, tone: 'sarcastic' }, 'tone'],
    ['no resume', { tone: 'formal' }, 'resume'],
    ['a long recipient name', { resume, recipientName: 'x'.repeat(500) }, 'recipientName'],
    [
      'a javascript: link',
      {
        resume: {
          ...resume,
          personal_info: {
            ...resume.personal_info,
            links: [{ label: 'x', url: 'javascript:alert(1)' }],
          },
        },
      },
      'resume.personal_info.links.0.url',
    ],
  ])('answers 400 for %s', async (_name, body, path) => {
    const res = await post(JSON.stringify(body));
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: { code: string; issues: { path: string }[] } };
    expect(json.error.code).toBe('VALIDATION_FAILED');
    expect(json.error.issues.map((i) => i.path)).toContain(path);
  });

  it('answers 415 for a body that is not JSON and 400 for broken JSON', async () => {
    expect((await post('resume=1', undefined, 'application/x-www-form-urlencoded')).status).toBe(
      415,
    );
    const broken = await post('{"resume":');
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: { code: string } }).error.code).toBe(
      'MALFORMED_JSON',
    );
  });

  it('keeps user text inert: markup in the resume comes back as plain text', async () => {
    const markup = {
      ...resume,
      experience: [
        {
          ...resume.experience[0]!,
          company: '<img src=x onerror=alert(1)>',
          jobTitle: '<b>Lead</b>',
        },
      ],
    };
    const res = await post(JSON.stringify({ resume: markup }));
    const draft = (await res.json()) as DraftCoverLetterResponse;
    expect(draft.paragraphs.join(' ')).toContain('<b>Lead</b> at <img src=x onerror=alert(1)>');
  });

  it(`limits each IP to ${DRAFT_RATE_LIMIT.max} drafts a minute`, async () => {
    const ip = '203.0.113.250';
    const body = JSON.stringify({ resume });
    for (let i = 0; i < DRAFT_RATE_LIMIT.max; i += 1)
      expect((await post(body, ip)).status).toBe(200);
    const limited = await post(body, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another visitor is not affected.
    expect((await post(body)).status).toBe(200);
  });
});
