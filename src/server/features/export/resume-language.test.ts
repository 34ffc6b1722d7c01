import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { sectionsResume } from '#shared/documents/__fixtures__/resume-fixtures.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';
import { TEMPLATES } from '#shared/templates/catalogue.ts';
import { LAYOUT_FAMILY_IDS, type LayoutFamily } from '#shared/templates/layout-families.ts';
import { normalizeForMatch } from './document-expectations.test-support.ts';
import { renderResumeDocx, renderResumePdf, renderResumeTxt } from './export.service.ts';
import { inspectPdf } from './pdf-inspect.test-support.ts';
import { VISUAL_TEMPLATES } from './__visual__/visual.ts';

/**
 * A German resume in every output: the engine's own words (headings, the present, an
 * expected end, language levels, the tags label) are German, the person's words stay as
 * typed.
 */

const germanResume: ResumeData = {
  ...sectionsResume,
  language: 'de-DE',
  experience: sectionsResume.experience.map((e, i) =>
    i === 0 ? { ...e, startMonth: '03', startYear: '2020', isCurrentJob: true, tags: ['Go'] } : e,
  ),
  education: [
    {
      ...sectionsResume.education[0]!,
      startMonth: '09',
      startYear: '2023',
      endMonth: '',
      endYear: '2027',
      isCurrent: true,
    },
  ],
  languages: [{ name: 'Spanisch', level: 'Native' }],
};

/** What every format prints for the German resume, whatever the layout. */
const GERMAN_WORDS = [
  'Berufserfahrung',
  'Ausbildung',
  'Kenntnisse',
  'Sprachkenntnisse',
  'Projekte',
  'Ehrenamtliches Engagement',
  'März 2020 – heute',
  'September 2023 – voraussichtlich 2027',
  'Muttersprache',
  'Kenntnisse: Go',
];

/** The English words they replace, none of which may remain. */
const ENGLISH_WORDS = ['Experience', 'Education', 'Present', 'Expected', 'Native', 'Skills:'];

const templateOf = (layout: LayoutFamily) => TEMPLATES.find((t) => t.layout === layout)!;

function expectGerman(text: string, words: readonly string[] = GERMAN_WORDS) {
  const flat = normalizeForMatch(text);
  for (const word of words) expect(flat).toContain(normalizeForMatch(word));
  for (const word of ENGLISH_WORDS) expect(flat).not.toContain(normalizeForMatch(word));
}

describe('a German resume', () => {
  it.each(LAYOUT_FAMILY_IDS)('PDF, %s family: German headings and dates', async (layout) => {
    const pdf = await inspectPdf(await renderResumePdf(germanResume, VISUAL_TEMPLATES[layout]));
    // A date column (executive, academic) puts a range's start and end on two lines.
    const dateColumn = layout === 'executive-serif' || layout === 'academic';
    expectGerman(
      pdf.text,
      dateColumn
        ? [
            ...GERMAN_WORDS.filter((w) => w.includes(' – ') === false),
            'März 2020 –',
            'heute',
            'September 2023 –',
            'voraussichtlich 2027',
          ]
        : GERMAN_WORDS,
    );
    // The date column widens for the long month names, so a start stays on one line.
    if (dateColumn) expect(pdf.text).toContain('September 2023 –');
  });

  it('PDF, sidebar on the right: the contact heading is German', async () => {
    const pdf = await inspectPdf(
      await renderResumePdf(germanResume, VISUAL_TEMPLATES['sidebar-right']),
    );
    // The side headings are set in capitals.
    expect(pdf.text).toContain('KONTAKT');
    expect(pdf.text).not.toContain('CONTACT');
  });

  it('DOCX: German headings and dates', async () => {
    const bytes = await renderResumeDocx(germanResume, templateOf('classic'));
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    expectGerman(value);
  });

  it('TXT: German headings in capitals and dates', () => {
    const text = new TextDecoder().decode(renderResumeTxt(germanResume, { layout: 'classic' }));
    expectGerman(text);
    expect(text).toContain('BERUFSERFAHRUNG\n');
    expect(text).toContain('Contoso Cloud | März 2020 – heute\n');
    expect(text).toContain('AUSBILDUNG\n');
  });
});
