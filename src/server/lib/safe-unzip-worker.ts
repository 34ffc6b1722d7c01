import { parentPort } from 'node:worker_threads';
import {
  ZipRefusal,
  inflateEntries,
  type InflateLimits,
  type RawEntry,
  type ZipRefusalReason,
} from './safe-zip.ts';

/** One job per worker (safe-unzip.ts): the entries' compressed bytes in, inflated bytes out. */
export interface UnzipJob {
  entries: RawEntry[];
  limits: InflateLimits;
}

export type UnzipReply =
  | { ok: true; files: [string, Uint8Array<ArrayBuffer>][] }
  | { ok: false; reason: ZipRefusalReason; entry?: string };

parentPort?.on('message', (job: UnzipJob) => {
  let reply: UnzipReply;
  try {
    reply = { ok: true, files: [...inflateEntries(job.entries, job.limits)] };
  } catch (err) {
    if (!(err instanceof ZipRefusal)) throw err; // the worker dies; the caller sees it exit
    reply = { ok: false, reason: err.reason, entry: err.entry };
  }
  // Each entry has an ArrayBuffer of its own: moved to the caller, not copied.
  parentPort?.postMessage(reply, reply.ok ? reply.files.map(([, bytes]) => bytes.buffer) : []);
});
parentPort?.postMessage({ ready: true });
