import { createHmac } from 'node:crypto';
import net from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { silentLogger } from '../lib/logger.ts';
import { TEST_AUTH_SECRET, TEST_ORIGIN, testConfig } from '../test/test-app.ts';
import { openPostgres, type Database } from './client.ts';
import { databaseUnavailable } from './database-errors.ts';

/**
 * A database that stalls makes requests fail with 503 DATABASE_UNAVAILABLE within the
 * configured timeouts, instead of hanging. The stalled databases are TCP servers
 * on 127.0.0.1 that do what a stuck host or network does: accept and never answer, or
 * finish the PostgreSQL start-up and then never answer a query. A statement that runs past
 * PostgreSQL's own statement_timeout is in statement-timeout.pg.test.ts (PostgreSQL only).
 */

const TIMEOUT_MS = 300;

/** Accepts connections; answers nothing, or only the start-up (AuthenticationOk + ReadyForQuery). */
async function stalledServer(mode: 'silent' | 'after-startup') {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (mode === 'after-startup') {
      socket.once('data', () => {
        const authenticationOk = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0]);
        const readyForQuery = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);
        socket.write(Buffer.concat([authenticationOk, readyForQuery]));
        // Every query after this is swallowed.
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgres://tailorcv@127.0.0.1:${port}/tailorcv`,
    connections: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A well-signed session cookie, so the request goes as far as the session query. */
function sessionCookie(token = 'some-session-token') {
  const signature = createHmac('sha256', TEST_AUTH_SECRET).update(token).digest('base64');
  return `tailorcv.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn().catch(() => undefined);
});

async function appOn(mode: 'silent' | 'after-startup') {
  const stalled = await stalledServer(mode);
  const database: Database = await openPostgres(stalled.url, {
    poolSize: 2,
    connectTimeoutMs: TIMEOUT_MS,
    statementTimeoutMs: TIMEOUT_MS,
  });
  cleanup.push(stalled.close, () => database.close());
  const app = createApp({ config: testConfig(), database, logger: silentLogger });
  return { app, stalled };
}

async function expectUnavailable(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('5');
  expect(await response.json()).toEqual({
    error: {
      code: 'DATABASE_UNAVAILABLE',
      message:
        'The service is temporarily unavailable: the database is not answering. Please try again in a moment.',
    },
  });
}

describe('a stalled database answers 503 DATABASE_UNAVAILABLE, not a hang', () => {
  it('when it accepts connections and never answers (connect timeout)', async () => {
    const { app, stalled } = await appOn('silent');
    const load = await app.request('/api/resume', { headers: { cookie: sessionCookie() } });
    await expectUnavailable(load);
    expect(stalled.connections()).toBeGreaterThan(0);

    const save = await app.request('/api/resume', {
      method: 'PUT',
      headers: {
        cookie: sessionCookie(),
        origin: TEST_ORIGIN,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ version: 1 }),
    });
    await expectUnavailable(save);
  });

  it('when it stops answering after the connection is up (query timeout)', async () => {
    const { app } = await appOn('after-startup');
    const responses = await Promise.all(
      // More requests than pool connections: the others wait for a connection, then fail too.
      Array.from({ length: 4 }, () =>
        app.request('/api/resume', { headers: { cookie: sessionCookie() } }),
      ),
    );
    for (const response of responses) await expectUnavailable(response);
  });
});

describe('databaseUnavailable', () => {
  const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

  it('recognises timeouts, lost connections and a database that cannot serve', () => {
    const cases: [Error, string | undefined][] = [
      [wrapped(new Error('timeout exceeded when trying to connect')), undefined],
      [wrapped(new Error('Query read timeout')), undefined],
      [new Error('Connection terminated due to connection timeout'), undefined],
      [wrapped(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')), 'ECONNREFUSED'],
      [withCode('canceling statement due to statement timeout', '57014'), '57014'],
      [withCode('the database system is starting up', '57P03'), '57P03'],
      [withCode('sorry, too many clients already', '53300'), '53300'],
      [withCode('connection failure', '08006'), '08006'],
    ];
    for (const [error, code] of cases) {
      expect(databaseUnavailable(error), error.message).toMatchObject({ code });
    }
    // Better Auth wraps the query error once more.
    const apiError = Object.assign(new Error('Failed to get session'), {
      cause: wrapped(new Error('Query read timeout')),
    });
    expect(databaseUnavailable(apiError)).toEqual({
      code: undefined,
      reason: 'Query read timeout',
    });
  });

  it('leaves bugs, bad data and other servers alone (those stay 500 or their own answer)', () => {
    expect(databaseUnavailable(new Error('boom'))).toBeUndefined();
    expect(
      databaseUnavailable(wrapped(withCode('duplicate key value violates', '23505'))),
    ).toBeUndefined();
    // An unreachable mail or storage server is not the database.
    expect(databaseUnavailable(withCode('connect ECONNREFUSED', 'ECONNREFUSED'))).toBeUndefined();
    const loop = new Error('loop') as Error & { cause?: unknown };
    loop.cause = loop;
    expect(databaseUnavailable(loop)).toBeUndefined();
  });
});
