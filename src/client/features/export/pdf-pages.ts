import {
  GlobalWorkerOptions,
  PDFWorker,
  RenderingCancelledException,
  getDocument,
  type PDFDocumentProxy,
} from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { nextTask } from '../../lib/next-task.ts';
import { pageDensity, returnCanvases, takeCanvas } from './canvas-pool.ts';

/**
 * Draws the pages of a PDF onto canvases with pdf.js, so the preview shows the very
 * file Download gives. Loaded on demand (pdf.js is large). pdf.js parses in its own
 * worker and paints in slices of a few milliseconds, so drawing does not block typing.
 */
GlobalWorkerOptions.workerSrc = workerUrl;

// One pdf.js worker for every render: starting one costs more than a small page.
let sharedWorker: PDFWorker | undefined;

/**
 * Starts pdf.js's worker (loading and compiling its script takes most of a second), so a
 * preview can have it ready while its first PDF is still being rendered.
 */
export function startPdfWorker(): PDFWorker {
  sharedWorker ??= new PDFWorker();
  return sharedWorker;
}

/**
 * The font programs pdf.js draws a PDF's standard fonts with when glyphs are drawn as paths:
 * built as separate files and fetched only when a document needs one.
 */
const STANDARD_FONTS = import.meta.glob<string>('/node_modules/pdfjs-dist/standard_fonts/*.*', {
  query: '?url',
  import: 'default',
});

/** Each standard font's bytes, read once a session: every refresh is a new document. */
const standardFontBytes = new Map<string, Promise<ArrayBuffer>>();

async function readStandardFont(filename: string): Promise<ArrayBuffer> {
  const url = STANDARD_FONTS[`/node_modules/pdfjs-dist/standard_fonts/${filename}`];
  if (!url) throw new Error(`No standard font named ${filename}`);
  // eslint-disable-next-line no-restricted-globals -- a file of the build, not a call to the API
  const response = await fetch(await url());
  if (!response.ok) throw new Error(`The standard font ${filename} did not load`);
  return response.arrayBuffer();
}

/** pdf.js's standard-font reader, over the files the build emitted (hashed names, no folder). */
class BundledStandardFonts {
  async fetch({ filename }: { filename: string }): Promise<Uint8Array> {
    let bytes = standardFontBytes.get(filename);
    if (!bytes) {
      bytes = readStandardFont(filename);
      standardFontBytes.set(filename, bytes);
      // A failed read is tried again by the next document.
      bytes.catch(() => standardFontBytes.delete(filename));
    }
    // A copy: pdf.js may hand the array to its worker, which would empty a kept one.
    return new Uint8Array((await bytes).slice(0));
  }
}

export interface DrawnPage {
  canvas: HTMLCanvasElement;
  /** Page size in PDF points. */
  width: number;
  height: number;
}

/**
 * The pages drawn `cssWidth` CSS pixels wide (sharp on high-density screens), all at
 * once: pdf.js prepares the next page in its worker while this one paints. `isCurrent`
 * is asked between slices of drawing, so an outdated drawing stops early (null). The
 * canvases come from canvas-pool.ts: the caller shows them, or hands them back when it
 * does not.
 */
export async function drawPdfPages(
  bytes: Uint8Array,
  cssWidth: number,
  isCurrent: () => boolean = () => true,
): Promise<DrawnPage[] | null> {
  // pdf.js takes ownership of the buffer it is given: pass a copy, the bytes stay downloadable.
  // Glyphs are drawn as paths, not through FontFace objects: each render embeds new font
  // subsets, and adding and removing web fonts makes the browser lay out the whole builder
  // again, twice a refresh (about 20 ms of the main thread each time, same pixels here).
  const task = getDocument({
    data: bytes.slice(),
    worker: startPdfWorker(),
    isEvalSupported: false,
    disableFontFace: true,
    StandardFontDataFactory: BundledStandardFonts,
  });
  const doc = await task.promise;
  try {
    if (!isCurrent()) return null;
    const numbers = Array.from({ length: doc.numPages }, (_, i) => i + 1);
    // Every page settles before the outcome is known: a canvas goes back to the pool only
    // when pdf.js no longer draws on it.
    const outcomes = await Promise.allSettled(
      numbers.map((n) => drawPage(doc, n, cssWidth, isCurrent)),
    );
    const pages = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    const failed = outcomes.find((o) => o.status === 'rejected');
    if (!failed) return pages;
    returnCanvases(pages.map((page) => page.canvas));
    if (failed.reason instanceof RenderingCancelledException) return null;
    throw failed.reason;
  } finally {
    // A replaced drawing's document goes at once. If pdf.js's worker is still building one of
    // its pages (waiting on a standard font), pdf.js logs a warning that the task was
    // terminated: the work was meant to be thrown away.
    void doc.destroy();
  }
}

async function drawPage(
  doc: PDFDocumentProxy,
  pageNumber: number,
  cssWidth: number,
  isCurrent: () => boolean,
): Promise<DrawnPage> {
  const page = await doc.getPage(pageNumber);
  const natural = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: (cssWidth / natural.width) * pageDensity() });
  // Setting the size clears a reused canvas and resets its drawing state.
  const canvas = takeCanvas();
  canvas.width = Math.ceil(viewport.width);
  canvas.height = Math.ceil(viewport.height);
  // The 'display' intent waits for an animation frame after every slice of drawing and every
  // font it loads, so a page took several frames longer than its drawing. The 'print' intent
  // goes on at once and draws the same pixels for our documents (they have no optional
  // content and no annotation appearances); between slices this still yields to the page's
  // events, so typing is not held up by more than a slice.
  const render = page.render({ canvas, viewport, intent: 'print' });
  render.onContinue = (resume: () => void) => {
    if (isCurrent()) void nextTask().then(resume);
    else render.cancel();
  };
  try {
    await render.promise;
  } catch (err) {
    returnCanvases([canvas]);
    throw err;
  }
  return { canvas, width: natural.width, height: natural.height };
}
