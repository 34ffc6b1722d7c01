import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase, type FreshDatabase } from './test/fresh-postgres.ts';
import { signUpOn, startServerProcess, type ServerProcess } from './test/server-process.ts';
import { testDatabaseKind } from './test/test-db.ts';

/**
 * Graceful shutdown (index.ts): on SIGTERM the server stops accepting connections
 * at once, lets the requests already running finish, closes the database and exits 0; a
 * request still running after SHUTDOWN_TIMEOUT_MS is cut off and the exit code is 1.
 *
 * The slow in-flight request is a real one: a save whose body the client sends slowly.
 * `Expect: 100-continue` makes the server say when it has started handling the request.
 */

const kind = testDatabaseKind();

/** One HTTP/1.1 exchange on a raw socket, driven by the test. */
class SlowRequest {
  private received = Buffer.alloc(0);
  private readonly socket: net.Socket;
  readonly closed: Promise<void>;

  constructor(port: number) {
    this.socket = net.connect(port, '127.0.0.1');
    this.socket.on('data', (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk]);
    });
    this.socket.on('error', () => {});
    this.closed = new Promise((resolve) => this.socket.once('close', () => resolve()));
  }

  write(text: string) {
    this.socket.write(text);
  }

  /** Waits until what the server sent contains `text`. */
  async waitFor(text: string): Promise<string> {
    for (;;) {
      const all = this.received.toString('utf8');
      if (all.includes(text)) return all;
      if (this.socket.destroyed) throw new Error(`the connection closed before "${text}": ${all}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  destroy() {
    this.socket.destroy();
  }
}

/** True once a new TCP connection to the port is refused (the server stopped listening). */
async function waitUntilRefused(port: number): Promise<void> {
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) =>
        resolve(error.code === 'ECONNREFUSED'),
      );
    });
    if (refused) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe(`graceful shutdown (${kind})`, () => {
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  let postgres: FreshDatabase | undefined;

  beforeAll(async () => {
    if (kind === 'postgres') postgres = await createFreshDatabase('shutdown');
  });

  afterAll(async () => {
    for (const server of servers) {
      server.kill('SIGKILL');
      await server.exited;
    }
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    await postgres?.drop();
  });

  async function start(env: Record<string, string> = {}) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tailorcv-shutdown-'));
    dataDirs.push(dataDir);
    const server = await startServerProcess({
      dataDir,
      env: {
        REQUIRE_EMAIL_VERIFICATION: 'false',
        RATE_LIMIT_ENABLED: 'false',
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
        ...env,
      },
    });
    servers.push(server);
    const cookie = await signUpOn(
      server,
      `shutdown-${process.pid}-${Date.now()}@example.test`,
      'shutdown-password-1',
    );
    return { server, cookie };
  }

  /** Starts a save and sends half its body; resolves once the server is handling it. */
  async function startSlowSave(server: ServerProcess, cookie: string) {
    const body = JSON.stringify({ personal_info: { fullName: 'Drained Save' }, version: 0 });
    const request = new SlowRequest(server.port);
    request.write(
      [
        'PUT /api/resume HTTP/1.1',
        `Host: 127.0.0.1:${server.port}`,
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        `Origin: ${server.url}`,
        `Cookie: ${cookie}`,
        'Expect: 100-continue',
        '',
        '',
      ].join('\r\n'),
    );
    await request.waitFor('100 Continue');
    const half = Math.floor(body.length / 2);
    request.write(body.slice(0, half));
    return { request, rest: body.slice(half) };
  }

  it(
    'finishes the request in flight, refuses new connections, exits 0',
    { timeout: 120_000 },
    async () => {
      // The drain waits as long as the save needs: on a busy machine it must not be the
      // time limit that decides (that is the next test).
      const { server, cookie } = await start({ SHUTDOWN_TIMEOUT_MS: '600000' });
      const { request, rest } = await startSlowSave(server, cookie);

      server.kill('SIGTERM');
      await waitUntilRefused(server.port);
      // The request that was running still gets its answer, and its save is made.
      request.write(rest);
      const answer = await request.waitFor('"updated_at"');
      expect(answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 OK\r\n/);
      expect(answer).toContain('"version":1');
      // The server closes the connection once it is idle, and then exits cleanly.
      await request.closed;
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(server.output()).toContain('"msg":"drained"');
    },
  );

  it(
    'cuts off a request still running after SHUTDOWN_TIMEOUT_MS: exit code 1',
    { timeout: 120_000 },
    async () => {
      const { server, cookie } = await start({ SHUTDOWN_TIMEOUT_MS: '1500' });
      const { request } = await startSlowSave(server, cookie);
      server.kill('SIGTERM');
      await waitUntilRefused(server.port);
      // The rest of the body never comes: only the time limit can end the process, and it
      // says so (how long that took is the machine's business, not the test's).
      expect(await server.exited).toEqual({ code: 1, signal: null });
      expect(server.output()).toContain('"msg":"forced exit: requests still running"');
      await request.closed;
    },
  );
});
