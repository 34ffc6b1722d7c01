import type {
  RenderJob,
  RenderRequestMessage,
  RenderResponseMessage,
  WorkerFormat,
} from './render-protocol.ts';
import { memoizeRenders, type RenderInput } from './render-request.ts';

/**
 * The page's side of the render worker: one worker, started on first use (so no route
 * downloads the engine before it is needed), requests matched to replies by id.
 */
let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, { resolve: (b: Uint8Array) => void; reject: (e: Error) => void }>();

function failAll(error: Error) {
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
}

function getWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./render.worker.ts', import.meta.url), {
    type: 'module',
    name: 'document-renderer',
  });
  started.onmessage = (event: MessageEvent<RenderResponseMessage>) => {
    const reply = event.data;
    const request = pending.get(reply.id);
    if (!request) return;
    pending.delete(reply.id);
    if (reply.ok) request.resolve(new Uint8Array(reply.bytes));
    else request.reject(new Error(reply.message));
  };
  started.onerror = (event) => {
    // A worker that failed to load or crashed: reject what waits, start afresh next time.
    event.preventDefault();
    failAll(new Error(event.message || 'The document renderer stopped.'));
    started.terminate();
    if (worker === started) worker = undefined;
  };
  worker = started;
  return started;
}

/** Renders a resume or (letter-render.ts) a cover letter in the worker. */
export function renderJobInWorker(format: WorkerFormat, job: RenderJob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    const message: RenderRequestMessage = { id, format, ...job };
    getWorker().postMessage(message);
  });
}

function renderInWorker(format: WorkerFormat, input: RenderInput): Promise<Uint8Array> {
  return renderJobInWorker(format, { input });
}

/** The PDF of an input; the same input gives the same bytes (see memoizeRenders). */
export const renderPdf = memoizeRenders((input) => renderInWorker('pdf', input));

export const renderDocx = memoizeRenders((input) => renderInWorker('docx', input), 1);

export async function renderTxt(input: RenderInput): Promise<Uint8Array> {
  const [{ buildResumeTxt }, { findTemplate }] = await Promise.all([
    import('#shared/documents/resume-txt/resume-txt.ts'),
    import('#shared/templates/catalogue.ts'),
  ]);
  const layout = findTemplate(input.templateId)?.layout;
  return new TextEncoder().encode(buildResumeTxt(input.data, { layout }));
}
