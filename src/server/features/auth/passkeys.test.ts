import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSKEY_NAME_MAX_LENGTH, PASSKEY_NOTICES } from '#shared/auth/passkey-notices.ts';
import { passkey, verification } from '../../db/schema/auth.ts';
import { signUp } from '../../test/auth-helpers.ts';
import { Agent, json } from '../../test/http-agent.ts';
import { SoftAuthenticator } from '../../test/soft-authenticator.ts';
import { createTestApp, TEST_ORIGIN, testConfig } from '../../test/test-app.ts';
import { secretFromTotpUri, totpCode } from '../../test/totp.ts';
import { defaultPasskeyName, relyingParty } from './passkeys.ts';

const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // Sign-up signs in at once, so each test starts from a session without opening mail.
  t = await createTestApp(
    { REQUIRE_EMAIL_VERIFICATION: 'false' },
    { mailer: { kind: 'outbox', send: () => Promise.resolve() } },
  );
});

interface PasskeyRow {
  id: string;
  name?: string | null;
  userId: string;
  credentialID: string;
  counter: number;
  createdAt: string;
}

/** Adds a passkey from `agent`'s session the way the browser does; answers the last response. */
async function register(
  agent: Agent,
  authenticator: SoftAuthenticator,
  body: { name?: string } = {},
): Promise<Response> {
  const options = await agent.get('/api/auth/passkey/generate-register-options');
  expect(options.status, await options.clone().text()).toBe(200);
  const response = authenticator.create(await json(options));
  return agent.request('/api/auth/passkey/verify-registration', {
    method: 'POST',
    json: { response, ...body },
    headers: { 'user-agent': CHROME_ON_LINUX },
  });
}

/** Signs in with the passkey from a browser with no session; answers the verification. */
async function signInWith(
  authenticator: SoftAuthenticator,
  agent = new Agent(t.app),
  overrides: { origin?: string } = {},
) {
  const options = await agent.get('/api/auth/passkey/generate-authenticate-options');
  expect(options.status).toBe(200);
  const body = await json<{ challenge: string; rpId: string; allowCredentials?: unknown }>(options);
  const response = authenticator.get(body, overrides);
  const res = await agent.post('/api/auth/passkey/verify-authentication', { response });
  return { agent, res, options: body, response };
}

async function sessionUser(agent: Agent): Promise<string | null> {
  const res = await agent.get('/api/auth/get-session');
  const body = await json<{ user?: { id: string } } | null>(res);
  return body?.user?.id ?? null;
}

function newAuthenticator() {
  return new SoftAuthenticator({ origin: TEST_ORIGIN });
}

describe('relying party', () => {
  it('is the app host, with the trusted origins on that host', () => {
    const config = testConfig({
      APP_URL: 'https://cv.example.com',
      TRUSTED_ORIGINS: 'https://eu.cv.example.com,http://localhost:5173,https://example.com',
    });
    expect(relyingParty(config)).toEqual({
      rpID: 'cv.example.com',
      origins: ['https://cv.example.com', 'https://eu.cv.example.com'],
    });
  });

  it('works on localhost, on any port (the dev server and the e2e server)', () => {
    const config = testConfig({
      APP_URL: 'http://localhost:3143',
      TRUSTED_ORIGINS: 'http://localhost:5173',
    });
    expect(relyingParty(config)).toEqual({
      rpID: 'localhost',
      origins: ['http://localhost:3143', 'http://localhost:5173'],
    });
  });

  it('names a passkey after its password manager, else the browser and system', () => {
    expect(defaultPasskeyName('ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4', CHROME_ON_LINUX)).toBe(
      'Google Password Manager',
    );
    expect(defaultPasskeyName('00000000-0000-0000-0000-000000000000', CHROME_ON_LINUX)).toBe(
      'Chrome on Linux',
    );
    expect(defaultPasskeyName(undefined, null)).toBe('Unknown browser');
  });
});

