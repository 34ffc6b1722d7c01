import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { silentLogger } from './lib/logger.ts';
import { precompressDirectory } from './lib/precompress.ts';
import { createTestApp, testConfig } from './test/test-app.ts';
import { getTestDatabase, testDatabaseKind } from './test/test-db.ts';

describe('GET /api/health', () => {
  it(`reports the database (${testDatabaseKind()})`, async () => {
    const { app } = await createTestApp();
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as {
      status: string;
      database: { status: string; kind: string };
    };
    expect(body.status).toBe('ok');
    expect(body.database).toMatchObject({ status: 'ok', kind: testDatabaseKind() });
  });

  it('answers 503 when the database does not answer', async () => {
    const database = await getTestDatabase();
    const broken = { ...database, ping: () => Promise.reject(new Error('down')) };
    const app = createApp({ config: testConfig(), database: broken, logger: silentLogger });
    const res = await app.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'error', database: { status: 'error' } });
  });
});

describe('API errors', () => {
  it('answers an unknown API route with the JSON error shape', async () => {
    const { app } = await createTestApp();
    const res = await app.request('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No API route for GET /api/nope.' },
    });
  });

  it('refuses a body over the limit with 413 before reading it all', async () => {
    const { app } = await createTestApp();
    const res = await app.request('/api/health', {
      method: 'POST',
      body: 'x'.repeat(300 * 1024),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('sets security headers on every response', async () => {
    const { app } = await createTestApp();
    const res = await app.request('/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});

describe('serving the built client', () => {
  let dir: string;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tailorcv-client-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      `<!doctype html><title>TailorCV</title>${' '.repeat(600)}`,
    );
    fs.writeFileSync(
      path.join(dir, 'assets', 'app-abc123.js'),
      `console.log(1);${'/*pad*/'.repeat(200)}`,
    );
    fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *');
    // As `vite build` leaves it: Brotli and gzip copies beside each compressible file.
    await precompressDirectory(dir);
    const database = await getTestDatabase();
    app = createApp({
      config: { ...testConfig(), clientDir: dir },
      database,
      logger: silentLogger,
    });
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('serves hashed assets with a long immutable cache and compression', async () => {
    const res = await app.request('/assets/app-abc123.js', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('answers a matching ETag with 304', async () => {
    const first = await app.request('/assets/app-abc123.js');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const second = await app.request('/assets/app-abc123.js', {
      headers: { 'if-none-match': etag! },
    });
    expect(second.status).toBe(304);
  });

  it('falls back to index.html for the SPA routes, revalidated on each load', async () => {
    for (const route of ['/', '/templates', '/samples', '/help', '/features', '/build', '/auth']) {
      const res = await app.request(route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<title>TailorCV</title>');
    }
  });

  it('serves the SPA 404 page with status 404 for unknown paths', async () => {
    const res = await app.request('/no/such/page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<title>TailorCV</title>');
  });

  it('answers a missing asset with a plain 404, not the SPA', async () => {
    const res = await app.request('/assets/missing-123.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('serves other public files', async () => {
    const res = await app.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('User-agent: *');
  });
});
