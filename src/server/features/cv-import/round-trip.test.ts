import { describe, expect, it } from 'vitest';
import {
  longResume,
  sectionsResume,
  shortResume,
} from '#shared/documents/__fixtures__/resume-fixtures.ts';
import { RESUME_LANGUAGES } from '#shared/resume/resume-locale.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';
import { TEMPLATES } from '#shared/templates/catalogue.ts';
import { LAYOUT_FAMILY_IDS } from '#shared/templates/layout-families.ts';
import { renderResume } from '../export/export.service.ts';
import { scoreProfile, type FieldScore } from './corpus-score.ts';
import { extractProfileLocally } from './extract-profile.ts';
import { profileFromResume } from './round-trip.ts';

/**
 * Round trip: every layout family of our document engine, exported to PDF, DOCX and TXT,
 * read back by the CV import, gives back at least 0.98 of its fields (0.95 with links,
 * languages, certifications and skill categories), for a one-page
 * resume and for a two-page one (four jobs: a sidebar page that runs on, a long name that
 * wraps in a narrow sidebar, skill groups, side-by-side sections on the last page).
 *
 * A resume with every section schema v2 added (sectionsResume: headline, projects,
 * volunteering, awards, publications, references, interests, a section of the person's
 * own) gives back at least 0.95 of the headline, projects, volunteering, awards,
 * publications, interests and the person's own section (its heading and each entry's
 * title, subtitle, date, text and link) in every family and format, in each resume
 * language. Its other fields are held to
 * 0.88 only: the fixture's degree 'BSc Physics' with no subject comes back as the degree
 * 'BSc' in 'Physics', the reading every CV with that line gets, and creative-accent's PDF
 * sets its short Skills and Languages side by side, read as one list of skills.
 */
const twoPageResume: ResumeData = { ...longResume, experience: longResume.experience.slice(0, 4) };
const FIXTURES = {
  'one page': { data: shortResume, floor: 0.98, floorWithNew: 0.95 },
  'two pages': { data: twoPageResume, floor: 0.98, floorWithNew: 0.95 },
  'every v2 section': { data: sectionsResume, floor: 0.88, floorWithNew: 0 },
} as const;

const missed = (fields: FieldScore[]) =>
  fields
    .filter((f) => f.score < 1)
    .map((f) => f.field)
    .join(', ');

