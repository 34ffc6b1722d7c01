import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS } from './features/auth/auth-rate-limit.ts';
import { MIGRATIONS_DIR } from './db/client.ts';
import { startAppProcess, type AppProcess } from './test/app-process.ts';
import { createFreshDatabase, type FreshDatabase } from './test/fresh-postgres.ts';
import { CookieJar, uniqueIp } from './test/http-agent.ts';
import { startNginx, type NginxProxy } from './test/nginx.ts';
import { startS3TestServer, type S3TestServer } from './test/s3-test-server.ts';
import { freePort } from './test/server-process.ts';

/**
 * Scale-out, end to end (PostgreSQL only: `*.pg.test.ts`). Two real app processes, started
 * together on one fresh PostgreSQL database and one S3 server, each with a DATA_DIR of its
 * own, behind Debian's nginx running the documented deploy/nginx/tailorcv.conf (TLS,
 * round robin). Whatever one process knows, the other must know too: sessions, rate-limit
 * counts, resume versions, uploaded files.
 */

const SECRET = `cluster-${randomBytes(24).toString('hex')}`;
const PASSWORD = 'cluster-pass-1234';

let database: FreshDatabase;
let s3: S3TestServer;
let bucketPrefix: string;
let nginx: NginxProxy;
let one: AppProcess;
let two: AppProcess;
const dataDirs: string[] = [];

beforeAll(async () => {
  database = await createFreshDatabase('cluster');
  s3 = await startS3TestServer();
  bucketPrefix = `cluster-${randomBytes(4).toString('hex')}-`;
  const [portOne, portTwo] = [await freePort(), await freePort()];
  nginx = await startNginx([`127.0.0.1:${portOne}`, `127.0.0.1:${portTwo}`]);
  const start = (port: number) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tailorcv-cluster-data-'));
    dataDirs.push(dataDir);
    return startAppProcess(port, {
      NODE_ENV: 'production',
      APP_URL: nginx.httpsUrl,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      BETTER_AUTH_SECRET: SECRET,
      REQUIRE_EMAIL_VERIFICATION: 'false',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'info',
      ...s3.env(bucketPrefix),
    });
  };
  // Both at once, on a database nobody has migrated yet.
  one = start(portOne);
  two = start(portTwo);
  await Promise.all([one.ready(), two.ready()]);
}, 180_000);

afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  await nginx?.close();
  await s3?.close();
  await database?.drop();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A browser: its cookies, its address (sent as X-Forwarded-For), this site's Origin. */
class Browser {
  readonly jar = new CookieJar();
  readonly ip = uniqueIp();

  async request(server: AppProcess | NginxProxy, route: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (this.jar.header()) headers.set('cookie', this.jar.header());
    if ((init.method ?? 'GET') !== 'GET') headers.set('origin', nginx.httpsUrl);
    let res: Response;
    if ('httpsUrl' in server) {
      res = await httpsRequest(`${server.httpsUrl}${route}`, server.ca, { ...init, headers });
    } else {
      headers.set('x-forwarded-for', this.ip);
      res = await fetch(`${server.url}${route}`, { ...init, headers, redirect: 'manual' });
    }
    this.jar.store(res);
    return res;
  }

  json(server: AppProcess | NginxProxy, route: string, method: string, body: unknown) {
    return this.request(server, route, {
      method,
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
  }

  async signUp(server: AppProcess | NginxProxy, label: string) {
    const email = `${label}-${randomBytes(4).toString('hex')}@example.test`;
    const res = await this.json(server, '/api/auth/sign-up/email', 'POST', {
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const { user } = (await res.json()) as { user: { id: string } };
    return { email, userId: user.id };
  }
}

/** HTTPS to nginx, trusting its self-signed certificate; answers a fetch Response. */
function httpsRequest(url: string, ca: string, init: RequestInit): Promise<Response> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => (headers[name] = value));
    const req = https.request(url, { method: init.method ?? 'GET', headers, ca }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const out = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const v of Array.isArray(value) ? value : [value ?? '']) out.append(name, v);
        }
        const status = res.statusCode ?? 0;
        const body = [204, 304].includes(status) ? null : Buffer.concat(chunks);
        resolve(new Response(body, { status, headers: out }));
      });
    });
    req.on('error', reject);
    if (typeof init.body === 'string') req.write(init.body);
    req.end();
  });
}

const resume = (summary: string, version: number) => ({
  personal_info: {
    fullName: 'Clara Cluster',
    email: 'clara@example.com',
    phone: '',
    location: 'Lyon',
    summary,
    links: [],
  },
  experience: [],
  education: [],
  skills: [{ name: 'Load balancing', category: 'Operations' }],
  languages: [],
  certifications: [],
  version,
});

