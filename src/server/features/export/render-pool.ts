import { Worker } from 'node:worker_threads';
import { renderWorkerEnv } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { FairQueue } from '../../lib/fair-queue.ts';
import type { RenderedDocument } from './export.service.ts';
import {
  EXPORT_MAX_CHARACTERS,
  EXPORT_MAX_PAGES,
  pageLimitMessage,
  textCharacters,
  tooMuchTextMessage,
  type PagedDocument,
} from './page-limit.ts';
import type { RenderTask } from './render-task.ts';

/**
 * Server exports render in worker threads (ADR 0016): react-pdf lays out a long resume in
 * 100–250 ms of CPU, and on the server's own thread every other request (a save, a page)
 * would wait for it. Each worker renders one document at a time.
 *
 * - Jobs wait in one line per requester (a user, or a client IP for visitors) and are
 *   served in turn, the requester served least recently first (lib/fair-queue.ts): one
 *   requester's batch of long exports does not hold up another's single page (ADR 0025).
 * - At most `maxQueuedPerRequester` jobs of one requester wait; more answer 429 at once.
 * - A PDF with more than `maxPages` pages is refused with 422 once it is laid out, before it
 *   is drawn (page-limit.ts).
 * - A job that runs longer than `timeoutMs` is stopped by terminating its worker (a new one
 *   starts for the next job) and answers 503.
 * - At most `maxQueue` jobs wait; more answer 503 with Retry-After at once (a flood of
 *   exports must not grow memory without bound).
 * - A worker that crashes fails its job (500) and is replaced.
 * - Idle workers do not keep the process alive.
 */

export interface RenderJob {
  id: number;
  task: RenderTask;
  /** A PDF with more pages is refused after its layout, before it is drawn. */
  maxPages: number;
}

export type RenderReply =
  | { id: number; ok: true; body: Uint8Array; contentType: string; fileName: string }
  | {
      id: number;
      ok: false;
      message: string;
      /** Set when the document was over the page limit (answered 422). */
      pageLimit?: { document: PagedDocument; pages: number; maxPages: number };
    };

export interface RenderPoolOptions {
  /** Worker threads (each renders one document at a time). */
  size?: number;
  timeoutMs?: number;
  maxQueue?: number;
  maxQueuedPerRequester?: number;
  /** The most pages a PDF may have (page-limit.ts). */
  maxPages?: number;
  /** A different worker script (tests). */
  workerUrl?: URL;
  /**
   * Starts a job's time limit and answers a function that cancels it. Tests pass timers
   * they fire themselves, so whether a job is stopped never depends on the machine's speed.
   */
  startTimer?: StartTimer;
}

export type StartTimer = (onTimeout: () => void, ms: number) => () => void;

const realTimer: StartTimer = (onTimeout, ms) => {
  const timer = setTimeout(onTimeout, ms);
  return () => clearTimeout(timer);
};

const RENDER_TIMEOUT_MS = 30_000;
const RENDER_MAX_QUEUE = 64;
const RENDER_MAX_QUEUED_PER_REQUESTER = 4;

interface Pending {
  job: RenderJob;
  resolve: (doc: RenderedDocument) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  running: Pending | undefined;
  cancelTimer: (() => void) | undefined;
}

export class RenderPool {
  private readonly slots: (Slot | undefined)[];
  private readonly queue = new FairQueue<Pending>();
  private nextId = 1;
  private readonly timeoutMs: number;
  private readonly maxQueue: number;
  private readonly maxQueuedPerRequester: number;
  private readonly maxPages: number;
  private readonly workerUrl: URL;
  private readonly startTimer: StartTimer;

  constructor(options: RenderPoolOptions = {}) {
    this.slots = Array.from({ length: Math.max(1, options.size ?? 1) }, () => undefined);
    this.timeoutMs = options.timeoutMs ?? RENDER_TIMEOUT_MS;
    this.maxQueue = options.maxQueue ?? RENDER_MAX_QUEUE;
    this.maxQueuedPerRequester = options.maxQueuedPerRequester ?? RENDER_MAX_QUEUED_PER_REQUESTER;
    this.maxPages = options.maxPages ?? EXPORT_MAX_PAGES;
    this.workerUrl = options.workerUrl ?? new URL('./render-worker.ts', import.meta.url);
    this.startTimer = options.startTimer ?? realTimer;
  }

