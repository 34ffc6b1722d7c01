import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shortResume } from '#shared/documents/__fixtures__/resume-fixtures.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';
import { LAYOUT_FAMILY_IDS } from '#shared/templates/layout-families.ts';
import { assemblePng, decodePng, decodePpmPages, encodePng } from './__visual__/png.ts';
import {
  approvedFiles,
  approvedPages,
  approvedPath,
  caseName,
  compareImages,
  hasPdftoppm,
  MAX_DIFF_PIXELS,
  pageName,
  PDFTOPPM_MISSING,
  renderVisual,
  VISUAL_CASES,
  writePng,
  type VisualCase,
} from './__visual__/visual.ts';

// Where a failing comparison leaves the actual page and a diff (not committed).
const DIFF_DIR = path.resolve(import.meta.dirname, '../../../../.tmp/visual-diff');
const REAPPROVE = 'node --import tsx scripts/approve-visuals.ts';

const reapprove = ({ layout, fixture }: VisualCase) => `${REAPPROVE} ${layout} ${fixture}`;

const SHORT_CLASSIC: VisualCase = { fixture: 'short', layout: 'classic' };

async function renderPage1(visual: VisualCase, data?: ResumeData) {
  return (await renderVisual(visual, data))[0]!;
}

describe('visual regression of the document engine (every page of the fixed resumes)', () => {
  it('has pdftoppm to rasterise pages', () => {
    // Not a skip: without poppler-utils the comparisons below cannot run, and CI must say so.
    expect(hasPdftoppm(), PDFTOPPM_MISSING).toBe(true);
  });

  it.each(VISUAL_CASES.map((visual) => [caseName(visual), visual] as const))(
    '%s matches its approved pages',
    async (name, visual) => {
      const approved = approvedPages(visual);
      expect(
        approved.length,
        `${approvedPath(visual)} is missing: run ${reapprove(visual)}`,
      ).toBeGreaterThan(0);
      const actual = await renderVisual(visual);
      // A section that moves to another page changes the count before any pixel.
      expect(
        actual.length,
        `${name} prints ${actual.length} pages, ${approved.length} approved: if intended, run ${reapprove(visual)}`,
      ).toBe(approved.length);
      const failures: string[] = [];
      for (const [index, file] of approved.entries()) {
        const page = pageName(visual, index + 1);
        const comparison = compareImages(actual[index]!, decodePng(fs.readFileSync(file)));
        if (comparison.sameSize && comparison.differing <= MAX_DIFF_PIXELS) continue;
        writePng(path.join(DIFF_DIR, `${page}.actual.png`), actual[index]!);
        writePng(path.join(DIFF_DIR, `${page}.diff.png`), comparison.diff);
        failures.push(
          `${page}: ${comparison.differing} pixels differ (limit ${MAX_DIFF_PIXELS})` +
            `${comparison.sameSize ? '' : ', and the size changed'}. See ${DIFF_DIR}/${page}.{actual,diff}.png`,
        );
      }
      expect(
        failures,
        `if the change is intended, run ${reapprove(visual)} and look at the images.`,
      ).toEqual([]);
    },
  );

  it('keeps no approved image that is not a page of a case', () => {
    // A page the fixture no longer reaches would otherwise sit in the folder unchecked.
    const pages = new Set(VISUAL_CASES.flatMap((visual) => approvedPages(visual)));
    expect(approvedFiles().filter((file) => !pages.has(file))).toEqual([]);
  });

  it('tells the layouts apart: each page differs from every other family over the limit', async () => {
    // Guards the tolerance itself: one too loose would let a different design pass.
    const classic = await renderPage1(SHORT_CLASSIC);
    for (const layout of LAYOUT_FAMILY_IDS.filter((l) => l !== 'classic')) {
      const other = approvedPath({ fixture: 'short', layout });
      const comparison = compareImages(classic, decodePng(fs.readFileSync(other)));
      expect(comparison.differing, layout).toBeGreaterThan(MAX_DIFF_PIXELS * 100);
    }
  });

  it('catches one changed digit in the contact line', async () => {
    // Guards the tolerance from the other side: the smallest real edit must not pass.
    const approved = decodePng(fs.readFileSync(approvedPath(SHORT_CLASSIC)));
    const edited = {
      ...shortResume,
      personalInfo: { ...shortResume.personalInfo, phone: '+1 555 0101' },
    };
    expect(shortResume.personalInfo.phone).toBe('+1 555 0100');
    const comparison = compareImages(await renderPage1(SHORT_CLASSIC, edited), approved);
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

  it('PPM reader: splits the pages pdftoppm writes one after another', () => {
    // A comment line in the header, a page of 2 × 1 and then a page of 1 × 1.
    const ppm = (header: string, pixels: number[]) =>
      Buffer.concat([Buffer.from(header, 'latin1'), Uint8Array.from(pixels)]);
    const pages = decodePpmPages(
      Buffer.concat([
        ppm('P6\n# page 1\n2 1\n255\n', [1, 2, 3, 4, 5, 6]),
        ppm('P6 1 1 255\n', [7, 8, 9]),
      ]),
    );
    expect(pages).toEqual([
      { width: 2, height: 1, data: Uint8Array.from([1, 2, 3, 4, 5, 6]) },
      { width: 1, height: 1, data: Uint8Array.from([7, 8, 9]) },
    ]);
  });
});
