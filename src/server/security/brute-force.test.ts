import { describe, expect, it } from 'vitest';
import { ipBucket } from '../lib/client-ip.ts';
import { signUpVerified } from '../test/auth-helpers.ts';
import { Agent, json } from '../test/http-agent.ts';
import { createTestApp, TEST_ORIGIN, useMailedTestApp } from '../test/test-app.ts';
import { secretFromTotpUri, totpCode } from '../test/totp.ts';
import { listen, rawRequest } from './attack-kit.ts';

/**
 * Guessing passwords and codes: the account routes count failures per client address and
 * per account (features/auth/auth-rate-limit.ts). Each way around the count must fail:
 * another address, many addresses against one account, a fresh IPv6 address from the same
 * /64 for every guess, a forged X-Forwarded-For (to a server that trusts no proxy, and to
 * one behind a proxy), and second-factor codes. In every case the right password is
 * refused too once the limit is reached, so a lucky guess learns nothing.
 */

const t = useMailedTestApp();

const signIn = (agent: Agent, email: string, password: string) =>
  agent.post('/api/auth/sign-in/email', { email, password });

describe('brute-force sign-in', () => {
  it('per address: the 6th attempt within a minute is refused, even with the right password', async () => {
    const { email, password } = await signUpVerified(t.app, t.smtp);
    const attacker = new Agent(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await signIn(attacker, email, `guess-${i}`)).status).toBe(401);
    }
    const sixth = await signIn(attacker, email, password);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      sixth.headers.getSetCookie().some((c) => c.includes('session_token=') && !/=;/.test(c)),
    ).toBe(false);
  });

  it('per address across accounts: spraying one password over many accounts is cut off', async () => {
    const attacker = new Agent(t.app);
    const victims = await Promise.all([1, 2, 3].map(() => signUpVerified(t.app, t.smtp)));
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const victim = victims[i % victims.length]!;
      statuses.push((await signIn(attacker, victim.email, 'Summer2024!')).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('per account: guesses from ten addresses lock the account for a while', async () => {
    const { email, password } = await signUpVerified(t.app, t.smtp);
    for (let i = 0; i < 10; i++) {
      expect((await signIn(new Agent(t.app), email, `guess-${i}`)).status).toBe(401);
    }
    const locked = await signIn(new Agent(t.app), email, password);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(60);
  });

  it('a fresh IPv6 address from the same /64 for every guess is one client', async () => {
    const { email, password } = await signUpVerified(t.app, t.smtp);
    for (let i = 1; i <= 5; i++) {
      const agent = new Agent(t.app, { ip: `2001:db8:77:0::${i.toString(16)}` });
      expect((await signIn(agent, email, `guess-${i}`)).status).toBe(401);
    }
    const sixth = new Agent(t.app, { ip: '2001:db8:77:0:ffff:ffff:ffff:fffe' });
    expect((await signIn(sixth, email, password)).status).toBe(429);
    // Another /64 is another client.
    const elsewhere = new Agent(t.app, { ip: '2001:db8:77:1::1' });
    expect((await signIn(elsewhere, email, password)).status).toBe(200);
  });

  it('groups IPv6 addresses by /64 and leaves IPv4 alone', () => {
    expect(ipBucket('203.0.113.9')).toBe('203.0.113.9');
    expect(ipBucket('2001:db8:77:0:ffff:ffff:ffff:1')).toBe('2001:db8:77:0::/64');
    expect(ipBucket('2001:db8:77::42')).toBe('2001:db8:77:0::/64');
    expect(ipBucket('2001:0db8:0077:0000::1')).toBe('2001:db8:77:0::/64');
    expect(ipBucket('::1')).toBe('0:0:0:0::/64');
    expect(ipBucket('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
  });

  it('behind a proxy, only the address the proxy appends counts, not what the client sent', async () => {
    const { email, password } = await signUpVerified(t.app, t.smtp);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: {
          origin: TEST_ORIGIN,
          'content-type': 'application/json',
          // The client's own forged entries first, the proxy's view of it last.
          'x-forwarded-for': `198.51.100.${i}, 203.0.113.${i * 7}, 192.0.2.77`,
        },
        body: JSON.stringify({ email, password: i === 5 ? password : `guess-${i}` }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('without TRUST_PROXY, a forged X-Forwarded-For is ignored: the TCP peer is counted', async () => {
    const { app: direct } = await createTestApp({ SMTP_URL: t.smtp.url, TRUST_PROXY: 'false' });
    const { email, password } = await signUpVerified(direct, t.smtp);
    const server = await listen(direct);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const body = JSON.stringify({ email, password: i === 5 ? password : `guess-${i}` });
        const res = await rawRequest(
          server.port,
          [
            'POST /api/auth/sign-in/email HTTP/1.1',
            'Host: 127.0.0.1',
            `Origin: ${TEST_ORIGIN}`,
            'Content-Type: application/json',
            `Content-Length: ${Buffer.byteLength(body)}`,
            `X-Forwarded-For: 198.51.100.${i + 1}`,
            `X-Real-IP: 198.51.100.${i + 1}`,
          ].join('\r\n'),
          body,
        );
        statuses.push(res.status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    } finally {
      await server.close();
    }
  });
});

describe('brute-force second factor', () => {
  it('the 6th wrong code within a minute is refused, even the right one', async () => {
    const { agent, email, password } = await signUpVerified(t.app, t.smtp);
    const enable = await agent.post('/api/auth/two-factor/enable', { password });
    const { totpURI, backupCodes } = (await enable.json()) as {
      totpURI: string;
      backupCodes: string[];
    };
    const secret = secretFromTotpUri(totpURI);
    expect(
      (await agent.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) })).status,
    ).toBe(200);

    const attacker = new Agent(t.app);
    expect((await signIn(attacker, email, password)).status).toBe(200);
    const right = totpCode(secret);
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      const res = await attacker.post('/api/auth/two-factor/verify-totp', { code: wrong });
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    const sixth = await attacker.post('/api/auth/two-factor/verify-totp', {
      code: totpCode(secret),
    });
    expect(sixth.status).toBe(429);
    expect((await attacker.get('/api/profile')).status).toBe(401);
    // The plugin also ends the challenge: the attacker must give the password again.
    expect(
      (await attacker.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) })).status,
    ).not.toBe(200);

    // Backup codes, from a fresh sign-in: five wrong ones, then the right one is refused.
    const second = new Agent(t.app);
    expect((await signIn(second, email, password)).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      const res = await second.post('/api/auth/two-factor/verify-backup-code', {
        code: `bad-code-${i}`,
      });
      expect(res.status, `backup attempt ${i + 1}`).toBe(401);
    }
    const real = await second.post('/api/auth/two-factor/verify-backup-code', {
      code: backupCodes[0],
    });
    expect(real.status).toBe(429);
    expect((await second.get('/api/profile')).status).toBe(401);
  });
});

