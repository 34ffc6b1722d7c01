import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from './app-env.ts';
import { levelForStatus, type Logger } from './logger.ts';
import type { AppMetrics } from './metrics.ts';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The route pattern that answered (`/api/documents/:id`), for metrics and logs: raw paths
 * would make a series per document and could carry tokens. The last route matched for a
 * method is the handler's (middleware is registered for all methods); requests no route
 * took are `(unmatched)` under /api and `(static)` elsewhere (the built client).
 */
function routeLabel(c: Context): string {
  const routes = matchedRoutes(c);
  for (let i = routes.length - 1; i >= 0; i -= 1) {
    const route = routes[i]!;
    if (route.method !== 'ALL') return route.path;
  }
  return c.req.path.startsWith('/api/') ? '(unmatched)' : '(static)';
}

/**
 * A path fit for a log line: no secrets in it. Better Auth's reset link carries its token
 * in the path (`/api/auth/reset-password/<token>`); query strings are never logged.
 */
function loggablePath(path: string): string {
  return path.replace(/^(\/api\/auth\/reset-password\/)[^/]+/, '$1[redacted]');
}

/**
 * Every request: `c.var.logger` becomes a child logger carrying the request id, the
 * request is counted and timed by route pattern and status, and /api requests get one log
 * line (LOG_REQUESTS) with the id, method, route, path, status and milliseconds, at the
 * level its status calls for (`levelForStatus`: 4xx `warn`, 5xx `error`).
 */
export function observeRequests(opts: {
  logger: Logger;
  metrics: AppMetrics;
  logRequests: boolean;
}): MiddlewareHandler<AppEnv> {
  const { logger, metrics, logRequests } = opts;
  return async (c, next) => {
    const requestLogger = logger.child({ requestId: c.var.requestId });
    c.set('logger', requestLogger);
    c.set('metrics', metrics);
    const started = performance.now();
    metrics.inFlight.inc();
    try {
      await next();
    } finally {
      metrics.inFlight.dec();
    }
    const ms = performance.now() - started;
    const route = routeLabel(c);
    const labels = {
      method: METHODS.has(c.req.method) ? c.req.method : 'OTHER',
      route,
      status: String(c.res.status),
    };
    metrics.requests.inc(labels);
    metrics.requestDuration.observe(labels, ms / 1000);
    if (logRequests && c.req.path.startsWith('/api/')) {
      requestLogger[levelForStatus(c.res.status)]('request', {
        method: c.req.method,
        route,
        path: loggablePath(c.req.path),
        status: c.res.status,
        ms: Math.round(ms),
      });
    }
  };
}
