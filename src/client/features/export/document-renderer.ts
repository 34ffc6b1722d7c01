import type { PreviewRendering } from './bitmap-pages.ts';
import type {
  RenderCancelMessage,
  RenderJob,
  RenderRequestMessage,
  RenderResponseMessage,
  WorkerFormat,
} from './render-protocol.ts';
import { RenderQueue } from './render-queue.ts';
import { memoizeRenders, type RenderInput } from './render-request.ts';

/**
 * The page's side of the render worker: one worker, started on first use (so no route
 * downloads the engine before it is needed), fed one job at a time by a RenderQueue so an
 * outdated live preview is skipped, or stopped if it is being rendered.
 */
let worker: Worker | undefined;
let nextId = 1;
let sentId: number | undefined;
const queue = new RenderQueue<RenderRequestMessage, PreviewRendering>(
  (message) => {
    sentId = message.id;
    getWorker().postMessage(message);
  },
  (message) => {
    const cancel: RenderCancelMessage = { cancel: message.id };
    worker?.postMessage(cancel);
  },
);

/**
 * Starts the worker ahead of the first job: a screen with a live preview calls it as it
 * mounts, so loading and compiling the engine (about half a second) overlaps the screen's
 * own loading instead of delaying the first preview.
 */
export function startRenderer(): void {
  getWorker();
}

function getWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./render.worker.ts', import.meta.url), {
    type: 'module',
    name: 'document-renderer',
  });
  started.onmessage = (event: MessageEvent<RenderResponseMessage>) => {
    const reply = event.data;
    if (reply.id !== sentId) return;
    sentId = undefined;
    queue.settle(
      reply.ok
        ? { ok: true, result: 'pages' in reply ? reply.pages : new Uint8Array(reply.bytes) }
        : 'cancelled' in reply
          ? { cancelled: true }
          : { ok: false, error: new Error(reply.message) },
    );
  };
  started.onerror = (event) => {
    // A worker that failed to load or crashed: reject what waits, start afresh next time.
    event.preventDefault();
    started.terminate();
    if (worker === started) worker = undefined;
    sentId = undefined;
    queue.failAll(new Error(event.message || 'The document renderer stopped.'));
  };
  worker = started;
  return started;
}

/**
 * Renders a resume or (letter-render.ts) a cover letter in the worker. With a `lane`, the
 * job is dropped if a newer job of that lane arrives before it starts (live previews).
 */
export function renderJobInWorker(
  format: Exclude<WorkerFormat, 'pages'>,
  job: RenderJob,
  lane?: string,
): Promise<Uint8Array> {
  return queue.add({ id: nextId++, format, ...job }, lane) as Promise<Uint8Array>;
}

/**
 * A live preview's pages: the document drawn in the worker, `pixelWidth` pixels wide, from
 * the layout its PDF is written from (canvas-pages.ts), or its PDF where the worker cannot
 * draw. Dropped when a newer job of its `lane` overtakes it.
 */
export function drawJobInWorker(
  job: RenderJob,
  pixelWidth: number,
  lane: string,
): Promise<PreviewRendering> {
  return queue.add({ id: nextId++, format: 'pages', pixelWidth, ...job }, lane);
}

/** The PDF of an input; the same input gives the same bytes (see memoizeRenders). */
export const renderPdf = memoizeRenders((input: RenderInput) =>
  renderJobInWorker('pdf', { input }),
);

/** The live preview's pages of an input, skipped when typing has overtaken them. */
export const previewPages = (input: RenderInput, pixelWidth: number) =>
  drawJobInWorker({ input }, pixelWidth, 'resume-preview');

export const renderDocx = memoizeRenders((input) => renderJobInWorker('docx', { input }), 1);

export async function renderTxt(input: RenderInput): Promise<Uint8Array> {
  const [{ buildResumeTxt }, { findTemplate }] = await Promise.all([
    import('#shared/documents/resume-txt/resume-txt.ts'),
    import('#shared/templates/catalogue.ts'),
  ]);
  const layout = findTemplate(input.templateId)?.layout;
  return new TextEncoder().encode(buildResumeTxt(input.data, { layout }));
}

/** The resume as Markdown: written on this thread, like TXT, its writer loaded with the download. */
export async function renderMarkdown(input: RenderInput): Promise<Uint8Array> {
  const [{ buildResumeMarkdown }, { findTemplate }] = await Promise.all([
    import('#shared/documents/resume-md/resume-md.ts'),
    import('#shared/templates/catalogue.ts'),
  ]);
  const layout = findTemplate(input.templateId)?.layout;
  return new TextEncoder().encode(buildResumeMarkdown(input.data, { layout }));
}
