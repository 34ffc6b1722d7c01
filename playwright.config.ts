import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT } from './e2e/fixtures/e2e-env.ts';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';

// The app, the SMTP catcher and the OpenID Connect test provider are started by the global
// setup (in that dependency order), not by `webServer`: Playwright starts web servers
// before the global setup, and the app needs the other two.
export default defineConfig({
  testDir: './e2e/specs',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // No retries: a test that passes only on its second try is a flake to fix, not to hide.
  retries: 0,
  // Generous waits: CI is a busy 2-core machine running the app, Chromium and other suites at
  // once. Every wait is for an event or a visible state, so a long limit costs nothing when
  // things are fast and only decides when a state never comes. The builder's first preview
  // (render worker, fonts and pdf.js loaded) takes about 6 s on a quiet machine and has taken
  // over 15 s at a load of 12, so the limits leave room for that.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['./e2e/counts-reporter.ts']],
  // One folder per port: parallel runs on one machine must not wipe each other's artifacts.
  outputDir: `test-results/e2e-${E2E_PORT}`,
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
});
