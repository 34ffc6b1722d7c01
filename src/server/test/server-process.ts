import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

/** The repository root: the server runs from there, as `npm start` runs it. */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A port the OS reports free on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` (also APP_URL, so Origin checks pass with it). */
  url: string;
  port: number;
  child: ChildProcess;
  /** What the server printed so far (stdout and stderr). */
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<ExitStatus>;
  /** Sends a signal (SIGTERM for a graceful stop, SIGKILL for a crash). */
  kill(signal: NodeJS.Signals): void;
}

/**
 * Starts the real server (`node --import tsx src/server/index.ts`) as a child process on a
 * free port with its own DATA_DIR (PGlite there unless `env.DATABASE_URL` is given), and
 * waits for /api/health to answer 200. Used by the crash-safety and shutdown tests.
 */
export async function startServerProcess(options: {
  dataDir: string;
  env?: Record<string, string>;
  port?: number;
  timeoutMs?: number;
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  // eslint-disable-next-line no-restricted-syntax -- the child gets this process's PATH etc.
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) {
    // Nothing of this process's TailorCV configuration leaks into the child.
    if (/^(DATABASE_URL|TEST_DATABASE_URL|S3_|STORAGE_|SMTP_URL|AI_)/.test(name)) delete env[name];
  }
  Object.assign(env, {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: url,
    DATA_DIR: options.dataDir,
    SERVE_CLIENT: 'false',
    LOG_LEVEL: 'info',
    LOG_REQUESTS: 'false',
    BETTER_AUTH_SECRET: 'server-process-test-secret-0123456789abcdef',
    ...options.env,
  });
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-64 * 1024);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<ExitStatus>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  let done: ExitStatus | undefined;
  void exited.then((status) => (done = status));

  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  for (;;) {
    if (done) {
      throw new Error(
        `the server exited (${done.code ?? done.signal}) before it was healthy:\n${output}`,
      );
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server was not healthy in time:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) });
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    port,
    child,
    output: () => output,
    exited,
    kill: (signal) => {
      if (!done) child.kill(signal);
    },
  };
}

/**
 * Signs a new account up on a running server (started with REQUIRE_EMAIL_VERIFICATION=false)
 * and returns its session, as the value of a Cookie header.
 */
export async function signUpOn(server: ServerProcess, email: string, password: string) {
  const res = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
