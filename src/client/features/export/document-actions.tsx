import { Eye, FileJson } from 'lucide-react';
import { useState } from 'react';
import { EXPORT_CONTENT_TYPES } from '#shared/documents/export-request.schema.ts';
import { resumeFileName, type ResumeFileFormat } from '#shared/documents/file-name.ts';
import { describeNote } from '#shared/json-resume/json-resume.schema.ts';
import {
  jsonResumeFileName,
  jsonResumeText,
  toJsonResume,
} from '#shared/json-resume/to-json-resume.ts';
import { findTemplate } from '#shared/templates/catalogue.ts';
import { Button } from '../../components/ui/button.tsx';
import { notify } from '../../lib/notify.ts';
import { renderDocx, renderMarkdown, renderPdf, renderTxt } from './document-renderer.ts';
import { useRenderInput, type DocumentProps } from './document-slot.ts';
import {
  DownloadMenu,
  FORMAT_ITEMS,
  MARKDOWN_ITEM,
  type DownloadMenuItem,
} from './download-menu.tsx';
import { PAGE_SIZE_LABELS } from './page-size.ts';
import { PdfPreviewDialog } from './pdf-preview-dialog.tsx';
import { renderPageSize } from './render-request.ts';
import { useUndrawableGuard } from './undrawable-guard.tsx';
import { saveFile } from '../../lib/save-file.ts';

const RENDER = { pdf: renderPdf, docx: renderDocx, txt: renderTxt, md: renderMarkdown } as const;

/**
 * Preview and Download in the builder's header. Everything is made in this browser
 * (a Web Worker), so anonymous visitors can download too and no data leaves the device.
 */
export function DocumentActions(props: DocumentProps) {
  const input = useRenderInput(props);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [busy, setBusy] = useState<ResumeFileFormat | null>(null);
  const fullName = input.data.personalInfo.fullName;
  const template = findTemplate(input.templateId);
  // Only the PDF embeds fonts: Word and text editors draw DOCX and TXT with the reader's own.
  const pdfGuard = useUndrawableGuard(async () => {
    const { undrawableCharacters } = await import('#shared/documents/font-coverage.ts');
    return undrawableCharacters(input.data, input.data.style.font, template);
  });

  const download = async (format: ResumeFileFormat) => {
    setBusy(format);
    try {
      const bytes = await RENDER[format](input);
      saveFile(bytes, resumeFileName(fullName, format), EXPORT_CONTENT_TYPES[format]);
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
        jsonResumeFileName(fullName),
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

  const items: DownloadMenuItem[] = [
    ...[...FORMAT_ITEMS, MARKDOWN_ITEM].map(({ format, ...item }) => ({
      ...item,
      key: format,
      onSelect: () =>
        format === 'pdf' ? pdfGuard.guard(() => void download(format)) : void download(format),
    })),
    {
      key: 'json-resume',
      label: 'JSON Resume',
      hint: 'For other resume tools',
      icon: FileJson,
      onSelect: downloadJsonResume,
      separated: true,
    },
  ];
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setPreviewOpen(true)}>
        <Eye className="h-4 w-4" aria-hidden="true" />
        {/* Icons only on a phone, so the builder's toolbar stays one row. */}
        <span className="max-sm:sr-only">Preview</span>
      </Button>
      <DownloadMenu
        heading="Download as"
        items={items}
        disabled={busy !== null}
        working={busy !== null}
        compact
      />
      <PdfPreviewDialog
        open={previewOpen}
        onOpenChange={setPreviewOpen}
        description={`${template?.name ?? 'Resume'} template · ${PAGE_SIZE_LABELS[renderPageSize(input)]}`}
        source={input}
        renderPdf={renderPdf}
        fileName={resumeFileName(fullName, 'pdf')}
        confirmDownload={pdfGuard.guard}
      />
      {pdfGuard.dialog}
    </>
  );
}
