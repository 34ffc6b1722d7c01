import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIRECT_FIELDS } from '../features/auth/safe-redirect.ts';
import { signUpVerified } from '../test/auth-helpers.ts';
import { Agent, followRedirectsToOrigin, json } from '../test/http-agent.ts';
import { startOidcTestProvider, type OidcTestProvider } from '../test/oidc-test-provider.ts';
import { TEST_ORIGIN, useMailedTestApp } from '../test/test-app.ts';
import { ALL_PROVIDERS } from './attack-kit.ts';
import { AUTH_ENDPOINTS } from './route-table.test-support.ts';

/**
 * Open redirects: every callback parameter (`callbackURL`, `redirectTo`,
 * `errorCallbackURL`, `newUserCallbackURL`) on every Better Auth endpoint, in the query
 * string and in the body, with every way of naming another site. Each is refused with 403
 * INVALID_CALLBACK_URL before the endpoint runs, so no answer (a Location header, a `url`
 * to follow, a link in a mail) can ever lead off the site. Values that look like paths on
 * the site but become another host once dot segments, `%2e` or encoded slashes are
 * resolved are sent to the endpoints that redirect (verify-email, the reset link, the
 * OAuth callback after sign-in/social, the account deletion link), and the final
 * `Location` of the real answer is checked as a browser would follow it. The server has no
 * redirect of its own; the client's (none take a target from the address) are checked in
 * e2e/specs/security.spec.ts.
 */

let oidc: OidcTestProvider;
let signedIn: Agent;

beforeAll(async () => {
  // A real identity provider for `oidc`, so that a sign-in that is not refused goes on to
  // the callback, whose redirect is then checked.
  oidc = await startOidcTestProvider({
    redirectUris: [`${TEST_ORIGIN}/api/auth/callback/oidc`],
    clientId: 'open-redirect-client',
    autoLogin: { email: 'oidc-redirect@example.test', name: 'Oidc Redirect' },
  });
});

afterAll(async () => {
  await oidc.close();
});

const t = useMailedTestApp(() => ({
  ...ALL_PROVIDERS,
  OIDC_ISSUER: oidc.issuer,
  OIDC_CLIENT_ID: oidc.clientId,
  OIDC_CLIENT_SECRET: oidc.clientSecret,
  TRUSTED_ORIGINS: 'http://localhost:5173',
}));

