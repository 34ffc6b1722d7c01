import autocannon from 'autocannon';
import pg from 'pg';
import { longResume } from '../../src/shared/documents/__fixtures__/resume-fixtures.ts';
import { resumeToApi, type ResumeApiSections } from '../../src/shared/resume/resume-api.ts';
import { startCpuMeter } from '../lib/cpu.ts';
import { loadFigures, type LoadFigures } from '../lib/load.ts';
import { atMost, round } from '../lib/rows.ts';
import { SETUP_ENV, suiteServer, type RunningServer } from '../lib/server.ts';
import { summarize } from '../lib/stats.ts';
import type { Row, Suite, SuiteContext } from '../lib/types.ts';
import { benchDatabase, signUpSession } from './auth.ts';

/**
 * Builder saves: `PUT /api/resume` of a 30 KB document at 50 concurrent
 * connections against PostgreSQL, with autocannon. Budget: p50 ≤ 10 ms, p99 ≤ 50 ms.
 *
 * Every save must name the version it started from, or it is refused (409). So there are
 * 50 accounts, each with its own resume, and a pool of them: when a connection sends a
 * request it takes an account from the pool with that account's current version, and puts
 * it back with version + 1 when the 200 arrives. With one request in flight per connection
 * (no pipelining) and 50 accounts for 50 connections, an account is never in two requests
 * at once, so every save is a real, accepted write (an UPDATE of a 30 KB jsonb row), never
 * a cheap 409; any non-2xx answer is counted and reported.
 *
 * For scale, the same load on a bare single-row upsert with `pg` (same payload, 50
 * connections, one row per connection) shows what the app layer costs: HTTP, session
 * lookup, JSON parsing, zod validation, the versioned UPDATE and the response. The same
 * closed-loop load against a server on embedded PGlite (one connection, in the process) is
 * reported beside it, without a budget.
 */
const CONNECTIONS = 50;
const DURATION_S = 10;
const WARM_UP_S = 3;
const TARGET_BYTES = 30 * 1024;
/**
 * With 50 connections each sending its next save as soon as the last one is answered, the
 * latency is queueing: p50 ≈ 50 / throughput, so p50 ≤ 10 ms needs ≥ 5000 saves/s. The
 * paced run sends saves at an even PACED_RATE from the 50 accounts (each saving every
 * 0.5 s, far more often than the builder's autosave), open loop, to show the time of one
 * save when the server is not saturated. (autocannon's own rate cap sends each second's
 * quota in one burst, which measures the burst's queue instead.)
 */
const PACED_RATE = 100;
/** In the summary of the saved document: replaced per save by the edited runs. */
const EDIT_MARK = '@edit@';

/** The long fixture with its jobs repeated (fresh ids) until the PUT body is ~30 KB. */
function thirtyKbResume(): ResumeApiSections {
  const base = resumeToApi(longResume);
  const experience = [...base.experience];
  const doc = { ...base, experience };
  for (let i = 0; JSON.stringify({ ...doc, version: 1 }).length < TARGET_BYTES; i += 1) {
    const job = base.experience[i % base.experience.length]!;
    experience.push({ ...job, id: `bench-${i}` });
  }
  return doc;
}

interface Account {
  cookie: string;
  version: number;
}

async function createAccounts(server: RunningServer, count: number): Promise<Account[]> {
  const accounts: Account[] = [];
  for (let i = 0; i < count; i += 1) {
    accounts.push({ cookie: await signUpSession(server, `save-${i}`), version: 0 });
  }
  return accounts;
}

interface LoadResult extends LoadFigures {
  /** CPU ms per accepted save: the server process, and PostgreSQL's backends (undefined for PGlite). */
  appCpuMs?: number;
  databaseCpuMs?: number;
}

/**
 * autocannon stops with requests in flight and drops their answers, yet the server saves
 * them: read every account's current version before the next run, until two reads agree
 * (on a busy machine a dropped save can land well after autocannon stopped).
 */
