import type { Context, Env } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AuthedEnv } from './app-env.ts';
import { AppError } from './app-error.ts';
import type { RateLimiter, RateLimitRule } from './rate-limiter.ts';

export interface RateLimitOptions<E extends Env> {
  /** NO_RATE_LIMIT when RATE_LIMIT_ENABLED is off. */
  rateLimiter: RateLimiter;
  rule: RateLimitRule;
  /** Whose budget a request spends, e.g. `export:ip:<address>`. */
  key: (c: Context<E>) => string;
  /** The 429 message, given the seconds to wait. */
  message: (retryAfterSeconds: number) => string;
}

/**
 * A route's rate limit: counts the request against `key` in the shared (database)
 * limiter and answers 429 `RATE_LIMITED` with `Retry-After` once the rule's budget is spent.
 */
export function rateLimit<E extends Env>(options: RateLimitOptions<E>) {
  return createMiddleware<E>(async (c, next) => {
    const decision = await options.rateLimiter.consume(options.key(c), options.rule);
    if (!decision.allowed) {
      const seconds = decision.retryAfter ?? options.rule.window;
      throw new AppError('RATE_LIMITED', 429, options.message(seconds), undefined, {
        'Retry-After': String(seconds),
      });
    }
    await next();
  });
}

/**
 * A signed-in route's limit: each user spends their own budget, under the key
 * `<name>:user:<id>`, whatever address they come from.
 */
export function userRateLimit(
  rateLimiter: RateLimiter,
  name: string,
  rule: RateLimitRule,
  message: (retryAfterSeconds: number) => string,
) {
  return rateLimit<AuthedEnv>({
    rateLimiter,
    rule,
    key: (c) => `${name}:user:${c.var.user.id}`,
    message,
  });
}

/** "3 seconds", "1 second". */
export const seconds = (n: number) => `${n} second${n === 1 ? '' : 's'}`;

/** A wait in seconds as whole minutes, rounded up: "2 minutes", "1 minute". */
export const minutes = (waitSeconds: number) => {
  const n = Math.ceil(waitSeconds / 60);
  return `${n} minute${n === 1 ? '' : 's'}`;
};
