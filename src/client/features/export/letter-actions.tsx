import { Eye, FileArchive, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { EXPORT_CONTENT_TYPES, ZIP_CONTENT_TYPE } from '#shared/documents/export-request.schema.ts';
import {
  applicationPackFileName,
  coverLetterFileName,
  type DocumentFormat,
} from '#shared/documents/file-name.ts';
import { findTemplate } from '#shared/templates/catalogue.ts';
import { Button } from '../../components/ui/button.tsx';
import { notify } from '../../lib/notify.ts';
import { DownloadMenu, FORMAT_ITEMS, type DownloadMenuItem } from './download-menu.tsx';
import { useLetterRenderInputs, type LetterDocumentProps } from './letter-document.ts';
import {
  renderApplicationPack,
  renderLetterDocx,
  renderLetterPdf,
  renderLetterTxt,
} from './letter-render.ts';
import { PAGE_SIZE_LABELS } from './page-size.ts';
import { PdfPreviewDialog } from './pdf-preview-dialog.tsx';
import { saveFile } from '../../lib/save-file.ts';

const RENDER = { pdf: renderLetterPdf, docx: renderLetterDocx, txt: renderLetterTxt } as const;

const LETTER_DOWNLOAD_FAILED = 'Failed to download the cover letter. Please try again.';

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

  const items: DownloadMenuItem[] = FORMAT_ITEMS.map(({ format, ...item }) => ({
    ...item,
    hint: format === 'txt' ? 'Plain text for forms and e-mail' : item.hint,
    key: format,
    onSelect: () => void download(format),
  }));
  const template = findTemplate(inputs.letter.templateId);

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setPreviewOpen(true)}>
        <Eye className="h-4 w-4" aria-hidden="true" />
        Preview
      </Button>
      <DownloadMenu
        heading="Download letter as"
        items={items}
        disabled={busy !== null}
        working={busy !== null && busy !== 'pack'}
        variant="outline"
      />
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
      <PdfPreviewDialog
        open={previewOpen}
        onOpenChange={setPreviewOpen}
        description={`Cover letter · ${template?.name ?? 'Default'} template · ${PAGE_SIZE_LABELS[inputs.letter.pageSize]}`}
        source={inputs.letter}
        renderPdf={renderLetterPdf}
        fileName={coverLetterFileName(name, 'pdf')}
      />
    </>
  );
}
