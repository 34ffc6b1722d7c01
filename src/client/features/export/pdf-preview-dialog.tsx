import { Download, Loader2 } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { PdfCanvasPages } from './pdf-canvas-pages.tsx';
import { saveFile } from '../../lib/save-file.ts';
import { useElementWidth } from './use-element-width.ts';
import { usePdfPages } from './use-pdf-pages.ts';

interface PreviewSource<S> {
  /** What to render (a resume's or a letter's render input). */
  source: S;
  /** Its PDF: the same call, and so the same bytes, as the Download menu's PDF. */
  renderPdf: (source: S) => Promise<Uint8Array>;
  /** The name 'Download PDF' saves under. */
  fileName: string;
  /** Runs before 'Download PDF' saves, and may ask the person first (download or not). */
  confirmDownload?: (download: () => void) => void;
}

/**
 * The Preview dialog: a document's PDF page by page at reading size, drawn from the same
 * bytes the Download menu gives (one rendering per input, see memoizeRenders). Used for
 * resumes and cover letters.
 */
export function PdfPreviewDialog<S>({
  open,
  onOpenChange,
  description,
  ...preview
}: PreviewSource<S> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Under the title: the template and page size. */
  description: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Preview" description={description} className="max-w-4xl bg-slate-50">
        {open ? <PreviewBody {...preview} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PreviewBody<S>({ source, renderPdf, fileName, confirmDownload }: PreviewSource<S>) {
  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame);
  const pages = usePdfPages(source, renderPdf, Math.min(width, 820), 0);
  const count = pages.pages?.length ?? 0;

  const download = async () => {
    saveFile(await renderPdf(source), fileName, 'application/pdf');
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
        <Button
          size="sm"
          onClick={() =>
            confirmDownload ? confirmDownload(() => void download()) : void download()
          }
          disabled={pages.status !== 'ready'}
        >
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
