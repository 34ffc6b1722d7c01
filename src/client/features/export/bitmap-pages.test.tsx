import { describe, expect, it, vi } from 'vitest';
import { drawBitmaps } from './bitmap-pages.ts';
import type { PageBitmap } from './canvas-pages.ts';

/** A stand-in for a worker's bitmap: its size, and whether it was freed. */
function bitmap(width: number, height: number) {
  return { width, height, close: vi.fn() } as unknown as ImageBitmap & {
    close: ReturnType<typeof vi.fn>;
  };
}

describe('drawBitmaps', () => {
  it('puts each current page on a canvas of the bitmap’s size and frees the bitmap', async () => {
    const pages: PageBitmap[] = [
      { bitmap: bitmap(600, 849), width: 595, height: 842 },
      { bitmap: bitmap(600, 776), width: 612, height: 792 },
    ];
    const drawn = await drawBitmaps(pages, 600, () => true);
    expect(drawn?.map((p) => [p.canvas.width, p.canvas.height, p.width, p.height])).toEqual([
      [600, 849, 595, 842],
      [600, 776, 612, 792],
    ]);
    for (const page of pages) expect(page.bitmap.close).toHaveBeenCalled();
  });

  it('frees the pages of an overtaken version without drawing them', async () => {
    const pages: PageBitmap[] = [{ bitmap: bitmap(600, 849), width: 595, height: 842 }];
    expect(await drawBitmaps(pages, 600, () => false)).toBeNull();
    expect(pages[0]!.bitmap.close).toHaveBeenCalled();
  });
});
