import { beforeAll, describe, expect, it } from 'vitest';
import { fullLetter } from '#shared/documents/__fixtures__/cover-letter-fixtures.ts';
import { RESUME_FIXTURES } from '#shared/documents/__fixtures__/resume-fixtures.ts';
import { buildResumeMarkdown } from '#shared/documents/resume-md/resume-md.ts';
import { buildResumeTxt } from '#shared/documents/resume-txt/resume-txt.ts';
import { resumeToApi } from '#shared/resume/resume-api.ts';
import type { App } from '../../app.ts';
import { createTestApp, TEST_ORIGIN } from '../../test/test-app.ts';
import { EXPORT_RATE_LIMIT } from './export.routes.ts';
import { EXPORT_MAX_CHARACTERS, EXPORT_MAX_PAGES, textCharacters } from './page-limit.ts';
import { inspectPdf } from './pdf-inspect.test-support.ts';

let app: App;

beforeAll(async () => {
  ({ app } = await createTestApp());
});

/** What GET /api/resume answers (its `version` and `updated_at` are ignored), with a template. */
const body = (overrides: Record<string, unknown> = {}, data = RESUME_FIXTURES.short) => ({
  ...resumeToApi(data),
  version: 3,
  updated_at: '2025-01-01T00:00:00.000Z',
  template_id: 4,
  ...overrides,
});

const post = (format: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.request(`/api/export/${format}`, {
    method: 'POST',
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...headers },
  });

