import { parentPort, threadId } from 'node:worker_threads';
import type { RenderJob, RenderReply } from './render-pool.ts';

/**
 * A stand-in render worker for render-pool.test.ts, to drive the pool's failure paths:
 * a job whose person is named 'hang' never finishes, 'crash' ends the worker, 'fail'
 * answers an error, 'env' answers the worker's NODE_ENV, 'thread' the worker's thread id;
 * any other job answers its name as the file's bytes.
 */
parentPort?.on('message', (job: RenderJob) => {
  const name = job.task.kind === 'resume' ? job.task.request.personal_info.fullName : '';
  if (name === 'hang') return;
  if (name === 'crash') process.exit(3);
  const reply: RenderReply =
    name === 'fail'
      ? { id: job.id, ok: false, message: 'layout failed' }
      : {
          id: job.id,
          ok: true,
          body: new TextEncoder().encode(
            name === 'env'
              ? // eslint-disable-next-line no-restricted-syntax -- what the pool started the worker with
                String(process.env.NODE_ENV)
              : name === 'thread'
                ? String(threadId)
                : name,
          ),
          contentType: 'text/plain',
          fileName: `${name}.txt`,
        };
  parentPort?.postMessage(reply);
});
parentPort?.postMessage({ ready: true });
