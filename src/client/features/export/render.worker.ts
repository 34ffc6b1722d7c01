import { Packer } from 'docx';
import { buildCoverLetterDocx } from '#shared/documents/cover-letter-docx/cover-letter-docx.ts';
import { buildCoverLetterPdf } from '#shared/documents/cover-letter-pdf/cover-letter-pdf.ts';
import { buildResumeDocx } from '#shared/documents/resume-docx/resume-docx.ts';
import { buildResumePdf } from '#shared/documents/resume-pdf/resume-pdf.ts';
import { followResume } from '#shared/documents/resume-style.ts';
import { layOutPdfDocument, renderTaggedPdf } from '#shared/documents/tagged-pdf.ts';
import { findTemplate } from '#shared/templates/catalogue.ts';
import { registerBrowserFonts } from './browser-fonts.ts';
import { drawLayout } from './canvas-pages.ts';
import { renderJobs, type Checkpoint } from './render-jobs.ts';
import type {
  RenderCancelMessage,
  RenderOutput,
  RenderRequestMessage,
  RenderResponseMessage,
} from './render-protocol.ts';

/**
 * The document engine off the main thread: layout, font subsetting and PDF/DOCX writing
 * take tens to hundreds of milliseconds, which on the page would make typing stutter.
 * Imports are static on purpose: the worker is itself the lazily loaded part, and Vite
 * bundles a classic-format worker as one file.
 */
// The client compiles against the DOM library, not WebWorker: type the little used here.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<RenderRequestMessage | RenderCancelMessage>) => void) | null;
  postMessage(message: RenderResponseMessage, transfer?: Transferable[]): void;
};

function templateOf(templateId: number) {
  const template = findTemplate(templateId);
  if (!template) throw new Error(`Unknown template ${templateId}`);
  return template;
}

/**
 * A PDF of the element. A live preview that newer typing overtook stops at a checkpoint:
 * before anything is done (the cancel may already wait) or after the layout, before the
 * drawing and the writing of the file (render-jobs.ts).
 */
async function pdfBuffer(
  element: Parameters<typeof renderTaggedPdf>[0],
  checkpoint: Checkpoint,
): Promise<ArrayBuffer> {
  await registerBrowserFonts();
  await checkpoint();
  return (await renderTaggedPdf(element, { onLayout: checkpoint })).buffer as ArrayBuffer;
}

/**
 * Whether this worker can draw pages itself. A browser without canvases in workers gets the
 * PDF for its preview instead, and the page draws that with pdf.js (bitmap-pages.ts).
 */
const CAN_DRAW_PAGES = typeof OffscreenCanvas !== 'undefined' && typeof Path2D !== 'undefined';

/**
 * The PDF's pages drawn `pixelWidth` pixels wide, from the layout the PDF is written from
 * (canvas-pages.ts): for a live preview, which needs the picture, not the file. It stops at
 * the same checkpoints as a PDF.
 */
async function pageBitmaps(
  element: Parameters<typeof renderTaggedPdf>[0],
  pixelWidth: number,
  checkpoint: Checkpoint,
): Promise<RenderOutput> {
  await registerBrowserFonts();
  await checkpoint();
  const layout = await layOutPdfDocument(element);
  await checkpoint();
  return drawLayout(layout, pixelWidth);
}

async function render(
  request: RenderRequestMessage,
  checkpoint: Checkpoint,
): Promise<RenderOutput> {
  const { format, pixelWidth = 0 } = request;
  const output = (element: Parameters<typeof renderTaggedPdf>[0]) =>
    format === 'pages' && CAN_DRAW_PAGES
      ? pageBitmaps(element, pixelWidth, checkpoint)
      : pdfBuffer(element, checkpoint);
  if ('letter' in request) {
    const job = request.letter;
    // A letter follows its resume's look and language on the paper chosen for it.
    const { template, options } = followResume(templateOf(job.templateId), job.resume, {
      pageSize: job.pageSize,
    });
    return format === 'docx'
      ? (await Packer.toBlob(buildCoverLetterDocx(job.letter, template, options))).arrayBuffer()
      : output(buildCoverLetterPdf(job.letter, template, options));
  }
  // A resume's look, paper and language are in it (data.style, data.language).
  const { data, templateId } = request.input;
  const template = templateOf(templateId);
  return format === 'docx'
    ? (await Packer.toBlob(buildResumeDocx(data, template))).arrayBuffer()
    : output(buildResumePdf(data, template));
}

/**
 * The engine's code runs slowly until the JavaScript engine has optimised it, which takes a
 * few renders: the first edit after the preview appeared took 460 ms to show, later ones
 * about 190 (builder-preview bench). So after the first document, while the page has nothing
 * else for the worker, the same document is rendered again four times (results dropped;
 * the first edit then shows in about 255 ms). A job that arrives stops the warm-up, at the
 * warm-up render's next checkpoint.
 */
const WARM_UP_RENDERS = 4;
let warmedUp = false;
let jobsSeen = 0;

async function warmUp(request: RenderRequestMessage): Promise<void> {
  const seen = jobsSeen;
  const checkpoint = async () => {
    // Let a waiting job in first: it stops the warm-up.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (jobsSeen !== seen) throw new Error('A job arrived.');
  };
  try {
    for (let i = 0; i < WARM_UP_RENDERS; i += 1) {
      const output = await render(request, checkpoint);
      if (Array.isArray(output)) for (const page of output) page.bitmap.close();
    }
  } catch {
    // Stopped by a job, or failed like the job itself: nothing to report.
  }
}

const handle = renderJobs(
  async (request, checkpoint) => {
    const output = await render(request, checkpoint);
    if (!warmedUp && request.format !== 'docx') {
      warmedUp = true;
      // After the answer is posted (renderJobs replies in the same task).
      setTimeout(() => void warmUp(request), 0);
    }
    return output;
  },
  (message, transfer) => scope.postMessage(message, transfer),
);

scope.onmessage = (event) => {
  if (!('cancel' in event.data)) jobsSeen += 1;
  void handle(event.data);
};
