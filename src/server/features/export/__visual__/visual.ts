import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sectionsResume, shortResume } from '#shared/documents/__fixtures__/resume-fixtures.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';
import { TEMPLATES } from '#shared/templates/catalogue.ts';
import { LAYOUT_FAMILY_IDS, type LayoutFamily } from '#shared/templates/layout-families.ts';
import { renderResumePdf } from '../export.service.ts';
import { decodePpmPages, encodePng, type RgbImage } from './png.ts';

/**
 * Visual regression of the document engine: every page of two fixed resumes in each layout
 * family, rasterised with poppler's pdftoppm and compared with the approved PNGs in this
 * folder (`node --import tsx scripts/approve-visuals.ts [layout|fixture …]` writes them after
 * a deliberate change; look at them before committing). Needs poppler-utils.
 */
const VISUAL_DIR = import.meta.dirname;

/**
 * The resumes the pictures show: a short one of v1 content (one page in every family), and
 * one with every section schema v2 added filled, which flows onto a second page in most.
 */
const VISUAL_FIXTURES = { short: shortResume, sections: sectionsResume } as const;

type VisualFixture = keyof typeof VISUAL_FIXTURES;

export const VISUAL_FIXTURE_NAMES = Object.keys(VISUAL_FIXTURES) as VisualFixture[];

/** One picture set: a fixture in a family, every page of it. */
export interface VisualCase {
  fixture: VisualFixture;
  layout: LayoutFamily;
}

export const VISUAL_CASES: readonly VisualCase[] = VISUAL_FIXTURE_NAMES.flatMap((fixture) =>
  LAYOUT_FAMILY_IDS.map((layout) => ({ fixture, layout })),
);

/** `classic` for the short resume (the first baselines keep their names), `classic.sections` otherwise. */
export const caseName = ({ fixture, layout }: VisualCase): string =>
  fixture === 'short' ? layout : `${layout}.${fixture}`;

/** The case's name with the page after page 1: `classic.sections.p2`. */
export const pageName = (visual: VisualCase, page: number): string =>
  `${caseName(visual)}${page > 1 ? `.p${page}` : ''}`;

export const approvedPath = (visual: VisualCase, page = 1): string =>
  path.join(VISUAL_DIR, `${pageName(visual, page)}.png`);

/** The approved images of a case, one per page, as far as they run without a gap. */
export function approvedPages(visual: VisualCase): string[] {
  const files: string[] = [];
  while (fs.existsSync(approvedPath(visual, files.length + 1))) {
    files.push(approvedPath(visual, files.length + 1));
  }
  return files;
}

/** The PNGs in this folder, each of which should be a page of a case. */
export const approvedFiles = (): string[] =>
  fs
    .readdirSync(VISUAL_DIR)
    .filter((name) => name.endsWith('.png'))
    .map((name) => path.join(VISUAL_DIR, name));

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

/** Whether pdftoppm (Debian package poppler-utils) can run here. */
export function hasPdftoppm(): boolean {
  return spawnSync('pdftoppm', ['-v'], { stdio: 'ignore' }).error === undefined;
}

export const PDFTOPPM_MISSING =
  'pdftoppm is not installed: the visual-regression test needs poppler-utils (sudo apt-get install -y poppler-utils).';

function pdftoppm(pdf: Uint8Array, dpi: number, pages: string[]): RgbImage[] {
  const result = spawnSync(
    'pdftoppm',
    ['-r', String(dpi), ...pages, '-aa', 'yes', '-aaVector', 'yes', '-'],
    { input: pdf, maxBuffer: 256 * 1024 * 1024 },
  );
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`pdftoppm failed: ${result.stderr.toString()}`);
  return decodePpmPages(result.stdout);
}

/** Page 1 of a PDF as RGB pixels. */
export function rasterizeFirstPage(pdf: Uint8Array, dpi = VISUAL_DPI): RgbImage {
  return pdftoppm(pdf, dpi, ['-f', '1', '-l', '1', '-singlefile'])[0]!;
}

/** Every page of the case's fixture (or of `data`) in its family's template, rasterised. */
export async function renderVisual(
  visual: VisualCase,
  data: ResumeData = VISUAL_FIXTURES[visual.fixture],
): Promise<RgbImage[]> {
  const pdf = await renderResumePdf(data, VISUAL_TEMPLATES[visual.layout], { pageSize: 'A4' });
  return pdftoppm(pdf, VISUAL_DPI, []);
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
