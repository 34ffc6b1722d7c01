import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { shortResume } from '#shared/documents/__fixtures__/resume-fixtures.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';
import { TEMPLATES } from '#shared/templates/catalogue.ts';
import { LAYOUT_FAMILY_IDS, type LayoutFamily } from '#shared/templates/layout-families.ts';
import { renderResumePdf } from '../export.service.ts';
import { decodePpm, encodePng, type RgbImage } from './png.ts';

/**
 * Visual regression of the document engine: page 1 of a fixed resume in each layout
 * family, rasterised with poppler's pdftoppm and compared with the approved PNGs in this
 * folder (`node --import tsx scripts/approve-visuals.ts [layout …]` writes them after a
 * deliberate change; look at them before committing). Needs poppler-utils.
 */
const VISUAL_DIR = import.meta.dirname;

/** Rasterising resolution: A4 is 794 × 1123 px, enough to see one changed digit of small text. */
export const VISUAL_DPI = 96;

/**
 * A pixel differs when one channel moved by more than this (anti-aliasing and another
 * poppler/FreeType build shift edges by a few levels, not by a third of the range).
 */
const CHANNEL_TOLERANCE = 64;

/**
 * Differing pixels a page may have and still match. The same engine and poppler render
 * the same pixels (0 differ), so this only absorbs stray anti-aliasing; it stays below
 * what one changed digit in the 8.7 pt contact line moves (about 30 pixels at 96 dpi).
 * Another poppler or FreeType version may shift more: re-approve on that machine.
 */
export const MAX_DIFF_PIXELS = 10;

/**
 * A real catalogue template per family (accent, font pairing), of normal density where the
 * family has one, so pictures and page counts compare across families.
 */
export const VISUAL_TEMPLATES = Object.fromEntries(
  LAYOUT_FAMILY_IDS.map((layout) => {
    const family = TEMPLATES.filter((t) => t.layout === layout);
    return [layout, family.find((t) => t.theme.density === 'normal') ?? family[0]!];
  }),
) as Record<LayoutFamily, (typeof TEMPLATES)[number]>;

export const approvedPath = (layout: LayoutFamily) => path.join(VISUAL_DIR, `${layout}.png`);

/** Whether pdftoppm (Debian package poppler-utils) can run here. */
export function hasPdftoppm(): boolean {
  return spawnSync('pdftoppm', ['-v'], { stdio: 'ignore' }).error === undefined;
}

export const PDFTOPPM_MISSING =
  'pdftoppm is not installed: the visual-regression test needs poppler-utils (sudo apt-get install -y poppler-utils).';

/** Page 1 of a PDF as RGB pixels. */
export function rasterizeFirstPage(pdf: Uint8Array, dpi = VISUAL_DPI): RgbImage {
  const result = spawnSync(
    'pdftoppm',
    ['-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', '-aa', 'yes', '-aaVector', 'yes', '-'],
    { input: pdf, maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`pdftoppm failed: ${result.stderr.toString()}`);
  return decodePpm(result.stdout);
}

/** Page 1 of the fixed fixture in `layout`'s template, rasterised. */
export async function renderVisual(
  layout: LayoutFamily,
  data: ResumeData = shortResume,
): Promise<RgbImage> {
  const pdf = await renderResumePdf(data, VISUAL_TEMPLATES[layout], { pageSize: 'A4' });
  return rasterizeFirstPage(pdf);
}

export interface Comparison {
  sameSize: boolean;
  differing: number;
  ratio: number;
  /** The actual page in grey with differing pixels in red. */
  diff: RgbImage;
}

export function compareImages(actual: RgbImage, expected: RgbImage): Comparison {
  const sameSize = actual.width === expected.width && actual.height === expected.height;
  const diff: RgbImage = {
    width: actual.width,
    height: actual.height,
    data: new Uint8Array(actual.data.length),
  };
  if (!sameSize) return { sameSize, differing: actual.width * actual.height, ratio: 1, diff };
  let differing = 0;
  for (let i = 0; i < actual.data.length; i += 3) {
    let delta = 0;
    for (let k = 0; k < 3; k += 1) {
      delta = Math.max(delta, Math.abs(actual.data[i + k]! - expected.data[i + k]!));
    }
    if (delta > CHANNEL_TOLERANCE) {
      differing += 1;
      diff.data.set([255, 0, 0], i);
    } else {
      // Faded grey of the page, so the red marks stand out where they are.
      const grey = 160 + ((actual.data[i]! + actual.data[i + 1]! + actual.data[i + 2]!) / 3) * 0.37;
      diff.data.set([grey, grey, grey], i);
    }
  }
  return { sameSize, differing, ratio: differing / (actual.width * actual.height), diff };
}

export function writePng(file: string, image: RgbImage): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, encodePng(image));
}