/**
 * Every route that checks the account's password draws on one failure budget per account
 * (features/auth/password-guard.ts): a stolen session cookie gives the thief no guesses of
 * its own, and failures anywhere limit sign-in and the other way round.
 */
const SESSION_COOKIE = 'tailorcv.session_token';

/** A thief holding only the session cookie (not the browser's other cookies), at a fresh address. */
function thief(owner: Agent) {
  const cookie = `${SESSION_COOKIE}=${owner.jar.get(SESSION_COOKIE)!}`;
  return (path: string, json: unknown) =>
    new Agent(t.app).post(path, json, { headers: { cookie } });
}

describe('one password budget per account, shared by every route that checks it', () => {
  it('wrong guesses on verify-password with a stolen session limit the next sign-in (429)', async () => {
    const { agent, email, password } = await signUpVerified(t.app, t.smtp);
    const guess = thief(agent);
    for (let i = 0; i < 10; i++) {
      const res = await guess('/api/auth/verify-password', { password: `guess-${i}` });
      expect(res.status, `guess ${i + 1}`).toBe(400);
    }
    const eleventh = await guess('/api/auth/verify-password', { password });
    expect(eleventh.status).toBe(429);
    expect((await json<{ code: string }>(eleventh)).code).toBe('RATE_LIMITED');
    const next = await signIn(new Agent(t.app), email, password);
    expect(next.status).toBe(429);
    expect(Number(next.headers.get('retry-after'))).toBeGreaterThan(60);
  });

  it('and failed sign-ins limit verify-password and delete-user for a stolen session', async () => {
    const { agent, email, password, userId } = await signUpVerified(t.app, t.smtp);
    for (let i = 0; i < 10; i++) {
      expect((await signIn(new Agent(t.app), email, `guess-${i}`)).status).toBe(401);
    }
    const guess = thief(agent);
    expect((await guess('/api/auth/verify-password', { password })).status).toBe(429);
    expect((await guess('/api/auth/delete-user', { password })).status).toBe(429);
    expect(
      (
        await guess('/api/auth/change-password', {
          currentPassword: password,
          newPassword: 'taken-over-77',
        })
      ).status,
    ).toBe(429);
    // Still there, and its owner's browser still works.
    expect((await agent.get('/api/profile')).status).toBe(200);
    expect((await json<{ id: string }>(await agent.get('/api/profile'))).id).toBe(userId);
  });

  it('counts a wrong password on each route that takes one, against the same account', async () => {
    const { agent, email, password } = await signUpVerified(t.app, t.smtp);
    // get-totp-uri and generate-backup-codes ask for the password once two-factor is on.
    const enable = await agent.post('/api/auth/two-factor/enable', { password });
    const secret = secretFromTotpUri((await json<{ totpURI: string }>(enable)).totpURI);
    const code = totpCode(secret);
    expect((await agent.post('/api/auth/two-factor/verify-totp', { code })).status).toBe(200);
    const guess = thief(agent);
    const routes: [string, Record<string, string>][] = [
      ['/api/auth/verify-password', { password: 'nope-1' }],
      ['/api/auth/change-password', { currentPassword: 'nope-2', newPassword: 'taken-over-77' }],
      ['/api/auth/delete-user', { password: 'nope-3' }],
      ['/api/auth/two-factor/enable', { password: 'nope-4' }],
      ['/api/auth/two-factor/disable', { password: 'nope-5' }],
      ['/api/auth/two-factor/get-totp-uri', { password: 'nope-6' }],
      ['/api/auth/two-factor/generate-backup-codes', { password: 'nope-7' }],
    ];
    for (const [path, body] of routes) {
      const res = await guess(path, body);
      expect(res.status, path).toBe(400);
      expect((await json<{ code: string }>(res)).code, path).toBe('INVALID_PASSWORD');
    }
    // Seven failures so far; three more sign-in failures spend the ten.
    for (let i = 0; i < 3; i++) {
      expect((await signIn(new Agent(t.app), email, `guess-${i}`)).status).toBe(401);
    }
    expect((await signIn(new Agent(t.app), email, password)).status).toBe(429);
    for (const [path, body] of routes) {
      expect((await guess(path, body)).status, path).toBe(429);
    }
  });
});

