import { beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../test/auth-helpers.ts';
import { Agent } from '../test/http-agent.ts';
import { useMailedTestApp, TEST_ORIGIN } from '../test/test-app.ts';
import { ALL_PROVIDERS, createVictim, userSnapshot, type Victim } from './attack-kit.ts';
import {
  API_ROUTES,
  AUTH_ENDPOINTS,
  routeKey,
  sampleInit,
  type SampleRequest,
} from './route-table.test-support.ts';

/**
 * CSRF: a page on another site makes the victim's browser send a state-changing request
 * with the victim's cookie. Every such route (every non-GET route of the API and every
 * POST endpoint of Better Auth, from the route table) is sent, as the signed-in victim,
 * with each way a forged request can look, and must answer 403 before doing anything;
 * afterwards everything the database and storage hold about the victim is unchanged. A
 * control sends the same requests with the site's own Origin and shows they would have
 * got past the check.
 */

let victim: Victim;

const t = useMailedTestApp(ALL_PROVIDERS);

beforeAll(async () => {
  victim = await createVictim(t.app, t.smtp);
});

/** Headers of a forged request (the cookie is added by the victim's agent). */
const FORGERIES: readonly (readonly [string, Record<string, string>])[] = [
  ['a foreign Origin', { origin: 'https://evil.example' }],
  ['Origin: null (sandboxed frame, data: URL)', { origin: 'null' }],
  ['Origin: null with a same-site Referer', { origin: 'null', referer: `${TEST_ORIGIN}/build` }],
  ['no Origin and no Referer', {}],
  ['no Origin and a foreign Referer', { referer: 'https://evil.example/page' }],
  ['no Origin and a look-alike Referer', { referer: `${TEST_ORIGIN}.evil.example/` }],
  ['a look-alike: the site as a subdomain', { origin: `${TEST_ORIGIN}.evil.example` }],
  ['a look-alike: another port', { origin: 'http://localhost:30000' }],
  ['a look-alike: https for http', { origin: 'https://localhost:3000' }],
  ['a look-alike: another host', { origin: 'http://localhost.evil.example:3000' }],
  ['a look-alike: 127.0.0.1 for localhost', { origin: 'http://127.0.0.1:3000' }],
  ['a malformed Origin', { origin: 'localhost:3000' }],
];

/** Bodies that would succeed for the victim if the request got through. */
function authSample(path: string, v: Victim): SampleRequest {
  const samples: Record<string, Record<string, unknown>> = {
    '/sign-in/social': { provider: 'oidc', callbackURL: '/build' },
    '/sign-out': {},
    '/sign-up/email': { email: `csrf-${Date.now()}@example.test`, password: 'attacker-1' },
    '/sign-in/email': { email: v.email, password: v.password },
    '/reset-password': { newPassword: 'attacker-pw-1', token: 'x' },
    '/verify-password': { password: v.password },
    '/send-verification-email': { email: v.email, callbackURL: '/' },
    '/change-email': { newEmail: 'attacker@example.test', callbackURL: '/' },
    '/change-password': { currentPassword: v.password, newPassword: 'attacker-pw-1' },
    '/update-session': {},
    '/update-user': { name: 'Attacker' },
    '/delete-user': { password: v.password },
    '/request-password-reset': { email: v.email, redirectTo: '/reset-password' },
    '/revoke-session': { token: 'x' },
    '/revoke-sessions': {},
    '/revoke-other-sessions': {},
    '/link-social': { provider: 'oidc', callbackURL: '/profile' },
    '/unlink-account': { providerId: 'credential' },
    '/refresh-token': { providerId: 'oidc' },
    '/get-access-token': { providerId: 'oidc' },
    '/get-session': {},
    '/two-factor/get-totp-uri': { password: v.password },
    '/two-factor/verify-totp': { code: '000000' },
    '/two-factor/send-otp': {},
    '/two-factor/verify-otp': { code: '000000' },
    '/two-factor/verify-backup-code': { code: 'xxxxx-xxxxx' },
    '/two-factor/generate-backup-codes': { password: v.password },
    '/two-factor/enable': { password: v.password },
    '/two-factor/disable': { password: v.password },
    '/passkey/verify-registration': { response: {}, name: 'Attacker' },
    '/passkey/verify-authentication': { response: {} },
    '/passkey/delete-passkey': { id: 'x' },
    '/passkey/update-passkey': { id: 'x', name: 'Attacker' },
  };
  const json = samples[path];
  if (json === undefined) throw new Error(`no CSRF sample for POST /api/auth${path}`);
  return { path: `/api/auth${path}`, json };
}

interface Target {
  key: string;
  method: string;
  sample: (v: Victim) => SampleRequest;
}

const STATE_CHANGING: readonly Target[] = [
  ...API_ROUTES.filter((r) => r.method !== 'GET').map((r) => ({
    key: routeKey(r),
    method: r.method,
    sample: r.sample,
  })),
  ...Object.keys(AUTH_ENDPOINTS)
    // The provider's form_post answer is exempt; it is attacked below.
    .filter((key) => key.startsWith('POST ') && key !== 'POST /callback/:id')
    .map((key) => {
      const path = key.slice('POST '.length);
      return {
        key: `POST /api/auth${path}`,
        method: 'POST',
        sample: (v: Victim) => authSample(path, v),
      };
    }),
];

function send(agent: Agent, target: Target, headers: Record<string, string>, v: Victim) {
  const sample = target.sample(v);
  return agent.request(sample.path, sampleInit(target.method, sample, headers));
}

/** An agent with the victim's cookie that adds no Origin of its own. */
function victimBrowser(v: Victim): Agent {
  const agent = new Agent(t.app, { origin: null, ip: v.agent.ip });
  for (const pair of v.agent.jar.header().split('; ')) {
    const eq = pair.indexOf('=');
    agent.jar.store(
      new Response(null, {
        headers: { 'set-cookie': `${pair.slice(0, eq)}=${pair.slice(eq + 1)}` },
      }),
    );
  }
  return agent;
}

async function victimState(v: Victim) {
  const files = await t.storage.list('user-cvs', { prefix: `${v.userId}/` });
  return `${await userSnapshot(t.database, v.userId)}|${files.map((f) => f.key).join(',')}`;
}

const ORIGIN_REFUSAL = /^(Missing Origin header|Requests from .* are not allowed)/;

describe('CSRF: forged state-changing requests are refused and change nothing', () => {
  it.each(FORGERIES)('%s', async (_label, headers) => {
    const before = await victimState(victim);
    const browser = victimBrowser(victim);
    for (const target of STATE_CHANGING) {
      const res = await send(browser, target, headers, victim);
      const body = (await res.json()) as { error?: { code?: string; message?: string } };
      expect(res.status, target.key).toBe(403);
      expect(body.error?.code, target.key).toBe('FORBIDDEN');
      expect(body.error?.message, target.key).toMatch(ORIGIN_REFUSAL);
      expect(res.headers.getSetCookie(), target.key).toEqual([]);
    }
    expect(await victimState(victim)).toBe(before);
    // The session still works: nothing signed the victim out either.
    expect((await victim.agent.get('/api/profile')).status).toBe(200);
  });

  it('control: the same requests from the site itself get past the check', async () => {
    for (const target of STATE_CHANGING) {
      // A fresh user for each, as some of them sign out or delete the account.
      const user = await signUpVerified(t.app, t.smtp);
      const own: Victim = { ...victim, ...user, cvFileName: victim.cvFileName };
      const res = await send(victimBrowser(own), target, { origin: TEST_ORIGIN }, own);
      const text = await res.text();
      const refusedByOrigin =
        res.status === 403 && /Missing Origin header|Requests from .* are not allowed/.test(text);
      expect(refusedByOrigin, `${target.key}: ${res.status} ${text.slice(0, 200)}`).toBe(false);
    }
  });

  it('a forged POST to the OAuth callback (exempt for form_post) signs no one in', async () => {
    const before = await victimState(victim);
    const browser = victimBrowser(victim);
    for (const provider of ['google', 'oidc']) {
      const res = await browser.request(`/api/auth/callback/${provider}`, {
        method: 'POST',
        headers: {
          origin: 'https://evil.example',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'code=attacker-code&state=attacker-state',
      });
      expect(res.status, provider).toBeGreaterThanOrEqual(300);
      expect(res.status, provider).toBeLessThan(400);
      const location = res.headers.get('location') ?? '';
      // Back to the site itself (the POST becomes a GET that checks state), never elsewhere.
      expect(new URL(location, TEST_ORIGIN).origin, provider).toBe(TEST_ORIGIN);
      expect(
        res.headers.getSetCookie().some((c) => c.includes('session_token=')),
        provider,
      ).toBe(false);
      const followed = await browser.get(location);
      expect(followed.status, provider).toBeGreaterThanOrEqual(300);
      expect(
        followed.headers.getSetCookie().some((c) => /session_token=[^;]/.test(c)),
        provider,
      ).toBe(false);
    }
    expect(await victimState(victim)).toBe(before);
  });

  it('forged links to the token GETs (verify, reset, delete) change nothing', async () => {
    const before = await victimState(victim);
    const browser = victimBrowser(victim);
    for (const path of [
      '/api/auth/verify-email?token=forged&callbackURL=/',
      '/api/auth/reset-password/forged?callbackURL=/reset-password',
      '/api/auth/delete-user/callback?token=forged&callbackURL=/',
    ]) {
      const res = await browser.get(path, { headers: { referer: 'https://evil.example/' } });
      expect(res.status, path).not.toBe(200);
      expect(res.status, path).toBeLessThan(500);
    }
    expect(await victimState(victim)).toBe(before);
    expect((await victim.agent.get('/api/profile')).status).toBe(200);
  });

  it('sends no CORS grant to a foreign origin, so no other site can read an answer', async () => {
    const reads = [
      ...API_ROUTES.filter((r) => r.method === 'GET').map((r) => r.sample(victim).path),
      '/api/auth/get-session',
      '/api/auth/list-sessions',
    ];
    for (const path of reads) {
      for (const method of ['GET', 'OPTIONS']) {
        const res = await victim.agent.request(path, {
          method,
          headers: {
            origin: 'https://evil.example',
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        });
        expect(res.headers.get('access-control-allow-origin'), `${method} ${path}`).toBeNull();
        expect(res.headers.get('access-control-allow-credentials'), `${method} ${path}`).toBeNull();
      }
    }
  });
});
