import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shortResume } from '#shared/documents/__fixtures__/resume-fixtures.ts';
import { LAYOUT_FAMILY_IDS } from '#shared/templates/layout-families.ts';
import { assemblePng, decodePng, encodePng } from './__visual__/png.ts';
import {
  approvedPath,
  compareImages,
  hasPdftoppm,
  MAX_DIFF_PIXELS,
  PDFTOPPM_MISSING,
  renderVisual,
  writePng,
} from './__visual__/visual.ts';

// Where a failing comparison leaves the actual page and a diff (not committed).
const DIFF_DIR = path.resolve(import.meta.dirname, '../../../../.tmp/visual-diff');
const REAPPROVE = 'node --import tsx scripts/approve-visuals.ts';

describe('visual regression of the document engine (page 1, fixed resume)', () => {
  it('has pdftoppm to rasterise pages', () => {
    // Not a skip: without poppler-utils the comparisons below cannot run, and CI must say so.
    expect(hasPdftoppm(), PDFTOPPM_MISSING).toBe(true);
  });

  it.each(LAYOUT_FAMILY_IDS)('%s matches its approved image', async (layout) => {
    const file = approvedPath(layout);
    expect(fs.existsSync(file), `${file} is missing: run ${REAPPROVE} ${layout}`).toBe(true);
    const actual = await renderVisual(layout);
    const comparison = compareImages(actual, decodePng(fs.readFileSync(file)));
    const ok = comparison.sameSize && comparison.differing <= MAX_DIFF_PIXELS;
    if (!ok) {
      writePng(path.join(DIFF_DIR, `${layout}.actual.png`), actual);
      writePng(path.join(DIFF_DIR, `${layout}.diff.png`), comparison.diff);
    }
    expect(
      ok,
      `${layout}: ${comparison.differing} pixels differ (limit ${MAX_DIFF_PIXELS})` +
        `${comparison.sameSize ? '' : ', and the size changed'}. See ${DIFF_DIR}/${layout}.{actual,diff}.png;` +
        ` if the change is intended, run ${REAPPROVE} ${layout} and look at the image.`,
    ).toBe(true);
  });

  it('tells the layouts apart: each page differs from every other family over the limit', async () => {
    // Guards the tolerance itself: one too loose would let a different design pass.
    const classic = await renderVisual('classic');
    for (const other of LAYOUT_FAMILY_IDS.filter((l) => l !== 'classic')) {
      const comparison = compareImages(classic, decodePng(fs.readFileSync(approvedPath(other))));
      expect(comparison.differing, other).toBeGreaterThan(MAX_DIFF_PIXELS * 100);
    }
  });

  it('catches one changed digit in the contact line', async () => {
    // Guards the tolerance from the other side: the smallest real edit must not pass.
    const approved = decodePng(fs.readFileSync(approvedPath('classic')));
    const edited = {
      ...shortResume,
      personalInfo: { ...shortResume.personalInfo, phone: '+1 555 0101' },
    };
    expect(shortResume.personalInfo.phone).toBe('+1 555 0100');
    const comparison = compareImages(await renderVisual('classic', edited), approved);
    expect(comparison.differing).toBeGreaterThan(MAX_DIFF_PIXELS);
  });

  it('PNG codec: round-trips pixels and undoes every row filter', () => {
    const image = { width: 3, height: 2, data: Uint8Array.from({ length: 18 }, (_, i) => i * 13) };
    expect(decodePng(encodePng(image))).toEqual(image);

    // Grey pixels, 2 × 3, one row per filter kind, worked out by hand:
    // row 0 [10, 30] Sub; row 1 [15, 40] Up; row 2 [20, 50] Average, then row 3 Paeth.
    const rows = Uint8Array.from([
      ...[1, 10, 20], // Sub: 10, 10 + 20
      ...[2, 5, 10], // Up: 10 + 5, 30 + 10
      ...[3, 20 - (15 >> 1), 50 - ((20 + 40) >> 1)], // Average: left and up
      ...[4, 5, 5], // Paeth: first byte predicts from up (20); second from a/b/c = 25/50/20 → 50
    ]);
    const decoded = decodePng(assemblePng(2, 4, 0, rows));
    const grey = Array.from({ length: 8 }, (_, i) => decoded.data[i * 3]);
    expect(grey).toEqual([10, 30, 15, 40, 20, 50, 25, 55]);
  });
});
