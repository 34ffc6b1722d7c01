import { unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  coverLetterExportRequestSchema,
  exportRequestSchema,
} from '#shared/documents/export-request.schema.ts';
import { TEMPLATES } from '#shared/templates/catalogue.ts';
import { LAYOUT_FAMILY_IDS } from '#shared/templates/layout-families.ts';
import type { App } from '../app.ts';
import { normalizeForMatch } from '../features/export/document-expectations.test-support.ts';
import { inspectPdf } from '../features/export/pdf-inspect.test-support.ts';
import { createTestApp, TEST_ORIGIN } from '../test/test-app.ts';

/**
 * Stored XSS through the documents: a payload in every field of a resume and of a cover
 * letter, exported as PDF, DOCX and TXT through the API. Every payload must come out as
 * the text it is: printed in the PDF (which holds no script or launch action, and links
 * only to http(s)), escaped in every XML part of the DOCX (so it reads back as the same
 * text and adds no element), verbatim in a TXT served as a plain-text attachment that a
 * browser will not sniff. Which fields get a payload is found by walking the parsed
 * request, so a field added to either schema later is attacked too (or named here).
 */

let app: App;

beforeAll(async () => {
  ({ app } = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }));
});

/** Markup, XML breakouts, template and PDF syntax; `#` becomes the field's number. */
const PAYLOADS = [
  // First, so it lands in the name, which the PDF also writes into its metadata strings.
  ') Tj /JS (app.alert(#)) \\) (',
  '<script>alert("#")</script>',
  '<img src=x onerror=alert(#)>',
  '"><svg onload=alert(#)>',
  '</w:t></w:r><w:r><w:t>#',
  ']]><!-- # -->',
  '&lt;b&gt;# &amp;',
  '{{#}} ${#}',
];

/** Fields that hold no free text (checked by their own schema), so get no payload. */
const NOT_TEXT = new Set([
  'id',
  'schemaVersion',
  'startMonth',
  'startYear',
  'endMonth',
  'endYear',
  'year',
  'level',
  'date',
  'tone',
  'templateId',
  'resumeId',
  'template_id',
  'page_size',
  'lang',
]);

const URL_PAYLOAD = "https://example.com/\"><script>alert(1)</script>?a=<b>&b='x'";

/**
 * The request with every string field given a payload: each field gets its own number
 * so each can be found in the output. Returns the payloads used, for the checks.
 */
function poisonAll(value: unknown, used: string[], key = ''): unknown {
  if (typeof value === 'string') {
    if (NOT_TEXT.has(key)) return value;
    if (key === 'url') return URL_PAYLOAD;
    const n = used.length;
    const payload = PAYLOADS[n % PAYLOADS.length]!.replaceAll('#', `F${n}`);
    used.push(payload);
    return payload;
  }
  if (Array.isArray(value)) return value.map((v) => poisonAll(v, used, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poisonAll(v, used, k)]));
  }
  return value;
}

/** Every string leaf of a parsed request that is empty: a field the payloads missed. */
function emptyTextFields(value: unknown, path = ''): string[] {
  if (typeof value === 'string') {
    const key = path
      .split('.')
      .at(-1)!
      .replace(/\[\d+\]$/, '');
    return value === '' && !NOT_TEXT.has(key) ? [path] : [];
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => emptyTextFields(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => emptyTextFields(v, path ? `${path}.${k}` : k));
  }
  return [];
}

const entry = { startMonth: '01', startYear: '2020', endMonth: '12', endYear: '2022' };

