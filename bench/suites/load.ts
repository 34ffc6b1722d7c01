import fs from 'node:fs';
import path from 'node:path';
import { longResume } from '../../src/shared/documents/__fixtures__/resume-fixtures.ts';
import { resumeToApi, type ResumeApiSections } from '../../src/shared/resume/resume-api.ts';
import { startCpuMeter, processRssMb } from '../lib/cpu.ts';
import { atMost, round } from '../lib/rows.ts';
import { startServer, type RunningServer } from '../lib/server.ts';
import { summarize } from '../lib/stats.ts';
import type { Row, Suite, SuiteContext } from '../lib/types.ts';
import { benchDatabase } from './auth.ts';

/**
 * Load: virtual users doing what people do on TailorCV, against one and then two
 * app processes on PostgreSQL (a fresh database for each), for a fixed time.
 *
 * Each virtual user has its own client address (X-Forwarded-For, TRUST_PROXY=true, as
 * behind a proxy), so the per-IP rate limits stay ON and count per user. A user repeats a
 * visit, with a think time between actions (uniform 0.5–1.5 × BENCH_LOAD_THINK_MS):
 *
 *   landing page `/` and the files it references (entry script, preloads, CSS), all at once
 *   → sign in (the first visit and every SIGN_IN_EVERY-th) → load the resume
 *   → SAVES_PER_VISIT saves, each from the version the last one answered
 *   → generate ATS keywords for a job posting → export the PDF (every EXPORT_EVERY-th visit)
 *
 * Two processes: no proxy in front (it would take CPU from the same two cores); requests go
 * round robin over both ports, one request to one process and the next to the other, so a
 * user's session and resume versions are used across both.
 *
 * Reported per kind of request: count, p50, p99 and errors (any non-2xx or network error);
 * requests per second over the measured time (after a ramp-up in which users start one by
 * one); the app processes' CPU per request and their memory (RSS) at start and end.
 * Goal: 0 errors, save p99 ≤ 100 ms at 100 users.
 *
 * Also: PDF export throughput at concurrency 4 (one process, closed loop). With
 * BENCH_LOAD_SOAK=1 the suite instead runs one process for BENCH_LOAD_SOAK_SECONDS (600)
 * and reports RSS at the start and the end (and every minute in the note).
 */
const USERS = Number(process.env.BENCH_LOAD_USERS ?? 100);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const THINK_MS = Number(process.env.BENCH_LOAD_THINK_MS ?? 1000);
const SOAK = process.env.BENCH_LOAD_SOAK === '1';
const SOAK_SECONDS = Number(process.env.BENCH_LOAD_SOAK_SECONDS ?? 600);
/** Users start evenly spread over this time; nothing before its end is counted. */
const RAMP_S = Math.min(10, Math.max(2, USERS / 20));
const SIGN_IN_EVERY = 5;
const SAVES_PER_VISIT = 4;
/**
 * The builder renders previews and downloads in the browser (ADR 0009); POST /api/export/pdf
 * serves scripts and API users, so a visit exports on the server only now and then: every
 * BENCH_LOAD_EXPORT_EVERY-th visit (5), staggered between users; 0 = never.
 */
const EXPORT_EVERY = Number(process.env.BENCH_LOAD_EXPORT_EVERY ?? 5);
const EXPORT_CONCURRENCY = 4;
const EXPORT_SECONDS = 10;
const PASSWORD = 'bench-load-password-1';
/** The same secret in every process, so a session made on one is valid on the other. */
const AUTH_SECRET = 'bench-load-secret-bench-load-secret-0123';

const KINDS = ['landing', 'asset', 'sign-in', 'load', 'save', 'keywords', 'export-pdf'] as const;
type Kind = (typeof KINDS)[number];

const posting = JSON.parse(
  fs.readFileSync(
    path.resolve(
      import.meta.dirname,
      '../../src/server/features/ats-keywords/__postings__/01-backend-engineer.json',
    ),
    'utf8',
  ),
) as { jobTitle: string; company: string; jobDescription: string };

/** The resume a user edits: the long fixture, its summary changed by each save. */
function resumeAt(user: number, save: number): ResumeApiSections {
  const base = resumeToApi(longResume);
  return {
    ...base,
    personal_info: {
      ...base.personal_info,
      summary: `User ${user}, edit ${save}. ${base.personal_info.summary}`,
    },
  };
}

const ipOf = (user: number) => `10.77.${Math.floor(user / 250)}.${(user % 250) + 1}`;

