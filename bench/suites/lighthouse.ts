import fs from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import { findChromium, headlessFlags } from '../lib/chromium.ts';
import { onExit } from '../lib/processes.ts';
import { atLeast } from '../lib/rows.ts';
import { SETUP_ENV, suiteServer, type RunningServer } from '../lib/server.ts';
import { median } from '../lib/stats.ts';
import type { Row, Suite, SuiteContext } from '../lib/types.ts';
import { longResume } from '../../src/shared/documents/__fixtures__/resume-fixtures.ts';
import { postJson, signUpSession } from './auth.ts';

/**
 * Lighthouse on the landing page and on a shared resume's public page (`/r/:slug`, the
 * long fixture in a two-column template), default mobile preset (simulated slow 4G and
 * 4× CPU slowdown), against the built app served by our own server as `npm start` serves it.
 */
const BUDGETS = {
  performance: 95,
  accessibility: 95,
  'best-practices': 95,
  seo: 90,
} as const;
type CategoryId = keyof typeof BUDGETS;

/**
 * The shared page's budgets: performance ≥ 95 and accessibility 100. Its SEO score is
 * reported without one: the page asks search engines not to index it unless the owner
 * allows it, which Lighthouse counts against SEO.
 */
const SHARED_PAGE_BUDGETS: Partial<Record<CategoryId, number>> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
};

/** Signs a user up, shares the long fixture and answers the link's path. */
async function sharedPagePath(server: RunningServer): Promise<string> {
  const cookie = await signUpSession(server, 'lighthouse-share');
  const created = await postJson(
    server,
    '/api/documents',
    { kind: 'resume', title: 'Shared', template_id: '1', data: longResume },
    cookie,
  );
  if (created.status !== 201) throw new Error(`POST /api/documents answered ${created.status}`);
  const { id } = (await created.json()) as { id: string };
  const shared = await postJson(
    server,
    `/api/documents/${id}/share`,
    { allow_download: true },
    cookie,
  );
  if (shared.status !== 201) throw new Error(`POST …/share answered ${shared.status}`);
  return new URL(((await shared.json()) as { url: string }).url).pathname;
}

/** Lighthouse scores vary from run to run; the median of a few is the figure Google recommends. */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) || 3);

const PERFORMANCE_METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

const suite: Suite = {
  description:
    'Lighthouse mobile on / (median of 3): performance, a11y, best practices ≥ 95, SEO ≥ 90; on a shared page /r/:slug: performance ≥ 95, a11y 100',
  async run(ctx) {
    const chromePath = await findChromium(ctx.root);

    ctx.log('building the client …');
    const clientDir = await ctx.clientBuild();
    ctx.log('starting the server on a fresh DATA_DIR …');
    // Accounts without the mail round trip, for the shared page's owner; the pages are the same.
    const server = await suiteServer(ctx, 'lighthouse-data', { clientDir, env: { ...SETUP_ENV } });
    const sharedPath = await sharedPagePath(server);

    const chrome = await launch({
      chromePath,
      chromeFlags: await headlessFlags(ctx.root),
      logLevel: 'silent',
      // The runner's own SIGINT handler kills Chromium through onExit below.
      handleSIGINT: false,
    });
    const forget = onExit(() => chrome.kill());
    ctx.defer(() => {
      forget();
      chrome.kill();
    });

    const rows = [
      ...(await measurePage(ctx, chrome.port, `${server.url}/`, '/', BUDGETS)),
      ...(await measurePage(
        ctx,
        chrome.port,
        `${server.url}${sharedPath}`,
        'a shared page /r/:slug',
        SHARED_PAGE_BUDGETS,
      )),
    ];
    return rows;
  },
};

export default suite;

