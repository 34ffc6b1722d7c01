import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { REDIRECT_FIELDS } from '../features/auth/safe-redirect.ts';
import { signUpVerified } from '../test/auth-helpers.ts';
import { Agent } from '../test/http-agent.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../test/smtp-catcher.ts';
import { createTestApp, TEST_ORIGIN } from '../test/test-app.ts';
import { ALL_PROVIDERS } from './attack-kit.ts';
import { AUTH_ENDPOINTS } from './route-table.ts';

/**
 * Open redirects: every callback parameter (`callbackURL`, `redirectTo`,
 * `errorCallbackURL`, `newUserCallbackURL`) on every Better Auth endpoint, in the query
 * string and in the body, with every way of naming another site. Each is refused with 403
 * INVALID_CALLBACK_URL before the endpoint runs, so no answer (a Location header, a `url`
 * to follow, a link in a mail) can ever lead off the site. The server has no redirect of
 * its own; the client's (none take a target from the address) are checked in
 * e2e/specs/security.spec.ts.
 */

let smtp: SmtpCatcher;
let app: App;
let signedIn: Agent;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  ({ app } = await createTestApp({
    ...ALL_PROVIDERS,
    SMTP_URL: smtp.url,
    TRUSTED_ORIGINS: 'http://localhost:5173',
  }));
  ({ agent: signedIn } = await signUpVerified(app, smtp));
});

afterAll(async () => {
  await smtp.close();
});

/** Targets off the site, as written by someone crafting a link. */
const FOREIGN = [
  'https://evil.example/',
  'HTTPS://EVIL.EXAMPLE',
  '//evil.example/path',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  'https:evil.example',
  'https:/evil.example',
  `${TEST_ORIGIN}.evil.example/`,
  `${TEST_ORIGIN}@evil.example/`,
  'http://localhost:3000:80@evil.example/',
  'https://localhost:3000/',
  'http://localhost:5173/build',
  'javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '/\t/evil.example',
  '/\n/evil.example',
  ' //evil.example',
  '\u0000//evil.example',
];

/** Every endpoint, GET and POST as Better Auth serves it (path parameters filled in). */
const ENDPOINTS = Object.keys(AUTH_ENDPOINTS).map((key) => {
  const [method, path] = key.split(' ') as ['GET' | 'POST', string];
  return {
    key,
    method,
    path: `/api/auth${path.replace(':id', 'google').replace(':token', 'some-token')}`,
  };
});

/**
 * The signed-in user from a fresh address each time: Better Auth's own per-address limit
 * (3 sign-in attempts in 10 s) would otherwise answer 429 before the check is reached.
 */
function visitor(): Agent {
  const agent = new Agent(app);
  agent.jar.store(
    new Response(null, { headers: { 'set-cookie': signedIn.jar.header().split('; ')[0]! } }),
  );
  return agent;
}

/**
 * Refused: 403 INVALID_CALLBACK_URL from our check, or an earlier refusal of the request
 * itself (400 for a NUL in the address, 405/415 where the endpoint takes no such request);
 * never an answer that sends the browser anywhere.
 */
function expectRefused(res: Response, body: string, label: string) {
  expect(res.headers.get('location'), label).toBeNull();
  expect([400, 403, 405, 415], `${label}: ${res.status} ${body.slice(0, 200)}`).toContain(
    res.status,
  );
  if (res.status === 403) {
    expect(JSON.parse(body), label).toMatchObject({ code: 'INVALID_CALLBACK_URL' });
  }
}

describe('open redirects through callback parameters', () => {
  it.each(REDIRECT_FIELDS)('%s: refused on every endpoint, in the query string', async (field) => {
    for (const endpoint of ENDPOINTS) {
      for (const target of FOREIGN) {
        const url = `${endpoint.path}?${field}=${encodeURIComponent(target)}`;
        const agent = visitor();
        const res = endpoint.method === 'GET' ? await agent.get(url) : await agent.post(url, {});
        expectRefused(res, await res.text(), `${endpoint.key} ${field}=${JSON.stringify(target)}`);
      }
    }
  });

  it.each(REDIRECT_FIELDS)('%s: refused on every POST endpoint, in the body', async (field) => {
    for (const endpoint of ENDPOINTS.filter((e) => e.method === 'POST')) {
      for (const target of FOREIGN) {
        const res = await visitor().post(endpoint.path, { [field]: target });
        expectRefused(res, await res.text(), `${endpoint.key} ${field}=${JSON.stringify(target)}`);
      }
    }
  });

  it('a form-encoded body is refused too', async () => {
    const res = await new Agent(app).request('/api/auth/sign-in/social', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        provider: 'oidc',
        callbackURL: 'https://evil.example/',
      }).toString(),
    });
    expectRefused(res, await res.text(), 'form body');
  });

  it('paths and absolute addresses on the site are accepted (control)', async () => {
    for (const target of ['/build', '/build?step=2#top', `${TEST_ORIGIN}/profile`, '/']) {
      const res = await new Agent(app).post('/api/auth/sign-in/social', {
        provider: 'oidc',
        callbackURL: target,
        errorCallbackURL: '/auth',
        newUserCallbackURL: '/build',
      });
      // Not refused: the provider (not reachable in this test) is what fails.
      expect(res.status, target).not.toBe(403);
    }
  });

  it('the OAuth callback sends a failed sign-in back to this site only', async () => {
    for (const provider of ['google', 'oidc']) {
      const res = await new Agent(app).get(
        `/api/auth/callback/${provider}?error=access_denied&state=forged`,
      );
      expect(res.status).toBeGreaterThanOrEqual(300);
      expect(res.status).toBeLessThan(400);
      const location = new URL(res.headers.get('location')!, TEST_ORIGIN);
      expect(location.origin).toBe(TEST_ORIGIN);
    }
  });
});
