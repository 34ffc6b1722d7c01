// `npm run bench [-- suite …]`: runs the benchmark suites in bench/suites/ (all of them, in
// name order, or only those named), writes bench/results/<suite>.json and prints one table.
// Exit code: 0 even when a budget fails (the table reports it; CI does not run this),
// 1 when a suite crashed, 2 for a bad command line.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildClient } from './lib/client-build.ts';
import { killAll, onExit } from './lib/processes.ts';
import { currentCommit, machineFacts, writeResult, type SuiteResult } from './lib/results.ts';
import { judge } from './lib/rows.ts';
import { renderTable, status, type TableRow } from './lib/table.ts';
import type { Suite, SuiteContext } from './lib/types.ts';

const root = path.resolve(import.meta.dirname, '..');
const suitesDir = path.join(import.meta.dirname, 'suites');
const resultsDir = path.join(import.meta.dirname, 'results');
const tmpRoot = path.join(root, '.tmp/bench');

// Whatever happens, leave no server, build or browser behind.
process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\nbench: ${signal}, stopping everything it started`);
    killAll();
    process.exit(130);
  });
}

function availableSuites(): string[] {
  return fs
    .readdirSync(suitesDir)
    .filter((file) => /^[a-z0-9-]+\.ts$/.test(file) && !file.endsWith('.test.ts'))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();
}

async function loadSuite(name: string): Promise<Suite> {
  const module = (await import(pathToFileURL(path.join(suitesDir, `${name}.ts`)).href)) as {
    default?: Partial<Suite>;
  };
  const suite = module.default;
  if (!suite || typeof suite.run !== 'function' || typeof suite.description !== 'string') {
    throw new Error(`bench/suites/${name}.ts must export default { description, run(ctx) }`);
  }
  return suite as Suite;
}

function usage(suites: string[]): string {
  return [
    'Usage: npm run bench [-- <suite> …]   (no names: every suite)',
    '       npm run bench -- --list',
    '',
    `Suites: ${suites.join(', ')}`,
  ].join('\n');
}

async function main(): Promise<number> {
  const suites = availableSuites();
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage(suites));
    return 0;
  }
  if (args.includes('--list')) {
    const width = Math.max(...suites.map((name) => name.length)) + 2;
    for (const name of suites)
      console.log(`${name.padEnd(width)}${(await loadSuite(name)).description}`);
    return 0;
  }
  const unknown = args.filter((arg) => !suites.includes(arg));
  if (unknown.length > 0) {
    console.error(`Unknown suite: ${unknown.join(', ')}\n\n${usage(suites)}`);
    return 2;
  }
  const selected = args.length > 0 ? suites.filter((name) => args.includes(name)) : suites;

  // One client build per run, shared by the suites that need it.
  let build: Promise<string> | undefined;
  const clientBuild = () => (build ??= buildClient(root));
  const commit = currentCommit(root);

  const table: TableRow[] = [];
  const crashed: string[] = [];
  for (const name of selected) {
    const cleanups: Array<() => unknown> = [];
    const ctx: SuiteContext = {
      root,
      log: (message) => console.error(`[${name}] ${message}`),
      clientBuild,
      tempDir: (prefix) => {
        fs.mkdirSync(tmpRoot, { recursive: true });
        const dir = fs.mkdtempSync(path.join(tmpRoot, `${prefix}-`));
        const remove = () => fs.rmSync(dir, { recursive: true, force: true });
        // Also removed on Ctrl-C, after the processes that use it are killed.
        const forget = onExit(remove);
        cleanups.push(() => {
          forget();
          remove();
        });
        return dir;
      },
      defer: (cleanup) => cleanups.push(cleanup),
    };
    console.error(`[${name}] running …`);
    const machine = machineFacts();
    if (machine.loadAverage1m > machine.cpuCount) {
      console.error(
        `[${name}] warning: load average ${machine.loadAverage1m} on ${machine.cpuCount} CPUs: other work will skew the timings`,
      );
    }
    const started = performance.now();
    const result: SuiteResult = {
      suite: name,
      date: new Date().toISOString(),
      durationMs: 0,
      commit,
      machine,
      rows: [],
    };
    let resultFile = name;
    try {
      const suite = await loadSuite(name);
      resultFile = suite.resultFile ?? name;
      const rows = await suite.run(ctx);
      result.rows = rows.map((row) => ({ ...row, pass: judge(row) }));
    } catch (err) {
      crashed.push(name);
      result.error = err instanceof Error ? (err.stack ?? err.message) : String(err);
      console.error(`[${name}] CRASHED: ${result.error}`);
    } finally {
      for (const cleanup of cleanups.reverse()) {
        try {
          await cleanup();
        } catch (err) {
          console.error(`[${name}] cleanup failed: ${err instanceof Error ? err.message : err}`);
        }
      }
    }
    result.durationMs = Math.round(performance.now() - started);
    const file = writeResult(resultsDir, result, resultFile);
    console.error(
      `[${name}] done in ${(result.durationMs / 1000).toFixed(1)} s → ${path.relative(root, file)}`,
    );
    if (result.error) {
      table.push({
        suite: name,
        metric: 'crashed: see the error above',
        value: null,
        unit: '',
        crashed: true,
      });
    } else {
      table.push(...result.rows.map((row) => ({ suite: name, ...row })));
    }
  }

  const counts = { PASS: 0, FAIL: 0, CRASH: 0, '—': 0 };
  for (const row of table) counts[status(row)] += 1;
  console.log(`\n${renderTable(table)}\n`);
  console.log(
    `${counts.PASS} within budget, ${counts.FAIL} over budget, ${counts['—']} without budget` +
      (crashed.length > 0 ? `; crashed: ${crashed.join(', ')}` : ''),
  );
  return crashed.length > 0 ? 1 : 0;
}

main().then(
  (code) => {
    killAll();
    process.exit(code);
  },
  (err: unknown) => {
    console.error(err);
    killAll();
    process.exit(1);
  },
);
