import { parentPort } from 'node:worker_threads';
import { CvExtractionError } from './cv-text.ts';
import { warmUpPdfReader } from './extract-pdf-text.ts';
import { extractProfileLocally } from './extract-profile.ts';
import type { WorkerReply, WorkerRequest } from './extraction-runner.ts';
import { reviewMarks } from './review-marks.ts';

/**
 * The extraction worker: parses untrusted files away from the server's thread, so a
 * file that hangs or exhausts memory costs this worker, not the server.
 */
parentPort?.on('message', (request: WorkerRequest) => {
  void (async () => {
    let reply: WorkerReply;
    try {
      // Bounded by extractProfileLocally: the text to the lines read, the profile to the
      // resume's limits. The main thread copies and answers this, never the whole file.
      const { profile, text, leftOut } = await extractProfileLocally(request.bytes, {
        idBase: request.idBase,
      });
      reply = {
        id: request.id,
        ok: true,
        profile,
        leftOut,
        // Checked here, on the lines just read, so the server's thread does no text work.
        review: reviewMarks(profile, text.lines),
        lines: text.lines,
        format: text.format,
        multiColumn: text.multiColumn,
      };
    } catch (err) {
      reply =
        err instanceof CvExtractionError
          ? { id: request.id, ok: false, code: err.code, message: err.message }
          : {
              id: request.id,
              ok: false,
              code: 'DAMAGED',
              message:
                'The file could not be read: it is damaged or in a form this reader does not support.',
            };
    }
    parentPort?.postMessage(reply);
  })();
});
// Ready once pdf.js is loaded: the first upload's time limit does not pay for it.
void warmUpPdfReader().finally(() => parentPort?.postMessage({ ready: true }));