describe('adding a passkey', () => {
  it('asks a discoverable, user-verifying credential of TailorCV on this host', async () => {
    const { agent } = await signUp(t.app);
    const res = await agent.get('/api/auth/passkey/generate-register-options');
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      rp: { name: 'TailorCV', id: 'localhost' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'none',
    });
  });

  it('stores the credential under the signed-in user, named as asked (one clean line)', async () => {
    const { agent, userId } = await signUp(t.app);
    const authenticator = newAuthenticator();
    const res = await register(agent, authenticator, { name: '  Work\nlaptop  ' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await json(res)).toMatchObject({ name: 'Work laptop', userId });

    const rows = await t.database.db.select().from(passkey).where(eq(passkey.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Work laptop',
      credentialID: authenticator.id,
      counter: 1,
      transports: 'internal',
      aaguid: '00000000-0000-0000-0000-000000000000',
    });
  });

  it('names an unnamed passkey after the browser it was added from', async () => {
    const { agent } = await signUp(t.app);
    const res = await register(agent, newAuthenticator());
    expect(await json(res)).toMatchObject({ name: 'Chrome on Linux' });
  });

  it('refuses a passkey that does not verify its user, and stores nothing', async () => {
    const { agent, userId } = await signUp(t.app);
    const authenticator = newAuthenticator();
    authenticator.userVerified = false;
    const res = await register(agent, authenticator);
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      code: 'PASSKEY_USER_NOT_VERIFIED',
      message: PASSKEY_NOTICES.userNotVerified.text,
    });
    expect(
      await t.database.db.select().from(passkey).where(eq(passkey.userId, userId)),
    ).toHaveLength(0);
  });

  it('refuses a name over the limit', async () => {
    const { agent } = await signUp(t.app);
    const res = await register(agent, newAuthenticator(), {
      name: 'x'.repeat(PASSKEY_NAME_MAX_LENGTH + 1),
    });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ code: 'PASSKEY_NAME_TOO_LONG' });
  });

  it('refuses an answer made for another origin', async () => {
    const { agent } = await signUp(t.app);
    const res = await register(agent, new SoftAuthenticator({ origin: 'https://evil.example' }));
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ code: 'FAILED_TO_VERIFY_REGISTRATION' });
  });

  it('needs a session', async () => {
    const stranger = new Agent(t.app);
    expect((await stranger.get('/api/auth/passkey/generate-register-options')).status).toBe(401);
    const res = await stranger.post('/api/auth/passkey/verify-registration', { response: {} });
    expect(res.status).toBe(401);
  });
});

