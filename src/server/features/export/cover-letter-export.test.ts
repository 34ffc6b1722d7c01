import { unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  LETTER_FIXTURES,
  fullLetter,
  markupLetter,
  type LetterFixtureName,
} from '#shared/documents/__fixtures__/cover-letter-fixtures.ts';
import { shortResume } from '#shared/documents/__fixtures__/resume-fixtures.ts';
import { applicationPackEntryNames } from '#shared/documents/application-pack.ts';
import { coverLetterContent } from '#shared/documents/cover-letter-content.ts';
import { buildCoverLetterTxt } from '#shared/documents/cover-letter-txt/cover-letter-txt.ts';
import { contactParts } from '#shared/documents/resume-content.ts';
import { buildResumeTxt } from '#shared/documents/resume-txt/resume-txt.ts';
import { resumeToApi } from '#shared/resume/resume-api.ts';
import { TEMPLATES } from '#shared/templates/catalogue.ts';
import { LAYOUT_FAMILY_IDS, type LayoutFamily } from '#shared/templates/layout-families.ts';
import type { App } from '../../app.ts';
import { createTestApp, TEST_ORIGIN } from '../../test/test-app.ts';
import { expectInOrder, normalizeForMatch } from './document-expectations.test-support.ts';
import { renderCoverLetterDocx, renderCoverLetterPdf } from './cover-letter-export.ts';
import { EXPORT_RATE_LIMIT } from './export.routes.ts';
import { JANE_DOE_PACK_FILES } from '#shared/documents/__fixtures__/cover-letter-fixtures.ts';
import { renderResumePdf } from './export.service.ts';
import { inspectPdf } from './pdf-inspect.test-support.ts';

const templateOf = (layout: LayoutFamily) => TEMPLATES.find((t) => t.layout === layout)!;

/** Everything the letter says, in reading order. */
function letterSequence(name: LetterFixtureName, layout: LayoutFamily = 'classic'): string[] {
  const c = coverLetterContent(LETTER_FIXTURES[name]);
  // Sidebar right: the main column (name, letter) comes first, the contact panel after it.
  const contact = contactParts(c.sender);
  return [
    c.sender.name,
    ...(layout === 'sidebar-right' ? [] : contact),
    c.date,
    ...c.recipient,
    c.subject,
    c.greeting,
    ...c.paragraphs,
    c.closing,
    c.signature,
    ...(layout === 'sidebar-right' ? contact : []),
  ].filter(Boolean);
}

describe.each(LAYOUT_FAMILY_IDS)('cover letter PDF, %s family', (layout) => {
  it.each(['full', 'international', 'markup'] as const)(
    'the %s letter reads back with every field in order',
    async (fixture) => {
      const pdf = await inspectPdf(
        await renderCoverLetterPdf(LETTER_FIXTURES[fixture], templateOf(layout)),
      );
      expectInOrder(pdf.text, letterSequence(fixture, layout));
      expect(pdf.pageCount).toBe(1);
    },
  );

  it('has the resume header: the name where the resume of the same template puts it', async () => {
    const template = templateOf(layout);
    const [letter, resume] = await Promise.all([
      renderCoverLetterPdf(fullLetter, template).then(inspectPdf),
      renderResumePdf(shortResume, template).then(inspectPdf),
    ]);
    const nameAt = (doc: typeof letter) => doc.pages[0]!.items.find((i) => i.str === 'Jane Doe')!;
    const [a, b] = [nameAt(letter), nameAt(resume)];
    expect(Math.abs(a.x - b.x)).toBeLessThan(0.5);
    expect(Math.abs(a.y - b.y)).toBeLessThan(0.5);
    expect(letter.pages[0]!.links).toEqual(resume.pages[0]!.links);
    expect(letter.info).toMatchObject({ Title: 'Jane Doe - Cover Letter', Author: 'Jane Doe' });
  });
});

describe('cover letter PDF', () => {
  it('prints markup as text, never as markup', async () => {
    const pdf = await inspectPdf(await renderCoverLetterPdf(markupLetter, templateOf('classic')));
    const text = normalizeForMatch(pdf.text);
    for (const literal of [
      '<script>alert("xss")</script>',
      '<b>Boss</b>',
      '{{template}}',
      '<u>Bobby</u>',
    ])
      expect(text).toContain(normalizeForMatch(literal));
  });

  it('renders an empty letter without failing', async () => {
    const pdf = await inspectPdf(
      await renderCoverLetterPdf(LETTER_FIXTURES.empty, templateOf('sidebar-left')),
    );
    expect(pdf.pageCount).toBe(1);
    expect(pdf.info.Title).toBe('Cover Letter');
  });

  it('follows the page size', async () => {
    const pdf = await inspectPdf(
      await renderCoverLetterPdf(fullLetter, templateOf('classic'), { pageSize: 'LETTER' }),
    );
    expect(pdf.pages[0]!.width).toBe(612);
  });
});

