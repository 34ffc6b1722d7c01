import { describe, expect, it } from 'vitest';
import { longResume, shortResume } from '#shared/documents/__fixtures__/resume-fixtures.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';
import { TEMPLATES } from '#shared/templates/catalogue.ts';
import { LAYOUT_FAMILY_IDS } from '#shared/templates/layout-families.ts';
import { renderResume } from '../export/export.service.ts';
import { scoreProfile } from './corpus-score.ts';
import { extractProfileLocally } from './extract-profile.ts';
import { profileFromResume } from './round-trip.ts';

/**
 * Round trip: every layout family of our document engine, exported to PDF, DOCX and TXT,
 * read back by the CV import, gives back at least 0.98 of its fields (0.95 with links,
 * languages, certifications and skill categories), for a one-page
 * resume and for a two-page one (four jobs: a sidebar page that runs on, a long name that
 * wraps in a narrow sidebar, skill groups, side-by-side sections on the last page).
 */
const twoPageResume: ResumeData = { ...longResume, experience: longResume.experience.slice(0, 4) };
const FIXTURES = { 'one page': shortResume, 'two pages': twoPageResume } as const;

describe('round trip through the document engine', () => {
  for (const [fixture, data] of Object.entries(FIXTURES)) {
    const expected = profileFromResume(data);
    for (const layout of LAYOUT_FAMILY_IDS) {
      const template = TEMPLATES.find((t) => t.layout === layout);
      for (const format of ['pdf', 'docx', 'txt'] as const) {
        it(`${layout} ${format} (${fixture}) reads back its own data`, async () => {
          expect(template).toBeDefined();
          const doc = await renderResume(format, data, template!);
          const { profile } = await extractProfileLocally(doc.body);
          const { accuracy, accuracyWithNew, fields, newFields } = scoreProfile(expected, profile);
          const missed = fields.filter((f) => f.score < 1).map((f) => f.field);
          expect(accuracy, `fields read wrong: ${missed.join(', ')}`).toBeGreaterThanOrEqual(0.98);
          // Links, languages, certifications and skill categories come back too; a long
          // address the PDF renderer hyphenated inside a word may not.
          const missedNew = newFields.filter((f) => f.score < 1).map((f) => f.field);
          expect(
            accuracyWithNew,
            `new fields read wrong: ${missedNew.join(', ')}`,
          ).toBeGreaterThanOrEqual(0.95);
        });
      }
    }
  }
});