describe('a stranger cannot lock the owner out', () => {
  it('failures from two addresses limit strangers, not a browser that signed in before', async () => {
    const owner = await signUpVerified(t.app, t.smtp);
    // The owner's phone signed in once, and signed out since.
    const phone = new Agent(t.app);
    expect((await signIn(phone, owner.email, owner.password)).status).toBe(200);
    expect((await phone.post('/api/auth/sign-out')).status).toBe(200);

    const strangers = [new Agent(t.app), new Agent(t.app)];
    for (const stranger of strangers) {
      for (let i = 0; i < 5; i++) {
        expect((await signIn(stranger, owner.email, `guess-${i}`)).status).toBe(401);
      }
      expect((await signIn(stranger, owner.email, 'guess-again')).status).toBe(429);
    }
    // A third stranger, and a browser the owner never used, are limited…
    expect((await signIn(new Agent(t.app), owner.email, owner.password)).status).toBe(429);
    // …the owner's own browsers are not.
    expect((await signIn(phone, owner.email, owner.password)).status).toBe(200);
    await owner.agent.post('/api/auth/sign-out');
    expect((await signIn(owner.agent, owner.email, owner.password)).status).toBe(200);
    // And the strangers stay limited.
    for (const stranger of [...strangers, new Agent(t.app)]) {
      expect((await signIn(stranger, owner.email, owner.password)).status).toBe(429);
    }
  });

  it('the device cookie is signed and HttpOnly; a forged one is ignored', async () => {
    const { email, password } = await signUpVerified(t.app, t.smtp);
    const browser = new Agent(t.app);
    const res = await signIn(browser, email, password);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('tailorcv.known_device='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    for (let i = 0; i < 10; i++) {
      await signIn(new Agent(t.app), email, `guess-${i}`);
    }
    const value = decodeURIComponent(browser.jar.get('tailorcv.known_device')!);
    const [content] = value.split('.');
    const forger = new Agent(t.app);
    const forged = await forger.post(
      '/api/auth/sign-in/email',
      { email, password },
      { headers: { cookie: `tailorcv.known_device=${encodeURIComponent(`${content}.AAAA`)}` } },
    );
    expect(forged.status).toBe(429);
    expect((await signIn(browser, email, password)).status).toBe(200);
  });

  it('a stolen device cookie is worth one device’s budget, no more', async () => {
    const { email, password } = await signUpVerified(t.app, t.smtp);
    const owner = new Agent(t.app);
    expect((await signIn(owner, email, password)).status).toBe(200);
    const device = `tailorcv.known_device=${owner.jar.get('tailorcv.known_device')!}`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await new Agent(t.app).post(
        '/api/auth/sign-in/email',
        { email, password: `guess-${i}` },
        { headers: { cookie: device } },
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
  });

  it('choosing a new password from the reset link makes that browser the owner’s', async () => {
    const { email } = await signUpVerified(t.app, t.smtp);
    for (let i = 0; i < 10; i++) {
      await signIn(new Agent(t.app), email, `guess-${i}`);
    }
    const newLaptop = new Agent(t.app);
    expect((await signIn(newLaptop, email, 'whatever-it-was')).status).toBe(429);
    await newLaptop.post('/api/auth/request-password-reset', { email });
    const mail = await t.smtp.waitForMail(email, { match: (m) => /reset/i.test(m.subject) });
    const token = new URL(
      mail.links.find((l) => l.includes('/reset-password?token='))!,
    ).searchParams.get('token')!;
    const reset = await newLaptop.post('/api/auth/reset-password', {
      newPassword: 'back-in-control-8',
      token,
    });
    expect(reset.status).toBe(200);
    expect((await signIn(newLaptop, email, 'back-in-control-8')).status).toBe(200);
    expect((await signIn(new Agent(t.app), email, 'back-in-control-8')).status).toBe(429);
  });
});
