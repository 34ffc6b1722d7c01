import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Row } from './types.ts';

export interface Machine {
  cpuCount: number;
  cpuModel: string;
  totalMemoryGb: number;
  node: string;
  platform: string;
  /** 1-minute load average when the suite started: other work on the machine skews timings. */
  loadAverage1m: number;
}

export interface SuiteResult {
  suite: string;
  date: string;
  durationMs: number;
  commit: string | undefined;
  machine: Machine;
  rows: Row[];
  /** Set when the suite crashed; rows is then empty. */
  error?: string;
}

export function machineFacts(): Machine {
  const cpus = os.cpus();
  return {
    cpuCount: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    totalMemoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    loadAverage1m: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
  };
}

/** The checked-out commit (read-only git query), with "-dirty" when the tree has changes. */
export function currentCommit(root: string): string | undefined {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root })
      .toString()
      .trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: root,
    })
      .toString()
      .trim();
    return dirty ? `${head}-dirty` : head;
  } catch {
    return undefined;
  }
}

/** Writes bench/results/<suite>.json and returns its path. */
export function writeResult(
  resultsDir: string,
  result: SuiteResult,
  fileName: string = result.suite,
): string {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${fileName}.json`);
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}
