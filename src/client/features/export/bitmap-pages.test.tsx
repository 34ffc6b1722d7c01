import { describe, expect, it, vi } from 'vitest';
import { drawPreview } from './bitmap-pages.ts';
import type { PageBitmap } from './canvas-pages.ts';

/** A stand-in for a worker's bitmap: its size, and whether it was freed. */
function bitmap(width: number, height: number) {
  return { width, height, close: vi.fn() } as unknown as ImageBitmap & {
    close: ReturnType<typeof vi.fn>;
  };
}

describe('drawPreview', () => {
  it('puts each current page on a canvas of the bitmap’s size and frees the bitmap', async () => {
    const pages: PageBitmap[] = [
      { bitmap: bitmap(600, 849), width: 595, height: 842 },
      { bitmap: bitmap(600, 776), width: 612, height: 792 },
    ];
    const drawn = await drawPreview(pages, 600, () => true);
    expect(drawn?.map((p) => [p.canvas.width, p.canvas.height, p.width, p.height])).toEqual([
      [600, 849, 595, 842],
      [600, 776, 612, 792],
    ]);
    for (const page of pages) expect(page.bitmap.close).toHaveBeenCalled();
  });

  it('frees the pages of an overtaken version without drawing them', async () => {
    const pages: PageBitmap[] = [{ bitmap: bitmap(600, 849), width: 595, height: 842 }];
    expect(await drawPreview(pages, 600, () => false)).toBeNull();
    expect(pages[0]!.bitmap.close).toHaveBeenCalled();
  });

  it('hands a PDF (a worker that cannot draw) to pdf.js', async () => {
    const pdf = new Uint8Array([37, 80, 68, 70]);
    const canvas = document.createElement('canvas');
    const drawPdf = vi.fn(async () => [{ canvas, width: 595, height: 842 }]);
    const isCurrent = () => true;
    expect(await drawPreview(pdf, 600, isCurrent, drawPdf)).toEqual([
      { canvas, width: 595, height: 842 },
    ]);
    expect(drawPdf).toHaveBeenCalledWith(pdf, 600, isCurrent);
  });
});
