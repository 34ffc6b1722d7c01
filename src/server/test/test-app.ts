import { createApp, type AppDeps } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { silentLogger } from '../lib/logger.ts';
import { getTestDatabase } from './test-db.ts';

export const TEST_ORIGIN = 'http://localhost:3000';
/** Fixed, so tests never write DATA_DIR/auth-secret. */
export const TEST_AUTH_SECRET = 'test-secret-test-secret-test-secret-0123456789';

/** A config as the server would build it, with no client serving and quiet logs. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    APP_URL: TEST_ORIGIN,
    SERVE_CLIENT: 'false',
    LOG_REQUESTS: 'false',
    DATA_DIR: '.tmp/test-data',
    BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
    // Tests pick their client IP with X-Forwarded-For (app.request has no socket).
    TRUST_PROXY: 'true',
    ...overrides,
  });
}

/**
 * The whole app in-process on this worker's test database. State-changing requests need
 * `origin: TEST_ORIGIN` (see lib/origin-check.ts).
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  deps: Partial<Pick<AppDeps, 'mailer' | 'userDeletion' | 'logger'>> = {},
) {
  const database = await getTestDatabase();
  const config = testConfig(overrides);
  const app = createApp({ config, database, logger: silentLogger, ...deps });
  return { app, database, config };
}
