import type { ChildProcess } from 'node:child_process';

/**
 * Everything the bench starts (servers, builds, Chromium) is registered here, so that the
 * runner can kill what is still alive when it ends, crashes or is interrupted.
 */
const cleanups = new Set<() => void>();

/** Registers a synchronous last-resort cleanup; returns a function that unregisters it. */
export function onExit(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** Tracks a child process until it exits; killed with SIGKILL if the bench ends first. */
export function track<T extends ChildProcess>(child: T): T {
  const forget = onExit(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  child.once('exit', forget);
  return child;
}

/**
 * Runs every registered cleanup once, newest first (a server goes before the folder it
 * uses). Idempotent and synchronous, so it can run from an 'exit' handler.
 */
export function killAll(): void {
  for (const cleanup of [...cleanups].reverse()) {
    cleanups.delete(cleanup);
    try {
      cleanup();
    } catch {
      // Best effort: the process may already be gone.
    }
  }
}

export function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Resolves when the child has exited (immediately if it already has). */
function waitForExit(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** True when it had to be killed with SIGKILL after the grace period. */
  forced: boolean;
}

/** SIGTERM, then SIGKILL after `graceMs` if it is still running. */
export async function stopProcess(child: ChildProcess, graceMs = 15_000): Promise<ExitStatus> {
  let forced = false;
  if (!hasExited(child)) {
    child.kill('SIGTERM');
    const timer = setTimeout(() => {
      forced = true;
      child.kill('SIGKILL');
    }, graceMs);
    try {
      await waitForExit(child);
    } finally {
      clearTimeout(timer);
    }
  }
  return { code: child.exitCode, signal: child.signalCode, forced };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
