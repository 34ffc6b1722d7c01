import autocannon from 'autocannon';
import { longResume } from '../../src/shared/documents/__fixtures__/resume-fixtures.ts';
import type { ResumeData } from '../../src/shared/resume/resume.schema.ts';
import { loadFigures, type LoadFigures } from '../lib/load.ts';
import { atMost, round } from '../lib/rows.ts';
import { SETUP_ENV, suiteServer, type RunningServer } from '../lib/server.ts';
import type { Row, Suite } from '../lib/types.ts';
import { benchDatabase, postJson, signUpSession } from './auth.ts';

/**
 * The documents page's list: `GET /api/documents` for a user with 200 documents
 * (150 resumes of ~30 KB, 50 cover letters) at 20 concurrent connections, with autocannon,
 * against PostgreSQL. Budget: p99 ≤ 50 ms.
 *
 * The list never reads the documents' JSONB: the target job and the linked resume it shows
 * are generated columns (drizzle/0005), so its cost is one indexed read of 200 small rows,
 * the session lookup and ~70 KB of JSON. The same load on the embedded database (PGlite,
 * what `npm start` uses without DATABASE_URL) is reported too, without a budget, and so is
 * `GET /api/profile` (the same session check and one small row) as the floor of any signed-in
 * GET on this machine.
 */
const CONNECTIONS = 20;
const DURATION_S = 10;
const WARM_UP_S = 3;
const RESUMES = 150;
const LETTERS = 50;
const TARGET_BYTES = 30 * 1024;

/** The long fixture with its jobs repeated (fresh ids) until the document is ~30 KB. */
function thirtyKbResume(i: number): ResumeData {
  const experience = [...longResume.experience];
  const doc: ResumeData = {
    ...longResume,
    experience,
    targetJob: { title: `Engineer ${i}`, company: `Company ${i % 17}`, description: 'Posting.' },
  };
  for (let j = 0; JSON.stringify(doc).length < TARGET_BYTES; j += 1) {
    const job = longResume.experience[j % longResume.experience.length]!;
    experience.push({ ...job, id: `bench-${j}` });
  }
  return doc;
}

function letter(i: number, resumeId: string) {
  return {
    resumeId,
    role: `Engineer ${i}`,
    recipient: { name: 'Dana Smith', title: 'Hiring manager', company: `Company ${i % 17}` },
    greeting: 'Dear Dana Smith,',
    paragraphs: Array.from({ length: 4 }, (_, p) => `Paragraph ${p} of letter ${i}. `.repeat(12)),
    closing: 'Kind regards,',
    signature: 'Alexander Montgomery-Whitfield',
  };
}

async function createDocuments(server: RunningServer, cookie: string): Promise<number> {
  let bytes = 0;
  let firstResume = '';
  const create = async (body: unknown) => {
    const res = await postJson(server, '/api/documents', body, cookie);
    const text = await res.text();
    if (res.status !== 201) throw new Error(`POST /api/documents answered ${res.status}: ${text}`);
    return JSON.parse(text) as { id: string };
  };
  for (let i = 0; i < RESUMES; i += 1) {
    const body = {
      kind: 'resume',
      title: `Resume ${i}`,
      template_id: String((i % 56) + 1),
      data: thirtyKbResume(i),
    };
    bytes += JSON.stringify(body).length;
    const doc = await create(body);
    firstResume ||= doc.id;
  }
  for (let i = 0; i < LETTERS; i += 1) {
    await create({ kind: 'cover_letter', title: `Letter ${i}`, data: letter(i, firstResume) });
  }
  return bytes;
}

interface LoadResult extends LoadFigures {
  bodyBytes: number;
}