/** Lighthouse `RUNS` times on one page; its category scores against `budgets`, and its metrics. */
async function measurePage(
  ctx: SuiteContext,
  port: number,
  url: string,
  label: string,
  budgets: Partial<Record<CategoryId, number>>,
): Promise<Row[]> {
  const reports: Result[] = [];
  const discarded: string[] = [];
  // A run that Lighthouse itself flags (runtimeError, e.g. NO_NAVSTART on a busy machine)
  // has no trustworthy scores: run again, up to twice as many attempts as runs.
  for (let attempt = 1; reports.length < RUNS && attempt <= RUNS * 2; attempt++) {
    ctx.log(`Lighthouse run ${reports.length + 1} of ${RUNS} on ${url} …`);
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(BUDGETS),
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const error = result.lhr.runtimeError;
    if (error) {
      ctx.log(`run discarded: ${error.code}: ${error.message}`);
      discarded.push(error.code);
      continue;
    }
    reports.push(result.lhr);
  }

  const rows: Row[] = [];
  for (const id of Object.keys(BUDGETS) as CategoryId[]) {
    const scores = reports.map((lhr) => score(lhr, id));
    const measured = scores.filter((s): s is number => s !== null);
    const value = measured.length > 0 ? median(measured) : null;
    const notes: string[] = [];
    if (RUNS > 1) notes.push(`runs: ${scores.map((s) => s ?? 'n/a').join(', ') || 'none'}`);
    if (discarded.length > 0) notes.push(`discarded runs: ${discarded.join(', ')}`);
    // The failing audits of the median run say what to fix.
    if (value !== null && value < (budgets[id] ?? 0)) {
      const lhr = reports[scores.indexOf(closest(measured, value))];
      if (lhr) notes.push(`failing: ${failingAudits(lhr, id).join('; ') || 'none listed'}`);
    }
    const budget = budgets[id];
    rows.push({
      metric: `${reports[0]?.categories[id]?.title ?? id} score on ${label}`,
      value: value === null ? null : Math.round(value),
      unit: '',
      ...(budget === undefined ? {} : { budget: atLeast(budget) }),
      note: notes.join('; ') || undefined,
    });
  }
  if (reports.length === 0) return rows;

  // The performance metrics of the run with the median performance score, for context.
  const perfScores = reports.map((lhr) => score(lhr, 'performance') ?? -1);
  const medianRun = reports[perfScores.indexOf(closest(perfScores, median(perfScores)))];
  if (medianRun) {
    for (const audit of PERFORMANCE_METRICS.map((m) => medianRun.audits[m])) {
      if (!audit || audit.numericValue === undefined) continue;
      const unitless = audit.numericUnit === 'unitless';
      rows.push({
        metric: `${audit.title} on ${label}`,
        value: unitless
          ? Math.round(audit.numericValue * 1000) / 1000
          : Math.round(audit.numericValue),
        unit: unitless ? '' : 'ms',
        note: `metric score ${Math.round((audit.score ?? 0) * 100)} in the median performance run`,
      });
    }
    const reportDir = path.join(ctx.root, 'bench/results/tmp');
    fs.mkdirSync(reportDir, { recursive: true });
    const reportFile = path.join(
      reportDir,
      label === '/' ? 'lighthouse-report.html' : 'lighthouse-report-shared.html',
    );
    fs.writeFileSync(reportFile, generateReport(medianRun, 'html'));
    ctx.log(`full report of the median run: ${path.relative(ctx.root, reportFile)}`);
  }
  return rows;
}

function score(lhr: Result, id: CategoryId): number | null {
  const value = lhr.categories[id]?.score;
  return typeof value === 'number' ? value * 100 : null;
}

function closest(values: number[], target: number): number {
  return values.reduce((best, v) => (Math.abs(v - target) < Math.abs(best - target) ? v : best));
}

/**
 * Titles of the audits that cost points: weighted audits under 0.9 first (for performance,
 * the metrics, with their values), then unweighted diagnostics that failed.
 */
function failingAudits(lhr: Result, id: CategoryId): string[] {
  const category = lhr.categories[id];
  if (!category) return [];
  const scored = category.auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .flatMap(({ ref, audit }) =>
      audit &&
      audit.score !== null &&
      ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)
        ? [{ ref, audit }]
        : [],
    );
  const weighted = scored
    .filter((x) => x.ref.weight > 0 && (x.audit.score ?? 1) < 0.9)
    .sort((a, b) => b.ref.weight - a.ref.weight)
    .map((x) =>
      x.audit.displayValue ? `${x.audit.title} (${x.audit.displayValue})` : x.audit.title,
    );
  const diagnostics = scored
    .filter((x) => x.ref.weight === 0 && (x.audit.score ?? 1) < 0.5)
    .map((x) => x.audit.title);
  return [...weighted, ...diagnostics].slice(0, 10);
}
