import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { session } from '../../db/schema/auth.ts';
import { signUp, uniqueEmail } from '../../test/auth-helpers.ts';
import { createTestApp, TEST_AUTH_SECRET } from '../../test/test-app.ts';
import { testDatabaseKind } from '../../test/test-db.ts';
import { readCookie, verifySignedToken } from './session-lookup.ts';

const COOKIE = 'tailorcv.session_token';
const DAY_MS = 24 * 60 * 60 * 1000;

const sign = (token: string, secret = TEST_AUTH_SECRET) =>
  `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;

describe('readCookie', () => {
  it('finds the named cookie, URL-decoded, and only that name', () => {
    const header = `xtailorcv.session_token=other; ${COOKIE}=abc%2Bdef%3D; theme=dark`;
    expect(readCookie(header, COOKIE)).toBe('abc+def=');
    expect(readCookie('theme=dark', COOKIE)).toBeUndefined();
    expect(readCookie(null, COOKIE)).toBeUndefined();
  });

  it('takes the first of two cookies with the name, unquotes, keeps undecodable text', () => {
    expect(readCookie(`${COOKIE}=first; ${COOKIE}=second`, COOKIE)).toBe('first');
    expect(readCookie(`${COOKIE}="quoted"`, COOKIE)).toBe('quoted');
    expect(readCookie(`${COOKIE}=%E0%A4%A`, COOKIE)).toBe('%E0%A4%A');
  });
});

describe('verifySignedToken', () => {
  it('accepts the token Better Auth signed with the secret', () => {
    expect(verifySignedToken(sign('tok.en'), TEST_AUTH_SECRET)).toBe('tok.en');
  });

  it('refuses another secret, a changed token, a changed or cut signature', () => {
    expect(verifySignedToken(sign('token', 'another secret'), TEST_AUTH_SECRET)).toBeUndefined();
    const [token, signature] = sign('token').split('.') as [string, string];
    expect(verifySignedToken(`tokeN.${signature}`, TEST_AUTH_SECRET)).toBeUndefined();
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(verifySignedToken(`${token}.${flipped}`, TEST_AUTH_SECRET)).toBeUndefined();
    expect(verifySignedToken(`${token}.${signature.slice(4)}`, TEST_AUTH_SECRET)).toBeUndefined();
    expect(verifySignedToken(token, TEST_AUTH_SECRET)).toBeUndefined();
    expect(verifySignedToken(`.${signature}`, TEST_AUTH_SECRET)).toBeUndefined();
  });
});

describe(`session lookup on API requests (${testDatabaseKind()})`, () => {
  let app: App;
  let database: Database;

  beforeAll(async () => {
    ({ app, database } = await createTestApp({ REQUIRE_EMAIL_VERIFICATION: 'false' }));
  });

  async function signedUp() {
    const { agent, userId } = await signUp(app, { email: uniqueEmail('lookup') });
    const [row] = await database.db.select().from(session).where(eq(session.userId, userId));
    return { agent, row: row! };
  }

  const profileStatus = async (cookie: string) =>
    (await app.request('/api/profile', { headers: { cookie } })).status;

  it('reads a fresh session without writing to it', async () => {
    const { agent, row } = await signedUp();
    expect((await agent.get('/api/resume')).status).toBe(200);
    expect((await agent.get('/api/profile')).status).toBe(200);
    const [after] = await database.db.select().from(session).where(eq(session.id, row.id));
    expect(after!.expiresAt.getTime()).toBe(row.expiresAt.getTime());
    expect(after!.updatedAt.getTime()).toBe(row.updatedAt.getTime());
  });

  it('refuses a token signed with another secret, and one with no session row', async () => {
    const { row } = await signedUp();
    expect(await profileStatus(`${COOKIE}=${encodeURIComponent(sign(row.token))}`)).toBe(200);
    const forged = encodeURIComponent(sign(row.token, 'not-the-secret-not-the-secret-0000'));
    expect(await profileStatus(`${COOKIE}=${forged}`)).toBe(401);
    const unknown = encodeURIComponent(sign('no-such-session-token'));
    expect(await profileStatus(`${COOKIE}=${unknown}`)).toBe(401);
    expect(await profileStatus(`${COOKIE}=${row.token}`)).toBe(401);
  });

  it('hands an expired session to Better Auth, which refuses and deletes it', async () => {
    const { agent, row } = await signedUp();
    await database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(session.id, row.id));
    const res = await agent.get('/api/resume');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'No user logged in' },
    });
    expect(await database.db.select().from(session).where(eq(session.id, row.id))).toEqual([]);
  });

  it('hands a session older than a day to Better Auth, which extends it (sliding expiry)', async () => {
    const { agent, row } = await signedUp();
    // Created 2 days ago: 28 days left of 30, past the one-day update age.
    const old = new Date(Date.now() + 28 * DAY_MS);
    await database.db.update(session).set({ expiresAt: old }).where(eq(session.id, row.id));
    expect((await agent.get('/api/resume')).status).toBe(200);
    const [after] = await database.db.select().from(session).where(eq(session.id, row.id));
    expect(after!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
    // The next request takes the one-query path again.
    expect((await agent.get('/api/resume')).status).toBe(200);
  });
});