async function load(
  server: RunningServer,
  cookie: string,
  seconds: number,
  pathname = '/api/documents',
): Promise<LoadResult> {
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}${pathname}`,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
    headers: { cookie, accept: 'application/json' },
  });
  return {
    ...loadFigures(result),
    bodyBytes: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
  };
}

/** Starts a server on `databaseUrl` (PGlite when null), fills one account, measures the list. */
async function measure(
  ctx: Parameters<Suite['run']>[0],
  label: string,
  databaseUrl: string | null,
): Promise<LoadResult & { count: number; floor: LoadResult }> {
  // The account and its documents are set up, not measured.
  const server = await suiteServer(ctx, `documents-${label}`, {
    clientDir: null,
    env: { ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...SETUP_ENV },
  });
  const cookie = await signUpSession(server, `documents-${label}`);
  ctx.log(`${label}: creating ${RESUMES + LETTERS} documents`);
  const bytes = await createDocuments(server, cookie);
  const check = await fetch(`${server.url}/api/documents`, { headers: { cookie } });
  const { documents } = (await check.json()) as { documents: unknown[] };
  if (documents.length !== RESUMES + LETTERS)
    throw new Error(`the list has ${documents.length} documents`);
  ctx.log(
    `${label}: ${round(bytes / 1024 / 1024)} MB stored; warm-up ${WARM_UP_S} s, then ${DURATION_S} s`,
  );
  await load(server, cookie, WARM_UP_S);
  const result = await load(server, cookie, DURATION_S);
  ctx.log(`${label}: p50 ${result.p50} ms, p99 ${result.p99} ms, ${round(result.rps)} req/s`);
  // The floor: the same session check and one small row (the profile), same load.
  const floor = await load(server, cookie, DURATION_S, '/api/profile');
  ctx.log(
    `${label}: GET /api/profile p50 ${floor.p50} ms, p99 ${floor.p99} ms, ${round(floor.rps)} req/s`,
  );
  await server.stop();
  return { ...result, count: documents.length, floor };
}

const failures = (r: LoadResult) =>
  r.non2xx + r.errors > 0 ? `; ${r.non2xx} non-2xx, ${r.errors} errors/timeouts` : '';

const suite: Suite = {
  description: `GET /api/documents for a user with ${RESUMES + LETTERS} documents at ${CONNECTIONS} connections (PostgreSQL; PGlite for reference)`,
  async run(ctx) {
    const databaseUrl = await benchDatabase(ctx, 'tailorcv_bench_documents');
    const pg = await measure(ctx, 'postgres', databaseUrl);
    const lite = await measure(ctx, 'pglite', null);
    const rows: Row[] = [
      {
        metric: `GET /api/documents (${pg.count} documents), p99 at ${CONNECTIONS} connections`,
        value: pg.p99,
        unit: 'ms',
        budget: atMost(50),
        note: `PostgreSQL; p50 ${pg.p50} ms, mean ${round(pg.mean)} ms; ${pg.requests} requests in ${DURATION_S} s${failures(pg)}`,
      },
      {
        metric: 'GET /api/documents throughput (PostgreSQL)',
        value: round(pg.rps),
        unit: 'req/s',
        note: `answer ~${round(pg.bodyBytes / 1024)} KB; autocannon on the same 2 cores as the server and PostgreSQL`,
      },
      {
        metric: `GET /api/profile, p99 at ${CONNECTIONS} connections (PostgreSQL), for comparison`,
        value: pg.floor.p99,
        unit: 'ms',
        note: `the same session check and one small row: p50 ${pg.floor.p50} ms, ${round(pg.floor.rps)} req/s${failures(pg.floor)}`,
      },
      {
        metric: `GET /api/documents (${lite.count} documents), p99 at ${CONNECTIONS} connections, PGlite`,
        value: lite.p99,
        unit: 'ms',
        note: `embedded database (one connection); p50 ${lite.p50} ms, ${round(lite.rps)} req/s${failures(lite)}; GET /api/profile p99 ${lite.floor.p99} ms, ${round(lite.floor.rps)} req/s`,
      },
    ];
    if (pg.non2xx + pg.errors > 0) rows[0]!.pass = false;
    return rows;
  },
};

export default suite;
