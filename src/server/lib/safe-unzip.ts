import { Worker } from 'node:worker_threads';
import type { UnzipJob, UnzipReply } from './safe-unzip-worker.ts';
import {
  ZipRefusal,
  checkInflateLimits,
  rawEntries,
  type InflateLimits,
  type OpenedZip,
} from './safe-zip.ts';

/**
 * Inflates entries of an opened ZIP (safe-zip.ts) off the server's main thread, so an
 * archive that takes long to inflate costs a worker, never the answers to other requests.
 *
 * One worker per call, ended when it answers. Calls are rare (a data import) and each can
 * hold a lot of memory for a moment: a worker that ends gives back everything it
 * allocated, and terminating it is the only way to stop a thread busy inflating, so a
 * long-lived pool would save only the start-up (about 0.1 s) and keep a warm heap. At most
 * `MAX_RUNNING` calls inflate at once (two cores; each may produce up to its archive cap),
 * the others wait their turn.
 *
 * - Declared sizes are checked against `limits` before a worker starts.
 * - The worker streams each entry and refuses one that yields more than it declares.
 * - The main thread stops the worker after `timeLimitMs` (counted from when the worker has
 *   the job) and refuses with 'time-limit'.
 * - The inflated entries come back as transferred ArrayBuffers (no copy).
 */

const UNZIP_TIME_LIMIT_MS = 20_000;
const MAX_RUNNING = 2;

export interface UnzipOptions {
  timeLimitMs?: number;
  /** A different worker script (tests). */
  workerUrl?: URL;
}

let running = 0;
const waiting: (() => void)[] = [];

async function turn(): Promise<() => void> {
  if (running >= MAX_RUNNING) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
}

/** The named entries, inflated in a worker thread; refuses with `ZipRefusal`. */
export async function inflateOffThread(
  zip: OpenedZip,
  names: readonly string[],
  limits: InflateLimits,
  options: UnzipOptions = {},
): Promise<Map<string, Uint8Array>> {
  const located = rawEntries(zip, names);
  checkInflateLimits(located, limits);
  // Copies of just these entries' compressed bytes, moved to the worker (a view would clone
  // the whole archive).
  const entries = located.map((entry) => ({ ...entry, data: entry.data.slice() }));
  const release = await turn();
  try {
    return await runWorker(
      { entries, limits },
      entries.map((entry) => entry.data.buffer),
      options.timeLimitMs ?? UNZIP_TIME_LIMIT_MS,
      options.workerUrl ?? new URL('./safe-unzip-worker.ts', import.meta.url),
    );
  } finally {
    release();
  }
}

function runWorker(
  job: UnzipJob,
  transfer: ArrayBuffer[],
  timeLimitMs: number,
  workerUrl: URL,
): Promise<Map<string, Uint8Array>> {
  return new Promise((resolve, reject) => {
    // The worker is TypeScript: register tsx inside it before loading the script (a worker
    // does not inherit the parent's `--import tsx` loader hooks on Node 20).
    const boot = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(workerUrl.href)}); })`;
    const worker = new Worker(boot, {
      eval: true,
      // The entries are ArrayBuffers, outside this heap; the heap holds only the inflater.
      resourceLimits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16 },
      stdout: false,
      stderr: false,
    });
    let timer: NodeJS.Timeout | undefined;
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      finish();
      void worker.terminate();
    };
    worker.on('message', (message: UnzipReply | { ready: true }) => {
      if ('ready' in message) {
        timer = setTimeout(() => settle(() => reject(new ZipRefusal('time-limit'))), timeLimitMs);
        worker.postMessage(job, transfer);
        return;
      }
      settle(() =>
        message.ok
          ? resolve(new Map(message.files))
          : reject(new ZipRefusal(message.reason, message.entry)),
      );
    });
    worker.on('error', () => {
      /* reported through 'exit' */
    });
    worker.once('exit', () =>
      settle(() => reject(new Error('the unzip worker stopped without an answer'))),
    );
  });
}