class Recorder {
  readonly times = new Map<Kind, number[]>(KINDS.map((k) => [k, []]));
  readonly errors = new Map<Kind, number>(KINDS.map((k) => [k, 0]));
  readonly errorSamples: string[] = [];
  measuring = false;

  record(kind: Kind, ms: number, ok: boolean, detail: string) {
    if (!this.measuring) return;
    this.times.get(kind)!.push(ms);
    if (!ok) {
      this.errors.set(kind, this.errors.get(kind)! + 1);
      if (this.errorSamples.length < 5) this.errorSamples.push(`${kind}: ${detail}`);
    }
  }

  get total() {
    return [...this.times.values()].reduce((sum, t) => sum + t.length, 0);
  }

  get errorCount() {
    return [...this.errors.values()].reduce((sum, n) => sum + n, 0);
  }
}

/** Requests go to the servers in turn. */
function roundRobin(servers: RunningServer[]) {
  let next = 0;
  return () => servers[next++ % servers.length]!;
}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

/** One request, timed to the end of its body; undefined on a network error. */
async function timed(
  recorder: Recorder,
  kind: Kind,
  url: string,
  init: RequestInit,
): Promise<Answer | undefined> {
  const started = performance.now();
  try {
    const res = await fetch(url, init);
    const text = await res.text();
    const ok = res.status >= 200 && res.status < 300;
    recorder.record(kind, performance.now() - started, ok, `${res.status} ${text.slice(0, 120)}`);
    return { status: res.status, headers: res.headers, text };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const why = cause ? ` (${cause.code ?? ''} ${cause.message ?? ''})` : '';
    recorder.record(kind, performance.now() - started, false, `${String(error)}${why}`);
    return undefined;
  }
}

const cookieOf = (answer: Answer) =>
  answer.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const think = () => sleep(THINK_MS * (0.5 + Math.random()));

/** What a browser loads for `/` besides the HTML: scripts, module preloads, stylesheets. */
function assetsOf(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="(\/[^"]+)"/g)) {
    if (/\.(js|css|woff2?)$/.test(match[1]!)) found.add(match[1]!);
  }
  return [...found];
}

