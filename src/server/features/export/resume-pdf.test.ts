import { describe, expect, it } from 'vitest';
import {
  RESUME_FIXTURES,
  type ResumeFixtureName,
} from '#shared/documents/__fixtures__/resume-fixtures.ts';
import { resumeContent } from '#shared/documents/resume-content.ts';
import { TEMPLATES } from '#shared/templates/catalogue.ts';
import { LAYOUT_FAMILY_IDS, type LayoutFamily } from '#shared/templates/layout-families.ts';
import {
  expectDates,
  expectedSequences,
  expectInOrder,
  normalizeForMatch,
} from './document-expectations.test-support.ts';
import { renderResumePdf } from './export.service.ts';
import { inspectPdf, type InspectedPdf } from './pdf-inspect.test-support.ts';
import { VISUAL_TEMPLATES } from './__visual__/visual.ts';

/**
 * Pages each fixture takes. The long one is written to run to three pages at normal
 * density; every ATS-plain template is compact and fits it on two.
 */
function expectedPages(fixture: ResumeFixtureName, layout: LayoutFamily): number {
  if (fixture !== 'long') return 1;
  return layout === 'ats-plain' ? 2 : 3;
}

const LIGATURES = /[\uFB00-\uFB06]/;

async function render(
  layout: LayoutFamily,
  fixture: ResumeFixtureName,
  pageSize: 'A4' | 'LETTER' = 'A4',
) {
  const bytes = await renderResumePdf(RESUME_FIXTURES[fixture], VISUAL_TEMPLATES[layout], {
    pageSize,
  });
  return { bytes, pdf: await inspectPdf(bytes) };
}

/** How many times the text items of a page switch between the two columns. */
function columnSwitches(page: InspectedPdf['pages'][number], boundary: number): number {
  const sides = page.items
    .filter((i) => i.str.trim() !== '')
    .map((i) => (i.x < boundary ? 'a' : 'b'));
  return sides.filter((side, i) => i > 0 && side !== sides[i - 1]).length;
}

describe.each(LAYOUT_FAMILY_IDS)('PDF, %s family', (layout) => {
  it.each(Object.keys(RESUME_FIXTURES) as ResumeFixtureName[])(
    'renders the %s fixture: every field in reading order, clean text, expected pages',
    async (fixture) => {
      const data = RESUME_FIXTURES[fixture];
      const { bytes, pdf } = await render(layout, fixture);

      expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
      expect(pdf.pageCount).toBe(expectedPages(fixture, layout));
      expect(pdf.text).not.toMatch(LIGATURES);
      expect(pdf.text).not.toContain('\uFFFD');

      for (const sequence of expectedSequences(data, layout)) expectInOrder(pdf.text, sequence);
      expectDates(pdf.text, data);
    },
  );

  it('sets the title, author and language, and links are clickable', async () => {
    const { pdf } = await render(layout, 'short');
    expect(pdf.info.Title).toBe('Jane Doe - Resume');
    expect(pdf.info.Author).toBe('Jane Doe');
    expect(pdf.info.Language).toBe('en');
    expect(pdf.pages[0]!.links).toEqual(['https://jane-doe.example/work']);
  });

  it('prints markup as text and links only http(s) addresses', async () => {
    const { pdf } = await render(layout, 'markup');
    const text = normalizeForMatch(pdf.text);
    expect(text).toContain(normalizeForMatch('<script>alert(1)</script>'));
    expect(text).toContain(normalizeForMatch('<b>Bobby</b> Tables'));
    // A link that wraps onto a second line has one annotation per line.
    expect(new Set(pdf.pages.flatMap((p) => p.links))).toEqual(
      new Set(['https://example.com/?q=%3Cb%3E&x=%221%22']),
    );
  });

  it('renders accented, Cyrillic, Greek and Vietnamese text with real glyphs', async () => {
    const { pdf } = await render(layout, 'international');
    for (const word of [
      'Nguyễn Thị Minh Khai',
      'Ведущий разработчик',
      'Ελληνικά',
      'Żółć & Świątek',
      'Şerban Ăuță',
    ]) {
      expect(normalizeForMatch(pdf.text)).toContain(normalizeForMatch(word));
    }
  });

  it('keeps every entry of the long resume on one page and never ends a page on a heading', async () => {
    const { pdf } = await render(layout, 'long');
    const content = resumeContent(RESUME_FIXTURES.long);
    for (const entry of content.experience) {
      const first = entry.blocks[0]?.kind === 'bullets' ? entry.blocks[0].items[0]! : '';
      const last =
        entry.blocks.at(-1)?.kind === 'bullets'
          ? (entry.blocks.at(-1) as { items: string[] }).items.at(-1)!
          : '';
      const pageOf = (value: string) =>
        pdf.pages.findIndex((p) => normalizeForMatch(p.text).includes(normalizeForMatch(value)));
      expect(pageOf(entry.title + entry.organization) >= 0 || pageOf(entry.organization) >= 0).toBe(
        true,
      );
      expect(pageOf(first), `first bullet of ${entry.organization}`).toBe(pageOf(last));
    }
    const headings = [
      'summary',
      'experience',
      'education',
      'skills',
      'languages',
      'certifications',
    ];
    for (const page of pdf.pages.slice(0, -1)) {
      const lastLine =
        page.items
          .filter((i) => i.str.trim() !== '')
          .at(-1)
          ?.str.trim()
          .toLowerCase() ?? '';
      expect(headings, `a page ends with the heading "${lastLine}"`).not.toContain(lastLine);
    }
  });

  it('lays out US Letter pages when asked', async () => {
    const { pdf } = await render(layout, 'short', 'LETTER');
    expect(pdf.pages[0]!.width).toBeCloseTo(612, 0);
    expect(pdf.pages[0]!.height).toBeCloseTo(792, 0);
  });
});

