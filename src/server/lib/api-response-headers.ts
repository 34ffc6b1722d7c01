import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

/** What every /api answer carries unless it is public (see `isPublicApiResponse`). */
export const API_CACHE_CONTROL = 'private, no-store';

/**
 * Paths under /api whose answers hold no user data and keep the Cache-Control their route
 * chose: the liveness check (`no-store` of its own) and downloads from the public
 * `cv-templates` bucket (the storage route serves no other bucket). Everything else under
 * /api (the account, profile, resume, documents, CV and export routes, and every error)
 * is personal or may be: no shared cache and no browser cache may keep a copy.
 */
function isPublicApiResponse(path: string, status: number): boolean {
  if (path === '/api/health') return true;
  return path.startsWith('/api/storage/') && (status < 300 || status === 304);
}

/**
 * Mounted on /api/*, after the security headers: `Cache-Control: private, no-store` on
 * every API answer unless it is public (above). Routes may set their own `no-store`; this
 * makes it uniform and covers what they forget (Better Auth's answers, error bodies, the
 * 404 of an unknown API path).
 */
export function apiResponseHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!isPublicApiResponse(c.req.path, c.res.status)) {
      setHeader(c, 'Cache-Control', API_CACHE_CONTROL);
    }
  };
}

function setHeader(c: Context<AppEnv>, name: string, value: string) {
  try {
    c.res.headers.set(name, value);
  } catch {
    // A response with immutable headers (one passed through from fetch): copy it. Unset
    // first, or Hono's setter would copy the old headers back over the new one.
    const copy = new Response(c.res.body, c.res);
    copy.headers.set(name, value);
    c.res = undefined;
    c.res = copy;
  }
}