async function createAccounts(servers: RunningServer[], count: number): Promise<string[]> {
  const emails = Array.from(
    { length: count },
    (_, i) => `bench-load-${i}-${Date.now().toString(36)}@example.test`,
  );
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const server = servers[i % servers.length]!;
      const res = await fetch(`${server.url}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: server.url,
          'x-forwarded-for': ipOf(i),
        },
        body: JSON.stringify({ email: emails[i], password: PASSWORD }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`sign-up answered ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return emails;
}

interface PhaseResult {
  label: string;
  recorder: Recorder;
  seconds: number;
  /** Per process: CPU ms per counted request, RSS MB at the start and end of the measured time. */
  cpuPerRequestMs: number | undefined;
  rss: { start: number | undefined; end: number | undefined }[];
  rssSamples: number[];
}

/** Virtual users against `servers` for `seconds` after the ramp-up. */
async function runUsers(
  ctx: SuiteContext,
  label: string,
  servers: RunningServer[],
  seconds: number,
): Promise<PhaseResult> {
  const pick = roundRobin(servers);
  const first = servers[0]!;
  const home = await fetch(`${first.url}/`);
  const assets = assetsOf(await home.text());
  if (assets.length === 0) throw new Error('the landing page references no scripts or styles');
  ctx.log(`${label}: creating ${USERS} accounts; the landing page loads ${assets.length} files`);
  const emails = await createAccounts(servers, USERS);

  const recorder = new Recorder();
  const rampEnd = performance.now() + RAMP_S * 1000;
  const end = rampEnd + seconds * 1000;
  const keywordsBody = JSON.stringify(posting);

  const user = async (index: number) => {
    await sleep((RAMP_S * 1000 * index) / USERS);
    const ip = ipOf(index);
    let cookie = '';
    let edits = 0;
    const json = (server: RunningServer, method: string, body: string) => ({
      method,
      body,
      headers: {
        'content-type': 'application/json',
        origin: server.url,
        'x-forwarded-for': ip,
        cookie,
      },
    });
    for (let visit = 0; performance.now() < end; visit += 1) {
      const landing = pick();
      await timed(recorder, 'landing', `${landing.url}/`, { headers: { 'x-forwarded-for': ip } });
      await Promise.all(
        assets.map((asset) =>
          timed(recorder, 'asset', `${pick().url}${asset}`, { headers: { 'x-forwarded-for': ip } }),
        ),
      );
      await think();
      if (visit % SIGN_IN_EVERY === 0 || !cookie) {
        const server = pick();
        const res = await timed(
          recorder,
          'sign-in',
          `${server.url}/api/auth/sign-in/email`,
          json(server, 'POST', JSON.stringify({ email: emails[index], password: PASSWORD })),
        );
        if (res?.status === 200) cookie = cookieOf(res);
        await think();
      }
      if (!cookie) continue;
      const loadFrom = pick();
      const loaded = await timed(recorder, 'load', `${loadFrom.url}/api/resume`, {
        headers: { cookie, 'x-forwarded-for': ip },
      });
      if (!loaded || loaded.status !== 200) continue;
      let version = (JSON.parse(loaded.text) as { version: number }).version;
      for (let s = 0; s < SAVES_PER_VISIT && performance.now() < end; s += 1) {
        await think();
        const server = pick();
        edits += 1;
        const res = await timed(
          recorder,
          'save',
          `${server.url}/api/resume`,
          json(
            server,
            'PUT',
            JSON.stringify({ ...resumeAt(index, edits), template_id: '4', version }),
          ),
        );
        if (res?.status !== 200) break;
        version = (JSON.parse(res.text) as { version: number }).version;
      }
      await think();
      const kw = pick();
      await timed(
        recorder,
        'keywords',
        `${kw.url}/api/functions/generate-keywords`,
        json(kw, 'POST', keywordsBody),
      );
      if (EXPORT_EVERY > 0 && (visit + index) % EXPORT_EVERY === EXPORT_EVERY - 1) {
        await think();
        const ex = pick();
        await timed(
          recorder,
          'export-pdf',
          `${ex.url}/api/export/pdf`,
          json(ex, 'POST', JSON.stringify({ ...resumeAt(index, edits), template_id: '4' })),
        );
      }
    }
  };

  const users = Array.from({ length: USERS }, (_, i) => user(i));
  await sleep(Math.max(0, rampEnd - performance.now()));
  recorder.measuring = true;
  const meters = await Promise.all(servers.map((s) => startCpuMeter(s.pid)));
  const rssStart = servers.map((s) => processRssMb(s.pid));
  const rssSamples: number[] = [];
  const sampler = setInterval(() => {
    const total = servers.reduce((sum, s) => sum + (processRssMb(s.pid) ?? 0), 0);
    rssSamples.push(round(total));
  }, 60_000);
  ctx.log(`${label}: ${USERS} users started; measuring ${seconds} s`);
  await sleep(Math.max(0, end - performance.now()));
  recorder.measuring = false;
  clearInterval(sampler);
  const cpu = await Promise.all(meters.map((m) => m.stop()));
  const rssEnd = servers.map((s) => processRssMb(s.pid));
  await Promise.all(users);
  const cpuMs = cpu.reduce<number | undefined>(
    (sum, c) => (sum === undefined || c.processMs === undefined ? undefined : sum + c.processMs),
    0,
  );
  return {
    label,
    recorder,
    seconds,
    cpuPerRequestMs:
      cpuMs === undefined || recorder.total === 0 ? undefined : cpuMs / recorder.total,
    rss: servers.map((_, i) => ({ start: rssStart[i], end: rssEnd[i] })),
    rssSamples,
  };
}

/** PDF exports in a closed loop from EXPORT_CONCURRENCY clients for EXPORT_SECONDS. */
async function exportThroughput(server: RunningServer) {
  const body = JSON.stringify({ ...resumeToApi(longResume), template_id: '4' });
  let done = 0;
  let errors = 0;
  let ip = 0;
  const times: number[] = [];
  const end = performance.now() + EXPORT_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: EXPORT_CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        ip += 1;
        try {
          const res = await fetch(`${server.url}/api/export/pdf`, {
            method: 'POST',
            body,
            headers: {
              'content-type': 'application/json',
              origin: server.url,
              // A client address per export: the per-IP download limit is for people.
              'x-forwarded-for': `10.88.${Math.floor(ip / 250) % 250}.${(ip % 250) + 1}`,
            },
          });
          await res.arrayBuffer();
          if (res.status === 200) {
            done += 1;
            times.push(performance.now() - started);
          } else errors += 1;
        } catch {
          errors += 1;
        }
      }
    }),
  );
  return {
    perSecond: done / EXPORT_SECONDS,
    errors,
    p50: times.length ? summarize(times).p50 : undefined,
  };
}

