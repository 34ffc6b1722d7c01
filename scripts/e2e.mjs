// `npm run test:e2e`: builds the client, makes sure Chromium is there, runs Playwright.
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const chromium = ensureChromium();
// E2E_CLIENT_DIR lets several runs on one machine build into separate folders.
const clientDir = path.resolve(root, process.env.E2E_CLIENT_DIR ?? 'dist/client');
execFileSync(
  process.execPath,
  [
    path.join(root, 'node_modules/vite/bin/vite.js'),
    'build',
    '--logLevel',
    'warn',
    '--outDir',
    clientDir,
    '--emptyOutDir',
  ],
  { cwd: root, stdio: 'inherit' },
);
const result = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: chromium, E2E_CLIENT_DIR: clientDir },
  },
);
process.exit(result.status ?? 1);
