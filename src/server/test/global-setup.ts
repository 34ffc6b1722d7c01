import pg from 'pg';

/**
 * With TEST_DATABASE_URL set, each test worker creates its own database on that server
 * (see test-db.ts); this drops them all when the run ends, and any left by a crashed run.
 */
export const TEST_DB_PREFIX = 'tailorcv_t_';

async function dropTestDatabases(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${TEST_DB_PREFIX}%`],
    );
    for (const { datname } of rows) {
      await client.query(`drop database if exists "${datname}" with (force)`);
    }
  } finally {
    await client.end();
  }
}

export async function setup() {
  // eslint-disable-next-line no-restricted-syntax -- test harness configuration
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  await dropTestDatabases(url);
  return async () => {
    await dropTestDatabases(url);
  };
}
