import { useEffect, useState } from 'react';
import { returnCanvases } from './canvas-pool.ts';
import type { DrawnPage } from './pdf-pages.ts';
import { SupersededError } from './render-queue.ts';

export type PagesState =
  | { status: 'idle'; pages: null; error: null }
  | { status: 'ready'; pages: DrawnPage[]; error: null }
  | { status: 'error'; pages: DrawnPage[] | null; error: string };

type DrawPages = (
  pdf: Uint8Array,
  width: number,
  isCurrent: () => boolean,
) => Promise<DrawnPage[] | null>;

/** pdf-pages.ts, loaded with the first drawing (pdf.js is large). */
const drawLazily: DrawPages = async (pdf, width, isCurrent) =>
  (await import('./pdf-pages.ts')).drawPdfPages(pdf, width, isCurrent);

/**
 * Draws `bytes()` (a PDF) into canvases `width` CSS pixels wide whenever `source`
 * changes, at once: there is no quiet time to wait for. While typing goes on, the render
 * queue keeps only the newest version waiting and stops an overtaken render in the worker
 * (render-queue.ts), and an overtaken drawing stops at its next slice, so the newest source
 * wins: an outdated render or drawing is never shown, and the last good pages stay on
 * screen meanwhile. See docs/decisions/0042-preview-refresh-at-once.md. `draw` is pdf-pages.ts
 * unless a test stands in for pdf.js.
 */
export function usePdfPages<S>(
  source: S | null,
  bytes: (source: S) => Promise<Uint8Array>,
  width: number,
  draw: DrawPages = drawLazily,
): PagesState & { drawCount: number } {
  const [state, setState] = useState<PagesState>({ status: 'idle', pages: null, error: null });
  const [drawCount, setDrawCount] = useState(0);

  useEffect(() => {
    if (source === null || width <= 0) return;
    let current = true;
    void (async () => {
      try {
        const pdf = await bytes(source);
        if (!current) return;
        const pages = await draw(pdf, width, () => current);
        if (!pages) return;
        if (!current) {
          returnCanvases(pages.map((page) => page.canvas));
          return;
        }
        setState({ status: 'ready', pages, error: null });
        setDrawCount((n) => n + 1);
      } catch (err) {
        // Overtaken by a newer version (render-queue.ts): that one draws.
        if (!current || err instanceof SupersededError) return;
        setState((prev) => ({
          status: 'error',
          pages: prev.pages,
          error: err instanceof Error ? err.message : String(err),
        }));
      }
    })();
    return () => {
      current = false;
    };
  }, [source, bytes, width, draw]);

  return { ...state, drawCount };
}
