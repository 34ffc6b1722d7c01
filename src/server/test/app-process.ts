import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * A real app server for multi-process tests: `node --import tsx src/server/index.ts`, as
 * `npm start` runs it, with only the environment given (nothing inherited but PATH and
 * HOME, so the developer's own settings cannot leak in).
 */
export interface AppProcess {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** Everything it printed so far (JSON log lines on stdout, then stderr). */
  output(): string;
  /** Resolves once GET /api/ready answers 200; rejects if it exits first. */
  ready(timeoutMs?: number): Promise<void>;
  /** SIGTERM, then SIGKILL after 15 s. */
  stop(): Promise<void>;
}

export function startAppProcess(port: number, env: Record<string, string>): AppProcess {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'src/server/index.ts')],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin', // eslint-disable-line no-restricted-syntax -- child process environment
        HOME: process.env.HOME ?? '/tmp', // eslint-disable-line no-restricted-syntax -- child process environment
        HOST: '127.0.0.1',
        PORT: String(port),
        SERVE_CLIENT: 'false',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const output = () => `${out}${err ? `\n[stderr]\n${err}` : ''}`;

  return {
    url,
    port,
    output,
    async ready(timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) {
          throw new Error(`The app on port ${port} exited (${child.exitCode}):\n${output()}`);
        }
        const status = await fetch(`${url}/api/ready`).then(
          (res) => res.status,
          () => 0,
        );
        if (status === 200) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`The app on port ${port} was not ready in time:\n${output()}`);
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(force);
    },
  };
}