describe('cover letter DOCX', () => {
  it.each(LAYOUT_FAMILY_IDS)('%s: every field in order, the name as the title', async (layout) => {
    const buffer = Buffer.from(await renderCoverLetterDocx(fullLetter, templateOf(layout)));
    const [text, html] = await Promise.all([
      mammoth.extractRawText({ buffer }),
      mammoth.convertToHtml({ buffer }),
    ]);
    expectInOrder(text.value, letterSequence('full'));
    expect(html.value).toContain('<a href="https://jane-doe.example/work">');
    expect([...text.messages, ...html.messages].filter((m) => m.type === 'error')).toEqual([]);
  });

  it('keeps markup as text', async () => {
    const buffer = Buffer.from(await renderCoverLetterDocx(markupLetter, templateOf('classic')));
    const html = (await mammoth.convertToHtml({ buffer })).value;
    expect(html).toContain('&lt;script&gt;alert(');
    expect(html).toContain('&lt;b&gt;Boss&lt;/b&gt;');
    expect(html).not.toContain('<script>');
  });
});

describe('cover letter TXT', () => {
  it('is the letter as plain text', () => {
    expect(buildCoverLetterTxt(fullLetter)).toBe(
      [
        'Jane Doe\njane.doe@example.com | +1 555 0100 | Portland, OR\nPortfolio: https://jane-doe.example/work',
        'March 1, 2026',
        'Dana Smith\nHead of Design\nGlobex Corporation\n100 Main Street\nSpringfield, OR 97477',
        'Re: Lead Product Designer',
        'Dear Dana Smith,',
        ...fullLetter.paragraphs,
        'Sincerely,\nJane Doe',
      ].join('\n\n') + '\n',
    );
    expect(buildCoverLetterTxt(LETTER_FIXTURES.empty)).toBe('');
  });
});

describe('POST /api/export/cover-letter/* and /api/export/application-pack', () => {
  let app: App;
  let ip = 0;
  beforeAll(async () => {
    ({ app } = await createTestApp());
  });
  const post = (path: string, payload: unknown, from = `198.18.0.${++ip}`) =>
    app.request(`/api/export/${path}`, {
      method: 'POST',
      body: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'x-forwarded-for': from },
    });

  it.each([
    ['pdf', 'application/pdf'],
    ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['txt', 'text/plain; charset=utf-8'],
  ])('answers the letter as %s named "Jane Doe - Cover Letter"', async (format, type) => {
    const res = await post(`cover-letter/${format}`, { letter: fullLetter, template_id: '12' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Jane Doe - Cover Letter.${format}"; filename*=UTF-8''Jane%20Doe%20-%20Cover%20Letter.${format}`,
    );
    expect(res.headers.get('cache-control')).toContain('no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    if (format === 'txt')
      expect(new TextDecoder().decode(bytes)).toBe(buildCoverLetterTxt(fullLetter));
    if (format === 'pdf') expect((await inspectPdf(bytes)).text).toContain('Dear Dana Smith,');
  });

  it.each([
    ['no letter', { template_id: 1 }, 'letter'],
    ['an unknown template', { letter: fullLetter, template_id: 999 }, 'template_id'],
    [
      'a bad date',
      { letter: { ...fullLetter, date: '2026-02-30' }, template_id: 1 },
      'letter.date',
    ],
    [
      'a javascript: link',
      {
        letter: {
          ...fullLetter,
          sender: { ...fullLetter.sender, links: [{ label: 'x', url: 'javascript:alert(1)' }] },
        },
        template_id: 1,
      },
      'letter.sender.links.0.url',
    ],
  ])('answers 400 for %s', async (_name, payload, path) => {
    const res = await post('cover-letter/pdf', payload);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; issues: { path: string }[] } };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.issues.map((i) => i.path)).toContain(path);
  });

  it('answers the application pack: a ZIP with the resume and the letter as PDF, DOCX and TXT', async () => {
    const res = await post('application-pack', {
      ...resumeToApi(shortResume),
      template_id: 4,
      letter: fullLetter,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toContain(
      'filename="Jane Doe - Application.zip"',
    );
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files)).toEqual(applicationPackEntryNames('Jane Doe', 'Jane Doe'));
    expect(Object.keys(files)).toEqual(JANE_DOE_PACK_FILES);
    const decode = (name: string) => new TextDecoder().decode(files[name]);
    expect(decode('Jane Doe - Resume.txt')).toBe(
      buildResumeTxt(shortResume, { layout: 'classic' }),
    );
    expect(decode('Jane Doe - Cover Letter.txt')).toBe(buildCoverLetterTxt(fullLetter));
    expect((await inspectPdf(files['Jane Doe - Resume.pdf']!)).text).toContain(
      'Senior Product Designer',
    );
    expect((await inspectPdf(files['Jane Doe - Cover Letter.pdf']!)).text).toContain(
      'Dear Dana Smith,',
    );
    for (const name of ['Jane Doe - Resume.docx', 'Jane Doe - Cover Letter.docx']) {
      const text = await mammoth.extractRawText({ buffer: Buffer.from(files[name]!) });
      expect(text.value).toContain('Jane Doe');
    }
  });

  it(`counts letter downloads against the export budget (${EXPORT_RATE_LIMIT.max} a window, once each)`, async () => {
    const from = '198.18.1.1';
    for (let i = 0; i < EXPORT_RATE_LIMIT.max; i += 1)
      expect(
        (await post('cover-letter/txt', { letter: fullLetter, template_id: 1 }, from)).status,
      ).toBe(200);
    const limited = await post('cover-letter/txt', { letter: fullLetter, template_id: 1 }, from);
    expect(limited.status).toBe(429);
  });
});
