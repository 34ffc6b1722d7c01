import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  ChevronDown,
  Download,
  Eye,
  FileText,
  FileJson,
  FileType2,
  Loader2,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { EXPORT_CONTENT_TYPES } from '#shared/documents/export-request.schema.ts';
import { resumeFileName, type DocumentFormat } from '#shared/documents/file-name.ts';
import { describeNote } from '#shared/json-resume/json-resume.schema.ts';
import {
  jsonResumeFileName,
  jsonResumeText,
  toJsonResume,
} from '#shared/json-resume/to-json-resume.ts';
import { Button } from '../../components/ui/button.tsx';
import { notify } from '../../lib/notify.ts';
import { renderDocx, renderPdf, renderTxt } from './document-renderer.ts';
import { useRenderInput, type DocumentProps } from './document-slot.ts';
import { PdfPreviewDialog } from './pdf-preview-dialog.tsx';
import { saveFile } from './save-file.ts';

const FORMATS: readonly {
  format: DocumentFormat;
  label: string;
  hint: string;
  icon: LucideIcon;
}[] = [
  { format: 'pdf', label: 'PDF', hint: 'Best for applying', icon: FileText },
  { format: 'docx', label: 'DOCX', hint: 'Editable in Word', icon: FileType2 },
  { format: 'txt', label: 'TXT', hint: 'Plain text for forms', icon: FileText },
];

const RENDER = { pdf: renderPdf, docx: renderDocx, txt: renderTxt } as const;

const ITEM =
  'flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-sm text-ink outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 data-[highlighted]:bg-slate-100';

/**
 * Preview and Download in the builder's header. Everything is made in this browser
 * (a Web Worker), so anonymous visitors can download too and no data leaves the device.
 */
export function DocumentActions(props: DocumentProps) {
  const input = useRenderInput(props);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [busy, setBusy] = useState<DocumentFormat | 'json' | null>(null);

  const download = async (format: DocumentFormat) => {
    setBusy(format);
    try {
      const bytes = await RENDER[format](input);
      saveFile(
        bytes,
        resumeFileName(input.data.personalInfo.fullName, format),
        EXPORT_CONTENT_TYPES[format],
      );
    } catch (err) {
      console.error(err);
      notify.error('Error', 'Failed to download resume. Please try again.');
    } finally {
      setBusy(null);
    }
  };

  // JSON Resume (jsonresume.org): the data itself, for other resume tools; no rendering.
  const downloadJsonResume = () => {
    try {
      const { resume, notExported } = toJsonResume(input.data);
      saveFile(
        new TextEncoder().encode(jsonResumeText(resume)),
        jsonResumeFileName(input.data.personalInfo.fullName),
        'application/json',
      );
      if (notExported.length > 0) {
        notify.info(
          'Downloaded as JSON Resume',
          `JSON Resume has no place for: ${notExported.map(describeNote).join('; ')}.`,
        );
      }
    } catch (err) {
      console.error(err);
      notify.error('Error', 'Failed to download resume. Please try again.');
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
          <Button size="sm" aria-busy={busy !== null}>
            {busy ? (
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
            className="z-50 w-60 max-w-[calc(100vw-1.5rem)] rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
          >
            <DropdownMenu.Label className="px-2 pt-1.5 pb-2 text-xs font-semibold tracking-wide text-muted uppercase">
              Download as
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
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <DropdownMenu.Item
              className={ITEM}
              disabled={busy !== null}
              onSelect={downloadJsonResume}
            >
              <FileJson className="h-4 w-4 text-slate-500" aria-hidden="true" />
              <span className="flex flex-col">
                <span className="font-medium">JSON Resume</span>
                <span className="text-xs text-muted">For other resume tools</span>
              </span>
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <PdfPreviewDialog open={previewOpen} onOpenChange={setPreviewOpen} input={input} />
    </>
  );
}