describe('signing in with a passkey', () => {
  it('starts a session for the passkey owner, with no e-mail asked', async () => {
    const { agent, userId } = await signUp(t.app);
    const authenticator = newAuthenticator();
    expect((await register(agent, authenticator)).status).toBe(200);

    const { agent: browser, res, options } = await signInWith(authenticator);
    // Signed out, the options name no credentials: the browser offers its discoverable ones.
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.rpId).toBe('localhost');
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await json(res)).toMatchObject({ user: { id: userId } });
    expect(await sessionUser(browser)).toBe(userId);
    // The signature counter moved on.
    const [row] = await t.database.db
      .select()
      .from(passkey)
      .where(eq(passkey.credentialID, authenticator.id));
    expect(row!.counter).toBe(2);
  });

  it('skips the authenticator-app step of an account with two-factor on (the passkey is two factors)', async () => {
    const { agent, email, password, userId } = await signUp(t.app);
    const enable = await agent.post('/api/auth/two-factor/enable', { password });
    const secret = secretFromTotpUri((await json<{ totpURI: string }>(enable)).totpURI);
    expect(
      (await agent.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) })).status,
    ).toBe(200);
    const authenticator = newAuthenticator();
    expect((await register(agent, authenticator)).status).toBe(200);

    // The password alone still asks for the code …
    const withPassword = await new Agent(t.app).post('/api/auth/sign-in/email', {
      email,
      password,
    });
    expect(await json(withPassword)).toMatchObject({ twoFactorRedirect: true });
    // … the passkey (device + user verification) signs in at once.
    const { agent: browser, res } = await signInWith(authenticator);
    expect(res.status).toBe(200);
    expect(await sessionUser(browser)).toBe(userId);
  });

  it('refuses an answer without user verification, and starts no session', async () => {
    const { agent } = await signUp(t.app);
    const authenticator = newAuthenticator();
    await register(agent, authenticator);
    authenticator.userVerified = false;
    const { agent: browser, res } = await signInWith(authenticator);
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ code: 'PASSKEY_USER_NOT_VERIFIED' });
    expect(await sessionUser(browser)).toBeNull();
  });

  it('refuses an answer for another origin, a replayed answer and an unknown passkey', async () => {
    const { agent } = await signUp(t.app);
    const authenticator = newAuthenticator();
    await register(agent, authenticator);

    const phished = await signInWith(authenticator, new Agent(t.app), {
      origin: 'https://evil.example',
    });
    expect(phished.res.status).toBe(400);
    expect(await sessionUser(phished.agent)).toBeNull();

    // The challenge is used up by the first answer: sending it again is refused.
    const first = await signInWith(authenticator);
    expect(first.res.status).toBe(200);
    const replay = await first.agent.post('/api/auth/passkey/verify-authentication', {
      response: first.response,
    });
    expect(replay.status).toBe(400);
    expect(await json(replay)).toMatchObject({ code: 'CHALLENGE_NOT_FOUND' });

    const unknown = await signInWith(newAuthenticatorWithCredential());
    expect(unknown.res.status).toBe(401);
    expect(await json(unknown.res)).toMatchObject({ code: 'PASSKEY_NOT_FOUND' });
    expect(await sessionUser(unknown.agent)).toBeNull();
  });

  it('limits the sign-in options per address', async () => {
    const browser = new Agent(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await browser.get('/api/auth/passkey/generate-authenticate-options')).status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

/** An authenticator holding a credential the server never saw. */
function newAuthenticatorWithCredential() {
  const authenticator = newAuthenticator();
  authenticator.create({ challenge: 'AAAA', rp: { id: 'localhost' }, user: { id: 'AAAA' } });
  return authenticator;
}

describe('listing, renaming and removing passkeys', () => {
  it('lists only the caller’s passkeys, renames and removes them', async () => {
    const ada = await signUp(t.app);
    const grace = await signUp(t.app);
    const adas = newAuthenticator();
    await register(ada.agent, adas, { name: 'Phone' });
    await register(grace.agent, newAuthenticator(), { name: 'Grace key' });

    const list = await json<PasskeyRow[]>(
      await ada.agent.get('/api/auth/passkey/list-user-passkeys'),
    );
    expect(list.map((p) => p.name)).toEqual(['Phone']);
    const id = list[0]!.id;
    expect(Number.isNaN(Date.parse(list[0]!.createdAt))).toBe(false);

    const renamed = await ada.agent.post('/api/auth/passkey/update-passkey', {
      id,
      name: ' Pixel  phone ',
    });
    expect(renamed.status).toBe(200);
    expect(await json(renamed)).toMatchObject({ passkey: { id, name: 'Pixel phone' } });

    const tooLong = await ada.agent.post('/api/auth/passkey/update-passkey', {
      id,
      name: 'x'.repeat(PASSKEY_NAME_MAX_LENGTH + 1),
    });
    expect(tooLong.status).toBe(400);

    const removed = await ada.agent.post('/api/auth/passkey/delete-passkey', { id });
    expect(removed.status).toBe(200);
    expect(await json(await ada.agent.get('/api/auth/passkey/list-user-passkeys'))).toEqual([]);
    // A removed passkey no longer signs in.
    const { res } = await signInWith(adas);
    expect(res.status).toBe(401);
  });

  it('another user’s passkey is not found (as an unknown one), and is left as it was', async () => {
    const ada = await signUp(t.app);
    const mallory = await signUp(t.app);
    await register(ada.agent, newAuthenticator(), { name: 'Phone' });
    const [adas] = await json<PasskeyRow[]>(
      await ada.agent.get('/api/auth/passkey/list-user-passkeys'),
    );

    for (const id of [adas!.id, 'no-such-passkey']) {
      const rename = await mallory.agent.post('/api/auth/passkey/update-passkey', {
        id,
        name: 'Stolen',
      });
      expect(rename.status, id).toBe(404);
      expect(await json(rename)).toMatchObject({ code: 'PASSKEY_NOT_FOUND' });
      const remove = await mallory.agent.post('/api/auth/passkey/delete-passkey', { id });
      expect(remove.status, id).toBe(404);
      expect(await json(remove)).toMatchObject({ code: 'PASSKEY_NOT_FOUND' });
    }
    const [after] = await t.database.db.select().from(passkey).where(eq(passkey.id, adas!.id));
    expect(after).toMatchObject({ name: 'Phone', userId: ada.userId });
  });

  it('needs a session', async () => {
    const stranger = new Agent(t.app);
    expect((await stranger.get('/api/auth/passkey/list-user-passkeys')).status).toBe(401);
    for (const path of ['update-passkey', 'delete-passkey']) {
      const res = await stranger.post(`/api/auth/passkey/${path}`, { id: 'x', name: 'y' });
      expect(res.status, path).toBe(401);
    }
  });
});

describe('challenges', () => {
  it('expired ones are deleted when options are asked for; live ones stay', async () => {
    // An app of its own: the clean-up runs at most once a minute per app.
    const fresh = await createTestApp(
      { REQUIRE_EMAIL_VERIFICATION: 'false' },
      { mailer: { kind: 'outbox', send: () => Promise.resolve() } },
    );
    const stale = `stale-challenge-${randomUUID()}`;
    const live = `live-challenge-${randomUUID()}`;
    await fresh.database.db.insert(verification).values([
      { id: randomUUID(), identifier: stale, value: '{}', expiresAt: new Date(Date.now() - 1000) },
      { id: randomUUID(), identifier: live, value: '{}', expiresAt: new Date(Date.now() + 60_000) },
    ]);
    const res = await new Agent(fresh.app).get('/api/auth/passkey/generate-authenticate-options');
    expect(res.status).toBe(200);
    const left = await fresh.database.db
      .select({ identifier: verification.identifier })
      .from(verification)
      .where(inArray(verification.identifier, [stale, live]));
    expect(left).toEqual([{ identifier: live }]);
  });
});