/** One of everything a resume can hold, each text field filled (then poisoned). */
const RESUME_SHAPE = {
  personal_info: {
    fullName: 'x',
    headline: 'x',
    email: 'x',
    phone: 'x',
    location: 'x',
    summary: 'x',
    links: [{ label: 'x', url: 'https://example.com' }],
  },
  experience: [
    { id: 'x', jobTitle: 'x', company: 'x', ...entry, description: 'x', tags: ['x', 'x'] },
  ],
  education: [
    {
      id: 'x',
      school: 'x',
      degree: 'x',
      fieldOfStudy: 'x',
      location: 'x',
      ...entry,
      description: 'x',
    },
  ],
  skills: [
    { name: 'x', category: 'x' },
    { name: 'x', category: 'x' },
  ],
  languages: [{ name: 'x', level: 'Fluent' }],
  certifications: [{ id: 'x', name: 'x', issuer: 'x', year: '2021' }],
  projects: [
    {
      id: 'x',
      name: 'x',
      role: 'x',
      url: 'https://example.com',
      ...entry,
      description: 'x',
      tags: ['x', 'x'],
    },
  ],
  volunteering: [
    { id: 'x', role: 'x', organization: 'x', location: 'x', ...entry, description: 'x' },
  ],
  awards: [{ id: 'x', title: 'x', issuer: 'x', year: '2021', description: 'x' }],
  publications: [
    {
      id: 'x',
      title: 'x',
      publisher: 'x',
      year: '2021',
      url: 'https://example.com',
      description: 'x',
    },
  ],
  references: [{ id: 'x', name: 'x', relationship: 'x', contact: 'x' }],
  interests: ['x', 'x'],
  custom_sections: [
    {
      id: 'x',
      title: 'x',
      entries: [
        {
          id: 'x',
          title: 'x',
          subtitle: 'x',
          date: '2020',
          description: 'x',
          url: 'https://example.com',
        },
      ],
    },
  ],
  target_job: { title: 'x', company: 'x', description: 'x' },
};

const LETTER_SHAPE = {
  sender: {
    fullName: 'x',
    email: 'x',
    phone: 'x',
    location: 'x',
    links: [{ label: 'x', url: 'https://example.com' }],
  },
  recipient: { name: 'x', title: 'x', company: 'x', address: 'x' },
  date: '2025-03-01',
  role: 'x',
  greeting: 'x',
  paragraphs: ['x', 'x'],
  closing: 'x',
  signature: 'x',
  tone: 'formal',
  trace: [{ text: 'x', sources: ['x'], reason: 'x' }],
};

/** Fields that are stored but not printed: a target job, the draft's trace. */
const NOT_PRINTED = /^(target_job|letter\.trace|trace)/;

function build(kind: 'resume' | 'letter', templateId: number) {
  const used: string[] = [];
  const printed: string[] = [];
  const collect = (shape: object, prefix: string) =>
    Object.fromEntries(
      Object.entries(shape).map(([k, v]) => {
        const before = used.length;
        const poisoned = poisonAll(v, used, k);
        if (!NOT_PRINTED.test(`${prefix}${k}`)) printed.push(...used.slice(before));
        return [k, poisoned];
      }),
    );
  const request =
    kind === 'resume'
      ? { ...collect(RESUME_SHAPE, ''), template_id: templateId }
      : { letter: collect(LETTER_SHAPE, 'letter.'), template_id: templateId };
  const schema = kind === 'resume' ? exportRequestSchema : coverLetterExportRequestSchema;
  const parsed = schema.parse(request);
  return { request, parsed, printed };
}

/** What in a PDF could run or act by itself, as pdf.js (a PDF reader) sees it. */
async function activeContent(bytes: Uint8Array) {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const annotations: string[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const page = await doc.getPage(n);
      for (const a of (await page.getAnnotations()) as {
        subtype?: string;
        url?: string;
        action?: string;
        actions?: unknown;
      }[]) {
        const link = a.subtype === 'Link' && a.url && !a.action && !a.actions;
        if (!link) annotations.push(`${a.subtype}:${a.action ?? ''}`);
      }
    }
    return {
      scripts: await doc.getJSActions(),
      openAction: await doc.getOpenAction(),
      annotations,
    };
  } finally {
    await doc.destroy();
  }
}

const post = (path: string, body: unknown) =>
  app.request(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
  });

/** This kind's poisoned request for `templateId`, exported as `format`: the export succeeds. */
async function exported(kind: 'resume' | 'letter', format: string, templateId: number) {
  const { request, printed } = build(kind, templateId);
  const route = kind === 'resume' ? `/api/export/${format}` : `/api/export/cover-letter/${format}`;
  const res = await post(route, request);
  expect(res.status, await res.clone().text()).toBe(200);
  return { res, printed };
}

const templatesByFamily = LAYOUT_FAMILY_IDS.map((family) => {
  const template = TEMPLATES.find((t) => t.layout === family)!;
  return [family, Number(template.id)] as const;
});

const KINDS = ['resume', 'letter'] as const;

