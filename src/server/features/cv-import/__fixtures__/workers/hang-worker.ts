import { parentPort } from 'node:worker_threads';

// A worker that takes every job and never finishes it (a file that sends a parser into a loop).
parentPort?.on('message', () => {
  for (;;) {
    // busy forever: only terminating the thread stops this
  }
});
parentPort?.postMessage({ ready: true });
