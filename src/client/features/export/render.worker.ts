import { pdf } from '@react-pdf/renderer';
import { Packer } from 'docx';
import { buildResumeDocx } from '#shared/documents/resume-docx/resume-docx.ts';
import { buildResumePdf } from '#shared/documents/resume-pdf/resume-pdf.ts';
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

async function render({ format, input }: RenderRequestMessage): Promise<ArrayBuffer> {
  const template = findTemplate(input.templateId);
  if (!template) throw new Error(`Unknown template ${input.templateId}`);
  if (format === 'pdf') {
    await registerBrowserFonts();
    const blob = await pdf(
      buildResumePdf(input.data, template, { pageSize: input.pageSize }),
    ).toBlob();
    return blob.arrayBuffer();
  }
  const blob = await Packer.toBlob(
    buildResumeDocx(input.data, template, { pageSize: input.pageSize }),
  );
  return blob.arrayBuffer();
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
