import { takeCanvas } from './canvas-pool.ts';
import type { PageBitmap } from './canvas-pages.ts';
import type { DrawnPage } from './pdf-pages.ts';

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

/** usePdfPages's drawing step for bitmaps: shown if still current, freed if not. */
export async function drawBitmaps(
  pages: PageBitmap[],
  _width: number,
  isCurrent: () => boolean,
): Promise<DrawnPage[] | null> {
  if (isCurrent()) return showBitmaps(pages);
  dropBitmaps(pages);
  return null;
}

/** Frees pages that will not be shown (a newer version overtook them). */
export function dropBitmaps(pages: PageBitmap[]): void {
  for (const page of pages) page.bitmap.close();
}
