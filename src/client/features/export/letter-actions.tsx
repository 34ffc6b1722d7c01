import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  ChevronDown,
  Download,
  Eye,
  FileArchive,
  FileText,
  FileType2,
  Loader2,
  type LucideIcon,
} from 'lucide-react';
import { useRef, useState } from 'react';
import { EXPORT_CONTENT_TYPES, ZIP_CONTENT_TYPE } from '#shared/documents/export-request.schema.ts';
import {
  applicationPackFileName,
  coverLetterFileName,
  type DocumentFormat,
} from '#shared/documents/file-name.ts';
import { findTemplate } from '#shared/templates/catalogue.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { notify } from '../../lib/notify.ts';
import { useLetterRenderInputs, type LetterDocumentProps } from './letter-document.ts';
import type { LetterRenderInput } from './letter-render-input.ts';
import {
  renderApplicationPack,
  renderLetterDocx,
  renderLetterPdf,
  renderLetterTxt,
} from './letter-render.ts';
import { PAGE_SIZE_LABELS } from './page-size.ts';
import { PdfCanvasPages } from './pdf-canvas-pages.tsx';
import { saveFile } from './save-file.ts';
import { useElementWidth } from './use-element-width.ts';
import { usePdfPages } from './use-pdf-pages.ts';

const FORMATS: readonly {
  format: DocumentFormat;
  label: string;
  hint: string;
  icon: LucideIcon;
}[] = [
  { format: 'pdf', label: 'PDF', hint: 'Best for applying', icon: FileText },
  { format: 'docx', label: 'DOCX', hint: 'Editable in Word', icon: FileType2 },
  { format: 'txt', label: 'TXT', hint: 'Plain text for forms and e-mail', icon: FileText },
];

const RENDER = { pdf: renderLetterPdf, docx: renderLetterDocx, txt: renderLetterTxt } as const;

const ITEM =
  'flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-sm text-ink outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 data-[highlighted]:bg-slate-100';

export const LETTER_DOWNLOAD_FAILED = 'Failed to download the cover letter. Please try again.';

/**
 * Preview, Download (PDF, DOCX, TXT) and Application pack for the cover-letter editor.
 * Everything is made in this browser's render worker, so anonymous visitors can download
 * too and nothing leaves the device.
 */
export function LetterActions(props: LetterDocumentProps) {
  const inputs = useLetterRenderInputs(props);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [busy, setBusy] = useState<DocumentFormat | 'pack' | null>(null);
  const name = props.letter.sender.fullName;

  const download = async (format: DocumentFormat) => {
    setBusy(format);
    try {
      const bytes = await RENDER[format](inputs.letter);
      saveFile(bytes, coverLetterFileName(name, format), EXPORT_CONTENT_TYPES[format]);
    } catch (err) {
      console.error(err);
      notify.error('Error', LETTER_DOWNLOAD_FAILED);
    } finally {
      setBusy(null);
    }
  };

  const downloadPack = async () => {
    if (!inputs.resume) return;
    setBusy('pack');
    try {
      const zip = await renderApplicationPack(inputs.resume, inputs.letter);
      saveFile(
        zip,
        applicationPackFileName(inputs.resume.data.personalInfo.fullName || name),
        ZIP_CONTENT_TYPE,
      );
    } catch (err) {
      console.error(err);
      notify.error('Error', 'Failed to make the application pack. Please try again.');
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setPreviewOpen(true)}>
        <Eye className="h-4 w-4" aria-hidden="true" />
        Preview
      </Button>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <Button size="sm" variant="outline" aria-busy={busy !== null && busy !== 'pack'}>
            {busy && busy !== 'pack' ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <Download className="h-4 w-4" aria-hidden="true" />
            )}
            Download
            <ChevronDown className="h-4 w-4 opacity-80" aria-hidden="true" />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 w-64 max-w-[calc(100vw-1.5rem)] rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
          >
            <DropdownMenu.Label className="px-2 pt-1.5 pb-2 text-xs font-semibold tracking-wide text-muted uppercase">
              Download letter as
            </DropdownMenu.Label>
            {FORMATS.map(({ format, label, hint, icon: Icon }) => (
              <DropdownMenu.Item
                key={format}
                className={ITEM}
                disabled={busy !== null}
                onSelect={() => void download(format)}
              >
                <Icon className="h-4 w-4 text-slate-500" aria-hidden="true" />
                <span className="flex flex-col">
                  <span className="font-medium">{label}</span>
                  <span className="text-xs text-muted">{hint}</span>
                </span>
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <Button
        size="sm"
        onClick={() => void downloadPack()}
        disabled={!inputs.resume || busy !== null}
        aria-busy={busy === 'pack'}
        title={
          inputs.resume
            ? 'The resume and this letter as PDF, DOCX and TXT, in one ZIP'
            : 'Link a resume to download it together with this letter'
        }
      >
        {busy === 'pack' ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <FileArchive className="h-4 w-4" aria-hidden="true" />
        )}
        Application pack
      </Button>
      <LetterPreviewDialog
        open={previewOpen}
        onOpenChange={setPreviewOpen}
        input={inputs.letter}
        fileName={coverLetterFileName(name, 'pdf')}
      />
    </>
  );
}

function LetterPreviewDialog({
  open,
  onOpenChange,
  input,
  fileName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  input: LetterRenderInput;
  fileName: string;
}) {
  const template = findTemplate(input.templateId);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Preview"
        description={`Cover letter · ${template?.name ?? 'Default'} template · ${PAGE_SIZE_LABELS[input.pageSize]}`}
        className="max-w-4xl bg-slate-50"
      >
        {open ? <PreviewBody input={input} fileName={fileName} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PreviewBody({ input, fileName }: { input: LetterRenderInput; fileName: string }) {
  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame);
  const pages = usePdfPages(input, renderLetterPdf, Math.min(width, 820), 0);
  const count = pages.pages?.length ?? 0;
  const download = async () => {
    saveFile(await renderLetterPdf(input), fileName, 'application/pdf');
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
