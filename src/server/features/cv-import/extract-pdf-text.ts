import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import { CvExtractionError, type CvLine } from './cv-text.ts';
import { headingKind } from './local/sections.ts';

/**
 * PDF text with positions (pdf.js): text runs are grouped into lines by baseline, and a
 * page whose runs leave a clear vertical gutter is read column by column (left, then
 * right), band by band between full-width lines such as the name header. A narrow column
 * of dates is no sidebar (read row by row), and sections set side by side under a
 * one-column body are read column by column too. Font size and boldness (from the real
 * names of the embedded fonts) stay on each line as features for the parser.
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

export interface Run {
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
      // The operator list hands the page's fonts (with their real names) to commonObjs;
      // the text content alone names them only by a generated id.
      const operators = await page.getOperatorList();
      const spelled = spelledTexts(operators, (await loadPdfJs()).OPS);
      const content = await page.getTextContent();
      const boldByFont = new Map<string, boolean>();
      const width = (page.view[2] ?? 612) - (page.view[0] ?? 0);
      const runs: Run[] = [];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const text = asSpelled(item.str.replace(/\u00a0/g, ' '), spelled);
        if (!text.trim()) continue;
        const [a, b, , , e, f] = item.transform as number[];
        const size = Math.round(Math.hypot(a ?? 0, b ?? 0) * 10) / 10;
        let bold = boldByFont.get(item.fontName);
        if (bold === undefined) {
          bold = isBoldFont(page, item.fontName, content.styles[item.fontName]?.fontFamily);
          boldByFont.set(item.fontName, bold);
        }
        runs.push({
          text,
          x0: e ?? 0,
          x1: (e ?? 0) + item.width,
          y: f ?? 0,
          size,
          bold,
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

/**
 * Reads a one-line PDF built here, so pdf.js, its in-thread worker and the standard font
 * data are loaded before the first upload needs them (the extraction worker runs this
 * before it reports ready). Never throws; true when the PDF was read as it should be.
 */
export async function warmUpPdfReader(): Promise<boolean> {
  try {
    const { lines } = await extractPdfText(tinyPdf());
    return lines.length === 1 && lines[0]!.text === 'Warm up' && lines[0]!.bold;
  } catch {
    // Only a warm-up: the first real file loads whatever is missing.
    return false;
  }
}

