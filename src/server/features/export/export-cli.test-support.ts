import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');

/** `npm run export` (scripts/export.ts) with `args`: its exit code and output, failed or not. */
export const exportCli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/export.ts', ...args], { cwd: root }).then(
    (r) => ({ code: 0, ...r }),
    (err: { code: number; stdout: string; stderr: string }) => err,
  );

/**
 * A temporary folder for the CLI's input and output files, made in beforeAll and removed in
 * afterAll; returns the path of a file in it (read inside tests and later hooks).
 */
export function useTempDir(prefix: string): (name: string) => string {
  let dir = '';
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return (name) => path.join(dir, name);
}
