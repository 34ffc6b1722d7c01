import { parentPort } from 'node:worker_threads';

// A worker that eats memory until the heap limit kills it (a file that inflates without end).
parentPort?.on('message', () => {
  const hoard: number[][] = [];
  for (;;) hoard.push(new Array<number>(1_000_000).fill(1));
});
parentPort?.postMessage({ ready: true });