beforeAll(async () => {
  ({ agent: signedIn } = await signUpVerified(t.app, t.smtp));
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
  const agent = new Agent(t.app);
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
    const res = await new Agent(t.app).request('/api/auth/sign-in/social', {
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
      const res = await new Agent(t.app).post('/api/auth/sign-in/social', {
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
      const res = await new Agent(t.app).get(
        `/api/auth/callback/${provider}?error=access_denied&state=forged`,
      );
      expect(res.status).toBeGreaterThanOrEqual(300);
      expect(res.status).toBeLessThan(400);
      const location = new URL(res.headers.get('location')!, TEST_ORIGIN);
      expect(location.origin).toBe(TEST_ORIGIN);
    }
  });
});

/**
 * Paths that pass a naive "starts with one slash and resolves on our origin" check but
 * reach another host: through dot segments, `%2e`, encoded slashes or backslashes (once or
 * twice encoded), tabs browsers drop, or spellings a browser reads as an address elsewhere.
 */
const DISGUISED = [
  '/.//evil.example',
  '/x/..//evil.example',
  '/%2e//evil.example',
  '/%2E//evil.example',
  '/.///evil.example',
  '/././/evil.example',
  '/x/%2e%2e//evil.example',
  '/x/.%2e//evil.example',
  '/%252e//evil.example',
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '/%252F%252Fevil.example',
  '/.%2F/evil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/%255Cevil.example',
  '/\t/evil.example',
  '/.\t//evil.example',
  '///evil.example',
  'https:evil.example',
  'https:/evil.example',
  `${TEST_ORIGIN}/.//evil.example`,
  `${TEST_ORIGIN}/%2F%2Fevil.example`,
  'http://localhost:3000@evil.example',
  'javascript:alert(1)',
  'javascript%3Aalert(1)',
];

/**
 * A redirect answer is safe when it sends the browser nowhere, or (resolved as the browser
 * does, against the address it asked for) to this site with a path that no decoding turns
 * into `//host`.
 */
function expectLocationOnSite(res: Response, requestPath: string, label: string) {
  const location = res.headers.get('location');
  if (location === null) return;
  const target = new URL(location, `${TEST_ORIGIN}${requestPath}`);
  expect(target.origin, `${label}: Location ${location}`).toBe(TEST_ORIGIN);
  let path = target.pathname;
  for (let round = 0; round < 3; round += 1) {
    expect(path, `${label}: Location ${location}`).not.toMatch(/^[/\\][/\\]/);
    path = decodeURIComponent(path);
  }
}

describe('the final Location of every redirect stays on the site', () => {
  it('verify-email with a disguised callbackURL', async () => {
    for (const target of DISGUISED) {
      const path = `/api/auth/verify-email?token=bogus&callbackURL=${encodeURIComponent(target)}`;
      const res = await new Agent(t.app).get(path);
      expectLocationOnSite(res, path, `verify-email ${JSON.stringify(target)}`);
    }
  });

  it('verify-email with the callbackURL written unencoded in the link', async () => {
    for (const raw of ['/.//evil.example', '/x/..//evil.example', '/%2e//evil.example']) {
      const path = `/api/auth/verify-email?token=bogus&callbackURL=${raw}`;
      const res = await new Agent(t.app).get(path);
      expectLocationOnSite(res, path, `verify-email raw ${raw}`);
    }
  });

  it("the reset link's callbackURL", async () => {
    for (const target of DISGUISED) {
      const path = `/api/auth/reset-password/bogus-token?callbackURL=${encodeURIComponent(target)}`;
      const res = await new Agent(t.app).get(path);
      expectLocationOnSite(res, path, `reset-password ${JSON.stringify(target)}`);
    }
  });

  it("the account deletion link's callbackURL", async () => {
    for (const target of DISGUISED) {
      const path = `/api/auth/delete-user/callback?token=bogus&callbackURL=${encodeURIComponent(target)}`;
      const res = await visitor().get(path);
      expectLocationOnSite(res, path, `delete-user/callback ${JSON.stringify(target)}`);
    }
  });

  it('sign-out with a callbackURL answers no redirect off the site', async () => {
    for (const target of DISGUISED) {
      const res = await visitor().post(
        `/api/auth/sign-out?callbackURL=${encodeURIComponent(target)}`,
        {
          callbackURL: target,
        },
      );
      expectLocationOnSite(res, '/api/auth/sign-out', `sign-out ${JSON.stringify(target)}`);
    }
  });

  /**
   * sign-in/social stores the targets in the OAuth state; the callback redirects to them.
   * A sign-in that is not refused is followed through the provider and back, with the
   * provider refusing (`errorCallbackURL`) or signing in (`callbackURL`,
   * `newUserCallbackURL`), and the callback's Location is checked.
   */
  it.each(['callbackURL', 'errorCallbackURL', 'newUserCallbackURL'])(
    'sign-in/social %s, through the OAuth callback',
    async (field) => {
      for (const target of DISGUISED) {
        const agent = new Agent(t.app);
        const start = await agent.post('/api/auth/sign-in/social', {
          provider: 'oidc',
          callbackURL: '/build',
          errorCallbackURL: '/auth',
          [field]: target,
        });
        const label = `sign-in/social ${field}=${JSON.stringify(target)}`;
        if (start.status !== 200) {
          expectRefused(start, await start.text(), label);
          continue;
        }
        const { url } = await json<{ url: string }>(start);
        const state = new URL(url).searchParams.get('state');
        const callback =
          field === 'errorCallbackURL'
            ? `/api/auth/callback/oidc?error=access_denied&state=${state}`
            : await providerCallback(url);
        const res = await agent.get(callback);
        expect(res.status, label).toBeGreaterThanOrEqual(300);
        expectLocationOnSite(res, callback.split('?')[0]!, label);
      }
    },
  );
});

/** Walks the provider's redirects (its cookies kept apart) to our callback's address. */
async function providerCallback(authorizeUrl: string): Promise<string> {
  return (await followRedirectsToOrigin(authorizeUrl)).slice(TEST_ORIGIN.length);
}
