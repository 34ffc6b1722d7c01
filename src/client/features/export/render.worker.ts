import { Packer } from 'docx';
import { buildCoverLetterDocx } from '#shared/documents/cover-letter-docx/cover-letter-docx.ts';
import { buildCoverLetterPdf } from '#shared/documents/cover-letter-pdf/cover-letter-pdf.ts';
import { buildResumeDocx } from '#shared/documents/resume-docx/resume-docx.ts';
import { buildResumePdf } from '#shared/documents/resume-pdf/resume-pdf.ts';
import { renderTaggedPdf } from '#shared/documents/tagged-pdf.ts';
import { findTemplate } from '#shared/templates/catalogue.ts';
import { registerBrowserFonts } from './browser-fonts.ts';
import type { RenderRequestMessage, RenderResponseMessage } from './render-protocol.ts';

/**
 * The document engine off the main thread: layout, font subsetting and PDF/DOCX writing
 * take tens to hundreds of milliseconds, which on the page would make typing stutter.
 * Imports are static on purpose: the worker is itself the lazily loaded part, and Vite
 * bundles a classic-format worker as one file.
 */
// The client compiles against the DOM library, not WebWorker: type the little used here.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<RenderRequestMessage>) => void) | null;
  postMessage(message: RenderResponseMessage, transfer?: Transferable[]): void;
};

async function render(request: RenderRequestMessage): Promise<ArrayBuffer> {
  const { format } = request;
  const job = 'letter' in request ? request.letter : request.input;
  const template = findTemplate(job.templateId);
  if (!template) throw new Error(`Unknown template ${job.templateId}`);
  const options = { pageSize: job.pageSize };
  if (format === 'pdf') {
    await registerBrowserFonts();
    const element =
      'letter' in request
        ? buildCoverLetterPdf(request.letter.letter, template, options)
        : buildResumePdf(request.input.data, template, options);
    const bytes = await renderTaggedPdf(element);
    return bytes.buffer as ArrayBuffer;
  }
  const document =
    'letter' in request
      ? buildCoverLetterDocx(request.letter.letter, template, options)
      : buildResumeDocx(request.input.data, template, options);
  return (await Packer.toBlob(document)).arrayBuffer();
}

scope.onmessage = (event) => {
  const request = event.data;
  render(request).then(
    (bytes) => {
      const reply: RenderResponseMessage = { id: request.id, ok: true, bytes };
      scope.postMessage(reply, [bytes]);
    },
    (err: unknown) => {
      const reply: RenderResponseMessage = {
        id: request.id,
        ok: false,
        message: err instanceof Error ? err.message : String(err),
      };
      scope.postMessage(reply);
    },
  );
};