describe('two app servers on one PostgreSQL and one S3', () => {
  it('started together on a fresh database, which was migrated exactly once', async () => {
    const journal = JSON.parse(
      fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ hash: string; copies: number }>(
        'select hash, count(*)::int as copies from drizzle.__drizzle_migrations group by hash',
      );
      expect(rows).toHaveLength(journal.entries.length);
      expect(rows.every((r) => r.copies === 1)).toBe(true);
    } finally {
      await client.end();
    }
    for (const server of [one, two]) {
      const ready = await fetch(`${server.url}/api/ready`);
      expect(await ready.json()).toMatchObject({
        status: 'ok',
        database: { status: 'ok', kind: 'postgres' },
        storage: { status: 'ok', driver: 's3' },
      });
    }
  });

  it('a session made on one server works on the other; signing out on the other ends it', async () => {
    const browser = new Browser();
    const { email } = await browser.signUp(one, 'session');
    const onTwo = await browser.request(two, '/api/profile');
    expect(onTwo.status).toBe(200);
    expect(await onTwo.json()).toMatchObject({ email });

    expect((await browser.json(two, '/api/auth/sign-out', 'POST', {})).status).toBe(200);
    const stale = new Browser();
    const signIn = await stale.json(one, '/api/auth/sign-in/email', 'POST', {
      email,
      password: PASSWORD,
    });
    expect(signIn.status).toBe(200);
    const cookie = stale.jar.header();
    expect((await stale.json(two, '/api/auth/sign-out', 'POST', {})).status).toBe(200);
    // The signed-out cookie, replayed against the server that made it: refused.
    const replay = await fetch(`${one.url}/api/profile`, { headers: { cookie } });
    expect(replay.status).toBe(401);
  });

  it('rate limits count across both servers', async () => {
    const owner = new Browser();
    const { email } = await owner.signUp(one, 'limits');
    const attacker = new Browser();
    const limit = AUTH_RATE_LIMITS['/sign-in/email']!.ip.max;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < limit + 2; attempt += 1) {
      const server = attempt % 2 === 0 ? one : two;
      const res = await attacker.json(server, '/api/auth/sign-in/email', 'POST', {
        email,
        password: `wrong-${attempt}`,
      });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // `limit` failures in all, whichever server took them; then both refuse.
    expect(statuses).toEqual([...Array<number>(limit).fill(401), 429, 429]);
  });

  it('a save on one server makes a stale save on the other get 409', async () => {
    const browser = new Browser();
    await browser.signUp(two, 'saves');
    const first = await browser.json(one, '/api/resume', 'PUT', resume('Saved on one.', 0));
    expect(first.status, await first.clone().text()).toBe(200);
    expect(await first.json()).toMatchObject({ version: 1 });

    const stale = await browser.json(two, '/api/resume', 'PUT', resume('Stale on two.', 0));
    expect(stale.status).toBe(409);
    const loaded = await browser.request(two, '/api/resume');
    expect(await loaded.json()).toMatchObject({
      version: 1,
      personal_info: { summary: 'Saved on one.' },
    });

    const next = await browser.json(two, '/api/resume', 'PUT', resume('Saved on two.', 1));
    expect(next.status).toBe(200);
    expect(await next.json()).toMatchObject({ version: 2 });
  });

  it('a CV uploaded through one server is stored in S3 and processed through the other', async () => {
    const browser = new Browser();
    const { userId } = await browser.signUp(one, 'cv');
    const form = new FormData();
    const cv = [
      'Clara Cluster',
      'clara.cluster@example.com',
      '',
      'EXPERIENCE',
      'Site Reliability Engineer, Acme Corp, 2019 - Present',
      '',
      'SKILLS',
      'Kubernetes, PostgreSQL, nginx',
    ].join('\n');
    form.set('file', new File([cv], 'clara.txt', { type: 'text/plain' }));
    const uploaded = await browser.request(one, '/api/cv', { method: 'POST', body: form });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { fileName } = (await uploaded.json()) as { fileName: string };

    const bucket = s3.storage(bucketPrefix);
    try {
      expect(await bucket.head('user-cvs', `${userId}/${fileName}`)).toMatchObject({
        size: Buffer.byteLength(cv),
      });
    } finally {
      bucket.destroy();
    }
    // Neither server keeps it on its own disk.
    for (const dir of dataDirs) expect(fs.existsSync(path.join(dir, 'storage'))).toBe(false);

    const processed = await browser.json(two, '/api/functions/process-cv', 'POST', {
      fileName,
      userId,
    });
    expect(processed.status, await processed.clone().text()).toBe(200);
    expect(await processed.json()).toMatchObject({
      success: true,
      profileData: { display_name: 'Clara Cluster', email: 'clara.cluster@example.com' },
    });
  });

  it('behind nginx: HTTPS in front, both servers take turns, request ids reach the app logs', async () => {
    // Plain HTTP only redirects.
    const plain = await fetch(`${nginx.httpUrl}/api/health`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    // (to the standard port 443, where production listens)
    expect(plain.headers.get('location')).toBe('https://127.0.0.1/api/health');

    const browser = new Browser();
    await browser.signUp(nginx, 'nginx');
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await browser.request(nginx, '/api/profile');
      expect(res.status).toBe(200);
      expect(res.headers.get('strict-transport-security')).toContain('max-age=');
      ids.push(res.headers.get('x-request-id') ?? '');
    }
    const saved = await browser.json(nginx, '/api/resume', 'PUT', resume('Through nginx.', 0));
    expect(saved.status).toBe(200);

    const log = await nginx.accessLog();
    const upstreams = new Set(
      log.filter((line) => line.includes(' /api/profile')).map((line) => line.split(' ')[2]),
    );
    expect(upstreams).toEqual(new Set([`127.0.0.1:${one.port}`, `127.0.0.1:${two.port}`]));
    // nginx's $request_id is the app's request id: in its answer and its JSON log line.
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(log.some((line) => line.startsWith(`${id} 200 `))).toBe(true);
      const appLines = `${one.output()}\n${two.output()}`
        .split('\n')
        .filter((line) => line.includes(id))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(appLines).toContainEqual(
        expect.objectContaining({ msg: 'request', requestId: id, route: '/api/profile' }),
      );
    }

    // Metrics stay inside: nginx does not pass them on, and the app refuses proxied callers.
    expect((await browser.request(nginx, '/metrics')).status).toBe(404);
    const proxied = await fetch(`${one.url}/metrics`, {
      headers: { 'x-forwarded-for': '1.2.3.4' },
    });
    expect(proxied.status).toBe(403);
    const direct = await fetch(`${one.url}/metrics`);
    expect(direct.status).toBe(200);
    expect(await direct.text()).toContain('route="/api/profile"');
  });
});
