import { describe, expect, it } from 'vitest';
import { SESSION_NOT_FOUND_NOTICE } from '#shared/auth/auth.schema.ts';
import { signUpVerified } from '../test/auth-helpers.ts';
import { Agent, json } from '../test/http-agent.ts';
import { useMailedTestApp } from '../test/test-app.ts';
import { API_ROUTES, routeKey, sampleInit } from './route-table.test-support.ts';

/**
 * A session cookie that was copied (a shared computer, a stolen backup, a proxy log) must
 * stop working when its owner signs out or changes the password: every signed-in route
 * of the route table is replayed with the old cookie and must answer 401, and Better
 * Auth's own session endpoint must say there is no session.
 */

const t = useMailedTestApp();

const SIGNED_IN_ROUTES = API_ROUTES.filter((r) => r.access === 'user');
const SESSION_COOKIE = 'tailorcv.session_token';

/** Replays `cookie` on every signed-in route; returns the routes that did not answer 401. */
async function routesAccepting(cookie: string): Promise<string[]> {
  const accepted: string[] = [];
  for (const route of SIGNED_IN_ROUTES) {
    const sample = route.sample({ userId: 'x', cvFileName: 'cv_1_x.txt' });
    const replay = new Agent(t.app);
    const init = sampleInit(route.method, sample, { cookie });
    const res = await replay.request(sample.path, init);
    if (res.status !== 401) accepted.push(`${routeKey(route)} → ${res.status}`);
  }
  const session = await t.app.request('/api/auth/get-session', { headers: { cookie } });
  if ((await session.text()) !== 'null') accepted.push('GET /api/auth/get-session');
  return accepted;
}

describe('stolen session cookies', () => {
  it('work before sign-out (control), and on no route after it', async () => {
    const { agent } = await signUpVerified(t.app, t.smtp);
    const stolen = agent.jar.header();
    expect((await t.app.request('/api/profile', { headers: { cookie: stolen } })).status).toBe(200);

    expect((await agent.post('/api/auth/sign-out')).status).toBe(200);
    expect(agent.jar.has(SESSION_COOKIE)).toBe(false);
    expect(await routesAccepting(stolen)).toEqual([]);
  });

  it('stop working after a password change: the changer’s old cookie and every other session', async () => {
    const { agent, email, password } = await signUpVerified(t.app, t.smtp);
    const laptop = new Agent(t.app);
    expect((await laptop.post('/api/auth/sign-in/email', { email, password })).status).toBe(200);
    const oldOwnCookie = agent.jar.header();
    const laptopCookie = laptop.jar.header();

    const change = await agent.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'a-brand-new-password-9',
      // Ignored: a change always ends the other sessions.
      revokeOtherSessions: false,
    });
    expect(change.status).toBe(200);
    // The changer goes on with the fresh cookie the answer set…
    expect(agent.jar.header()).not.toBe(oldOwnCookie);
    expect((await agent.get('/api/profile')).status).toBe(200);
    // …and nothing else works any more.
    expect(await routesAccepting(oldOwnCookie)).toEqual([]);
    expect(await routesAccepting(laptopCookie)).toEqual([]);
    const sessions = (await (await agent.get('/api/auth/list-sessions')).json()) as unknown[];
    expect(sessions).toHaveLength(1);
  });

  it('stop working after “sign out everywhere else”, except on the device that asked', async () => {
    const { agent, email, password } = await signUpVerified(t.app, t.smtp);
    const phone = new Agent(t.app);
    expect((await phone.post('/api/auth/sign-in/email', { email, password })).status).toBe(200);
    const phoneCookie = phone.jar.header();
    expect((await agent.post('/api/auth/revoke-other-sessions')).status).toBe(200);
    expect(await routesAccepting(phoneCookie)).toEqual([]);
    expect((await agent.get('/api/profile')).status).toBe(200);
  });

  it('stop working when the account is deleted', async () => {
    const { agent, password } = await signUpVerified(t.app, t.smtp);
    const stolen = agent.jar.header();
    expect((await agent.post('/api/auth/delete-user', { password })).status).toBe(200);
    expect(await routesAccepting(stolen)).toEqual([]);
  });

  it('a session token is never reused: each sign-in gets a new one (no fixation)', async () => {
    const { email, password } = await signUpVerified(t.app, t.smtp);
    const browser = new Agent(t.app);
    expect((await browser.post('/api/auth/sign-in/email', { email, password })).status).toBe(200);
    const first = browser.jar.get(SESSION_COOKIE);
    // A planted (or leftover) cookie does not become the new session.
    expect((await browser.post('/api/auth/sign-in/email', { email, password })).status).toBe(200);
    const second = browser.jar.get(SESSION_COOKIE);
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
  });

  it('a forged or tampered cookie is no session', async () => {
    const { agent } = await signUpVerified(t.app, t.smtp);
    const value = decodeURIComponent(agent.jar.get(SESSION_COOKIE)!);
    const [token, signature] = value.split('.') as [string, string];
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [
      `${flipped}.${signature}`,
      `${token}.${signature.slice(0, -2)}xx`,
      token,
      `${token}.`,
      '',
    ]) {
      const cookie = `${SESSION_COOKIE}=${encodeURIComponent(forged)}`;
      expect(await routesAccepting(cookie), forged).toEqual([]);
    }
  });

  it('revoke-session with another user’s token answers 404 and ends nothing; with one’s own it works', async () => {
    const victim = await signUpVerified(t.app, t.smtp);
    const attacker = await signUpVerified(t.app, t.smtp);
    const victimToken = decodeURIComponent(victim.agent.jar.get(SESSION_COOKIE)!).split('.')[0]!;

    for (const token of [victimToken, 'not-a-session-token']) {
      const res = await attacker.agent.post('/api/auth/revoke-session', { token });
      expect(res.status, token).toBe(404);
      expect(await json(res)).toEqual({
        code: 'SESSION_NOT_FOUND',
        message: SESSION_NOT_FOUND_NOTICE.text,
      });
    }
    expect((await victim.agent.get('/api/profile')).status).toBe(200);

    const phone = new Agent(t.app);
    await phone.post('/api/auth/sign-in/email', {
      email: victim.email,
      password: victim.password,
    });
    const phoneToken = decodeURIComponent(phone.jar.get(SESSION_COOKIE)!).split('.')[0]!;
    const own = await victim.agent.post('/api/auth/revoke-session', { token: phoneToken });
    expect(own.status).toBe(200);
    expect((await phone.get('/api/profile')).status).toBe(401);
  });
});
