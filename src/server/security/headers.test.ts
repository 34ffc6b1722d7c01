import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { API_CACHE_CONTROL } from '../lib/api-response-headers.ts';
import { Agent } from '../test/http-agent.ts';
import { createTestApp, useMailedTestApp } from '../test/test-app.ts';
import { createVictim, type Victim } from './attack-kit.ts';
import { API_ROUTES, routeKey, sampleInit } from './route-table.test-support.ts';

/**
 * Security headers on every kind of answer: pages (the SPA), hashed assets, public files,
 * API answers and errors. The built client's index.html (no inline script) is checked
 * against the real build in e2e/specs/security.spec.ts.
 */

let httpsApp: App;
let clientDir: string;
let victim: Victim;

beforeAll(() => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tailorcv-headers-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><title>TailorCV</title><script type="module" src="/assets/app-abc.js"></script>',
  );
  fs.writeFileSync(path.join(clientDir, 'assets', 'app-abc.js'), 'console.log(1);');
  fs.writeFileSync(path.join(clientDir, 'robots.txt'), 'User-agent: *');
});

afterAll(() => {
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const client = () => ({ SERVE_CLIENT: 'true', CLIENT_DIR: clientDir });
const t = useMailedTestApp(client);

beforeAll(async () => {
  ({ app: httpsApp } = await createTestApp({
    ...client(),
    SMTP_URL: t.smtp.url,
    APP_URL: 'https://cv.example.test',
  }));
  victim = await createVictim(t.app, t.smtp);
});

const NON_API = [
  ['the landing page', '/'],
  ['an SPA route', '/templates'],
  ['the SPA 404 page', '/no/such/page'],
  ['a hashed asset', '/assets/app-abc.js'],
  ['a missing asset', '/assets/missing.js'],
  ['a public file', '/robots.txt'],
] as const;

/** The Content-Security-Policy as directive → sources. */
function csp(res: Response): Map<string, string[]> {
  const header = res.headers.get('content-security-policy');
  expect(header, 'Content-Security-Policy').toBeTruthy();
  return new Map(
    header!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectCommonHeaders(res: Response, label: string) {
  expect(res.headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-frame-options'), label).toBe('DENY');
  expect(res.headers.get('cross-origin-opener-policy'), label).toBe('same-origin');
  expect(res.headers.get('cross-origin-resource-policy'), label).toBe('same-origin');
  const permissions = res.headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(permissions, label).toContain(`${feature}=()`);
  }
  const policy = csp(res);
  expect(policy.get('frame-ancestors'), label).toEqual(["'none'"]);
  expect(policy.get('default-src'), label).toEqual(["'self'"]);
  expect(policy.get('object-src'), label).toEqual(["'none'"]);
  expect(policy.get('base-uri'), label).toEqual(["'self'"]);
  expect(policy.get('form-action'), label).toEqual(["'self'"]);
  expect(policy.get('connect-src'), label).toEqual(["'self'"]);
  // No inline script, no eval, no script from anywhere but this origin. WebAssembly
  // compilation (the PDF layout engine) is the only extra.
  expect(policy.get('script-src'), label).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  expect(policy.has('script-src-attr') || policy.has('script-src-elem'), label).toBe(false);
  for (const [directive, sources] of policy) {
    expect(sources, `${label}: ${directive}`).not.toContain('*');
    expect(sources, `${label}: ${directive}`).not.toContain("'unsafe-eval'");
    if (directive !== 'style-src') {
      expect(sources, `${label}: ${directive}`).not.toContain("'unsafe-inline'");
    }
  }
  // Inline styles only (React and Radix set style attributes; ADR 0018).
  expect(policy.get('style-src'), label).toEqual(["'self'", "'unsafe-inline'"]);
}

describe('security headers on pages and assets', () => {
  it.each(NON_API)('%s (%s)', async (label, url) => {
    const res = await t.app.request(url);
    expectCommonHeaders(res, label);
    expect(res.headers.get('strict-transport-security'), label).toBeNull();
  });

  it('sends HSTS only when APP_URL is https', async () => {
    for (const [, url] of NON_API) {
      const res = await httpsApp.request(url);
      expectCommonHeaders(res, url);
      expect(res.headers.get('strict-transport-security'), url).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
    const api = await httpsApp.request('/api/health');
    expect(api.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(
      (await t.app.request('/api/health')).headers.get('strict-transport-security'),
    ).toBeNull();
  });

  it('lets pages and assets be cached as before (no user data in them)', async () => {
    expect((await t.app.request('/')).headers.get('cache-control')).toBe('no-cache');
    expect((await t.app.request('/assets/app-abc.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
  });
});

describe('API answers', () => {
  it.each(API_ROUTES.map((r) => [routeKey(r), r] as const))(
    '%s: security headers, and private, no-store unless public',
    async (_key, route) => {
      const sample = route.sample(victim);
      const res = await victim.agent.request(sample.path, sampleInit(route.method, sample));
      expect(res.status, await res.clone().text()).toBeLessThan(500);
      expectCommonHeaders(res, routeKey(route));
      if (!route.publicCache) {
        expect(res.headers.get('cache-control'), routeKey(route)).toBe(API_CACHE_CONTROL);
      }
    },
  );

  it('the same for a signed-out caller (401) and a public file', async () => {
    for (const route of API_ROUTES.filter((r) => r.access === 'user')) {
      const sample = route.sample(victim);
      const res = await new Agent(t.app).request(sample.path, sampleInit(route.method, sample));
      expect(res.status, routeKey(route)).toBe(401);
      expect(res.headers.get('cache-control'), routeKey(route)).toBe(API_CACHE_CONTROL);
    }
    expect((await t.app.request('/api/health')).headers.get('cache-control')).toBe('no-store');
  });

  it("Better Auth's answers (session, sign-in, errors) are private, no-store", async () => {
    const session = await victim.agent.get('/api/auth/get-session');
    expect(session.status).toBe(200);
    expect(await session.clone().text()).toContain(victim.email);
    expect(session.headers.get('cache-control')).toBe(API_CACHE_CONTROL);
    expectCommonHeaders(session, 'get-session');
    const signIn = await new Agent(t.app).post('/api/auth/sign-in/email', {
      email: victim.email,
      password: victim.password,
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('cache-control')).toBe(API_CACHE_CONTROL);
    const refused = await new Agent(t.app).post('/api/auth/sign-in/email', {
      email: victim.email,
      password: 'wrong-password',
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe(API_CACHE_CONTROL);
  });

  it('errors are private, no-store: unknown route, oversized body, missing file', async () => {
    const unknown = await t.app.request('/api/nope');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control')).toBe(API_CACHE_CONTROL);
    const big = await victim.agent.request('/api/profile', {
      method: 'PATCH',
      body: 'x'.repeat(300 * 1024),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.status).toBe(413);
    expect(big.headers.get('cache-control')).toBe(API_CACHE_CONTROL);
    expect(big.headers.get('connection')).toBe('close');
    const missing = await t.app.request('/api/storage/cv-templates/templates/none.docx');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe(API_CACHE_CONTROL);
  });
});
