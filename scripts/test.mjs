// `npm test`: every gate and every test, then one closing line `N passed, N failed`.
//   typecheck → lint → dead code → format check → dependency audit → Vitest (PGlite) → Vitest server suite on
//   PostgreSQL (when TEST_DATABASE_URL is set) → Playwright end to end in Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDebianTool } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file);
const countsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tailorcv-counts-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
/** What each runner named as failed, printed last so the tail of a CI log shows it. */
const namedFailures = [];

function run(name, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) failedSteps.push(name);
  return result.status === 0;
}

function addCounts(name, file) {
  if (!fs.existsSync(file)) {
    console.error(`${name}: no test counts were written`);
    totals.failed += 1;
    return;
  }
  const c = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += c.passed;
  totals.failed += c.failed;
  totals.skipped += c.skipped;
  for (const failure of c.failures ?? []) namedFailures.push(`${name}: ${failure}`);
}

run('typecheck', [bin('typescript', 'bin/tsc'), '-b']);
run('lint', [bin('eslint', 'bin/eslint.js'), '.', '--max-warnings', '0']);
// No unused file, dependency or export (knip.json says where the entry points are).
run('dead code (knip)', [bin('knip', 'bin/knip.js'), '--no-progress']);
run('format:check', [bin('prettier', 'bin/prettier.cjs'), '--check', '.', '--log-level', 'warn']);
// No high or critical advisory in the production dependencies (scripts/audit.ts says why it
// fails and what to upgrade; it needs the registry's advisory service).
run('dependency audit (npm audit --omit=dev)', [
  '--import',
  'tsx',
  path.join(root, 'scripts/audit.ts'),
]);

ensureDebianTool('pdftoppm', 'poppler-utils', 'the document visual-regression test');
ensureDebianTool(
  'soffice',
  'libreoffice-writer-nogui',
  'the test that our DOCX files open in LibreOffice',
);
const vitest = bin('vitest', 'vitest.mjs');
const pgliteCounts = path.join(countsDir, 'vitest-pglite.json');
const { TEST_DATABASE_URL, ...envWithoutPg } = process.env;
console.log('\n▶ unit + integration tests (PGlite)');
const pglite = spawnSync(process.execPath, [vitest, 'run'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...envWithoutPg, COUNTS_FILE: pgliteCounts },
});
if (pglite.status !== 0) failedSteps.push('vitest (PGlite)');
addCounts('vitest (PGlite)', pgliteCounts);

if (TEST_DATABASE_URL) {
  const pgCounts = path.join(countsDir, 'vitest-postgres.json');
  run('integration tests (PostgreSQL)', [vitest, 'run', '--project', 'server'], {
    COUNTS_FILE: pgCounts,
  });
  addCounts('vitest (PostgreSQL)', pgCounts);
} else {
  console.log(
    '\n(TEST_DATABASE_URL is not set: the PostgreSQL run of the integration suite is skipped)',
  );
}

const e2eCounts = path.join(countsDir, 'playwright.json');
run('end-to-end tests (Playwright, Chromium)', [path.join(root, 'scripts/e2e.mjs')], {
  PW_COUNTS_FILE: e2eCounts,
});
addCounts('playwright', e2eCounts);

fs.rmSync(countsDir, { recursive: true, force: true });
console.log('');
if (namedFailures.length > 0)
  console.log(`Failures:\n${namedFailures.map((f) => `  ${f}`).join('\n')}`);
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
const failed =
  totals.failed + (failedSteps.length > 0 && totals.failed === 0 ? failedSteps.length : 0);
console.log(
  `${totals.passed} passed, ${failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);
