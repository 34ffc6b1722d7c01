import { parentPort } from 'node:worker_threads';
import { warmUpPdfEngine } from './export.service.ts';
import { PageLimitError } from './page-limit.ts';
import type { RenderJob, RenderReply } from './render-pool.ts';
import { renderTask } from './render-task.ts';

/**
 * A render worker (render-pool.ts): renders exports away from the server's event loop, so
 * a PDF (100–250 ms of CPU for a long resume) does not hold up every other request.
 */
parentPort?.on('message', (job: RenderJob) => {
  void (async () => {
    let reply: RenderReply;
    const transfer: ArrayBuffer[] = [];
    try {
      const doc = await renderTask(job.task, { maxPages: job.maxPages });
      // A view of its own buffer, so the bytes can be moved to the server thread, not copied.
      const body =
        doc.body.byteOffset === 0 && doc.body.byteLength === doc.body.buffer.byteLength
          ? doc.body
          : doc.body.slice();
      transfer.push(body.buffer as ArrayBuffer);
      reply = { id: job.id, ok: true, body, contentType: doc.contentType, fileName: doc.fileName };
    } catch (err) {
      reply = { id: job.id, ok: false, message: err instanceof Error ? err.message : String(err) };
      if (err instanceof PageLimitError) {
        reply.pageLimit = { document: err.document, pages: err.pages, maxPages: err.maxPages };
      }
    }
    parentPort?.postMessage(reply, transfer);
  })();
});

// Ready once the PDF engine and its fonts are loaded: no job pays for that.
void warmUpPdfEngine().finally(() => parentPort?.postMessage({ ready: true }));
