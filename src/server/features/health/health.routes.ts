import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import type { Database } from '../../db/client.ts';

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
