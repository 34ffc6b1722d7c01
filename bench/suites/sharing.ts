import autocannon from 'autocannon';
import { longResume } from '../../src/shared/documents/__fixtures__/resume-fixtures.ts';
import { loadFigures, type LoadFigures } from '../lib/load.ts';
import { atMost, round } from '../lib/rows.ts';
import { SETUP_ENV, suiteServer, type RunningServer } from '../lib/server.ts';
import type { Row, Suite } from '../lib/types.ts';
import { benchDatabase, postJson, signUpSession } from './auth.ts';

/**
 * A shared resume's public page, `GET /r/:slug`, at 50 concurrent connections for 10 s
 * (after 3 s of warm-up), with autocannon, against PostgreSQL. The resume is the long
 * fixture in a two-column template. Budget: p99 ≤ 30 ms.
 *
 * Each request looks up the link and its live document (one prepared statement, at most once
 * a second per link and process), takes the page from the per-process cache of pages of
 * unchanged documents and counts the view (in memory, written in batches every 250 ms;
 * ADR 0034). Two loads: every request a new visitor
 * (an address of its own, so every view is a new visit to write: the most writes there can
 * be, all on one document's row of the day), and 50 visitors who reload (each counted once).
 */
const CONNECTIONS = 50;
const DURATION_S = 10;
const WARM_UP_S = 3;

async function shareResume(server: RunningServer): Promise<string> {
  const cookie = await signUpSession(server, 'sharing');
  const created = await postJson(
    server,
    '/api/documents',
    { kind: 'resume', title: 'Shared', template_id: '1', data: longResume },
    cookie,
  );
  const doc = (await created.json()) as { id: string };
  if (created.status !== 201) throw new Error(`POST /api/documents answered ${created.status}`);
  const shared = await postJson(
    server,
    `/api/documents/${doc.id}/share`,
    { allow_download: true },
    cookie,
  );
  const settings = (await shared.json()) as { url: string };
  if (shared.status !== 201) throw new Error(`POST …/share answered ${shared.status}`);
  return new URL(settings.url).pathname;
}

interface PageLoad extends LoadFigures {
  bodyBytes: number;
}

async function load(
  server: RunningServer,
  pathname: string,
  seconds: number,
  newVisitors: boolean,
): Promise<PageLoad> {
  let visitor = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}${pathname}`,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
    headers: { accept: 'text/html', 'user-agent': 'bench-sharing' },
    requests: [
      {
        setupRequest: (req) => {
          visitor += 1;
          // A new address for every request, or one per connection (50 visitors reloading).
          const n = newVisitors ? visitor : visitor % CONNECTIONS;
          return {
            ...req,
            headers: {
              ...req.headers,
              'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
            },
          };
        },
      },
    ],
  });
  return {
    ...loadFigures(result),
    bodyBytes: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
  };
}

const failures = (r: LoadFigures) =>
  r.non2xx + r.errors > 0 ? `; ${r.non2xx} non-2xx, ${r.errors} errors/timeouts` : '';

const suite: Suite = {
  description: `GET /r/:slug (a shared resume's page) at ${CONNECTIONS} connections on PostgreSQL: p99 ≤ 30 ms`,
  async run(ctx) {
    const databaseUrl = await benchDatabase(ctx, 'tailorcv_bench_sharing');
    const server = await suiteServer(ctx, 'sharing', {
      clientDir: null,
      // Visitors' addresses come as X-Forwarded-For, as behind a proxy.
      env: { DATABASE_URL: databaseUrl, ...SETUP_ENV, TRUST_PROXY: 'true' },
    });
    const pathname = await shareResume(server);
    ctx.log(`shared page ${pathname}; warm-up ${WARM_UP_S} s, then ${DURATION_S} s per load`);
    await load(server, pathname, WARM_UP_S, true);
    const fresh = await load(server, pathname, DURATION_S, true);
    ctx.log(`new visitors: p50 ${fresh.p50} ms, p99 ${fresh.p99} ms, ${round(fresh.rps)} req/s`);
    const reloads = await load(server, pathname, DURATION_S, false);
    ctx.log(`reloads: p50 ${reloads.p50} ms, p99 ${reloads.p99} ms, ${round(reloads.rps)} req/s`);
    // The floor of any page on this machine under the same load: a slug that cannot exist is
    // answered the 404 page before any query (routing, middleware, headers, the HTML body).
    const floor = await load(server, '/r/x', DURATION_S, false);
    ctx.log(
      `floor (no query): p50 ${floor.p50} ms, p99 ${floor.p99} ms, ${round(floor.rps)} req/s`,
    );
    await server.stop();
    const rows: Row[] = [
      {
        metric: `GET /r/:slug, p99 at ${CONNECTIONS} connections, every request a new visitor`,
        value: fresh.p99,
        unit: 'ms',
        budget: atMost(30),
        note: `PostgreSQL; p50 ${fresh.p50} ms, mean ${round(fresh.mean)} ms; ${fresh.requests} requests in ${DURATION_S} s, each a counted view${failures(fresh)}`,
      },
      {
        metric: `GET /r/:slug, p99 at ${CONNECTIONS} connections, ${CONNECTIONS} visitors reloading`,
        value: reloads.p99,
        unit: 'ms',
        budget: atMost(30),
        note: `PostgreSQL; p50 ${reloads.p50} ms; ${reloads.requests} requests in ${DURATION_S} s${failures(reloads)}`,
      },
      {
        metric: `GET /r/x (404 before any query), p99 at ${CONNECTIONS} connections, for comparison`,
        value: floor.p99,
        unit: 'ms',
        note: `the app's own cost per page on this machine: p50 ${floor.p50} ms, ${round(floor.rps)} req/s`,
      },
      {
        metric: 'GET /r/:slug throughput (new visitors)',
        value: round(fresh.rps),
        unit: 'req/s',
        note: `page ~${round(fresh.bodyBytes / 1024)} KB (uncompressed); autocannon on the same 2 cores as the server and PostgreSQL`,
      },
    ];
    if (fresh.non2xx + fresh.errors > 0) rows[0]!.pass = false;
    if (reloads.non2xx + reloads.errors > 0) rows[1]!.pass = false;
    return rows;
  },
};

export default suite;
