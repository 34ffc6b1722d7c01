import { AlertTriangle, Loader2 } from 'lucide-react';
import { PageSizeSelect } from './page-size-select.tsx';
import { useEffect, useRef, type ReactNode } from 'react';
import { isEmptyResume } from '#shared/resume/resume.schema.ts';
import { cn } from '../../lib/cn.ts';
import { previewPdf } from './document-renderer.ts';
import { useRenderInput, type DocumentProps } from './document-slot.ts';
import { PAGE_SIZE_LABELS } from './page-size.ts';
import { usePageSize } from './page-size-store.ts';
import { PdfCanvasPages } from './pdf-canvas-pages.tsx';
import { publishRenderedPages } from './rendered-pages-store.ts';
import { TemplatePicker } from './template-picker.tsx';
import { useElementWidth } from './use-element-width.ts';
import { usePdfPages } from './use-pdf-pages.ts';

/**
 * Quiet time after the last keystroke before the preview is rendered again. The render
 * (worker) and drawing (pdf.js) take about 100–200 ms more: within the 300 ms budget on an idle machine.
 */
export const PREVIEW_DELAY_MS = 80;

/**
 * The builder's live preview column: the chosen template's PDF of the current data,
 * drawn page by page from the very bytes Download gives, with the template picker and
 * the page size above it. `fallback` (a plain HTML rendering of the data) shows until the
 * first PDF is drawn and while the resume is still empty (it has the placeholders); after
 * that it stays as the preview's text alternative for screen readers.
 */
export function LivePreview({
  fallback,
  onTemplateChange,
  ...document
}: DocumentProps & { fallback: ReactNode; onTemplateChange: (templateId: string) => void }) {
  const input = useRenderInput(document);
  const [pageSize, setPageSize] = usePageSize(document.documentKey);
  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame);
  const empty = isEmptyResume(document.data);
  const pages = usePdfPages(empty ? null : input, previewPdf, width, PREVIEW_DELAY_MS);
  const showPdf = !empty && pages.pages !== null;
  const drawnPages = showPdf ? (pages.pages?.length ?? null) : null;
  // The ATS check's length rule counts these pages (features/ats-keywords).
  useEffect(() => publishRenderedPages(drawnPages), [drawnPages]);
  useEffect(() => () => publishRenderedPages(null), []);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
        <TemplatePicker templateId={input.templateId} onChange={onTemplateChange} />
        <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
          <PageSizeSelect id="page-size" value={pageSize} onChange={setPageSize} />
        </div>
      </div>

      <div
        ref={frame}
        className="relative min-w-0"
        data-testid="live-preview"
        data-draw-count={pages.drawCount}
      >
        {showPdf ? (
          <>
            <PdfCanvasPages pages={pages.pages ?? []} />
            <p className="mt-2 text-center text-xs text-muted" data-testid="live-preview-status">
              {pages.pages?.length === 1 ? '1 page' : `${pages.pages?.length ?? 0} pages`} ·{' '}
              {PAGE_SIZE_LABELS[pageSize]}
            </p>
          </>
        ) : null}
        {/* Plain HTML of the same data: the preview until the PDF is drawn, then its text alternative. */}
        <div className={cn(showPdf && 'sr-only')}>{fallback}</div>
        {empty ? (
          <p className="mt-2 text-center text-xs text-muted">
            Start filling in your details to see them in this template.
          </p>
        ) : null}
        {!empty && pages.status === 'idle' ? (
          <p
            role="status"
            className="mt-2 flex items-center justify-center gap-2 text-xs text-muted"
          >
            <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden="true" />
            Rendering your template...
          </p>
        ) : null}
        {pages.status === 'error' ? (
          <p
            role="alert"
            className="mt-2 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-xs text-amber-900"
          >
            <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            The preview could not be updated. Your data is safe; keep editing and it will try again.
          </p>
        ) : null}
      </div>
    </div>
  );
}
