import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase, type FreshDatabase } from '../test/fresh-postgres.ts';
import { MIGRATIONS_DIR, openPostgres, type Database } from './client.ts';

/**
 * PostgreSQL only (`*.pg.test.ts`, see vitest.config.ts): servers that start together on
 * a fresh database migrate it once, one after the other, under the advisory lock.
 */

const journal = JSON.parse(
  fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
) as { entries: { tag: string }[] };

let fresh: FreshDatabase;
const opened: Database[] = [];

beforeAll(async () => {
  fresh = await createFreshDatabase('migrate');
});

afterAll(async () => {
  await Promise.all(opened.map((d) => d.close().catch(() => undefined)));
  await fresh.drop();
});

async function open() {
  // A pool of its own per "server", as two processes would have.
  const database = await openPostgres(fresh.url);
  opened.push(database);
  return database;
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

describe('migrations at start', () => {
  it('two servers starting together on a fresh database both succeed and migrate once', async () => {
    const [one, two, three] = await Promise.all([open(), open(), open()]);
    const results = await Promise.allSettled([one!.migrate(), two!.migrate(), three!.migrate()]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);

    const applied = rowsOf<{ hash: string; copies: number }>(
      await one!.db.execute(
        sql`select hash, count(*)::int as copies from drizzle.__drizzle_migrations group by hash`,
      ),
    );
    expect(applied).toHaveLength(journal.entries.length);
    expect(applied.every((row) => row.copies === 1)).toBe(true);

    // The schema is whole: the last migration's table is there and usable.
    const tables = rowsOf<{ tablename: string }>(
      await two!.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`),
    ).map((r) => r.tablename);
    expect(tables).toEqual(expect.arrayContaining(['user', 'session', 'documents', 'cv_uploads']));
  });

  it('a server started later finds nothing to do, and the lock is free again', async () => {
    const late = await open();
    await late.migrate();
    const [{ total }] = rowsOf<{ total: number }>(
      await late.db.execute(sql`select count(*)::int as total from drizzle.__drizzle_migrations`),
    ) as [{ total: number }];
    expect(total).toBe(journal.entries.length);
    const held = rowsOf<{ held: number }>(
      await late.db.execute(
        sql`select count(*)::int as held from pg_locks
            where locktype = 'advisory' and granted
              and database = (select oid from pg_database where datname = current_database())`,
      ),
    );
    expect(held[0]!.held).toBe(0);
  });
});
