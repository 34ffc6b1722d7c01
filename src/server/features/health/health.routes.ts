import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import type { Database } from '../../db/client.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';

/** GET /api/health: liveness plus a database round trip. 503 when the database does not answer. */
export function healthRoutes(database: Pick<Database, 'ping' | 'kind'>, timeoutMs = 2_000) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const started = performance.now();
    try {
      await withTimeout(database.ping(), timeoutMs);
      return c.json(
        {
          status: 'ok' as const,
          database: {
            status: 'ok' as const,
            kind: database.kind,
            latencyMs: Math.round(performance.now() - started),
          },
        },
        200,
        { 'Cache-Control': 'no-store' },
      );
    } catch {
      return c.json(
        { status: 'error' as const, database: { status: 'error' as const, kind: database.kind } },
        503,
        { 'Cache-Control': 'no-store' },
      );
    }
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

export interface ReadinessDeps {
  database: Pick<Database, 'ping' | 'kind'>;
  storage: Pick<ObjectStorage, 'check'>;
  storageDriver: 'local' | 's3';
}

type Check =
  { status: 'ok'; latencyMs: number } | { status: 'error'; message: string; latencyMs: number };

async function runCheck(
  probe: () => Promise<void>,
  timeoutMs: number,
  messages: { failed: string; timedOut: string },
  onError: (err: unknown) => void,
): Promise<Check> {
  const started = performance.now();
  const latencyMs = () => Math.round(performance.now() - started);
  try {
    await withTimeout(probe(), timeoutMs);
    return { status: 'ok', latencyMs: latencyMs() };
  } catch (err) {
    onError(err);
    const timedOut = err instanceof Error && err.message === 'timeout';
    return {
      status: 'error',
      message: timedOut ? messages.timedOut : messages.failed,
      latencyMs: latencyMs(),
    };
  }
}

/**
 * GET /api/ready: readiness for a load balancer. 200 when the database answers a query and
 * the file storage can be used (local folder writable; S3 reachable with its buckets);
 * else 503 naming what failed. The cause goes to the log only, never to the caller.
 */
export function readyRoutes(deps: ReadinessDeps, timeoutMs = 2_000) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const log = (what: string) => (err: unknown) =>
      c.var.logger.warn(`readiness: ${what} failed`, {
        error: err instanceof Error ? err.message : String(err),
      });
    const [database, storage] = await Promise.all([
      runCheck(
        () => deps.database.ping(),
        timeoutMs,
        {
          failed: 'The database did not answer.',
          timedOut: `The database did not answer within ${timeoutMs / 1000} s.`,
        },
        log('database'),
      ),
      runCheck(
        () => deps.storage.check(),
        timeoutMs,
        {
          failed: 'The file storage cannot be used.',
          timedOut: `The file storage did not answer within ${timeoutMs / 1000} s.`,
        },
        log('storage'),
      ),
    ]);
    const ready = database.status === 'ok' && storage.status === 'ok';
    return c.json(
      {
        status: ready ? ('ok' as const) : ('error' as const),
        database: { ...database, kind: deps.database.kind },
        storage: { ...storage, driver: deps.storageDriver },
      },
      ready ? 200 : 503,
      { 'Cache-Control': 'no-store' },
    );
  });
}