describe('stored XSS in exported documents', () => {
  it.each(KINDS)('the %s request has a payload in every text field', (kind) => {
    const { parsed, printed } = build(kind, 1);
    // Every printed field has its own payload, the name first (checked in the metadata).
    expect(printed.length).toBeGreaterThan(kind === 'resume' ? 20 : 12);
    expect(new Set(printed).size).toBe(printed.length);
    expect(printed[0]).toContain('/JS');
    expect(emptyTextFields(parsed), 'fields without a payload: poison them').toEqual([]);
  });

  describe.each(KINDS)('%s', (kind) => {
    it.each(templatesByFamily)(
      'PDF, %s family: payloads printed as text, no active content',
      async (_f, id) => {
        const { res, printed } = await exported(kind, 'pdf', id);
        expect(res.headers.get('content-type')).toBe('application/pdf');
        const bytes = new Uint8Array(await res.arrayBuffer());
        const pdf = await inspectPdf(bytes);
        const text = normalizeForMatch(pdf.text);
        for (const payload of printed) {
          expect(text, payload).toContain(normalizeForMatch(payload));
        }
        // The name went into the metadata strings intact: PDF syntax in it was escaped.
        expect(pdf.info.Title).toContain(printed[0]);
        // No script, open action or form anywhere; annotations are links to http(s) only.
        const active = await activeContent(bytes);
        expect(active).toEqual({ scripts: null, openAction: null, annotations: [] });
        for (const link of pdf.pages.flatMap((p) => p.links)) {
          expect(link).toMatch(/^https?:\/\//);
          expect(link).not.toMatch(/[<>"\s]/);
        }
      },
    );

    it.each(templatesByFamily)(
      'DOCX, %s family: payloads escaped in every XML part',
      async (_f, id) => {
        const { res, printed } = await exported(kind, 'docx', id);
        const bytes = new Uint8Array(await res.arrayBuffer());
        const parts = unzipSync(bytes);
        for (const [name, content] of Object.entries(parts)) {
          if (!/\.(xml|rels)$/.test(name)) continue;
          const xml = Buffer.from(content).toString('utf8');
          // Markup from a field would show up as a raw tag; escaped, it is `&lt;…`.
          expect(xml, name).not.toMatch(/<(script|img|svg)\b/i);
          expect(xml, name).not.toContain('</w:t></w:r><w:r><w:t>F');
          expect(xml, name).not.toContain('<!--');
          // Attribute values (link targets) hold no raw quote or angle bracket.
          for (const [, value] of xml.matchAll(/\s[\w:]+="([^"]*)"/g)) {
            expect(value, name).not.toMatch(/[<>]/);
          }
        }
        const document = Buffer.from(parts['word/document.xml']!).toString('utf8');
        expect(document).toContain('&lt;script&gt;');
        // Read back by a DOCX reader, each payload is the same text again.
        const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
        const readBack = normalizeForMatch(value);
        for (const payload of printed) {
          expect(readBack, payload).toContain(normalizeForMatch(payload));
        }
      },
    );
  });

  it.each(KINDS)('%s TXT: the payloads verbatim, as a plain-text attachment', async (kind) => {
    const { res, printed } = await exported(kind, 'txt', 1);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    // The file name is built from the name field: no quote, path or line break in it.
    const disposition = res.headers.get('content-disposition')!;
    expect(disposition.match(/filename="([^"]*)"/)?.[1]).not.toMatch(/[<>\\/\r\n]/);
    const text = await res.text();
    for (const payload of printed) expect(text, payload).toContain(payload);
  });

  it('the application pack holds the same escaped documents', async () => {
    const resume = build('resume', 1);
    const letter = build('letter', 1);
    const res = await post('/api/export/application-pack', {
      ...resume.request,
      letter: letter.request.letter,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(files);
    expect(names.some((n) => n.endsWith('.docx'))).toBe(true);
    for (const name of names) {
      // Entry names come from the name field too: no climbing out of the folder.
      expect(name).not.toMatch(/(^|\/)\.\.(\/|$)|^\/|\\/);
      if (!name.endsWith('.docx')) continue;
      const docx = unzipSync(files[name]!);
      const xml = Buffer.from(docx['word/document.xml']!).toString('utf8');
      expect(xml, name).not.toMatch(/<(script|img|svg)\b/i);
    }
  });
});
