import { spawn } from 'node:child_process';
import path from 'node:path';
import { track } from './processes.ts';

/**
 * Where the bench builds the client, apart from dist/client and the e2e builds.
 * BENCH_CLIENT_DIR picks another folder (two bench runs at once must not share one).
 */
const BENCH_CLIENT_DIR = process.env.BENCH_CLIENT_DIR ?? '.tmp/bench-client';

/**
 * `vite build` into `outDir` with a manifest (.vite/manifest.json), which the bundle suite
 * reads to know which chunks each route loads. The flag keeps the manifest out of the
 * production build that `npm start` serves.
 */
export function buildClient(root: string, outDir = BENCH_CLIENT_DIR): Promise<string> {
  const absolute = path.resolve(root, outDir);
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  return new Promise((resolve, reject) => {
    let output = '';
    const child = track(
      spawn(
        process.execPath,
        [vite, 'build', '--logLevel', 'warn', '--outDir', absolute, '--emptyOutDir', '--manifest'],
        { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
      ),
    );
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve(absolute);
      else reject(new Error(`vite build failed (${signal ?? `exit ${code}`}):\n${output}`));
    });
  });
}
