import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './ports.ts';
import { hasExited, sleep, stopProcess, track, type ExitStatus } from './processes.ts';
import type { SuiteContext } from './types.ts';

export interface ServerOptions {
  /** Repository root (the server runs from there, as `npm start` does). */
  root: string;
  /** DATA_DIR: a fresh empty folder for a first start, or one a previous start filled. */
  dataDir: string;
  /** CLIENT_DIR with a built client; null serves no client (SERVE_CLIENT=false). */
  clientDir: string | null;
  /** Defaults to a free port from the OS. */
  port?: number;
  /** Extra environment; DATABASE_URL is only passed when given here (default: PGlite). */
  env?: Record<string, string>;
  /** Give up when /api/health has not answered 200 by then. */
  timeoutMs?: number;
}

export interface RunningServer {
  /** Base URL for browsers (localhost, which Lighthouse treats as a secure origin). */
  url: string;
  port: number;
  pid: number;
  dataDir: string;
  /** Milliseconds from spawning the process to the first 200 from /api/health. */
  startupMs: number;
  /** The server's own figure (config loaded → listening), from its "listening" log line. */
  reportedStartupMs: number | undefined;
  /** The last few KB the server wrote to stdout and stderr. */
  output(): string;
  /**
   * SIGTERM (graceful shutdown closes the database), SIGKILL after 15 s. A clean stop is
   * exit code 0; anything else may leave the data folder needing recovery on the next start.
   */
  stop(): Promise<ExitStatus>;
}

const OUTPUT_LIMIT = 16 * 1024;

/**
 * Starts the app exactly like `npm start` runs it (`node --import tsx src/server/index.ts`,
 * one process) and waits for /api/health to answer 200.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const url = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: url,
    DATA_DIR: options.dataDir,
    LOG_REQUESTS: 'false',
    ...(options.clientDir === null
      ? { SERVE_CLIENT: 'false' }
      : { SERVE_CLIENT: 'true', CLIENT_DIR: path.resolve(options.clientDir) }),
    ...options.env,
  });

  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };

  const started = performance.now();
  const child = track(
    spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
      cwd: options.root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  // Always drain the pipes: a full pipe would block the server.
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let failure: Error | undefined;
  child.once('error', (err) => {
    failure = err;
  });

  const deadline = started + (options.timeoutMs ?? 90_000);
  // 127.0.0.1, not localhost: no name lookup or IPv6 attempt inside the timed loop.
  const healthUrl = `http://127.0.0.1:${port}/api/health`;
  let startupMs: number | undefined;
  try {
    while (startupMs === undefined) {
      if (failure) throw failure;
      if (hasExited(child)) {
        throw new Error(
          `the server exited (code ${child.exitCode ?? child.signalCode}) before /api/health answered:\n${output}`,
        );
      }
      if (performance.now() > deadline) {
        throw new Error(`/api/health did not answer 200 in time:\n${output}`);
      }
      try {
        const res = await fetch(healthUrl, { signal: AbortSignal.timeout(5_000) });
        await res.arrayBuffer();
        if (res.status === 200) startupMs = performance.now() - started;
      } catch {
        // Not listening yet.
      }
      if (startupMs === undefined) await sleep(20);
    }
  } catch (err) {
    await stopProcess(child, 5_000);
    throw err;
  }

  return {
    url,
    port,
    pid: child.pid ?? -1,
    dataDir: options.dataDir,
    startupMs,
    get reportedStartupMs() {
      return readReportedStartup(output);
    },
    output: () => output,
    stop: () => stopProcess(child),
  };
}

/**
 * The environment of a server whose accounts and data a suite sets up rather than
 * measures: no mail round trip for a new account, no rate limits, only warnings logged.
 */
export const SETUP_ENV: Readonly<Record<string, string>> = {
  REQUIRE_EMAIL_VERIFICATION: 'false',
  RATE_LIMIT_ENABLED: 'false',
  LOG_LEVEL: 'warn',
};

/** A server on a fresh DATA_DIR among the suite's temporary folders, stopped after the suite. */
export async function suiteServer(
  ctx: SuiteContext,
  name: string,
  options: Pick<ServerOptions, 'clientDir' | 'env'>,
): Promise<RunningServer> {
  const server = await startServer({ root: ctx.root, dataDir: ctx.tempDir(name), ...options });
  ctx.defer(() => server.stop());
  return server;
}

/** Reads `startupMs` from the JSON "listening" log line, if the server printed one. */
export function readReportedStartup(output: string): number | undefined {
  for (const line of output.split('\n')) {
    if (!line.includes('"listening"')) continue;
    try {
      const parsed = JSON.parse(line) as { msg?: unknown; startupMs?: unknown };
      if (parsed.msg === 'listening' && typeof parsed.startupMs === 'number')
        return parsed.startupMs;
    } catch {
      // Not a log line.
    }
  }
  return undefined;
}
