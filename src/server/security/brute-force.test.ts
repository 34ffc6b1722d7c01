import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { ipBucket } from '../lib/client-ip.ts';
import { signUpVerified } from '../test/auth-helpers.ts';
import { Agent } from '../test/http-agent.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../test/smtp-catcher.ts';
import { createTestApp, TEST_ORIGIN } from '../test/test-app.ts';
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

let smtp: SmtpCatcher;
let app: App;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  ({ app } = await createTestApp({ SMTP_URL: smtp.url }));
});

afterAll(async () => {
  await smtp.close();
});

const signIn = (agent: Agent, email: string, password: string) =>
  agent.post('/api/auth/sign-in/email', { email, password });

describe('brute-force sign-in', () => {
  it('per address: the 6th attempt within a minute is refused, even with the right password', async () => {
    const { email, password } = await signUpVerified(app, smtp);
    const attacker = new Agent(app);
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
    const attacker = new Agent(app);
    const victims = await Promise.all([1, 2, 3].map(() => signUpVerified(app, smtp)));
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const victim = victims[i % victims.length]!;
      statuses.push((await signIn(attacker, victim.email, 'Summer2024!')).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('per account: guesses from ten addresses lock the account for a while', async () => {
    const { email, password } = await signUpVerified(app, smtp);
    for (let i = 0; i < 10; i++) {
      expect((await signIn(new Agent(app), email, `guess-${i}`)).status).toBe(401);
    }
    const locked = await signIn(new Agent(app), email, password);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(60);
  });

  it('a fresh IPv6 address from the same /64 for every guess is one client', async () => {
    const { email, password } = await signUpVerified(app, smtp);
    for (let i = 1; i <= 5; i++) {
      const agent = new Agent(app, { ip: `2001:db8:77:0::${i.toString(16)}` });
      expect((await signIn(agent, email, `guess-${i}`)).status).toBe(401);
    }
    const sixth = new Agent(app, { ip: '2001:db8:77:0:ffff:ffff:ffff:fffe' });
    expect((await signIn(sixth, email, password)).status).toBe(429);
    // Another /64 is another client.
    const elsewhere = new Agent(app, { ip: '2001:db8:77:1::1' });
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
    const { email, password } = await signUpVerified(app, smtp);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await app.request('/api/auth/sign-in/email', {
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
    const { app: direct } = await createTestApp({ SMTP_URL: smtp.url, TRUST_PROXY: 'false' });
    const { email, password } = await signUpVerified(direct, smtp);
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
    const { agent, email, password } = await signUpVerified(app, smtp);
    const enable = await agent.post('/api/auth/two-factor/enable', { password });
    const { totpURI, backupCodes } = (await enable.json()) as {
      totpURI: string;
      backupCodes: string[];
    };
    const secret = secretFromTotpUri(totpURI);
    expect(
      (await agent.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) })).status,
    ).toBe(200);

    const attacker = new Agent(app);
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
    const second = new Agent(app);
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
