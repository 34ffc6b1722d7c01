import { Worker } from 'node:worker_threads';
import { CV_EXTRACTION_TIMEOUT_MS } from '#shared/cv-import/cv-import.limits.ts';
import type {
  CvLeftOut,
  CvReviewMark,
  ExtractedProfile,
} from '#shared/cv-import/cv-import.schema.ts';
import type { CvExtractionError, CvLine, CvText } from './cv-text.ts';

/**
 * Runs extractions in one worker thread with a time limit and a memory limit. A job that
 * runs over its time is stopped by terminating the worker (the only way to stop a busy
 * thread); a crash rejects the job with a clean error. The next job starts a new worker.
 * Jobs run one at a time: parsing is CPU work and the machine has few cores.
 */

export interface WorkerRequest {
  id: number;
  bytes: Uint8Array;
  idBase: number;
}

export type WorkerReply =
  | {
      id: number;
      ok: true;
      /** Within the resume's limits. */
      profile: ExtractedProfile;
      /** What the worker did not read or keep (extract-profile.ts). */
      leftOut: CvLeftOut;
      /** What to check in `profile`, found against the lines read (review-marks.ts). */
      review: CvReviewMark[];
      /** The lines read (CV_TEXT_LIMITS), for a model to interpret. */
      lines: CvLine[];
      format: CvText['format'];
      multiColumn: boolean;
    }
  | { id: number; ok: false; code: CvExtractionError['code']; message: string };

export interface RunnerOptions {
  /** Time one job may take before its worker is stopped (default CV_EXTRACTION_TIMEOUT_MS). */
  timeoutMs?: number;
  /** V8 old-generation heap limit of the worker, MB. */
  maxHeapMb?: number;
  /** A different worker script (tests use one that hangs or crashes on purpose). */
  workerUrl?: URL;
}

interface Job {
  request: WorkerRequest;
  resolve: (reply: WorkerReply) => void;
}

export class ExtractionRunner {
  private worker: Worker | undefined;
  private ready: Promise<void> | undefined;
  private queue: Job[] = [];
  private running: Job | undefined;
  private nextId = 1;
  private readonly timeoutMs: number;
  private readonly maxHeapMb: number;
  private readonly workerUrl: URL;

  constructor(options: RunnerOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? CV_EXTRACTION_TIMEOUT_MS;
    this.maxHeapMb = options.maxHeapMb ?? 256;
    this.workerUrl = options.workerUrl ?? new URL('./extraction-worker.ts', import.meta.url);
  }

  /** Extracts in the worker; never rejects: failures come back as `{ok: false}` replies. */
  run(bytes: Uint8Array, idBase: number = Date.now()): Promise<WorkerReply> {
    return new Promise((resolve) => {
      this.queue.push({ request: { id: this.nextId++, bytes, idBase }, resolve });
      this.pump();
    });
  }

  /** Starts the worker ahead of the first job (module loading takes most of a second). */
  warmUp(): Promise<void> {
    return this.ensureWorker().ready;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.ready = undefined;
    if (worker) await worker.terminate();
  }

  private ensureWorker(): { worker: Worker; ready: Promise<void> } {
    if (this.worker && this.ready) return { worker: this.worker, ready: this.ready };
    // The worker is TypeScript: register tsx inside it before loading the script (a
    // worker does not inherit the parent's `--import tsx` loader hooks on Node 20).
    const boot = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(this.workerUrl.href)}); })`;
    const worker = new Worker(boot, {
      eval: true,
      resourceLimits: {
        maxOldGenerationSizeMb: this.maxHeapMb,
        maxYoungGenerationSizeMb: 32,
        stackSizeMb: 4,
      },
      stdout: false,
      stderr: false,
    });
    this.worker = worker;
    this.ready = new Promise<void>((resolve) => {
      const onReady = (m: unknown) => {
        if ((m as { ready?: boolean }).ready) {
          worker.off('message', onReady);
          worker.unref();
          resolve();
        }
      };
      worker.on('message', onReady);
      worker.once('exit', () => resolve());
    });
    worker.on('message', (reply: WorkerReply | { ready: true }) => {
      if ('ready' in reply) return;
      if (this.running && reply.id === this.running.request.id) this.finish(reply);
    });
    worker.on('error', () => {
      /* reported through 'exit' */
    });
    worker.on('exit', () => {
      if (this.worker === worker) {
        this.worker = undefined;
        this.ready = undefined;
      }
      if (this.running && this.runningWorker === worker) {
        this.finish({
          id: this.running.request.id,
          ok: false,
          code: 'ENGINE_FAILED',
          message:
            'Reading the file failed: it needed more memory than a CV can, or the reader crashed.',
        });
      }
    });
    // Adding a 'message' listener refs the worker again, so unref after the last one:
    // an idle worker must not keep the process (a CLI, a test) alive.
    worker.unref();
    return { worker, ready: this.ready };
  }

  private timer: NodeJS.Timeout | undefined;
  /** The worker the running job was given to (a stopped worker's exit must not end the next job). */
  private runningWorker: Worker | undefined;

  private pump(): void {
    if (this.running || this.queue.length === 0) return;
    const job = this.queue.shift()!;
    this.running = job;
    const { worker, ready } = this.ensureWorker();
    this.runningWorker = worker;
    // Keep the process alive while a job runs; an idle worker does not.
    worker.ref();
    void ready.then(() => {
      if (this.running !== job) return;
      if (this.worker !== worker) return; // it died while starting; 'exit' finished the job
      this.timer = setTimeout(() => {
        if (this.running !== job) return;
        const reply: WorkerReply = {
          id: job.request.id,
          ok: false,
          code: 'TIMEOUT',
          message: `Reading the file took longer than ${Math.round(this.timeoutMs / 1000)} seconds and was stopped.`,
        };
        this.running = undefined;
        job.resolve(reply);
        const stuck = this.worker;
        this.worker = undefined;
        this.ready = undefined;
        void stuck?.terminate();
        this.pump();
      }, this.timeoutMs);
      worker.postMessage(job.request);
    });
  }

  private finish(reply: WorkerReply): void {
    const job = this.running;
    if (!job) return;
    clearTimeout(this.timer);
    this.running = undefined;
    this.runningWorker?.unref();
    job.resolve(reply);
    this.pump();
  }
}
