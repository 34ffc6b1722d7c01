import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import { CvExtractionError, type CvLine } from './cv-text.ts';

/**
 * PDF text with positions (pdf.js): text runs are grouped into lines by baseline, and a
 * page whose runs leave a clear vertical gutter is read column by column (left, then
 * right), band by band between full-width lines such as the name header. Font size and
 * boldness stay on each line as features for the parser.
 */

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));
const STANDARD_FONTS = `${path.join(pdfjsRoot, 'standard_fonts')}${path.sep}`;

type PdfJs = typeof PdfJsModule;
let pdfjs: Promise<PdfJs> | undefined;
function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= import(
    pathToFileURL(path.join(pdfjsRoot, 'legacy/build/pdf.mjs')).href
  ) as Promise<PdfJs>;
  return pdfjs;
}

/** Most pages a CV import reads; a longer document is not a CV. */
const MAX_PAGES = 12;

interface Run {
  text: string;
  x0: number;
  x1: number;
  y: number;
  size: number;
  bold: boolean;
}

export interface PdfText {
  lines: CvLine[];
  multiColumn: boolean;
  pages: number;
}

export async function extractPdfText(bytes: Uint8Array): Promise<PdfText> {
  const { getDocument } = await loadPdfJs();
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    enableXfa: false,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: STANDARD_FONTS,
    verbosity: 0,
    stopAtErrors: false,
  });
  let doc;
  try {
    doc = await task.promise;
  } catch (err) {
    const name = (err as { name?: string }).name;
    if (name === 'PasswordException') {
      throw new CvExtractionError(
        'ENCRYPTED',
        'The PDF is password-protected, so its text cannot be read. Remove the password and upload it again.',
      );
    }
    throw new CvExtractionError(
      'DAMAGED',
      'The PDF could not be read: the file is damaged or not a valid PDF.',
    );
  }
  try {
    const pages = Math.min(doc.numPages, MAX_PAGES);
    const lines: CvLine[] = [];
    let multiColumn = false;
    for (let n = 1; n <= pages; n += 1) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const width = (page.view[2] ?? 612) - (page.view[0] ?? 0);
      const runs: Run[] = [];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const text = item.str.replace(/\u00a0/g, ' ');
        if (!text.trim()) continue;
        const [a, b, , , e, f] = item.transform as number[];
        const size = Math.round(Math.hypot(a ?? 0, b ?? 0) * 10) / 10;
        const style = content.styles[item.fontName];
        const fontName = `${item.fontName} ${style?.fontFamily ?? ''}`;
        runs.push({
          text,
          x0: e ?? 0,
          x1: (e ?? 0) + item.width,
          y: f ?? 0,
          size,
          bold: /bold|black|heavy|semibold|demi/i.test(fontName) || boldFonts(page, item.fontName),
        });
      }
      const read = readingOrder(runs, width);
      if (read.multiColumn) multiColumn = true;
      lines.push(...read.lines);
      page.cleanup();
    }
    return { lines, multiColumn, pages: doc.numPages };
  } finally {
    await doc.destroy();
  }
}

/** The real font name (e.g. 'ABCDEF+Roboto-Bold') when pdf.js has it loaded. */
function boldFonts(
  page: { commonObjs: { has(id: string): boolean; get(id: string): unknown } },
  id: string,
): boolean {
  try {
    if (!page.commonObjs.has(id)) return false;
    const font = page.commonObjs.get(id) as { name?: string; bold?: boolean } | null;
    return Boolean(font?.bold) || /bold|black|heavy|semibold/i.test(font?.name ?? '');
  } catch {
    return false;
  }
}

interface ReadResult {
  lines: CvLine[];
  multiColumn: boolean;
}

/** Groups runs into lines and orders them, column by column when the page has columns. */
export function readingOrder(
  runs: Run[],
  pageWidth: number,
  knownGutter?: { start: number; end: number },
): ReadResult {
  if (runs.length === 0) return { lines: [], multiColumn: false };
  const gutter = knownGutter ?? findGutter(runs, pageWidth);
  if (gutter === null) return { lines: groupLines(runs), multiColumn: false };

  // Bands: stretches of the page between runs that cross the gutter (full-width lines).
  const sorted = [...runs].sort((a, b) => b.y - a.y || a.x0 - b.x0);
  const lines: CvLine[] = [];
  let left: Run[] = [];
  let right: Run[] = [];
  let full: Run[] = [];
  // The narrower column (a sidebar) first, the main column last, so a main column that
  // runs on to the next page continues where it stopped.
  const width = (rs: Run[]) =>
    rs.length ? Math.max(...rs.map((r) => r.x1)) - Math.min(...rs.map((r) => r.x0)) : 0;
  const flushColumns = () => {
    if (width(right) < width(left) * 0.85) lines.push(...groupLines(right), ...groupLines(left));
    else lines.push(...groupLines(left), ...groupLines(right));
    left = [];
    right = [];
  };
  for (const run of sorted) {
    const crosses = run.x0 < gutter.start - 1 && run.x1 > gutter.end + 1;
    if (crosses) {
      if (left.length > 0 || right.length > 0) flushColumns();
      full.push(run);
      continue;
    }
    if (full.length > 0) {
      // Runs on the same baseline as a full-width run belong to that line.
      const lastY = full[full.length - 1]!.y;
      if (Math.abs(run.y - lastY) < run.size * 0.5) {
        full.push(run);
        continue;
      }
      lines.push(...groupLines(full));
      full = [];
    }
    if (run.x1 <= gutter.end + 1 && run.x0 < gutter.start) left.push(run);
    else right.push(run);
  }
  if (full.length > 0) lines.push(...groupLines(full));
  flushColumns();
  return { lines, multiColumn: true };
}