describe('PDF, a resume far past two pages', () => {
  // Long sidebars and an entry taller than a page: columns and entries split across pages.
  const data = structuredClone(RESUME_FIXTURES.long);
  data.skills = Array.from({ length: 120 }, (_, i) => ({
    name: `Skill ${i + 1}`,
    category: `Group ${(i % 12) + 1}`,
  }));
  data.certifications = Array.from({ length: 30 }, (_, i) => ({
    id: `c${i}`,
    name: `Certificate ${i + 1}`,
    issuer: 'Issuer',
    year: '2020',
  }));
  data.experience[0]!.description = Array.from(
    { length: 40 },
    (_, i) => `Result ${i + 1}: ${'shipped a thing that mattered '.repeat(5)}`,
  ).join('\n');

  it.each(LAYOUT_FAMILY_IDS)('%s keeps every field, in order', async (layout) => {
    const pdf = await inspectPdf(await renderResumePdf(data, VISUAL_TEMPLATES[layout]));
    expect(pdf.pageCount).toBeGreaterThan(3);
    for (const sequence of expectedSequences(data, layout)) expectInOrder(pdf.text, sequence);
  });
});

describe('PDF text across documents', () => {
  it('keeps letters whose glyphs an earlier document embedded only as parts of others', async () => {
    // 'ż' is drawn from the glyphs of 'z' and a dot; fontkit used to cache that 'z' with
    // no code points, dropping every later 'z' of that face from the extracted text.
    const template = VISUAL_TEMPLATES.classic;
    await renderResumePdf(RESUME_FIXTURES.international, template);
    const pdf = await inspectPdf(await renderResumePdf(RESUME_FIXTURES['long-words'], template));
    expect(normalizeForMatch(pdf.text)).toContain(normalizeForMatch('Hohenzollern-Sigmaringen'));
  });
});

describe('PDF reading order of two-column families', () => {
  it.each([
    ['sidebar-left', 0.33],
    ['sidebar-right', 0.66],
    ['header-band', 0.68],
  ] as const)('%s: each column is contiguous in the content stream', async (layout, fraction) => {
    for (const fixture of ['short', 'long'] as const) {
      const { pdf } = await render(layout, fixture);
      for (const page of pdf.pages) {
        expect(
          columnSwitches(page, page.width * fraction),
          `${fixture}, a page`,
        ).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('PDF, every catalogue template', () => {
  it.each(TEMPLATES.map((t) => [t.id, t.name, t] as const))(
    'template %i (%s) renders its theme',
    async (_id, _name, template) => {
      const bytes = await renderResumePdf(RESUME_FIXTURES.short, template);
      const pdf = await inspectPdf(bytes);
      expect(pdf.pageCount).toBe(1);
      for (const sequence of expectedSequences(RESUME_FIXTURES.short, template.layout)) {
        expectInOrder(pdf.text, sequence);
      }
    },
  );
});
