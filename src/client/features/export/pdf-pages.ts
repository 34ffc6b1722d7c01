import { GlobalWorkerOptions, PDFWorker, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * Draws the pages of a PDF onto canvases with pdf.js, so the preview shows the very
 * file Download gives. Loaded on demand (pdf.js is large). pdf.js parses in its own
 * worker and paints in slices of a few milliseconds, so drawing does not block typing.
 */
GlobalWorkerOptions.workerSrc = workerUrl;

// One pdf.js worker for every render: starting one costs more than a small page.
let sharedWorker: PDFWorker | undefined;

export interface DrawnPage {
  canvas: HTMLCanvasElement;
  /** Page size in PDF points. */
  width: number;
  height: number;
}

/**
 * The pages drawn `cssWidth` CSS pixels wide (sharp on high-density screens).
 * `isCurrent` is asked between pages, so an outdated drawing stops early.
 */
export async function drawPdfPages(
  bytes: Uint8Array,
  cssWidth: number,
  isCurrent: () => boolean = () => true,
): Promise<DrawnPage[] | null> {
  sharedWorker ??= new PDFWorker();
  // pdf.js takes ownership of the buffer it is given: pass a copy, the bytes stay downloadable.
  const task = getDocument({ data: bytes.slice(), worker: sharedWorker, isEvalSupported: false });
  const doc = await task.promise;
  try {
    const pages: DrawnPage[] = [];
    const density = Math.min(window.devicePixelRatio || 1, 2);
    for (let n = 1; n <= doc.numPages; n++) {
      if (!isCurrent()) return null;
      const page = await doc.getPage(n);
      const natural = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: (cssWidth / natural.width) * density });
      const canvas = document.createElement('canvas');
      canvas.width = Math.ceil(viewport.width);
      canvas.height = Math.ceil(viewport.height);
      await page.render({ canvas, viewport }).promise;
      pages.push({ canvas, width: natural.width, height: natural.height });
    }
    return pages;
  } finally {
    void doc.destroy();
  }
}
