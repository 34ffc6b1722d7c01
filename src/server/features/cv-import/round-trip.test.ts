import { describe, expect, it } from 'vitest';
import { shortResume } from '#shared/documents/__fixtures__/resume-fixtures.ts';
import { TEMPLATES } from '#shared/templates/catalogue.ts';
import { LAYOUT_FAMILY_IDS } from '#shared/templates/layout-families.ts';
import { renderResume } from '../export/export.service.ts';
import { scoreProfile } from './corpus-score.ts';
import { extractProfileLocally } from './extract-profile.ts';
import { profileFromResume } from './round-trip.ts';

/**
 * Round trip: every layout family of our document engine, exported to PDF, DOCX and TXT,
 * read back by the CV import. Target ≥ 0.98 field accuracy. Known shortfall: the
 * creative-accent PDF sets Skills and Languages side by side under a one-column body,
 * which the reader does not split into columns (0.92 today; its floor is set there).
 */
const KNOWN_SHORTFALL: Record<string, number> = { 'creative-accent/pdf': 0.9 };

describe('round trip through the document engine', () => {
  const expected = profileFromResume(shortResume);
  let sum = 0;
  let count = 0;
  for (const layout of LAYOUT_FAMILY_IDS) {
    const template = TEMPLATES.find((t) => t.layout === layout);
    for (const format of ['pdf', 'docx', 'txt'] as const) {
      it(`${layout} ${format} reads back its own data`, async () => {
        expect(template).toBeDefined();
        const doc = await renderResume(format, shortResume, template!);
        const { profile } = await extractProfileLocally(doc.body);
        const { accuracy } = scoreProfile(expected, profile);
        sum += accuracy;
        count += 1;
        expect(accuracy).toBeGreaterThanOrEqual(KNOWN_SHORTFALL[`${layout}/${format}`] ?? 0.98);
      }, 30_000);
    }
  }
  it('reaches at least 0.98 over all families and formats', () => {
    expect(count).toBe(LAYOUT_FAMILY_IDS.length * 3);
    expect(sum / count).toBeGreaterThanOrEqual(0.98);
  });
});
