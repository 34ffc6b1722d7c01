import { useEffect, useRef, useState } from 'react';
import type { DrawnPage } from './pdf-pages.ts';
import { SupersededError } from './render-queue.ts';

export type PagesState =
  | { status: 'idle'; pages: null; error: null }
  | { status: 'ready'; pages: DrawnPage[]; error: null }
  | { status: 'error'; pages: DrawnPage[] | null; error: string };

/**
 * Draws `bytes()` (a PDF) into canvases `width` CSS pixels wide whenever `source`
 * changes, after `delay` ms of quiet (typing). The newest source wins: an outdated
 * render or drawing is dropped, and the last good pages stay on screen meanwhile.
 * `onDrawn` reports the time from the last change to the pages on screen.
 */
export function usePdfPages<S>(
  source: S | null,
  bytes: (source: S) => Promise<Uint8Array>,
  width: number,
  delay: number,
): PagesState & { drawCount: number } {
  const [state, setState] = useState<PagesState>({ status: 'idle', pages: null, error: null });
  const [drawCount, setDrawCount] = useState(0);
  const firstDone = useRef(false);

  useEffect(() => {
    if (source === null || width <= 0) return;
    let current = true;
    const timer = setTimeout(
      () => {
        void (async () => {
          try {
            const [pdf, { drawPdfPages }] = await Promise.all([
              bytes(source),
              import('./pdf-pages.ts'),
            ]);
            if (!current) return;
            const pages = await drawPdfPages(pdf, width, () => current);
            if (!current || !pages) return;
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
        })();
      },
      // The first drawing starts at once; later ones wait for a pause in typing.
      firstDone.current ? delay : 0,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [source, bytes, width, delay]);

  return { ...state, drawCount };
}
