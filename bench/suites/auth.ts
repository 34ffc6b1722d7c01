import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import {
  ARGON2_PARAMS,
  hashPassword,
  verifyPassword,
} from '../../src/server/features/auth/password-hash.ts';
import { atMost, round } from '../lib/rows.ts';
import { startServer, type RunningServer } from '../lib/server.ts';
import { summarize } from '../lib/stats.ts';
import type { Row, Suite, SuiteContext } from '../lib/types.ts';

/**
 * Sign-in: `POST /api/auth/sign-in/email` of a verified account over real HTTP
 * against the server started as `npm start` runs it, once on PGlite and once on
 * PostgreSQL. Budget: p50 ≤ 150 ms including the password hash. The account is created
 * through the API and verified with the link from `DATA_DIR/outbox/*.eml`, as a person
 * would. The argon2id hash and verify alone are timed in this process for reference.
 * Our rate limits are off (RATE_LIMIT_ENABLED=false): the bench signs in far more often
 * than a person may.
 */
const WARM_UPS = 5;
const RUNS = 40;
const HASH_RUNS = 30;
const PASSWORD = 'bench-password-1';

/** The PostgreSQL the bench uses: the machine's server, a database of the suite's own. */
export const BENCH_PG_ADMIN_URL =
  process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Creates an empty database for a suite and drops it after the suite (registered first,
 * so it runs after the server using it has stopped). Returns its URL.
 */
export async function benchDatabase(ctx: SuiteContext, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: BENCH_PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  ctx.defer(async () => {
    const client = new pg.Client({ connectionString: BENCH_PG_ADMIN_URL });
    await client.connect();
    try {
      await client.query(`drop database if exists ${name} with (force)`);
    } finally {
      await client.end();
    }
  });
  const url = new URL(BENCH_PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
export function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** POST JSON from the app's own origin (Better Auth refuses cross-origin form posts). */
export function postJson(server: RunningServer, pathname: string, body: unknown, cookie?: string) {
  return fetch(`${server.url}${pathname}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      ...(cookie ? { cookie } : {}),
    },
    redirect: 'manual',
  });
}

/**
 * Signs a fresh account up through the API and returns its session cookie, for a suite whose
 * server lets an unverified account in (SETUP_ENV). `who` goes into the e-mail address.
 */
export async function signUpSession(server: RunningServer, who: string): Promise<string> {
  const res = await postJson(server, '/api/auth/sign-up/email', {
    email: `bench-${who}-${Date.now().toString(36)}@example.test`,
    password: PASSWORD,
  });
  await res.arrayBuffer();
  const cookie = cookiesOf(res);
  if (res.status !== 200 || !cookie.includes('session_token'))
    throw new Error(`sign-up answered ${res.status} without a session`);
  return cookie;
}

/** Decodes quoted-printable soft line breaks and =XX escapes. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The verification link of the newest mail to `email` in DATA_DIR/outbox. */
async function verificationLink(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
    for (const file of files) {
      const text = decodeQuotedPrintable(fs.readFileSync(path.join(outbox, file), 'utf8'));
      if (!text.includes(email)) continue;
      const link = /https?:\/\/[^\s"<>]+\/api\/auth\/verify-email\?[^\s"<>]+/.exec(text)?.[0];
      if (link) return link.replace(/&amp;/g, '&');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no verification mail to ${email} in ${outbox}`);
}

/** Signs up through the API and follows the mailed verification link. */
async function createVerifiedAccount(server: RunningServer, email: string): Promise<void> {
  const signUp = await postJson(server, '/api/auth/sign-up/email', {
    email,
    password: PASSWORD,
    firstName: 'Bench',
    lastName: 'User',
  });
  if (signUp.status !== 200) {
    throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  }
  const link = await verificationLink(server.dataDir, email);
  const verified = await fetch(link, { redirect: 'manual' });
  await verified.arrayBuffer();
  if (verified.status !== 302) throw new Error(`the verification link answered ${verified.status}`);
}

async function signInTimings(ctx: SuiteContext, label: string, env: Record<string, string>) {
  const dataDir = ctx.tempDir('auth-data');
  const server = await startServer({
    root: ctx.root,
    dataDir,
    clientDir: null,
    env: { RATE_LIMIT_ENABLED: 'false', ...env },
  });
  ctx.defer(() => server.stop());
  const email = `bench-${Date.now().toString(36)}@example.test`;
  await createVerifiedAccount(server, email);

  const signInOnce = async () => {
    const started = performance.now();
    const res = await postJson(server, '/api/auth/sign-in/email', { email, password: PASSWORD });
    const body = await res.text();
    const ms = performance.now() - started;
    if (res.status !== 200 || !cookiesOf(res).includes('session_token')) {
      throw new Error(`sign-in answered ${res.status} without a session: ${body}`);
    }
    return ms;
  };
  for (let i = 0; i < WARM_UPS; i += 1) await signInOnce();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) times.push(await signInOnce());
  const summary = summarize(times);
  ctx.log(`${label}: sign-in p50 ${round(summary.p50)} ms, p95 ${round(summary.p95)} ms`);
  await server.stop();
  return summary;
}

async function hashTimings() {
  const hashes: number[] = [];
  const verifies: number[] = [];
  let stored = await hashPassword(PASSWORD);
  for (let i = 0; i < HASH_RUNS + 3; i += 1) {
    let started = performance.now();
    stored = await hashPassword(PASSWORD);
    if (i >= 3) hashes.push(performance.now() - started);
    started = performance.now();
    const ok = await verifyPassword({ hash: stored, password: PASSWORD });
    if (i >= 3) verifies.push(performance.now() - started);
    if (!ok) throw new Error('argon2 verify refused the password it just hashed');
  }
  return { hash: summarize(hashes), verify: summarize(verifies), phc: stored };
}

const suite: Suite = {
  description: 'Sign-in p50 over HTTP (PGlite and PostgreSQL), argon2id parameters and hash time',
  async run(ctx) {
    const hashing = await hashTimings();
    const params = /\$m=\d+,t=\d+,p=\d+/.exec(hashing.phc)?.[0].slice(1) ?? '?';
    ctx.log(`argon2id ${params}: hash p50 ${round(hashing.hash.p50)} ms`);

    const pglite = await signInTimings(ctx, 'PGlite', {});
    const databaseUrl = await benchDatabase(ctx, 'tailorcv_bench_auth');
    const postgres = await signInTimings(ctx, 'PostgreSQL', { DATABASE_URL: databaseUrl });

    const signInRow = (label: string, s: ReturnType<typeof summarize>): Row => ({
      metric: `Sign-in, ${label}, p50 of ${RUNS}`,
      value: round(s.p50),
      unit: 'ms',
      budget: atMost(150),
      note: `POST /api/auth/sign-in/email, verified account, sequential; p95 ${round(s.p95)}, max ${round(s.max)}`,
    });
    return [
      signInRow('PGlite', pglite),
      signInRow('PostgreSQL', postgres),
      {
        metric: `argon2id hash alone, p50 of ${HASH_RUNS}`,
        value: round(hashing.hash.p50),
        unit: 'ms',
        note: `m=${ARGON2_PARAMS.memoryCost} KiB, t=${ARGON2_PARAMS.timeCost}, p=${ARGON2_PARAMS.parallelism} (PHC ${params}); p95 ${round(hashing.hash.p95)}`,
      },
      {
        metric: `argon2id verify alone, p50 of ${HASH_RUNS}`,
        value: round(hashing.verify.p50),
        unit: 'ms',
        note: 'what a sign-in pays for the password check',
      },
    ];
  },
};

export default suite;
