import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/database-errors.ts';
import { rateLimit } from '../db/schema/rate-limit.ts';

/**
 * Rate-limit counters in the database, so every app process shares them (DESIGN: the
 * server is stateless); also Better Auth's `rateLimit.customStorage`. Fixed windows: a
 * key's window opens with its first counted event and lasts `window` seconds; it allows
 * `max` events, and the first event after it ends opens the next one. (The row's
 * `last_request`, named by Better Auth's schema, holds the window's start.) A steady pace
 * under `max` per window is therefore never refused, however long it lasts — a window
 * that slid with every request would refuse someone making 10 requests a minute, every
 * minute, against a limit of 30 a minute, after three minutes. Each decision is one
 * atomic upsert, so concurrent requests in several processes cannot all slip through on a
 * stale read.
 *
 * We own the pruning too (Better Auth's storage prunes by its own windows only, which
 * would drop our longer per-account windows): rows quiet for a day are deleted now and
 * then, so every window must stay under `PRUNE_AFTER_MS`.
 */
export interface RateLimitRule {
  /** Seconds. */
  window: number;
  max: number;
}

interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the key frees up; null when allowed. */
  retryAfter: number | null;
}

export interface RateLimiter {
  /** Counts one event against `key` and says whether it is allowed. */
  consume(key: string, rule: RateLimitRule): Promise<RateLimitDecision>;
  /** Says whether one more event would be allowed, without counting it. */
  check(keys: string[], rule: RateLimitRule): Promise<RateLimitDecision>;
  /** Forgets a key (e.g. an account's failed sign-ins after a success). */
  reset(key: string): Promise<void>;
  /** Deletes rows whose window ended long ago. */
  prune(): Promise<void>;
}

/**
 * The limiter when RATE_LIMIT_ENABLED is off (benchmarks drive far more requests than a
 * person): every event is allowed and nothing is stored, so the routes count their
 * requests the same way whether limits are on or not.
 */
export const NO_RATE_LIMIT: RateLimiter = {
  consume: () => Promise.resolve({ allowed: true, retryAfter: null }),
  check: () => Promise.resolve({ allowed: true, retryAfter: null }),
  reset: () => Promise.resolve(),
  prune: () => Promise.resolve(),
};

const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;
const PRUNE_PROBABILITY = 0.01;

export function createRateLimiter(
  db: Db,
  opts: { now?: () => number; onPruneError?: (err: unknown) => void } = {},
): RateLimiter {
  const now = opts.now ?? Date.now;

  const retryAfter = (lastRequest: number, rule: RateLimitRule, at: number) =>
    Math.max(1, Math.ceil((lastRequest + rule.window * 1000 - at) / 1000));

  const prune = async () => {
    await db.delete(rateLimit).where(lt(rateLimit.lastRequest, now() - PRUNE_AFTER_MS));
  };

  return {
    async consume(key, rule) {
      const at = now();
      const windowStart = at - rule.window * 1000;
      const expired = sql`${rateLimit.lastRequest} <= ${windowStart}`;
      const upsert = () =>
        db
          .insert(rateLimit)
          .values({ id: key, key, count: 1, lastRequest: at })
          .onConflictDoUpdate({
            target: rateLimit.key,
            set: {
              count: sql`case when ${expired} then 1 else ${rateLimit.count} + 1 end`,
              // The window's start: moved only when a new window opens.
              lastRequest: sql`case when ${expired} then ${at} else ${rateLimit.lastRequest} end`,
            },
            // No update (so no row back) when the window is live and already full.
            setWhere: sql`${expired} or ${rateLimit.count} < ${rule.max}`,
          })
          .returning({ count: rateLimit.count });
      // The row's id and key are both unique and hold the same value, and the upsert names
      // only the key: when two first events for a key race, PostgreSQL can find the other's
      // new row through the id first and refuse instead of updating. That row exists once
      // refused, so the second try takes the update path.
      const counted = await upsert().catch((err: unknown) => {
        if (!isUniqueViolation(err)) throw err;
        return upsert();
      });
      if (Math.random() < PRUNE_PROBABILITY) {
        prune().catch((err: unknown) => opts.onPruneError?.(err));
      }
      if (counted.length > 0) return { allowed: true, retryAfter: null };
      const [row] = await db
        .select({ lastRequest: rateLimit.lastRequest })
        .from(rateLimit)
        .where(eq(rateLimit.key, key));
      return { allowed: false, retryAfter: retryAfter(row?.lastRequest ?? at, rule, at) };
    },

    async check(keys, rule) {
      if (keys.length === 0) return { allowed: true, retryAfter: null };
      const at = now();
      const rows = await db
        .select({ count: rateLimit.count, lastRequest: rateLimit.lastRequest })
        .from(rateLimit)
        .where(inArray(rateLimit.key, keys));
      let wait = 0;
      for (const row of rows) {
        const live = at - row.lastRequest < rule.window * 1000;
        if (live && row.count >= rule.max)
          wait = Math.max(wait, retryAfter(row.lastRequest, rule, at));
      }
      return wait > 0 ? { allowed: false, retryAfter: wait } : { allowed: true, retryAfter: null };
    },

    async reset(key) {
      await db.delete(rateLimit).where(eq(rateLimit.key, key));
    },

    prune,
  };
}
