import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error.ts';
import type { AppEnv } from './app-env.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for every state-changing /api request: the Origin header (or, when a
 * browser sent none, the Referer's origin) must be APP_URL's origin or a trusted origin.
 * Cookies are SameSite=Lax as well; this also covers same-site attackers and old browsers.
 * Scripts calling the API must send `Origin: <APP_URL>`.
 */
export function originCheck(
  trustedOrigins: readonly string[],
  options: { exempt?: (path: string, method: string) => boolean } = {},
): MiddlewareHandler<AppEnv> {
  const trusted = new Set(trustedOrigins);
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method) || options.exempt?.(c.req.path, c.req.method)) {
      return next();
    }
    const origin = requestOrigin(c.req.header('origin'), c.req.header('referer'));
    if (!origin) {
      throw new AppError(
        'FORBIDDEN',
        403,
        'Missing Origin header: state-changing requests must come from the TailorCV site.',
      );
    }
    if (!trusted.has(origin)) {
      throw new AppError('FORBIDDEN', 403, `Requests from ${origin} are not allowed.`);
    }
    return next();
  };
}

function requestOrigin(origin: string | undefined, referer: string | undefined): string | null {
  if (origin && origin !== 'null') return originOf(origin);
  if (!origin && referer) return originOf(referer);
  return null;
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}