describe('POST /api/export/:format', () => {
  it('answers a PDF attachment named after the person, for an anonymous visitor', async () => {
    const res = await post('pdf', body());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Jane Doe - Resume.pdf"; filename*=UTF-8''Jane%20Doe%20-%20Resume.pdf`,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(res.headers.get('content-length')).toBe(String(bytes.byteLength));
    const pdf = await inspectPdf(bytes);
    expect(pdf.info.Title).toBe('Jane Doe - Resume');
    expect(pdf.text).toContain('Senior Product Designer');
  });

  it('answers a DOCX attachment', async () => {
    const res = await post('docx', body());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(res.headers.get('content-disposition')).toContain('filename="Jane Doe - Resume.docx"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 2)]).toEqual([0x50, 0x4b]);
  });

  it('answers the plain text exactly as the TXT builder writes it, in UTF-8', async () => {
    const res = await post('txt', body({}, RESUME_FIXTURES.international));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe(buildResumeTxt(RESUME_FIXTURES.international));
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Nguyen Thi Minh Khai - Resume.txt"; filename*=UTF-8''${encodeURIComponent('Nguyễn Thị Minh Khai - Resume.txt')}`,
    );
  });

  it("answers Markdown exactly as the Markdown builder writes it, in the template's order", async () => {
    const res = await post('md', body({ template_id: 7 }, RESUME_FIXTURES.international));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toBe(
      buildResumeMarkdown(RESUME_FIXTURES.international, { layout: 'academic' }),
    );
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Nguyen Thi Minh Khai - Resume.md"; filename*=UTF-8''${encodeURIComponent('Nguyễn Thị Minh Khai - Resume.md')}`,
    );
  });

  it('answers the markup fixture as escaped Markdown, an attachment', async () => {
    const res = await post('md', body({}, RESUME_FIXTURES.markup));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; /);
    const text = await res.text();
    expect(text.split('\n')[0]).toBe('# \\<b\\>Bobby\\</b\\> Tables');
    expect(text).not.toMatch(/(?<!\\)<script/);
  });

  it('takes the template id as a string too, and US Letter pages', async () => {
    const res = await post('pdf', body({ template_id: '13', page_size: 'letter', lang: 'en-US' }));
    expect(res.status).toBe(200);
    const pdf = await inspectPdf(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.pages[0]!.width).toBeCloseTo(612, 0);
    expect(pdf.info.Language).toBe('en-US');
  });

  it('accepts the original resume_data shape with skills as plain strings', async () => {
    const res = await post('txt', body({ skills: ['Figma', 'Sketch'] }));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('SKILLS\nFigma, Sketch\n');
  });

  it('refuses an unknown or missing template with 400 VALIDATION_FAILED', async () => {
    for (const template_id of [57, 0, 'abc', undefined]) {
      const res = await post('pdf', body({ template_id }));
      expect(res.status, String(template_id)).toBe(400);
      const json = (await res.json()) as { error: { code: string; issues?: { path: string }[] } };
      expect(json.error.code).toBe('VALIDATION_FAILED');
      expect(json.error.issues?.[0]?.path).toBe('template_id');
    }
  });

  it('refuses a link that is not http(s) and a bad page size', async () => {
    const data = structuredClone(RESUME_FIXTURES.short);
    const res = await post('pdf', {
      ...body({}, data),
      personal_info: { ...data.personalInfo, links: [{ label: 'x', url: 'javascript:alert(1)' }] },
    });
    expect(res.status).toBe(400);
    expect((await post('pdf', body({ page_size: 'A3' }))).status).toBe(400);
  });

  it('refuses malformed JSON with our error shape', async () => {
    const res = await post('pdf', '{"personal_info":');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { code: expect.any(String), message: expect.any(String) },
    });
  });

  it('refuses a body over the API limit with 413', async () => {
    const res = await post('txt', body({ padding: 'x'.repeat(300 * 1024) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('counts every format against one per-IP budget: 429 with Retry-After, others unaffected', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.41' };
    const formats = ['txt', 'docx', 'txt'];
    for (let i = 0; i < EXPORT_RATE_LIMIT.max; i++) {
      expect((await post(formats[i % formats.length]!, body(), ip)).status).toBe(200);
    }
    const limited = await post('pdf', body(), ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: expect.stringMatching(
          /^Too many downloads\. Please wait \d+ seconds? and try again\.$/,
        ),
      },
    });
    expect((await post('txt', body(), { 'x-forwarded-for': '203.0.113.42' })).status).toBe(200);
  });

  it(`refuses a PDF over ${EXPORT_MAX_PAGES} pages with 422 and says why; DOCX has no page count`, async () => {
    // 50 jobs with long descriptions: 26 pages in this template.
    const long = structuredClone(RESUME_FIXTURES.long);
    const described = long.experience[0]!.description.repeat(2);
    long.experience = Array.from({ length: 50 }, (_, i) => ({
      ...long.experience[i % long.experience.length]!,
      id: `job-${i}`,
      description: described,
    }));
    const pdf = await post('pdf', body({}, long));
    expect(pdf.status).toBe(422);
    expect(await pdf.json()).toEqual({
      error: {
        code: 'UNPROCESSABLE_CONTENT',
        message: expect.stringMatching(
          /^This resume has \d+ pages; a download can have at most 20\. Please shorten it, then try again\.$/,
        ),
      },
    });

    const pack = await post('application-pack', { ...body({}, long), letter: fullLetter });
    expect(pack.status).toBe(422);
    expect(await pack.json()).toMatchObject({ error: { code: 'UNPROCESSABLE_CONTENT' } });

    expect((await post('docx', body({}, long))).status).toBe(200);
  });

  it(`refuses a PDF with more text than ${EXPORT_MAX_PAGES} pages can hold before laying it out`, async () => {
    // Every job at the schema's limits: far over the cap in any template, so the layout
    // (the costly part, which the page count waits for) is never started.
    const huge = structuredClone(RESUME_FIXTURES.long);
    const bullet =
      '• Led a cross-functional programme that moved the whole platform forward. '.repeat(6);
    huge.experience = Array.from({ length: 50 }, (_, i) => ({
      ...huge.experience[0]!,
      id: `job-${i}`,
      description: Array.from({ length: 8 }, () => bullet).join('\n'),
    }));
    expect(textCharacters(huge)).toBeGreaterThan(EXPORT_MAX_CHARACTERS);
    for (const format of ['pdf', 'application-pack'] as const) {
      const res = await post(
        format,
        format === 'pdf' ? body({}, huge) : { ...body({}, huge), letter: fullLetter },
      );
      expect(res.status, format).toBe(422);
      expect(await res.json(), format).toEqual({
        error: {
          code: 'UNPROCESSABLE_CONTENT',
          message:
            'This resume is too long to download: it would run to more than 20 pages. Please shorten it, then try again.',
        },
      });
    }
    expect((await post('txt', body({}, huge))).status).toBe(200);
  });

  it('has no route for other formats', async () => {
    expect((await post('html', body())).status).toBe(404);
  });
});
