import { useEffect, useRef, useState } from 'react';
import { PREVIEW_MARKS } from '#shared/documents/preview-marks.ts';
import { returnCanvases } from './canvas-pool.ts';
import type { DrawnPage } from './pdf-pages.ts';
import { SupersededError } from './render-queue.ts';

export type PagesState =
  | { status: 'idle'; pages: null; error: null }
  | { status: 'ready'; pages: DrawnPage[]; error: null }
  | { status: 'error'; pages: DrawnPage[] | null; error: string };

/** Draws a rendering onto canvases; null when `isCurrent` turned false meanwhile. */
export type DrawPages<R> = (
  rendering: R,
  width: number,
  isCurrent: () => boolean,
) => Promise<DrawnPage[] | null>;

/** Keeps only the newest mark of `name`, so marks do not pile up over a long session. */
function mark(name: string) {
  performance.clearMarks(name);
  performance.mark(name);
}

/** pdf-pages.ts, loaded on demand (pdf.js is large). */
const pdfPages = () => import('./pdf-pages.ts');
export const drawPdfLazily: DrawPages<Uint8Array> = async (pdf, width, isCurrent) =>
  (await pdfPages()).drawPdfPages(pdf, width, isCurrent);

/**
 * Draws `render()` (a PDF, unless `draw` says what else) into canvases `width` CSS pixels
 * wide whenever `source` changes; `render` is told the width too. A rendering that is not
 * drawn because a newer one overtook it goes to `discard`. The first drawing starts at
 * once; later ones wait for `delay` ms of quiet, so
 * that rendering and drawing do not compete with typing for the CPU. While typing goes
 * on, the render queue keeps only the newest version waiting and stops an overtaken
 * render in the worker (render-queue.ts), and an overtaken drawing stops at its next
 * slice and hands its canvases back, so the newest source wins: an outdated render or
 * drawing is never shown, and the last good pages stay on screen meanwhile. See
 * docs/decisions/0042-preview-refresh-at-once.md. `draw` is pdf-pages.ts unless a test
 * stands in for pdf.js.
 */
export function usePdfPages<S, R = Uint8Array>(
  source: S | null,
  render: (source: S, width: number) => Promise<R>,
  width: number,
  delay: number,
  draw: DrawPages<R> = drawPdfLazily as unknown as DrawPages<R>,
  discard?: (rendering: R) => void,
): PagesState & { drawCount: number } {
  const [state, setState] = useState<PagesState>({ status: 'idle', pages: null, error: null });
  const [drawCount, setDrawCount] = useState(0);
  const firstDone = useRef(false);

  useEffect(() => {
    if (source === null || width <= 0) return;
    // pdf.js and its worker load while the first PDF renders, not after it.
    if (!firstDone.current && draw === drawPdfLazily)
      void pdfPages().then((m) => m.startPdfWorker());
    let current = true;
    const run = async () => {
      try {
        mark(PREVIEW_MARKS.render);
        const rendering = await render(source, width);
        if (!current) {
          discard?.(rendering);
          return;
        }
        mark(PREVIEW_MARKS.pdf);
        const pages = await draw(rendering, width, () => current);
        if (!pages) return;
        if (!current) {
          returnCanvases(pages.map((page) => page.canvas));
          return;
        }
        mark(PREVIEW_MARKS.drawn);
        firstDone.current = true;
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
    };
    const wait = firstDone.current ? delay : 0;
    const timer = wait > 0 ? setTimeout(() => void run(), wait) : undefined;
    if (timer === undefined) void run();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [source, render, width, delay, draw, discard]);

  return { ...state, drawCount };
}