function phaseRows(phase: PhaseResult): Row[] {
  const { recorder, label } = phase;
  const rate = recorder.total / phase.seconds;
  const rss = phase.rss
    .map(
      (r) =>
        `${r.start === undefined ? '?' : round(r.start)} → ${r.end === undefined ? '?' : round(r.end)} MB`,
    )
    .join(', ');
  const rows: Row[] = [
    {
      metric: `Load, ${USERS} users, ${label}: requests per second`,
      value: round(rate),
      unit: 'req/s',
      note: `${recorder.total} requests in ${phase.seconds} s; app CPU ${phase.cpuPerRequestMs === undefined ? 'n/a' : round(phase.cpuPerRequestMs, 2)} ms per request; RSS ${rss}`,
    },
    {
      metric: `Load, ${USERS} users, ${label}: errors`,
      value: recorder.errorCount,
      unit: 'requests',
      budget: atMost(0),
      note:
        recorder.errorCount > 0
          ? recorder.errorSamples.join(' | ')
          : 'non-2xx answers and network errors, every kind',
    },
  ];
  for (const kind of KINDS) {
    const times = recorder.times.get(kind)!;
    const errors = recorder.errors.get(kind)!;
    if (times.length === 0) {
      rows.push({
        metric: `Load, ${label}: ${kind} p99`,
        value: null,
        unit: 'ms',
        note: 'no requests',
      });
      continue;
    }
    const s = summarize(times);
    rows.push({
      metric: `Load, ${label}: ${kind} p99`,
      value: round(s.p99),
      unit: 'ms',
      ...(kind === 'save' ? { budget: atMost(100) } : {}),
      note: `p50 ${round(s.p50)} ms, ${s.count} requests${errors ? `, ${errors} errors` : ''}`,
    });
  }
  return rows;
}

async function startApp(ctx: SuiteContext, label: string, databaseUrl: string, clientDir: string) {
  const server = await startServer({
    root: ctx.root,
    dataDir: ctx.tempDir(`load-${label}`),
    clientDir,
    env: {
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: 'true',
      REQUIRE_EMAIL_VERIFICATION: 'false',
      BETTER_AUTH_SECRET: AUTH_SECRET,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
  });
  ctx.defer(() => server.stop());
  return server;
}

const suite: Suite = {
  description: `Load: ${USERS} users (landing, sign-in, load/save resume, keywords, PDF) on 1 and 2 processes on PostgreSQL; PDF exports/s at concurrency 4; BENCH_LOAD_SOAK=1 for a 10-minute soak`,
  // The soak keeps its own results file, beside the regular load figures.
  ...(SOAK ? { resultFile: 'load-soak' } : {}),
  async run(ctx) {
    const clientDir = await ctx.clientBuild();

    if (SOAK) {
      const databaseUrl = await benchDatabase(ctx, 'tailorcv_bench_load_soak');
      const server = await startApp(ctx, 'soak', databaseUrl, clientDir);
      const phase = await runUsers(ctx, 'soak, 1 process', [server], SOAK_SECONDS);
      const { start, end } = phase.rss[0]!;
      return [
        ...phaseRows(phase),
        {
          metric: `Soak ${round(SOAK_SECONDS / 60)} min, RSS at the start`,
          value: start === undefined ? null : round(start),
          unit: 'MB',
        },
        {
          metric: `Soak ${round(SOAK_SECONDS / 60)} min, RSS at the end`,
          value: end === undefined ? null : round(end),
          unit: 'MB',
          note: `every minute: ${phase.rssSamples.join(', ')} MB`,
        },
      ];
    }

    const rows: Row[] = [];
    const oneUrl = await benchDatabase(ctx, 'tailorcv_bench_load_1');
    const one = await startApp(ctx, 'one', oneUrl, clientDir);
    rows.push(...phaseRows(await runUsers(ctx, '1 process', [one], SECONDS)));
    ctx.log(`PDF exports at concurrency ${EXPORT_CONCURRENCY} for ${EXPORT_SECONDS} s`);
    const exports = await exportThroughput(one);
    rows.push({
      metric: `PDF export throughput at concurrency ${EXPORT_CONCURRENCY}, 1 process`,
      value: round(exports.perSecond, 2),
      unit: 'exports/s',
      note: `the long fixture resume, template 4${exports.p50 === undefined ? '' : `; p50 ${round(exports.p50)} ms`}${exports.errors ? `; ${exports.errors} errors` : ''}`,
      ...(exports.errors ? { pass: false } : {}),
    });
    await one.stop();

    const twoUrl = await benchDatabase(ctx, 'tailorcv_bench_load_2');
    const pair = await Promise.all([
      startApp(ctx, 'two-a', twoUrl, clientDir),
      startApp(ctx, 'two-b', twoUrl, clientDir),
    ]);
    rows.push(...phaseRows(await runUsers(ctx, '2 processes', pair, SECONDS)));
    return rows;
  },
};

export default suite;
