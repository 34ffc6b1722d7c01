import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { getTestDatabase } from '../test/test-db.ts';
import { createRateLimiter, NO_RATE_LIMIT } from './rate-limiter.ts';

let database: Database;
let seq = 0;
const key = () => `test:${process.pid}:${Date.now()}:${++seq}`;

beforeAll(async () => {
  database = await getTestDatabase();
});

describe('rate limiter (database)', () => {
  it('allows max events in a window that opens with the first, then refuses until it ends', async () => {
    let now = 1_000_000;
    const limiter = createRateLimiter(database.db, { now: () => now });
    const k = key();
    const rule = { window: 60, max: 3 };
    for (let i = 0; i < 3; i++) {
      expect(await limiter.consume(k, rule)).toEqual({ allowed: true, retryAfter: null });
      now += 1_000;
    }
    // The window opened at +0 s; now +3 s: 57 s left.
    expect(await limiter.consume(k, rule)).toEqual({ allowed: false, retryAfter: 57 });
    expect(await limiter.check([k], rule)).toEqual({ allowed: false, retryAfter: 57 });
    now += 57_000;
    expect(await limiter.check([k], rule)).toEqual({ allowed: true, retryAfter: null });
    expect(await limiter.consume(k, rule)).toEqual({ allowed: true, retryAfter: null });
  });

  it('never refuses a steady pace under the limit, however long it lasts', async () => {
    let now = 2_000_000;
    const limiter = createRateLimiter(database.db, { now: () => now });
    const k = key();
    const rule = { window: 60, max: 30 };
    // 10 a minute for 10 minutes.
    for (let i = 0; i < 100; i++) {
      expect((await limiter.consume(k, rule)).allowed, `event ${i}`).toBe(true);
      now += 6_000;
    }
  });

  it('check never counts', async () => {
    const limiter = createRateLimiter(database.db);
    const k = key();
    const rule = { window: 60, max: 1 };
    for (let i = 0; i < 5; i++) expect((await limiter.check([k], rule)).allowed).toBe(true);
    expect((await limiter.consume(k, rule)).allowed).toBe(true);
    expect((await limiter.check([k], rule)).allowed).toBe(false);
  });

  it('is atomic: concurrent events never exceed max', async () => {
    const limiter = createRateLimiter(database.db);
    const k = key();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => limiter.consume(k, { window: 60, max: 5 })),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it('reset forgets a key; prune deletes rows quiet for a day', async () => {
    let now = Date.now();
    const limiter = createRateLimiter(database.db, { now: () => now });
    const a = key();
    const b = key();
    const rule = { window: 3600, max: 1 };
    await limiter.consume(a, rule);
    await limiter.consume(b, rule);
    await limiter.reset(a);
    expect((await limiter.consume(a, rule)).allowed).toBe(true);
    expect((await limiter.consume(b, rule)).allowed).toBe(false);
    now += 25 * 60 * 60 * 1000;
    await limiter.prune();
    // Pruned, so a fresh window: and a rule with a long window would be refused had it stayed.
    expect((await limiter.check([b], { window: 48 * 3600, max: 1 })).allowed).toBe(true);
  });
});

describe('NO_RATE_LIMIT (limits off)', () => {
  it('allows every event, however many, and stores nothing to reset or prune', async () => {
    const rule = { window: 60, max: 1 };
    for (let i = 0; i < 5; i++) {
      expect(await NO_RATE_LIMIT.consume('test:off', rule)).toEqual({
        allowed: true,
        retryAfter: null,
      });
    }
    expect(await NO_RATE_LIMIT.check(['test:off'], rule)).toEqual({
      allowed: true,
      retryAfter: null,
    });
    await expect(NO_RATE_LIMIT.reset('test:off')).resolves.toBeUndefined();
    await expect(NO_RATE_LIMIT.prune()).resolves.toBeUndefined();
  });
});