  /**
   * Renders one export in a worker. `requester` names whose job it is (`user:<id>`,
   * `ip:<bucket>`): jobs are served in turn between requesters.
   */
  render(task: RenderTask, requester = 'anonymous'): Promise<RenderedDocument> {
    const paged = pagedDocument(task);
    if (paged && textCharacters(task.request) > EXPORT_MAX_CHARACTERS) {
      return Promise.reject(
        new AppError('UNPROCESSABLE_CONTENT', 422, tooMuchTextMessage(paged, this.maxPages)),
      );
    }
    if (this.queue.size >= this.maxQueue) {
      return Promise.reject(
        new AppError(
          'SERVICE_UNAVAILABLE',
          503,
          'Too many downloads are being prepared right now. Please try again in a moment.',
          undefined,
          { 'Retry-After': '5' },
        ),
      );
    }
    if (this.queue.sizeOf(requester) >= this.maxQueuedPerRequester) {
      return Promise.reject(
        new AppError(
          'RATE_LIMITED',
          429,
          `You have ${this.maxQueuedPerRequester} downloads waiting already. Please wait for them to finish, then try again.`,
          undefined,
          { 'Retry-After': '5' },
        ),
      );
    }
    return new Promise((resolve, reject) => {
      this.queue.push(requester, {
        job: { id: this.nextId++, task, maxPages: this.maxPages },
        resolve,
        reject,
      });
      this.pump();
    });
  }

  /** Starts every worker ahead of the first job (loading react-pdf takes about a second). */
  async warmUp(): Promise<void> {
    await Promise.all(this.slots.map((_, i) => this.slot(i).ready));
  }

  async close(): Promise<void> {
    const workers = this.slots.map((slot) => slot?.worker);
    this.slots.fill(undefined);
    await Promise.all(workers.map((w) => w?.terminate()));
  }

  private slot(index: number): Slot {
    const existing = this.slots[index];
    if (existing) return existing;
    // The worker is TypeScript: register tsx inside it before loading the script (a worker
    // does not inherit the parent's `--import tsx` loader hooks on Node 20).
    const boot = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(this.workerUrl.href)}); })`;
    const worker = new Worker(boot, {
      eval: true,
      env: renderWorkerEnv(),
      resourceLimits: { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 64 },
      stdout: false,
      stderr: false,
    });
    let markReady: () => void = () => {};
    const slot: Slot = {
      worker,
      ready: new Promise<void>((resolve) => (markReady = resolve)),
      running: undefined,
      cancelTimer: undefined,
    };
    this.slots[index] = slot;
    worker.on('message', (message: RenderReply | { ready: true }) => {
      if ('ready' in message) {
        markReady();
        return;
      }
      const pending = slot.running;
      if (!pending || pending.job.id !== message.id) return;
      this.done(slot);
      if (message.ok) {
        pending.resolve({
          body: message.body,
          contentType: message.contentType,
          fileName: message.fileName,
        });
      } else if (message.pageLimit) {
        const { document, pages, maxPages } = message.pageLimit;
        pending.reject(
          new AppError('UNPROCESSABLE_CONTENT', 422, pageLimitMessage(document, pages, maxPages)),
        );
      } else {
        pending.reject(new Error(`export rendering failed: ${message.message}`));
      }
      this.pump();
    });
    worker.on('error', () => {
      /* reported through 'exit' */
    });
    worker.once('exit', () => {
      markReady();
      if (this.slots[index] === slot) this.slots[index] = undefined;
      const pending = slot.running;
      if (pending) {
        this.done(slot);
        pending.reject(new Error('the export render worker stopped'));
      }
      this.pump();
    });
    worker.unref();
    return slot;
  }

  private done(slot: Slot) {
    slot.cancelTimer?.();
    slot.cancelTimer = undefined;
    slot.running = undefined;
    slot.worker.unref();
  }

  private pump(): void {
    for (let i = 0; i < this.slots.length && this.queue.size > 0; i += 1) {
      const current = this.slots[i];
      if (current?.running) continue;
      const slot = this.slot(i);
      const pending = this.queue.shift()!;
      slot.running = pending;
      // Keep the process alive while a job runs; an idle worker does not.
      slot.worker.ref();
      // From the moment the job is given to the worker (a cold worker's start counts too).
      slot.cancelTimer = this.startTimer(() => {
        if (slot.running !== pending) return;
        this.done(slot);
        this.slots[i] = undefined;
        void slot.worker.terminate();
        pending.reject(
          new AppError(
            'SERVICE_UNAVAILABLE',
            503,
            `Preparing the download took longer than ${Math.round(this.timeoutMs / 1000)} seconds and was stopped. Please try again.`,
          ),
        );
        this.pump();
      }, this.timeoutMs);
      void slot.ready.then(() => {
        if (slot.running !== pending || this.slots[i] !== slot) return;
        slot.worker.postMessage(pending.job);
      });
    }
  }
}

let shared: RenderPool | undefined;

/** The process's render pool, created on first use. */
export function renderPool(options?: RenderPoolOptions): RenderPool {
  shared ??= new RenderPool(options);
  return shared;
}

/** The document a task lays out as pages (a PDF, or a pack that holds PDFs); none for DOCX/TXT. */
function pagedDocument(task: RenderTask): PagedDocument | undefined {
  if (task.kind === 'application-pack') return 'resume';
  if (task.format !== 'pdf') return undefined;
  return task.kind === 'resume' ? 'resume' : 'cover letter';
}
