import { createApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { silentLogger } from '../lib/logger.ts';
import { getTestDatabase } from './test-db.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

/** A config as the server would build it, with no client serving and quiet logs. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    APP_URL: TEST_ORIGIN,
    SERVE_CLIENT: 'false',
    LOG_REQUESTS: 'false',
    DATA_DIR: '.tmp/test-data',
    ...overrides,
  });
}

/** The whole app in-process on this worker's test database. */
export async function createTestApp(overrides: Record<string, string> = {}) {
  const database = await getTestDatabase();
  const config = testConfig(overrides);
  const app = createApp({ config, database, logger: silentLogger });
  return { app, database, config };
}
