import { Download, Loader2 } from 'lucide-react';
import { useRef } from 'react';
import { resumeFileName } from '#shared/documents/file-name.ts';
import { findTemplate } from '#shared/templates/catalogue.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { renderPdf } from './document-renderer.ts';
import { PAGE_SIZE_LABELS } from './page-size.ts';
import { PdfCanvasPages } from './pdf-canvas-pages.tsx';
import type { RenderInput } from './render-request.ts';
import { saveFile } from './save-file.ts';
import { useElementWidth } from './use-element-width.ts';
import { usePdfPages } from './use-pdf-pages.ts';

/**
 * The Preview dialog: the document's PDF page by page at reading size, drawn from the
 * same bytes the Download menu gives (one rendering per input, see memoizeRenders).
 */
export function PdfPreviewDialog({
  open,
  onOpenChange,
  input,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  input: RenderInput;
}) {
  const template = findTemplate(input.templateId);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Preview"
        description={`${template?.name ?? 'Resume'} template · ${PAGE_SIZE_LABELS[input.pageSize]}`}
        className="max-w-4xl bg-slate-50"
      >
        {open ? <PreviewBody input={input} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PreviewBody({ input }: { input: RenderInput }) {
  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame);
  const pages = usePdfPages(input, renderPdf, Math.min(width, 820), 0);
  const count = pages.pages?.length ?? 0;

  const download = async () => {
    const bytes = await renderPdf(input);
    saveFile(bytes, resumeFileName(input.data.personalInfo.fullName, 'pdf'), 'application/pdf');
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-muted" data-testid="preview-dialog-status">
          {pages.status === 'ready'
            ? count === 1
              ? '1 page'
              : `${count} pages`
            : pages.status === 'error'
              ? 'The preview could not be made. Please try again.'
              : 'Rendering...'}
        </p>
        <Button size="sm" onClick={() => void download()} disabled={pages.status !== 'ready'}>
          <Download className="h-4 w-4" aria-hidden="true" />
          Download PDF
        </Button>
      </div>
      <div ref={frame} className="mx-auto w-full max-w-[820px]">
        {pages.pages ? (
          <PdfCanvasPages pages={pages.pages} className="gap-6" />
        ) : pages.status !== 'error' ? (
          <div className="flex aspect-[210/297] w-full items-center justify-center rounded bg-white shadow-md ring-1 ring-slate-200">
            <Loader2 className="h-8 w-8 animate-spin text-brand-700" aria-hidden="true" />
          </div>
        ) : null}
      </div>
    </div>
  );
}
