import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A brand-new, empty database on the PostgreSQL server named by TEST_DATABASE_URL, for
 * tests that need one of their own (two servers migrating it, a cluster on it). Its name
 * does not start with the per-worker prefix that global-setup.ts sweeps, so another test
 * run starting meanwhile cannot drop it; `drop()` removes it.
 */
export interface FreshDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

const FRESH_DB_PREFIX = 'tailorcv_fresh_';

function requireTestDatabaseUrl(): string {
  // eslint-disable-next-line no-restricted-syntax -- test harness configuration
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('This test runs on PostgreSQL only: set TEST_DATABASE_URL.');
  return url;
}

export async function createFreshDatabase(label: string): Promise<FreshDatabase> {
  const serverUrl = requireTestDatabaseUrl();
  const name = `${FRESH_DB_PREFIX}${label}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      admin(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)),
  };
}

async function admin(url: string, work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
