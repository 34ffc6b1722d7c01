import { takeCanvas } from './canvas-pool.ts';
import type { PageBitmap } from './canvas-pages.ts';
import type { DrawnPage } from './pdf-pages.ts';
import { drawPdfLazily, type DrawPages } from './use-pdf-pages.ts';

/**
 * What the worker gives a live preview: its pages drawn, or (a browser whose workers have
 * no canvases) the PDF, for pdf.js to draw here.
 */
export type PreviewRendering = PageBitmap[] | Uint8Array;

/**
 * Puts pages the render worker drew (canvas-pages.ts) onto canvases the page can show: one
 * copy of a bitmap each, so the page's own thread does almost nothing for a refresh. The
 * canvases come from canvas-pool.ts, as pdf.js's do; a bitmap is freed once copied.
 */
function showBitmaps(pages: PageBitmap[]): DrawnPage[] {
  return pages.map(({ bitmap, width, height }) => {
    const canvas = takeCanvas();
    // Setting the size clears a reused canvas.
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    bitmap.close();
    return { canvas, width, height };
  });
}

/**
 * usePdfPages's drawing step for a live preview: bitmaps are shown if still current and
 * freed if not; a PDF is drawn by `drawPdf` (pdf.js unless a test stands in for it).
 */
export async function drawPreview(
  rendering: PreviewRendering,
  width: number,
  isCurrent: () => boolean,
  drawPdf: DrawPages<Uint8Array> = drawPdfLazily,
): Promise<DrawnPage[] | null> {
  if (rendering instanceof Uint8Array) return drawPdf(rendering, width, isCurrent);
  if (isCurrent()) return showBitmaps(rendering);
  dropPreview(rendering);
  return null;
}

/** Frees a rendering that will not be shown (a newer version overtook it). */
export function dropPreview(rendering: PreviewRendering): void {
  if (rendering instanceof Uint8Array) return;
  for (const page of rendering) page.bitmap.close();
}
