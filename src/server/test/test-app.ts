import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createApp, type AppDeps } from '../app.ts';
import { createLocalObjectStorage } from '../features/storage/local-object-storage.ts';
import { loadConfig, type Config } from '../config.ts';
import { silentLogger } from '../lib/logger.ts';
import { startSmtpCatcher, type SmtpCatcher } from './smtp-catcher.ts';
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
  deps: Partial<Pick<AppDeps, 'mailer' | 'userDeletion' | 'logger' | 'storage' | 'now'>> = {},
) {
  const database = await getTestDatabase();
  const config = testConfig(overrides);
  // A folder of its own per app (created on first write), so tests never share files.
  const storageDir = path.join(os.tmpdir(), `tailorcv-test-storage-${randomUUID()}`);
  const storage = deps.storage ?? createLocalObjectStorage(storageDir);
  const app = createApp({ config, database, logger: silentLogger, ...deps, storage });
  return { app, database, config, storage, storageDir };
}

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type MailedTestApp = TestApp & { smtp: SmtpCatcher };

/**
 * Registers the hooks of a test file whose app sends its mail to a mail catcher: beforeAll
 * starts the catcher and the app, afterAll stops the catcher. The returned object is filled
 * in by beforeAll, so its fields are read inside tests and later hooks, not at load time.
 */
export function useMailedTestApp(
  overrides: Record<string, string> | (() => Record<string, string>) = {},
  deps: Parameters<typeof createTestApp>[1] = {},
): MailedTestApp {
  const testApp = {} as MailedTestApp;
  beforeAll(async () => {
    testApp.smtp = await startSmtpCatcher();
    // A function is called only now, so it can name what earlier beforeAll hooks started.
    const settings = typeof overrides === 'function' ? overrides() : overrides;
    Object.assign(testApp, await createTestApp({ ...settings, SMTP_URL: testApp.smtp.url }, deps));
  });
  afterAll(async () => {
    await testApp.smtp?.close();
  });
  return testApp;
}