/**
 * A vertical strip between 20% and 80% of the page width that (almost) no run crosses,
 * with real text on both sides. Single-column pages have body lines crossing any such
 * strip, so they find none.
 */
function findGutter(
  runs: Run[],
  pageWidth: number,
  minLines = 6,
): { start: number; end: number } | null {
  const step = 2;
  const from = pageWidth * 0.2;
  const to = pageWidth * 0.8;
  const counts: number[] = [];
  for (let x = from; x <= to; x += step) {
    let c = 0;
    for (const r of runs) if (r.x0 < x && r.x1 > x) c += 1;
    counts.push(c);
  }
  const min = Math.min(...counts);
  if (min > Math.max(2, runs.length * 0.08)) return null;
  // Widest stretch at the minimum count.
  let best: { start: number; end: number } | null = null;
  let runStart = -1;
  for (let i = 0; i <= counts.length; i += 1) {
    if (i < counts.length && counts[i] === min) {
      if (runStart < 0) runStart = i;
    } else if (runStart >= 0) {
      const start = from + runStart * step;
      const end = from + (i - 1) * step;
      if (!best || end - start > best.end - best.start) best = { start, end };
      runStart = -1;
    }
  }
  // A clean gap (no run crosses it) may be narrow; a gap a few runs cross must be wide.
  if (!best || best.end - best.start < (min === 0 ? 2 : 6)) return null;
  const mid = (best.start + best.end) / 2;
  const leftRuns = runs.filter((r) => r.x1 <= mid);
  const rightRuns = runs.filter((r) => r.x0 >= mid);
  const distinctLines = (rs: Run[]) => new Set(rs.map((r) => Math.round(r.y))).size;
  if (distinctLines(leftRuns) < minLines || distinctLines(rightRuns) < minLines) return null;
  // A column has several lines starting at the same x; right-aligned dates do not.
  const rightColumnLines = distinctStarts(rightRuns);
  if (rightColumnLines < Math.min(4, minLines)) return null;
  return best;
}

/** How many lines start at the most common x position (a column's left edge). */
function distinctStarts(runs: Run[]): number {
  const byX = new Map<number, Set<number>>();
  for (const r of runs) {
    const key = Math.round(r.x0 / 3);
    const set = byX.get(key) ?? new Set<number>();
    set.add(Math.round(r.y));
    byX.set(key, set);
  }
  return Math.max(0, ...[...byX.values()].map((s) => s.size));
}

/** Runs on one baseline become a line, left to right; gaps wider than a space get one. */
function groupLines(runs: Run[]): CvLine[] {
  if (runs.length === 0) return [];
  const sorted = [...runs].sort((a, b) => b.y - a.y || a.x0 - b.x0);
  const groups: Run[][] = [];
  for (const run of sorted) {
    const current = groups[groups.length - 1];
    const ref = current?.[0];
    if (
      current &&
      ref &&
      Math.abs(ref.y - run.y) < Math.max(2, Math.min(ref.size, run.size) * 0.45)
    ) {
      current.push(run);
    } else {
      groups.push([run]);
    }
  }
  const lines: CvLine[] = [];
  let previousY: number | undefined;
  let previousSize = 0;
  for (const group of groups) {
    group.sort((a, b) => a.x0 - b.x0);
    let text = '';
    let lastX1: number | undefined;
    for (const run of group) {
      if (lastX1 !== undefined) {
        const gap = run.x0 - lastX1;
        // A wide gap separates fields laid out apart (title left, dates right).
        if (gap > run.size * 1.5) text = `${text.trimEnd()}\t`;
        else if (gap > run.size * 0.15 && !/\s$/.test(text) && !/^\s/.test(run.text)) text += ' ';
      }
      text += run.text;
      lastX1 = run.x1;
    }
    const size = Math.max(...group.map((r) => r.size));
    const y = group[0]!.y;
    const gapBefore =
      previousY === undefined ? 0 : Math.max(0, (previousY - y - previousSize) / Math.max(size, 1));
    previousY = y;
    previousSize = size;
    const cleaned = text.replace(/[ \u00a0]+/g, ' ').trim();
    if (!cleaned) continue;
    lines.push({
      text: cleaned,
      size,
      bold: group.every((r) => r.bold || !r.text.trim()),
      gapBefore: Math.round(gapBefore * 100) / 100,
    });
  }
  return lines;
}
