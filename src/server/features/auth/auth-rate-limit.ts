import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { AUTH_ERROR_CODES } from '#shared/auth/auth.schema.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { ipBucket } from '../../lib/client-ip.ts';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter.ts';

/**
 * Rate limits on the account routes, per IP and per account, in the database (so all app
 * processes share them). They sit in front of Better Auth because two of them count only
 * failures, which Better Auth's limiter (it counts every request) cannot do:
 *
 * | route                          | counts   | per IP       | per account (e-mail) |
 * | ------------------------------ | -------- | ------------ | -------------------- |
 * | sign-in/email                  | failures | 5 / 1 min    | (password-guard.ts)  |
 * | two-factor/verify-*            | failures | 5 / 1 min    | (the plugin locks)   |
 * | sign-up/email                  | all      | 10 / 10 min  |                      |
 * | request-password-reset         | all      | 10 / 10 min  | 3 / 10 min           |
 * | send-verification-email        | all      | 10 / 10 min  | 3 / 10 min           |
 *
 * So the 6th failed sign-in within a minute from one IP gets 429, before the password is
 * even checked. Failed password checks per account, shared by sign-in and every signed-in
 * route that asks for the password, are counted by the password guard (password-guard.ts,
 * ADR 0024), which keeps strangers from locking the owner's own browsers out. Windows
 * follow the limiter's rule: a key frees up once `window` seconds pass after its first
 * counted event.
 *
 * A refusal is 429 with `Retry-After` (seconds) and Better Auth's error shape, like every
 * other /api/auth error: `{code: 'RATE_LIMITED', message}`.
 */
interface RouteLimit {
  counts: 'failures' | 'all';
  ip: RateLimitRule;
  account?: RateLimitRule;
}

export const AUTH_RATE_LIMITS: Record<string, RouteLimit> = {
  '/sign-in/email': { counts: 'failures', ip: { window: 60, max: 5 } },
  '/two-factor/verify-totp': { counts: 'failures', ip: { window: 60, max: 5 } },
  '/two-factor/verify-backup-code': { counts: 'failures', ip: { window: 60, max: 5 } },
  '/sign-up/email': { counts: 'all', ip: { window: 10 * 60, max: 10 } },
  '/request-password-reset': {
    counts: 'all',
    ip: { window: 10 * 60, max: 10 },
    account: { window: 10 * 60, max: 3 },
  },
  '/send-verification-email': {
    counts: 'all',
    ip: { window: 10 * 60, max: 10 },
    account: { window: 10 * 60, max: 3 },
  },
};

/** The body of a 429 from any /api/auth route. */
export function rateLimitedBody(retryAfter: number): { code: string; message: string } {
  const seconds = Math.max(1, Math.ceil(retryAfter));
  return {
    code: AUTH_ERROR_CODES.rateLimited,
    message: `Too many attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  };
}

export function rateLimitedResponse(retryAfter: number): Response {
  const seconds = Math.max(1, Math.ceil(retryAfter));
  return new Response(JSON.stringify(rateLimitedBody(seconds)), {
    status: 429,
    headers: {
      'content-type': 'application/json',
      'retry-after': String(seconds),
      'x-retry-after': String(seconds),
    },
  });
}

/** An account's key in the rate-limit table: its e-mail, hashed, so the table holds no addresses. */
export function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);
}

/**
 * The account a request is about, by the e-mail in its body. Better Auth takes JSON and
 * form bodies alike, so both are read.
 */
async function accountOf(c: Context<AppEnv>): Promise<string | undefined> {
  let email: unknown;
  try {
    const copy = c.req.raw.clone();
    if ((c.req.header('content-type') ?? '').includes('application/x-www-form-urlencoded')) {
      email = new URLSearchParams(await copy.text()).get('email');
    } else {
      email = ((await copy.json()) as { email?: unknown }).email;
    }
  } catch {
    return undefined;
  }
  if (typeof email !== 'string' || !email.trim()) return undefined;
  return accountKey(email);
}

/** Mounted on /api/auth/*; `basePath` is the part to strip ('/api/auth'). */
export function authRateLimit(
  limiter: RateLimiter,
  options: { basePath: string },
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const route = c.req.path.slice(options.basePath.length);
    const limit = AUTH_RATE_LIMITS[route];
    if (!limit) return next();

    const ipKey = `auth:${route}:ip:${ipBucket(c.var.clientIp)}`;
    const email = limit.account ? await accountOf(c) : undefined;
    const accountKey = email ? `auth:${route}:account:${email}` : undefined;

    if (limit.counts === 'all') {
      const byIp = await limiter.consume(ipKey, limit.ip);
      if (!byIp.allowed) return rateLimitedResponse(byIp.retryAfter ?? limit.ip.window);
      if (accountKey && limit.account) {
        const byAccount = await limiter.consume(accountKey, limit.account);
        if (!byAccount.allowed) {
          return rateLimitedResponse(byAccount.retryAfter ?? limit.account.window);
        }
      }
      return next();
    }

    const byIp = await limiter.check([ipKey], limit.ip);
    if (!byIp.allowed) return rateLimitedResponse(byIp.retryAfter ?? limit.ip.window);
    if (accountKey && limit.account) {
      const byAccount = await limiter.check([accountKey], limit.account);
      if (!byAccount.allowed) {
        return rateLimitedResponse(byAccount.retryAfter ?? limit.account.window);
      }
    }
    await next();
    if (c.res.status === 401) {
      await limiter.consume(ipKey, limit.ip);
      if (accountKey && limit.account) await limiter.consume(accountKey, limit.account);
    } else if (c.res.ok && accountKey) {
      await limiter.reset(accountKey);
    }
  };
}
