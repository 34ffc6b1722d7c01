import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import {
  arrangedSectionsResume,
  sectionsResume,
} from '#shared/documents/__fixtures__/resume-fixtures.ts';
import {
  columnSections,
  resumeContent,
  sectionOrder,
  sectionTitle,
  writeSections,
  type SectionWriters,
} from '#shared/documents/resume-content.ts';
import { TEMPLATES } from '#shared/templates/catalogue.ts';
import { LAYOUT_FAMILY_IDS, type LayoutFamily } from '#shared/templates/layout-families.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';
import {
  expectDates,
  expectInOrder,
  expectedSequences,
  normalizeForMatch,
} from './document-expectations.test-support.ts';
import { renderResumeDocx, renderResumePdf, renderResumeTxt } from './export.service.ts';
import { inspectPdf } from './pdf-inspect.test-support.ts';
import { VISUAL_TEMPLATES } from './__visual__/visual.ts';

/**
 * The sections of resume schema v2 in every format and layout family: each field reads back
 * in the family's order (the person's order once they set one), hidden sections are left
 * out and the person's headings replace the standard ones.
 */

const templateOf = (layout: LayoutFamily) => TEMPLATES.find((t) => t.layout === layout)!;

async function pdfText(data: ResumeData, layout: LayoutFamily): Promise<string> {
  return (await inspectPdf(await renderResumePdf(data, VISUAL_TEMPLATES[layout]))).text;
}

async function docxText(data: ResumeData, layout: LayoutFamily): Promise<string> {
  const bytes = await renderResumeDocx(data, templateOf(layout));
  return (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
}

function txtText(data: ResumeData, layout: LayoutFamily): string {
  return new TextDecoder().decode(renderResumeTxt(data, { layout }));
}

/** DOCX and TXT are one column: the single-column expectation of the family's order. */
const oneColumn = (layout: LayoutFamily): LayoutFamily =>
  layout === 'academic' ? 'academic' : 'classic';

const FORMATS = [
  ['PDF', pdfText, (layout: LayoutFamily) => layout],
  ['DOCX', docxText, oneColumn],
  ['TXT', txtText, oneColumn],
] as const;

/** One printed value of each section: the first entry's title, the first skill, and so on. */
const FIRST_VALUE: SectionWriters<string> = {
  summary: (blocks) => blocks.flatMap((b) => (b.kind === 'paragraph' ? [b.text] : b.items))[0]!,
  entries: (entries) => entries[0]!.title,
  skills: (groups) => groups[0]!.skills[0]!,
  languages: (languages) => languages[0]!.name,
  certifications: (certifications) => certifications[0]!.name,
  interests: (interests) => interests[0]!,
};

/** Two-column families: the main column's and the side column's sections each read in order. */
const TWO_COLUMNS: readonly LayoutFamily[] = ['header-band', 'sidebar-left', 'sidebar-right'];

/** Each section's heading, then one of its values, in the family's order, column by column. */
function headingSequences(data: ResumeData, layout: LayoutFamily): string[][] {
  const content = resumeContent(data);
  const order = sectionOrder(layout, content.layout);
  const columns = TWO_COLUMNS.includes(layout)
    ? [columnSections(order, 'main'), columnSections(order, 'side')]
    : [order];
  return columns.map((ids) =>
    writeSections(content, ids, FIRST_VALUE).flatMap(({ id, written }) => [
      sectionTitle(content, id),
      written,
    ]),
  );
}

/** The main column's sections in the person's order: talks, projects, summary, experience, awards, education. */
const ARRANGED_MAIN = [
  'Conference Talks',
  'Queues at Planet Scale',
  'Open Source Work',
  'Tidewater Scheduler',
  'Engineer who builds developer platforms.',
  'Staff Engineer',
  'Engineering Excellence Prize',
  'Lakeside University',
];

it('expects a heading and a value of each of the 13 sections in every family', () => {
  // Guards the expectation: a section left out of both columns would go unchecked.
  for (const layout of LAYOUT_FAMILY_IDS) {
    expect(headingSequences(sectionsResume, layout).flat(), layout).toHaveLength(2 * 13);
  }
});

describe.each(FORMATS)('%s', (_format, read, expectationLayout) => {
  describe.each(LAYOUT_FAMILY_IDS)('%s family', (layout) => {
    it('prints the headline and every new section, in the family order', async () => {
      const text = await read(sectionsResume, layout);
      for (const sequence of expectedSequences(sectionsResume, expectationLayout(layout))) {
        expectInOrder(text, sequence);
      }
      expectDates(text, sectionsResume);
      expectInOrder(text, [
        'Sam Rivera',
        'Platform Engineer and Open Source Maintainer',
        'sam.rivera@example.com',
      ]);
      // The entries go after the v1 sections, in the default order, in every family.
      expectInOrder(text, [
        'Staff Engineer',
        'Tidewater Scheduler',
        'Coding Mentor',
        'Engineering Excellence Prize',
        'Scheduling Without Clocks',
        'Dana Whitfield',
        'Queues at Planet Scale',
      ]);
      // Every heading with a value under it, so no section prints as a bare heading.
      for (const sequence of headingSequences(sectionsResume, expectationLayout(layout))) {
        expectInOrder(text, sequence);
      }
    });

    it("follows the person's order, leaves hidden sections out and uses their headings", async () => {
      const text = await read(arrangedSectionsResume, layout);
      for (const sequence of expectedSequences(arrangedSectionsResume, expectationLayout(layout))) {
        expectInOrder(text, sequence);
      }
      expectInOrder(text, ARRANGED_MAIN);
      for (const sequence of headingSequences(arrangedSectionsResume, expectationLayout(layout))) {
        expectInOrder(text, sequence);
      }
      const normalized = normalizeForMatch(text);
      expect(normalized).toContain(normalizeForMatch('Outside Work'));
      for (const absent of ['Dana Whitfield', 'Coding Mentor', 'References', 'Volunteering']) {
        expect(normalized, absent).not.toContain(normalizeForMatch(absent));
      }
      expect(normalized).not.toContain('projects');
      expect(normalized).not.toContain('interests');
    });
  });
});

describe('single-column order', () => {
  it('puts interests first when the person moves them there', async () => {
    expectInOrder(await pdfText(arrangedSectionsResume, 'classic'), [
      'Outside Work',
      'Sailing',
      ...ARRANGED_MAIN,
    ]);
    // TXT capitalises standard headings only: the person's own print as typed.
    const txt = txtText(arrangedSectionsResume, 'classic');
    expect(txt).toContain('Outside Work\nSailing, Amateur Astronomy\n\nConference Talks\n');
    expect(txt).toContain('\n\nSUMMARY\n');
  });
});

describe('two-column families', () => {
  it.each(TWO_COLUMNS)(
    '%s: interests beside the languages, the new entries in the main column',
    async (layout) => {
      const pdf = await inspectPdf(await renderResumePdf(sectionsResume, VISUAL_TEMPLATES[layout]));
      const items = pdf.pages.flatMap((page) => page.items);
      const x = (str: string) => items.find((item) => item.str.includes(str))!.x;
      expect(Math.abs(x('Sailing') - x('Spanish'))).toBeLessThan(1);
      expect(Math.abs(x('Tidewater Scheduler') - x('Staff Engineer'))).toBeLessThan(1);
      expect(Math.abs(x('Queues at Planet Scale') - x('Staff Engineer'))).toBeLessThan(1);
      expect(Math.abs(x('Sailing') - x('Staff Engineer'))).toBeGreaterThan(50);
    },
  );
});