async function syncVersions(server: RunningServer, accounts: Account[]): Promise<void> {
  const read = async () => {
    const versions: number[] = [];
    for (const account of accounts) {
      const res = await fetch(`${server.url}/api/resume`, { headers: { cookie: account.cookie } });
      if (res.status !== 200) throw new Error(`GET /api/resume answered ${res.status}`);
      versions.push(((await res.json()) as { version: number }).version);
    }
    return versions;
  };
  let last = await read();
  for (let attempt = 0; attempt < 40; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await read();
    if (now.every((v, i) => v === last[i])) break;
    last = now;
  }
  last.forEach((version, i) => (accounts[i]!.version = version));
}

/** PUT /api/resume at CONNECTIONS concurrent connections for `seconds`. */
async function loadSaves(
  server: RunningServer,
  accounts: Account[],
  payload: string,
  seconds: number,
  databaseUrl?: string,
): Promise<LoadResult> {
  // The body with the version spliced in: no 30 KB JSON.stringify per request.
  const [head, tail] = payload.split('"version":0');
  if (tail === undefined) throw new Error('payload has no version placeholder');
  const free = [...accounts];
  let conflicts = 0;
  type Ctx = { account?: Account };
  const meter = await startCpuMeter(server.pid, databaseUrl);
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}/api/resume`,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
    requests: [
      {
        method: 'PUT',
        setupRequest: (req, context: Ctx) => {
          const account = free.pop();
          if (!account) throw new Error('more requests in flight than accounts');
          context.account = account;
          return {
            ...req,
            headers: {
              'content-type': 'application/json',
              origin: server.url,
              cookie: account.cookie,
            },
            body: `${head}"version":${account.version}${tail}`,
          };
        },
        onResponse: (status, body, context: Ctx) => {
          const account = context.account!;
          if (status === 200) account.version += 1;
          else if (status === 409) {
            conflicts += 1;
            account.version = (
              JSON.parse(body) as { current: { version: number } }
            ).current.version;
          }
          free.push(account);
        },
      },
    ],
  });
  const cpu = await meter.stop();
  if (conflicts > 0)
    throw new Error(`${conflicts} saves were refused as stale: the bench is wrong`);
  await syncVersions(server, accounts);
  const perSave = (ms: number | undefined) =>
    ms === undefined || result.requests.total === 0 ? undefined : ms / result.requests.total;
  return {
    appCpuMs: perSave(cpu.processMs),
    databaseCpuMs: perSave(cpu.databaseMs),
    ...loadFigures(result),
  };
}

/**
 * Saves started every 1000 / PACED_RATE ms whatever the answers (open loop), with fetch.
 * `edits`: each save changes the summary (EDIT_MARK becomes the version it starts from), so
 * the server keeps a version of it (version history: folded into the newest one within ten
 * minutes); otherwise every save sends the same document and keeps none.
 */
async function pacedSaves(
  server: RunningServer,
  accounts: Account[],
  payload: string,
  seconds: number,
  edits = false,
): Promise<LoadResult> {
  const [head, tail] = payload.split('"version":0');
  const body = (version: number) => {
    const text = `${head}"version":${version}${tail}`;
    return edits ? text.replace(EDIT_MARK, `edit ${version}`) : text;
  };
  const free = [...accounts];
  const times: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const saveOnce = async () => {
    const account = free.pop();
    if (!account) {
      // Every account has a save in flight: the server is saturated at this rate.
      errors += 1;
      return;
    }
    const started = performance.now();
    try {
      const res = await fetch(`${server.url}/api/resume`, {
        method: 'PUT',
        body: body(account.version),
        headers: { 'content-type': 'application/json', origin: server.url, cookie: account.cookie },
      });
      await res.arrayBuffer();
      times.push(performance.now() - started);
      if (res.status === 200) account.version += 1;
      else non2xx += 1;
    } catch {
      errors += 1;
    }
    free.push(account);
  };
  const interval = 1000 / PACED_RATE;
  const total = seconds * PACED_RATE;
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const wait = start + i * interval - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(saveOnce());
  }
  await Promise.all(inFlight);
  const s = summarize(times);
  return {
    p50: round(s.p50),
    p99: round(s.p99),
    mean: s.mean,
    rps: times.length / seconds,
    requests: times.length,
    non2xx,
    errors,
  };
}

/** The same payload as a bare single-row upsert per connection, with `pg`. */
async function loadUpserts(databaseUrl: string, payload: string, seconds: number) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS });
  try {
    await pool.query(
      `create table bench_upsert (id integer primary key, data jsonb not null,
        version integer not null, updated_at timestamptz not null default now())`,
    );
    const upsert = (id: number) =>
      pool.query(
        `insert into bench_upsert (id, data, version) values ($1, $2, 1)
         on conflict (id) do update set data = excluded.data,
           version = bench_upsert.version + 1, updated_at = now()`,
        [id, payload],
      );
    const run = async (ms: number, record: boolean) => {
      const times: number[] = [];
      const end = performance.now() + ms;
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async (_, id) => {
          while (performance.now() < end) {
            const started = performance.now();
            await upsert(id);
            if (record) times.push(performance.now() - started);
          }
        }),
      );
      return times;
    };
    await run(WARM_UP_S * 1000, false);
    const meter = await startCpuMeter(process.pid, databaseUrl);
    const started = performance.now();
    const times = await run(seconds * 1000, true);
    const elapsed = (performance.now() - started) / 1000;
    const cpu = await meter.stop();
    const perUpsert = (ms: number | undefined) =>
      ms === undefined || times.length === 0 ? undefined : ms / times.length;
    return {
      ...summarize(times),
      rps: times.length / elapsed,
      clientCpuMs: perUpsert(cpu.processMs),
      databaseCpuMs: perUpsert(cpu.databaseMs),
    };
  } finally {
    await pool.end();
  }
}

/** A server (PostgreSQL at `databaseUrl`, else PGlite) with CONNECTIONS accounts that each saved once. */
async function serverWithAccounts(
  ctx: SuiteContext,
  label: string,
  payload: string,
  databaseUrl?: string,
) {
  // Accounts are set up, not measured.
  const server = await suiteServer(ctx, `resume-save-${label}`, {
    clientDir: null,
    env: { ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...SETUP_ENV },
  });
  ctx.log(`${label}: creating ${CONNECTIONS} accounts`);
  const accounts = await createAccounts(server, CONNECTIONS);
  // The first save of each account inserts its row; the load then only updates.
  for (const account of accounts) {
    const res = await fetch(`${server.url}/api/resume`, {
      method: 'PUT',
      body: payload,
      headers: { 'content-type': 'application/json', origin: server.url, cookie: account.cookie },
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`first save answered ${res.status}`);
    account.version = 1;
  }
  return { server, accounts };
}

const msOrNull = (ms: number | undefined) => (ms === undefined ? null : round(ms, 2));
const msText = (ms: number | undefined) => (ms === undefined ? 'n/a' : String(round(ms, 2)));

const suite: Suite = {
  description: `PUT /api/resume (30 KB) at ${CONNECTIONS} connections on PostgreSQL (and PGlite) vs a bare pg upsert`,
  async run(ctx) {
    const databaseUrl = await benchDatabase(ctx, 'tailorcv_bench_resume_save');
    const base = thirtyKbResume();
    const doc = {
      ...base,
      personal_info: {
        ...base.personal_info,
        summary: `${base.personal_info.summary} ${EDIT_MARK}`,
      },
    };
    const payload = JSON.stringify({ ...doc, template_id: '4', version: 0 });
    const bytes = Buffer.byteLength(payload);
    ctx.log(`payload ${round(bytes / 1024)} KB`);

    const { server, accounts } = await serverWithAccounts(ctx, 'postgres', payload, databaseUrl);
    ctx.log(`warm-up ${WARM_UP_S} s, then ${DURATION_S} s of saves`);
    await loadSaves(server, accounts, payload, WARM_UP_S);
    const app = await loadSaves(server, accounts, payload, DURATION_S, databaseUrl);
    ctx.log(`app: p50 ${app.p50} ms, p99 ${app.p99} ms, ${round(app.rps)} req/s`);
    const paced = await pacedSaves(server, accounts, payload, DURATION_S);
    ctx.log(`app at ${PACED_RATE} req/s: p50 ${paced.p50} ms, p99 ${paced.p99} ms`);
    const edited = await pacedSaves(server, accounts, payload, DURATION_S, true);
    ctx.log(`edits at ${PACED_RATE} req/s: p50 ${edited.p50} ms, p99 ${edited.p99} ms`);
    await server.stop();

    const embedded = await serverWithAccounts(ctx, 'pglite', payload);
    await loadSaves(embedded.server, embedded.accounts, payload, WARM_UP_S);
    const pglite = await loadSaves(embedded.server, embedded.accounts, payload, DURATION_S);
    ctx.log(`PGlite: p50 ${pglite.p50} ms, p99 ${pglite.p99} ms, ${round(pglite.rps)} req/s`);
    await embedded.server.stop();

    const direct = await loadUpserts(databaseUrl, payload, DURATION_S);
    ctx.log(`pg upsert: p50 ${round(direct.p50)} ms, ${round(direct.rps)} req/s`);

    const failuresOf = (r: LoadResult) =>
      r.non2xx + r.errors > 0 ? `; ${r.non2xx} non-2xx, ${r.errors} errors/timeouts` : '';
    const failures = failuresOf(app);
    const rows: Row[] = [
      {
        metric: `PUT /api/resume ${round(bytes / 1024)} KB, p50 at ${CONNECTIONS} connections`,
        value: app.p50,
        unit: 'ms',
        budget: atMost(10),
        note: `${app.requests} accepted saves in ${DURATION_S} s (UPDATE of the owner's row, version checked)${failures}`,
      },
      {
        metric: `PUT /api/resume ${round(bytes / 1024)} KB, p99 at ${CONNECTIONS} connections`,
        value: app.p99,
        unit: 'ms',
        budget: atMost(50),
        note: `mean ${round(app.mean)}; closed loop, so latency ≈ ${CONNECTIONS} / throughput`,
      },
      {
        metric: `PUT /api/resume, p50 paced at ${PACED_RATE} req/s from ${CONNECTIONS} accounts`,
        value: paced.p50,
        unit: 'ms',
        budget: atMost(10),
        note: `open loop, evenly spaced, fetch; ${paced.requests} saves${failuresOf(paced)}`,
      },
      {
        metric: `PUT /api/resume, p99 paced at ${PACED_RATE} req/s from ${CONNECTIONS} accounts`,
        value: paced.p99,
        unit: 'ms',
        budget: atMost(50),
      },
      {
        metric: `PUT /api/resume, p50 paced at ${PACED_RATE} req/s, every save an edit`,
        value: edited.p50,
        unit: 'ms',
        budget: atMost(10),
        note: `each save changes the summary, so a version is kept (folded into the newest within ten minutes); p99 ${edited.p99} ms; ${edited.requests} saves${failuresOf(edited)}`,
      },
      {
        metric: 'PUT /api/resume throughput',
        value: round(app.rps),
        unit: 'req/s',
        note: 'autocannon in the bench process on the same 2 cores as the server and PostgreSQL',
      },
      {
        metric: `Bare pg upsert, same payload, ${CONNECTIONS} connections, throughput`,
        value: round(direct.rps),
        unit: 'req/s',
        note: `p50 ${round(direct.p50)} ms, p99 ${round(direct.p99)} ms`,
      },
      {
        metric: `PUT /api/resume on PGlite, p50 at ${CONNECTIONS} connections`,
        value: pglite.p50,
        unit: 'ms',
        note: `p99 ${pglite.p99} ms, ${round(pglite.rps)} req/s; embedded database, one connection${failuresOf(pglite)}`,
      },
      {
        metric: 'CPU per save: app process',
        value: msOrNull(app.appCpuMs),
        unit: 'ms',
        note: `PostgreSQL backends ${msText(app.databaseCpuMs)} ms per save; what one save costs, little affected by other load (/proc)`,
      },
      {
        metric: 'CPU per bare upsert: pg client',
        value: msOrNull(direct.clientCpuMs),
        unit: 'ms',
        note: `PostgreSQL backends ${msText(direct.databaseCpuMs)} ms per upsert`,
      },
      {
        metric: 'CPU per save on PGlite: app process with the embedded database',
        value: msOrNull(pglite.appCpuMs),
        unit: 'ms',
      },
      {
        metric: 'App throughput / bare upsert throughput',
        value: round(app.rps / direct.rps, 2),
        unit: '×',
        note: 'the share of the database-only rate the whole app layer keeps',
      },
    ];
    if (app.non2xx + app.errors > 0) rows[0]!.pass = false;
    if (paced.non2xx + paced.errors > 0) rows[2]!.pass = false;
    if (pglite.non2xx + pglite.errors > 0) rows[6]!.pass = false;
    return rows;
  },
};

export default suite;
