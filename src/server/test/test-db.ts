import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { TEST_DB_PREFIX } from './global-setup.ts';

/**
 * The test database for this worker: in-memory PGlite, or a fresh database on the
 * PostgreSQL server named by TEST_DATABASE_URL. Created and migrated once per worker;
 * call `resetTestDatabase()` in a file's `beforeAll` for empty tables.
 */
const CACHE = Symbol.for('tailorcv.testDatabase');
type Cache = { [CACHE]?: Promise<Database> };

export function testDatabaseKind(): 'pglite' | 'postgres' {
  // eslint-disable-next-line no-restricted-syntax -- test harness configuration
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}

export function getTestDatabase(): Promise<Database> {
  const cache = globalThis as Cache;
  cache[CACHE] ??= createTestDatabase();
  return cache[CACHE];
}

async function createTestDatabase(): Promise<Database> {
  // eslint-disable-next-line no-restricted-syntax -- test harness configuration
  const url = process.env.TEST_DATABASE_URL;
  let database: Database;
  if (url) {
    const name = `${TEST_DB_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    database = await openPostgres(dbUrl.toString(), { poolSize: 5 });
  } else {
    database = await openPglite(undefined);
  }
  await database.migrate();
  return database;
}
