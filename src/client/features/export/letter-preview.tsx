import { AlertTriangle, Loader2 } from 'lucide-react';
import { PageSizeSelect } from './page-size-select.tsx';
import { useRef, type ReactNode } from 'react';
import { hasLetterText } from '#shared/cover-letter/cover-letter.schema.ts';
import { findTemplate } from '#shared/templates/catalogue.ts';
import { cn } from '../../lib/cn.ts';
import { useLetterRenderInputs, type LetterDocumentProps } from './letter-document.ts';
import { previewLetterPdf } from './letter-render.ts';
import { PAGE_SIZE_LABELS } from './page-size.ts';
import { usePageSize } from './page-size-store.ts';
import { PdfCanvasPages } from './pdf-canvas-pages.tsx';
import { useElementWidth } from './use-element-width.ts';
import { usePdfPages } from './use-pdf-pages.ts';

/** Quiet time after the last keystroke before the preview is drawn again (as the builder's). */
const PREVIEW_DELAY_MS = 80;

/**
 * The cover-letter editor's live preview: the letter's PDF in the linked resume's
 * template, drawn from the very bytes Download gives (the builder's render worker and
 * pdf.js drawing). `fallback` (the letter as HTML) shows until the first PDF is drawn and
 * while the letter has no text; afterwards it is the preview's text alternative.
 */
export function LetterPreview({
  fallback,
  ...document
}: LetterDocumentProps & { fallback: ReactNode }) {
  const inputs = useLetterRenderInputs(document);
  const [pageSize, setPageSize] = usePageSize(document.documentKey);
  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame);
  const empty = !hasLetterText(document.letter);
  const pages = usePdfPages(
    empty ? null : inputs.letter,
    previewLetterPdf,
    width,
    PREVIEW_DELAY_MS,
  );
  const showPdf = !empty && pages.pages !== null;
  const template = findTemplate(inputs.letter.templateId);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">
          <span className="font-medium text-ink">{template?.name ?? 'Default'}</span> template, as
          the resume it goes with
        </p>
        <div className="flex items-center gap-2">
          <PageSizeSelect id="letter-page-size" value={pageSize} onChange={setPageSize} />
        </div>
      </div>
      <div
        ref={frame}
        className="relative min-w-0"
        data-testid="letter-preview"
        data-draw-count={pages.drawCount}
      >
        {showPdf ? (
          <>
            <PdfCanvasPages pages={pages.pages ?? []} />
            <p className="mt-2 text-center text-xs text-muted" data-testid="letter-preview-status">
              {pages.pages?.length === 1 ? '1 page' : `${pages.pages?.length ?? 0} pages`} ·{' '}
              {PAGE_SIZE_LABELS[pageSize]}
            </p>
          </>
        ) : null}
        <div className={cn(showPdf && 'sr-only')}>{fallback}</div>
        {!empty && pages.status === 'idle' ? (
          <p
            role="status"
            className="mt-2 flex items-center justify-center gap-2 text-xs text-muted"
          >
            <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden="true" />
            Rendering your letter...
          </p>
        ) : null}
        {pages.status === 'error' ? (
          <p
            role="alert"
            className="mt-2 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-xs text-amber-900"
          >
            <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            The preview could not be updated. Your letter is safe; keep editing and it will try
            again.
          </p>
        ) : null}
      </div>
    </div>
  );
}
