import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
const clientDir = path.resolve(process.env.E2E_CLIENT_DIR ?? 'dist/client');
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `tailorcv-e2e-${port}`);

export const E2E_BASE_URL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './e2e/specs',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['./e2e/counts-reporter.ts']],
  outputDir: 'test-results',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: `rm -rf "${dataDir}" && node --import tsx src/server/index.ts`,
    url: `${E2E_BASE_URL}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: E2E_BASE_URL,
      LOG_REQUESTS: 'false',
      NODE_ENV: 'test',
      CLIENT_DIR: clientDir,
    },
  },
});