describe('round trip through the document engine', () => {
  for (const [fixture, { data, floor, floorWithNew }] of Object.entries(FIXTURES)) {
    const expected = profileFromResume(data);
    for (const layout of LAYOUT_FAMILY_IDS) {
      const template = TEMPLATES.find((t) => t.layout === layout);
      for (const format of ['pdf', 'docx', 'txt'] as const) {
        it(`${layout} ${format} (${fixture}) reads back its own data`, async () => {
          expect(template).toBeDefined();
          const doc = await renderResume(format, data, template!);
          const { profile } = await extractProfileLocally(doc.body);
          const score = scoreProfile(expected, profile);
          expect(
            score.accuracy,
            `fields read wrong: ${missed(score.fields)}`,
          ).toBeGreaterThanOrEqual(floor);
          // Links, languages, certifications and skill categories come back too; a long
          // address the PDF renderer hyphenated inside a word may not.
          expect(
            score.accuracyWithNew,
            `new fields read wrong: ${missed(score.newFields)}`,
          ).toBeGreaterThanOrEqual(floorWithNew);
          expect(
            score.accuracyV2,
            `v2 fields read wrong: ${missed(score.v2Fields)}`,
          ).toBeGreaterThanOrEqual(0.95);
        });
      }
    }
  }

  // A resume written in another language prints its headings, dates and tag labels in it
  // (resume-locale.ts): the import reads them back the same.
  // Executive-serif too: its date column takes the longest month names ('September 2018 –').
  for (const layout of ['classic', 'executive-serif'] as const)
    for (const { tag } of RESUME_LANGUAGES) {
      for (const format of ['pdf', 'docx', 'txt'] as const) {
        it(`${layout} ${format} in ${tag} reads back the v2 sections`, async () => {
          const data: ResumeData = { ...sectionsResume, language: tag };
          const template = TEMPLATES.find((t) => t.layout === layout)!;
          const doc = await renderResume(format, data, template);
          const { profile } = await extractProfileLocally(doc.body);
          const score = scoreProfile(profileFromResume(data), profile);
          expect(
            score.accuracyV2,
            `v2 fields read wrong: ${missed(score.v2Fields)}`,
          ).toBeGreaterThanOrEqual(0.95);
          // Dates, levels and headings in the language come back with the rest.
          expect(
            score.accuracyWithNew,
            `fields read wrong: ${missed([...score.fields, ...score.newFields])}`,
          ).toBeGreaterThanOrEqual(0.9);
        });
      }
    }

  // A built-in section the person renamed comes back as that section with its heading as
  // the title, where its entries show what it is (the lexicon knows 'Work history' and
  // 'Studies', not 'Track Record', 'Schooling' or 'Toolbox'); a section of their own stays
  // one. A heading the lexicon does not know is one by its look only where known headings
  // make half of the lines set that way, so the resume has its other sections under their
  // default headings. Families whose PDF sets the renamed headings so the import cannot see
  // them as headings (a sidebar's main column with one known heading in its look,
  // letter-spacing that splits 'TOOLBOX' into pieces) are read in DOCX and plain text only.
  const renamedResume = (titles: Record<string, string>): ResumeData => ({
    ...twoPageResume,
    experience: twoPageResume.experience.slice(0, 3),
    projects: sectionsResume.projects,
    awards: sectionsResume.awards,
    publications: sectionsResume.publications,
    references: sectionsResume.references,
    interests: sectionsResume.interests,
    customSections: sectionsResume.customSections,
    layout: { ...twoPageResume.layout, section_titles: titles },
  });
  const RENAMED = [
    { experience: 'Work history', education: 'Studies', skills: 'Toolbox' },
    { experience: 'Track Record', education: 'Schooling', skills: 'Toolbox' },
  ];
  const RENAMED_CASES = LAYOUT_FAMILY_IDS.flatMap((layout) =>
    (['classic', 'ats-plain', 'academic'].includes(layout)
      ? (['pdf', 'docx', 'txt'] as const)
      : (['docx', 'txt'] as const)
    ).flatMap((format) => RENAMED.map((titles) => ({ layout, format, titles }))),
  );
  const lowerTitles = (titles: { section: string; title: string }[]) =>
    titles.map((t) => `${t.section}: ${t.title.toLowerCase()}`).sort();

  it.each(RENAMED_CASES)(
    '$layout $format reads renamed sections back as built-in ones: $titles.experience, $titles.education',
    async ({ layout, format, titles }) => {
      const data = renamedResume(titles);
      const template = TEMPLATES.find((t) => t.layout === layout)!;
      const doc = await renderResume(format, data, template);
      const { profile } = await extractProfileLocally(doc.body);
      const expected = profileFromResume(data);
      expect(expected.section_titles).toHaveLength(3);
      expect(lowerTitles(profile.section_titles)).toEqual(lowerTitles(expected.section_titles));
      expect(profile.experience.map((e) => e.jobTitle)).toEqual(
        expected.experience.map((e) => e.jobTitle),
      );
      expect(profile.education.map((e) => e.school)).toEqual(
        expected.education.map((e) => e.school),
      );
      expect(new Set(profile.skills)).toEqual(new Set(expected.skills));
      expect(profile.custom_sections.map((s) => s.title.toLowerCase())).toEqual([
        'conference talks',
      ]);
      expect(profile.sections_not_imported.map((h) => h.toLowerCase())).toEqual(['references']);
      const score = scoreProfile(expected, profile);
      expect(score.accuracy, `fields read wrong: ${missed(score.fields)}`).toBeGreaterThanOrEqual(
        0.95,
      );
      expect(
        score.accuracyV2,
        `v2 fields read wrong: ${missed(score.v2Fields)}`,
      ).toBeGreaterThanOrEqual(0.95);
    },
  );

  it('scores the v2 sections of the resume that fills them (a round trip that reads none fails)', async () => {
    const template = TEMPLATES.find((t) => t.layout === 'classic')!;
    const doc = await renderResume('txt', sectionsResume, template);
    const { profile } = await extractProfileLocally(doc.body);
    const expected = profileFromResume(sectionsResume);
    expect(scoreProfile(expected, profile).v2Fields.length).toBeGreaterThanOrEqual(25);
    const none = { ...profile, projects: [], volunteering: [], awards: [], publications: [] };
    expect(scoreProfile(expected, none).accuracyV2).toBeLessThan(0.5);
  });
});
