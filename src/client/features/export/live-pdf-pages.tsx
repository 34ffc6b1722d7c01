import { AlertTriangle, Loader2 } from 'lucide-react';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { drawPreview, dropPreview, type PreviewRendering } from './bitmap-pages.ts';
import { pageDensity } from './canvas-pool.ts';
import { PAGE_SIZE_LABELS, type PageSizeId } from './page-size.ts';
import { PdfCanvasPages } from './pdf-canvas-pages.tsx';
import { useElementWidth } from './use-element-width.ts';
import { usePdfPages } from './use-pdf-pages.ts';

/**
 * Quiet time after the last keystroke before the preview is rendered again. Rendering and
 * drawing at every keystroke instead made long tasks on the main thread while typing and
 * slowed the text alternative's updates (docs/decisions/0042-preview-refresh-at-once.md).
 */
const PREVIEW_DELAY_MS = 80;

/**
 * A live preview's pages (the resume builder's and the cover-letter editor's): the PDF of
 * `source` drawn page by page in the render worker from the layout the PDF is written from
 * (canvas-pages.ts), redrawn after each pause in typing (use-pdf-pages.ts), with its page count.
 * `fallback` (the document as plain HTML) shows until the first PDF is drawn and while
 * `source` is null (nothing to draw yet); afterwards it is the preview's text alternative
 * for screen readers. `onPages` hears the number of pages on screen (null: none).
 */
export function LivePdfPages<S>({
  source,
  renderPages,
  pageSize,
  testId,
  fallback,
  renderingText,
  errorText,
  emptyNote,
  onPages,
}: {
  source: S | null;
  /** The pages of `source` drawn `pixelWidth` pixels wide (in the render worker). */
  renderPages: (source: S, pixelWidth: number) => Promise<PreviewRendering>;
  pageSize: PageSizeId;
  testId: string;
  fallback: ReactNode;
  renderingText: string;
  errorText: string;
  /** Shown under the fallback while there is nothing to draw. */
  emptyNote?: string;
  onPages?: (pages: number | null) => void;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame);
  const render = useCallback(
    (next: S, cssWidth: number) => renderPages(next, Math.round(cssWidth * pageDensity())),
    [renderPages],
  );
  const pages = usePdfPages(source, render, width, PREVIEW_DELAY_MS, drawPreview, dropPreview);
  const drawn = source !== null && pages.pages !== null ? pages.pages : null;
  const count = drawn?.length ?? null;
  useEffect(() => onPages?.(count), [onPages, count]);

  return (
    <div
      ref={frame}
      className="relative min-w-0"
      data-testid={testId}
      data-draw-count={pages.drawCount}
    >
      {drawn ? (
        <>
          <PdfCanvasPages pages={drawn} />
          <p className="mt-2 text-center text-xs text-muted" data-testid={`${testId}-status`}>
            {drawn.length === 1 ? '1 page' : `${drawn.length} pages`} · {PAGE_SIZE_LABELS[pageSize]}
          </p>
        </>
      ) : null}
      {/* Plain HTML of the same data: the preview until the PDF is drawn, then its text alternative. */}
      <div className={cn(drawn && 'sr-only')}>{fallback}</div>
      {source === null && emptyNote ? (
        <p className="mt-2 text-center text-xs text-muted">{emptyNote}</p>
      ) : null}
      {source !== null && pages.status === 'idle' ? (
        <p role="status" className="mt-2 flex items-center justify-center gap-2 text-xs text-muted">
          <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden="true" />
          {renderingText}
        </p>
      ) : null}
      {pages.status === 'error' ? (
        <p
          role="alert"
          className="mt-2 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-xs text-amber-900"
        >
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
