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
  // A letter's paper is chosen for it; a resume's is in its style, which the engine reads.
  const options = 'letter' in request ? { pageSize: request.letter.pageSize } : {};
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

/**
 * The engine's code runs slowly until the JavaScript engine has optimised it, which takes a
 * few renders: the first edit after the preview appeared took 460 ms to show, later ones
 * about 190 (builder-preview bench). So after the first PDF, while the page has nothing
 * else for the worker, the same document is rendered again four times (results dropped;
 * the first edit then shows in about 255 ms). A job that arrives stops the warm-up.
 */
const WARM_UP_RENDERS = 4;
let warmedUp = false;
let jobsSeen = 0;

async function warmUp(request: RenderRequestMessage): Promise<void> {
  const seen = jobsSeen;
  for (let i = 0; i < WARM_UP_RENDERS; i += 1) {
    // Let a waiting job in first: it stops the warm-up.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (jobsSeen !== seen) return;
    await render(request).catch(() => undefined);
  }
}

scope.onmessage = (event) => {
  const request = event.data;
  jobsSeen += 1;
  render(request).then(
    (bytes) => {
      const reply: RenderResponseMessage = { id: request.id, ok: true, bytes };
      scope.postMessage(reply, [bytes]);
      if (!warmedUp && request.format === 'pdf') {
        warmedUp = true;
        void warmUp(request);
      }
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
