import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

type Schema = typeof schema;
/** Either driver: both are Drizzle's Postgres dialect over the same schema. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs pending migrations (PostgreSQL: under an advisory lock, so concurrent starts migrate once). */
  migrate(): Promise<void>;
  /** Cheap liveness probe used by /api/health. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../drizzle',
);

/** Arbitrary constant that identifies TailorCV's migration lock. */
const MIGRATION_LOCK_ID = 724_118_301;

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) await fs.mkdir(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  await client.waitReady;
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/** The pool and its timeouts (config.ts: DATABASE_POOL_SIZE, DATABASE_*_TIMEOUT_MS). */
export interface PostgresOptions {
  poolSize: number;
  /** Opening a connection, or waiting for a free one in the pool (pg-pool's acquire). */
  connectTimeoutMs: number;
  /** PostgreSQL cancels a statement after this (`statement_timeout`). */
  statementTimeoutMs: number;
}

const DEFAULT_POSTGRES_OPTIONS: PostgresOptions = {
  poolSize: 10,
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 10_000,
};

/**
 * The statement timeout is PostgreSQL's own (`statement_timeout`, set per connection): a
 * slow statement is cancelled and its connection stays usable. A server that stops
 * answering altogether (network, a stalled host) is caught by the client-side
 * `query_timeout`, one second later, which also discards that connection. Errors of
 * either kind answer 503 DATABASE_UNAVAILABLE (db/database-errors.ts, ADR 0016).
 */
export async function openPostgres(
  url: string,
  options: Partial<PostgresOptions> = {},
): Promise<Database> {
  const { poolSize, connectTimeoutMs, statementTimeoutMs } = {
    ...DEFAULT_POSTGRES_OPTIONS,
    ...options,
  };
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + 1_000,
  });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: async () => {
      // A connection of its own, without the pool's timeouts: waiting for another server's
      // migration, and a migration itself, may take longer than any request should.
      const lockClient = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: connectTimeoutMs,
      });
      await lockClient.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg({ client: lockClient, schema, casing: 'snake_case' }), {
          migrationsFolder: MIGRATIONS_DIR,
        });
      } finally {
        await lockClient
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
          .catch(() => {});
        await lockClient.end().catch(() => {});
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** PGlite in `DATA_DIR/pglite` unless a PostgreSQL URL is configured. */
export function openDatabase(opts: {
  databaseUrl: string | undefined;
  dataDir: string;
  database?: PostgresOptions;
}): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.database)
    : openPglite(path.join(opts.dataDir, 'pglite'));
}
