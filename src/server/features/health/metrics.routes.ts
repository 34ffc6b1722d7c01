import { timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { AppError } from '../../lib/app-error.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import type { MetricsRegistry } from '../../lib/metrics.ts';

/** Headers a reverse proxy adds: a request that has one did not come from this machine. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * GET /metrics: Prometheus text exposition. Who may read it (ADR 0014):
 * - with METRICS_TOKEN set, a caller that sends `Authorization: Bearer <token>` (401 else);
 * - without it, only a client on this machine (a loopback socket address) whose request
 *   came through no proxy (403 else), so a server behind nginx on the same host does not
 *   publish it by accident.
 */
export function metricsRoutes(opts: { registry: MetricsRegistry; token: string | undefined }) {
  return new Hono<AppEnv>().get('/', (c) => {
    if (opts.token) {
      const header = c.req.header('authorization') ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
      if (!sameSecret(given, opts.token)) {
        throw new AppError(
          'UNAUTHORIZED',
          401,
          'Send the metrics token: Authorization: Bearer <METRICS_TOKEN>.',
          undefined,
          { 'WWW-Authenticate': 'Bearer realm="metrics"' },
        );
      }
    } else if (!isDirectLoopback(c)) {
      throw new AppError(
        'FORBIDDEN',
        403,
        'Metrics are served to this machine only. Set METRICS_TOKEN to read them from elsewhere.',
      );
    }
    return c.body(opts.registry.render(), 200, {
      'Content-Type': 'text/plain; version=0.0.4; charset=utf-8',
      'Cache-Control': 'no-store',
    });
  });
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function isLoopbackAddress(address: string): boolean {
  const ip = address.toLowerCase().replace(/^::ffff:/, '');
  return ip === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}

function isDirectLoopback(c: Context<AppEnv>): boolean {
  if (PROXY_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    return false; // no socket (an in-process request): not provably local
  }
  return address !== undefined && isLoopbackAddress(address);
}