function tinyPdf(): Uint8Array {
  const content = 'BT /F1 12 Tf 10 20 Td (Warm up) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 50] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

/** The text-showing operators whose first argument is the glyphs shown. */
const SHOW_TEXT_OPS = [
  'showText',
  'showSpacedText',
  'nextLineShowText',
  'nextLineSetSpacingShowText',
];

/**
 * The page's strings as its content stream spells them, by their letters without spaces
 * ('CONFERENCETALKS' → 'CONFERENCE TALKS'). Letter-spaced text (a tracked heading) moves
 * every glyph apart, and pdf.js guesses a space wherever the tracking beats its threshold
 * ('CON F E R E NC E TA L K S'); the content stream still holds the real space glyphs
 * between the words. A spelling two strings share with different spaces is dropped.
 */
function spelledTexts(
  operators: { fnArray: number[]; argsArray: unknown[] },
  ops: Record<string, number>,
): Map<string, string> {
  const showText = new Set(SHOW_TEXT_OPS.map((name) => ops[name]));
  const out = new Map<string, string>();
  const ambiguous = new Set<string>();
  operators.fnArray.forEach((fn, i) => {
    if (!showText.has(fn)) return;
    const args = operators.argsArray[i] as unknown[] | undefined;
    const glyphs = args?.at(-1);
    if (!Array.isArray(glyphs)) return;
    const text = glyphs
      .map((g) =>
        g && typeof g === 'object' && 'unicode' in g
          ? String((g as { unicode: unknown }).unicode)
          : '',
      )
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    const key = text.replace(/\s/g, '');
    if (!/\p{L}/u.test(key) || ambiguous.has(key)) return;
    const seen = out.get(key);
    if (seen !== undefined && seen !== text) {
      out.delete(key);
      ambiguous.add(key);
    } else out.set(key, text);
  });
  return out;
}

/**
 * A text item pdf.js broke into letters ('PROF I L', two or more single letters standing
 * alone) as the content stream spells it ('PROFIL'); any other item as pdf.js read it,
 * since some writers space words by moving the pen, not with a space glyph.
 */
function asSpelled(text: string, spelled: Map<string, string>): string {
  if ((text.match(/(?:^|\s)\p{L}(?=\s|$)/gu)?.length ?? 0) < 2) return text;
  const real = spelled.get(text.replace(/\s/g, ''));
  if (real === undefined) return text;
  const lead = /^\s*/.exec(text)![0];
  const trail = /\s*$/.exec(text)![0];
  return `${lead}${real}${trail}`;
}

const BOLD_FONT_RE = /bold|black|heavy|semibold|demi|[-,]\s*(?:medium|sb|bd)\b|w[6-9]\b/i;

/** Whether a font is bold, from its real name ('ABCDEF+Roboto-Bold') or pdf.js's flags. */
function isBoldFont(
  page: { commonObjs: { has(id: string): boolean; get(id: string): unknown } },
  id: string,
  family: string | undefined,
): boolean {
  if (BOLD_FONT_RE.test(family ?? '')) return true;
  try {
    if (!page.commonObjs.has(id)) return false;
    const font = page.commonObjs.get(id) as { name?: string; bold?: boolean; black?: boolean };
    return Boolean(font.bold || font.black) || BOLD_FONT_RE.test(font.name ?? '');
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
  // Where the page's right margin is, taking margins as even (for telling wrapped lines).
  const margin = pageWidth - Math.min(...runs.map((r) => r.x0));
  const gutter = knownGutter ?? findGutter(runs, pageWidth);
  if (gutter === null) return sideBySideSections(runs, margin);

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
    const leftLabels = width(left) <= width(right) ? labelColumn(left) : null;
    const rightLabels = leftLabels ? null : labelColumn(right);
    if (leftLabels || rightLabels) {
      lines.push(...besideLabels(leftLabels ?? rightLabels!, leftLabels ? right : left, margin));
    } else if (width(right) < width(left) * 0.85)
      lines.push(...groupLines(right, margin), ...groupLines(left));
    else lines.push(...groupLines(left), ...groupLines(right, margin));
    left = [];
    right = [];
  };
  // A run that spills over the gutter onto text of the other column (a long name in a
  // narrow sidebar) is no full-width line: it stays in the column it starts in.
  const spills = (run: Run) =>
    runs.some(
      (o) =>
        o !== run &&
        o.x0 >= gutter.start &&
        o.x0 < run.x1 - 1 &&
        o.x1 > run.x0 + 1 &&
        o.y < run.y + run.size * 0.7 &&
        run.y < o.y + o.size * 0.7,
    );
  for (const run of sorted) {
    const crosses = run.x0 < gutter.start - 1 && run.x1 > gutter.end + 1;
    const spilled = crosses && spills(run);
    if (crosses && !spilled) {
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
      lines.push(...groupLines(full, margin));
      full = [];
    }
    if (spilled || (run.x1 <= gutter.end + 1 && run.x0 < gutter.start)) left.push(run);
    else right.push(run);
  }
  if (full.length > 0) lines.push(...groupLines(full, margin));
  flushColumns();
  return { lines, multiColumn: true };
}

interface Label {
  text: string;
  /** Baseline of the label's first row. */
  y: number;
  size: number;
  bold: boolean;
}

/**
 * A column of section labels beside the text they head (a label grid: 'Professional
 * Background' left of the jobs): its rows, joined where one label wraps onto the next row,
 * are few words each and most of them known headings. Null for any other column (a
 * sidebar of skills and contacts).
 */
function labelColumn(runs: Run[]): Label[] | null {
  const rows = rowsOf(runs);
  const labels: Label[] = [];
  let lastY = Infinity;
  for (const row of rows) {
    // Runs joined as on any line ('Quali' 'fi' 'cations' abut: one word).
    const text = groupLines(row)[0]?.text ?? '';
    const size = Math.max(...row.map((r) => r.size));
    const y = row[0]!.y;
    const previous = labels.at(-1);
    if (previous && lastY - y < size * 1.6 && headingKind(previous.text) === null) {
      previous.text = `${previous.text} ${text}`;
    } else {
      labels.push({ text, y, size, bold: row.every((r) => r.bold) });
    }
    lastY = y;
  }
  if (labels.length < 3 || labels.some((l) => l.text.split(' ').length > 4)) return null;
  const known = labels.filter((l) => headingKind(l.text) !== null).length;
  return known >= labels.length * 0.6 ? labels : null;
}

/** The main column cut where each label stands, each part after its label. */
function besideLabels(labels: Label[], main: Run[], margin: number): CvLine[] {
  const lines: CvLine[] = [];
  const tolerance = (l: Label) => l.size * 0.6;
  const above = main.filter((r) => r.y > labels[0]!.y + tolerance(labels[0]!));
  lines.push(...groupLines(above, margin));
  labels.forEach((label, k) => {
    const next = labels[k + 1];
    const part = main.filter(
      (r) =>
        r.y <= label.y + tolerance(label) && (next === undefined || r.y > next.y + tolerance(next)),
    );
    lines.push(
      { text: label.text, size: label.size, bold: label.bold },
      ...groupLines(part, margin),
    );
  });
  return lines;
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
  const stretches: { start: number; end: number }[] = [];
  let runStart = -1;
  for (let i = 0; i <= counts.length; i += 1) {
    if (i < counts.length && counts[i] === min) {
      if (runStart < 0) runStart = i;
    } else if (runStart >= 0) {
      const start = from + runStart * step;
      const end = from + (i - 1) * step;
      stretches.push({ start, end });
      if (!best || end - start > best.end - best.start) best = { start, end };
      runStart = -1;
    }
  }
  // A clean gap (no run crosses it) may be narrow; a gap a few runs cross must be wide.
  const wide = (g: { start: number; end: number }) => g.end - g.start >= (min === 0 ? 2 : 6);
  if (!best || !wide(best)) return null;
  // Dates set flush right in a main column that leaves room after its text (a sidebar on the
  // right): the gap before the dates is no gutter; the next gap, after them, is.
  const next = stretches.find((g) => g.start > best!.end && wide(g));
  if (next) {
    const between = runs.filter((r) => r.x0 >= best!.end && r.x1 <= next.start);
    const betweenRows = rowsOf(between).map((row) => row.map((r) => r.text).join(' '));
    const crossing = runs.some((r) => r.x0 < best!.end && r.x1 > next.start);
    if (
      betweenRows.length >= 2 &&
      !crossing &&
      betweenRows.every((t) => DATE_LIKE_RE.test(t) && t.length <= 30)
    )
      best = next;
  }
  const mid = (best.start + best.end) / 2;
  const leftRuns = runs.filter((r) => r.x1 <= mid);
  const rightRuns = runs.filter((r) => r.x0 >= mid);
  const distinctLines = (rs: Run[]) => new Set(rs.map((r) => Math.round(r.y))).size;
  if (distinctLines(leftRuns) < minLines || distinctLines(rightRuns) < minLines) return null;
  // A column has several lines starting at the same x; right-aligned dates do not.
  const rightColumnLines = distinctStarts(rightRuns);
  if (rightColumnLines < Math.min(4, minLines)) return null;
  // A narrow column of dates beside the entries they date is no sidebar: read row by row,
  // each date stays with its entry.
  const spread = (rs: Run[]) => Math.max(...rs.map((r) => r.x1)) - Math.min(...rs.map((r) => r.x0));
  const narrow = spread(leftRuns) <= spread(rightRuns) ? leftRuns : rightRuns;
  const narrowLines = rowsOf(narrow).map((row) => row.map((r) => r.text).join(' '));
  const dated = narrowLines.filter((t) => DATE_LIKE_RE.test(t)).length;
  if (dated >= narrowLines.length * 0.7) return null;
  return best;
}

/** A year or an open end ('Present'), as in the lines of a date column. */
const DATE_LIKE_RE = /\b(?:19|20)\d{2}\b|\b(?:present|current|today|now)\b/i;

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

/** Runs grouped by baseline, top to bottom, each row left to right. */
function rowsOf(runs: Run[]): Run[][] {
  const sorted = [...runs].sort((a, b) => b.y - a.y || a.x0 - b.x0);
  const rows: Run[][] = [];
  for (const run of sorted) {
    const current = rows[rows.length - 1];
    const ref = current?.[0];
    if (
      current &&
      ref &&
      Math.abs(ref.y - run.y) < Math.max(2, Math.min(ref.size, run.size) * 0.45)
    ) {
      current.push(run);
    } else {
      rows.push([run]);
    }
  }
  for (const row of rows) row.sort((a, b) => a.x0 - b.x0);
  return rows;
}

/** A row's runs joined into the pieces a wide gap separates (title left, dates right). */
function piecesOf(row: Run[]): Run[][] {
  const pieces: Run[][] = [];
  for (const run of row) {
    const current = pieces[pieces.length - 1];
    const last = current?.[current.length - 1];
    if (current && last && run.x0 - last.x1 <= run.size * 1.5) current.push(run);
    else pieces.push([run]);
  }
  return pieces;
}

/** Narrowest gutter a side-by-side block may keep between its columns, in points. */
const MIN_BLOCK_GUTTER = 3;
/** Rows a side-by-side block needs below its headings to be read as columns. */
const MIN_BLOCK_ROWS = 2;

interface Zone {
  a: number;
  b: number;
}

/**
 * A page without a page-long gutter may still set sections side by side under one
 * single-column body ('SKILLS' and 'LANGUAGES' next to each other at the end): a row of
 * two or more known section headings opens such a block, and the rows below it belong to
 * it as long as none crosses the gaps between the headings. The block is read column by
 * column; it ends at a crossing row or at a lone heading styled like the block's
 * headings (the next full-width section). Everything else is read row by row.
 */
function sideBySideSections(runs: Run[], margin: number): ReadResult {
  const rows = rowsOf(runs);
  const lines: CvLine[] = [];
  let pending: Run[] = [];
  let multiColumn = false;
  let i = 0;
  while (i < rows.length) {
    const block = sideBySideBlock(rows, i);
    if (!block) {
      pending.push(...rows[i]!);
      i += 1;
      continue;
    }
    lines.push(...groupLines(pending, margin));
    pending = [];
    const columns: Run[][] = block.zones.map(() => []);
    columns.push([]);
    for (const run of rows.slice(i, block.end).flat()) {
      const column = block.zones.filter((z) => run.x0 >= (z.a + z.b) / 2).length;
      columns[column]!.push(run);
    }
    for (const column of columns) lines.push(...groupLines(column));
    multiColumn = true;
    i = block.end;
  }
  lines.push(...groupLines(pending, margin));
  return { lines, multiColumn };
}

function sideBySideBlock(rows: Run[][], start: number): { zones: Zone[]; end: number } | null {
  const headings = piecesOf(rows[start]!);
  if (headings.length < 2) return null;
  const texts = headings.map((p) => p.map((r) => r.text).join(' '));
  if (texts.some((t) => headingKind(t) === null)) return null;
  const size = Math.max(...headings.flat().map((r) => r.size));
  const bold = headings.flat().every((r) => r.bold);
  if (headings.flat().some((r) => Math.abs(r.size - size) > 0.5)) return null;
  const zones: Zone[] = [];
  for (let k = 1; k < headings.length; k += 1) {
    zones.push({ a: Math.max(...headings[k - 1]!.map((r) => r.x1)), b: headings[k]![0]!.x0 });
  }
  let end = start + 1;
  for (; end < rows.length; end += 1) {
    const row = rows[end]!;
    const text = row.map((r) => r.text).join(' ');
    const loneHeading =
      headingKind(text) !== null &&
      row.every((r) => Math.abs(r.size - size) <= 0.5 && r.bold === bold) &&
      row.every((r) => r.x1 <= zones[0]!.b);
    if (loneHeading || !fitsZones(row, zones)) break;
  }
  if (end - start - 1 < MIN_BLOCK_ROWS) return null;
  return { zones, end };
}

/** Narrows the block's gaps to leave this row's runs on their sides; false when one crosses. */
function fitsZones(row: Run[], zones: Zone[]): boolean {
  for (const run of row) {
    for (const z of zones) {
      if (run.x0 < z.a + 1) {
        if (run.x1 > z.b - 1) return false;
        z.a = Math.max(z.a, run.x1);
      } else if (run.x1 > z.b - 1) {
        z.b = Math.min(z.b, run.x0);
      } else if (run.x0 - z.a < z.b - run.x1) {
        z.a = run.x1;
      } else {
        z.b = run.x0;
      }
      if (z.b - z.a < MIN_BLOCK_GUTTER) return false;
    }
  }
  return true;
}

/**
 * Runs on one baseline become a line, left to right; gaps wider than a space get one.
 * `margin`: the page's right margin when these lines run up to it (not a left column).
 */
function groupLines(runs: Run[], margin?: number): CvLine[] {
  if (runs.length === 0) return [];
  const groups = rowsOf(runs);
  const lines: CvLine[] = [];
  const placed: { line: CvLine; x0: number; x1: number; firstWord: number }[] = [];
  let previousY: number | undefined;
  let previousSize = 0;
  for (const group of groups) {
    let text = '';
    let lastX1: number | undefined;
    let previousRunSize = 0;
    for (const run of group) {
      if (lastX1 !== undefined) {
        const gap = run.x0 - lastX1;
        // A wide gap separates fields laid out apart (title left, dates right), measured in
        // the smaller of the two types: dates in small type that fill their column stand
        // as far from the title beside them as their own type sees it.
        if (gap > Math.min(run.size, previousRunSize) * 1.5) text = `${text.trimEnd()}\t`;
        else if (gap > run.size * 0.15 && !/\s$/.test(text) && !/^\s/.test(run.text)) text += ' ';
      }
      text += run.text;
      lastX1 = run.x1;
      previousRunSize = run.size;
    }
    const size = Math.max(...group.map((r) => r.size));
    const y = group[0]!.y;
    const gapBefore =
      previousY === undefined ? 0 : Math.max(0, (previousY - y - previousSize) / Math.max(size, 1));
    previousY = y;
    previousSize = size;
    const cleaned = text.replace(/[ \u00a0]+/g, ' ').trim();
    if (!cleaned) continue;
    const line: CvLine = {
      text: cleaned,
      size,
      bold: group.every((r) => r.bold || !r.text.trim()),
      gapBefore: Math.round(gapBefore * 100) / 100,
    };
    lines.push(line);
    const first = group[0]!;
    const firstText = first.text.trimStart();
    const firstWord = firstText.split(/\s/)[0] ?? '';
    placed.push({
      line,
      x0: first.x0,
      x1: group[group.length - 1]!.x1,
      firstWord: ((first.x1 - first.x0) * firstWord.length) / Math.max(1, first.text.length),
    });
  }
  markWrappedLines(placed, margin);
  return lines;
}

const BULLET_START_RE = /^[•·‣◦▪●○■□➢➤►▸✓✔❖*–—-]\s/;

/**
 * A line that carries on the line above, wrapped where the column ended: same type, no
 * paragraph gap, starting where the line above starts (or at its text, after a bullet),
 * and the line above left less room at the column's right edge than this line's first
 * word needs. Lines with fields set apart (a tab) never wrap into each other.
 */
function markWrappedLines(
  placed: { line: CvLine; x0: number; x1: number; firstWord: number }[],
  margin: number | undefined,
): void {
  // The column's right edge, from lines without fields set apart. Lines that run up to
  // the page's margin must come near it (short lines on a wide page never wrapped).
  const plain = placed.filter((p) => !p.line.text.includes('\t'));
  if (plain.length < 2) return;
  const right = Math.max(...plain.map((p) => p.x1));
  const size = Math.max(...plain.map((p) => p.line.size));
  if (margin !== undefined && margin - right > size * 6) return;
  for (let i = 1; i < placed.length; i += 1) {
    const above = placed[i - 1]!;
    const p = placed[i]!;
    const size = p.line.size;
    if (
      !above.line.text.includes('\t') &&
      !p.line.text.includes('\t') &&
      Math.abs(above.line.size - size) < 0.5 &&
      above.line.bold === p.line.bold &&
      (p.line.gapBefore ?? 0) < 0.6 &&
      p.x0 >= above.x0 - 1 &&
      p.x0 <= above.x0 + size * 2.5 &&
      right - above.x1 < p.firstWord + size * 0.6 &&
      // A list item starts with its glyph; a dash in bold type under bold type does not
      // start one ('… (Apr 2020' then '– Present)').
      (!BULLET_START_RE.test(p.line.text) ||
        (p.line.bold && above.line.bold && /^[–—-]/.test(p.line.text)))
    ) {
      p.line.continues = true;
    }
  }
}
