import { describe, expect, it } from 'vitest';
import { LETTER_FIXTURES } from '#shared/documents/__fixtures__/cover-letter-fixtures.ts';
import { RESUME_FIXTURES } from '#shared/documents/__fixtures__/resume-fixtures.ts';
import { coverLetterContent } from '#shared/documents/cover-letter-content.ts';
import { SECTION_TITLES, resumeContent } from '#shared/documents/resume-content.ts';
import { TEMPLATES } from '#shared/templates/catalogue.ts';
import { renderCoverLetterPdf } from './cover-letter-export.ts';
import { expectedSequences, expectInOrder } from './document-expectations.test-support.ts';
import { renderResumePdf } from './export.service.ts';
import { inspectPdf, type InspectedPdf } from './pdf-inspect.test-support.ts';

/**
 * The exported PDF is tagged. Read back with pdf.js — the structure tree and the
 * marked content of each page — the way a screen reader or a structure-aware ATS parser
 * reads it: every piece of text belongs to a structure element, in the layout's reading
 * order, the name is the H1 and the section titles are H2; decoration is an Artifact.
 */

const squash = (s: string) => s.replace(/\s+/g, '');
const structureText = (pdf: InspectedPdf) => pdf.structure.elements.map((e) => e.text).join('\n');
const KNOWN_HEADINGS = new Set(
  [...Object.values(SECTION_TITLES), 'Contact'].map((t) => t.toLowerCase()),
);

function expectFullyTagged(pdf: InspectedPdf): void {
  expect(pdf.structure.marked).toBe(true);
  expect(pdf.structure.untagged).toEqual([]);
  expect(pdf.structure.artifactText).toEqual([]);
  // The structure holds all the text there is, in the order it is drawn.
  expect(squash(pdf.structure.elements.map((e) => e.text).join(''))).toBe(squash(pdf.text));
}

describe('tagged PDF, every catalogue template', () => {
  const data = RESUME_FIXTURES.short;
  const content = resumeContent(data);

  it.each(TEMPLATES.map((t) => [t.id, t.name, t] as const))(
    'template %i (%s): all text tagged in reading order, name H1, section titles H2',
    async (_id, _name, template) => {
      const pdf = await inspectPdf(await renderResumePdf(data, template));
      expectFullyTagged(pdf);
      expect(pdf.info.Language).toBe('en');

      const [first] = pdf.structure.elements;
      expect(first).toMatchObject({ role: 'H1', text: content.name, page: 1 });
      const headings = pdf.structure.elements.filter((e) => e.role === 'H2');
      // Letter-spaced titles come back from pdf.js with spaces inside: compare without.
      const titles = headings.map((h) => squash(h.text).toLowerCase());
      for (const title of titles) expect(KNOWN_HEADINGS).toContain(title);
      for (const section of ['experience', 'education', 'skills'])
        expect(titles).toContain(section);
      expect(pdf.structure.elements.filter((e) => e.role === 'H1')).toHaveLength(1);

      // Each entry's title is an H3; each bullet a list item: label and body in an LI of an L.
      const h3 = pdf.structure.elements.filter((e) => e.role === 'H3').map((e) => squash(e.text));
      for (const entry of content.experience) {
        expect(h3.some((t) => t.startsWith(squash(entry.title)))).toBe(true);
      }
      const bullets = content.experience.flatMap((e) =>
        e.blocks.flatMap((b) => (b.kind === 'bullets' ? b.items : [])),
      );
      const bodies = pdf.structure.elements.filter((e) => e.role === 'LBody');
      expect(bodies.map((e) => squash(e.text))).toEqual(
        expect.arrayContaining(bullets.map((b) => squash(b))),
      );
      for (const body of bodies) expect(body.path).toBe('Document/L/LI/LBody');
      for (const label of pdf.structure.elements.filter((e) => e.role === 'Lbl')) {
        expect(label.path).toBe('Document/L/LI/Lbl');
      }

      const text = structureText(pdf);
      for (const sequence of expectedSequences(data, template.layout)) {
        expectInOrder(text, sequence);
      }
    },
  );
});

describe('tagged PDF, several pages', () => {
  it('tags the text of every page, and a page break does not leave text untagged', async () => {
    const template = TEMPLATES.find((t) => t.layout === 'classic')!;
    const pdf = await inspectPdf(await renderResumePdf(RESUME_FIXTURES.long, template));
    expect(pdf.pageCount).toBeGreaterThan(1);
    expectFullyTagged(pdf);
    const pages = new Set(pdf.structure.elements.map((e) => e.page));
    expect([...pages]).toEqual(Array.from({ length: pdf.pageCount }, (_, i) => i + 1));
  });

  it('sets the language the export asks for on the document', async () => {
    const pdf = await inspectPdf(
      await renderResumePdf(RESUME_FIXTURES.international, TEMPLATES[0]!, { lang: 'de' }),
    );
    expect(pdf.info.Language).toBe('de');
    expectFullyTagged(pdf);
  });
});

describe('tagged PDF, cover letters', () => {
  it.each(['classic', 'sidebar-left', 'header-band'] as const)(
    '%s: all text tagged, the sender’s name is the H1',
    async (layout) => {
      const template = TEMPLATES.find((t) => t.layout === layout)!;
      const letter = LETTER_FIXTURES.full;
      const pdf = await inspectPdf(await renderCoverLetterPdf(letter, template));
      expectFullyTagged(pdf);
      const name = coverLetterContent(letter).sender.name;
      expect(pdf.structure.elements.filter((e) => e.role === 'H1')).toMatchObject([
        { role: 'H1', text: name, page: 1 },
      ]);
    },
  );
});
