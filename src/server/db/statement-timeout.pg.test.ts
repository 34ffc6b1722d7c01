import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../app.ts';
import { silentLogger } from '../lib/logger.ts';
import { signUp, uniqueEmail } from '../test/auth-helpers.ts';
import { createFreshDatabase, type FreshDatabase } from '../test/fresh-postgres.ts';
import { testConfig } from '../test/test-app.ts';
import { openPostgres, type Database } from './client.ts';
import { databaseUnavailable } from './database-errors.ts';

/**
 * PostgreSQL only (`*.pg.test.ts`): a statement that runs past DATABASE_STATEMENT_TIMEOUT_MS
 * is cancelled by PostgreSQL, the request answers 503 DATABASE_UNAVAILABLE, nothing is
 * written, and the connection serves the next request.
 */

/**
 * What the test's own statements (sign-up, saves) get, with room for a busy machine: the
 * statements that must be cancelled never end on their own (a 5 s sleep, a lock that is
 * not released), so the limit decides only that they stop, not whether they do.
 */
const STATEMENT_TIMEOUT_MS = 2_000;

let fresh: FreshDatabase;
let database: Database;
let app: App;

beforeAll(async () => {
  fresh = await createFreshDatabase('stmt_timeout');
  // Migrations run with the default limits: on a loaded machine a DDL statement may take
  // longer than the short limit under test.
  const migrator = await openPostgres(fresh.url, { poolSize: 1 });
  await migrator.migrate();
  await migrator.close();
  database = await openPostgres(fresh.url, {
    poolSize: 1,
    statementTimeoutMs: STATEMENT_TIMEOUT_MS,
  });
  app = createApp({
    config: testConfig({ REQUIRE_EMAIL_VERIFICATION: 'false' }),
    database,
    logger: silentLogger,
  });
});

afterAll(async () => {
  await database.close();
  await fresh.drop();
});

describe('statement timeout (PostgreSQL)', () => {
  it('cancels a statement that runs too long: pg_sleep', async () => {
    const error = await database.db.execute(sql`select pg_sleep(5)`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(databaseUnavailable(error)).toMatchObject({ code: '57014' });
    // The same (only) connection is still usable.
    await expect(database.ping()).resolves.toBeUndefined();
  });

  it('a save stuck behind a lock answers 503, writes nothing, and the next save works', async () => {
    const { agent, userId } = await signUp(app, { email: uniqueEmail('stmt') });
    const body = (fullName: string, version: number) => ({
      personal_info: { fullName },
      version,
    });
    expect(
      (await agent.request('/api/resume', { method: 'PUT', json: body('One', 0) })).status,
    ).toBe(200);

    // Another session holds the resume's row lock (a stuck migration, a long report …).
    const locker = new pg.Client({ connectionString: fresh.url });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('select id from documents where user_id = $1 for update', [userId]);
      const stuck = await agent.request('/api/resume', { method: 'PUT', json: body('Two', 1) });
      expect(stuck.status).toBe(503);
      expect(await stuck.json()).toMatchObject({ error: { code: 'DATABASE_UNAVAILABLE' } });
    } finally {
      await locker.query('rollback').catch(() => undefined);
      await locker.end();
    }

    const load = await agent.get('/api/resume');
    expect(await load.json()).toMatchObject({ personal_info: { fullName: 'One' }, version: 1 });
    const retry = await agent.request('/api/resume', { method: 'PUT', json: body('Two', 1) });
    expect(retry.status).toBe(200);
    expect(await retry.json()).toMatchObject({ version: 2 });
  });
});
