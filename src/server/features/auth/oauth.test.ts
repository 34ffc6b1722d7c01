import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, user } from '../../db/schema/auth.ts';
import { profiles } from '../../db/schema/profile.ts';
import { signUpVerified, uniqueEmail } from '../../test/auth-helpers.ts';
import { Agent, CookieJar, followRedirectsToOrigin, json } from '../../test/http-agent.ts';
import { startOidcTestProvider, type OidcTestProvider } from '../../test/oidc-test-provider.ts';
import { TEST_ORIGIN, useMailedTestApp } from '../../test/test-app.ts';

/**
 * Sign-in with Google and with a generic OpenID Connect provider, both played by a real
 * `oidc-provider` on 127.0.0.1: authorization code + PKCE, ID token checked against the
 * provider's JWKS, callback on our origin.
 */
let google: OidcTestProvider;
let keycloak: OidcTestProvider;

beforeAll(async () => {
  google = await startOidcTestProvider({
    redirectUris: [`${TEST_ORIGIN}/api/auth/callback/google`],
    clientId: 'google-client',
  });
  keycloak = await startOidcTestProvider({
    redirectUris: [`${TEST_ORIGIN}/api/auth/callback/oidc`],
    clientId: 'keycloak-client',
  });
});

afterAll(async () => {
  await Promise.all([google.close(), keycloak.close()]);
});

const t = useMailedTestApp(() => ({
  GOOGLE_CLIENT_ID: google.clientId,
  GOOGLE_CLIENT_SECRET: google.clientSecret,
  GOOGLE_DISCOVERY_URL: google.discoveryUrl,
  OIDC_ISSUER: keycloak.issuer,
  OIDC_CLIENT_ID: keycloak.clientId,
  OIDC_CLIENT_SECRET: keycloak.clientSecret,
  OIDC_NAME: 'Company Keycloak',
}));

/**
 * Starts the sign-in on our server, walks the provider's redirects (its own cookies kept
 * apart, as a browser would), and returns our callback's answer.
 */
async function signInWith(
  agent: Agent,
  provider: 'google' | 'oidc',
  body: Record<string, unknown> = {},
): Promise<{ start: Response; callback: Response; authorizeUrl: URL }> {
  const start = await agent.post('/api/auth/sign-in/social', {
    provider,
    callbackURL: '/build',
    errorCallbackURL: '/auth',
    ...body,
  });
  expect(start.status, await start.clone().text()).toBe(200);
  const { url } = await json<{ url: string }>(start);
  const authorizeUrl = new URL(url);
  const callback = await agent.get(await followRedirectsToOrigin(url));
  return { start, callback, authorizeUrl };
}

describe('sign-in with Google (OpenID Connect provider "google")', () => {
  it('lists the configured providers', async () => {
    const res = await t.app.request('/api/auth-providers');
    expect(await res.json()).toEqual({ google: true, oidc: { name: 'Company Keycloak' } });
  });

  it('uses PKCE and lands on /build on our own origin, signed in, with a profile', async () => {
    const email = uniqueEmail('g');
    google.setAutoLogin({ email, name: 'Grace Hopper', givenName: 'Grace', familyName: 'Hopper' });
    const agent = new Agent(t.app);
    const { callback, authorizeUrl } = await signInWith(agent, 'google');
    expect(authorizeUrl.origin).toBe(google.issuer);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('scope')?.split(' ').sort()).toEqual([
      'email',
      'openid',
      'profile',
    ]);
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(
      `${TEST_ORIGIN}/api/auth/callback/google`,
    );

    expect(callback.status).toBe(302);
    expect(new URL(callback.headers.get('location')!, TEST_ORIGIN).toString()).toBe(
      `${TEST_ORIGIN}/build`,
    );
    const profile = await agent.get('/api/profile');
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({
      email,
      first_name: 'Grace',
      last_name: 'Hopper',
      display_name: null,
    });
    const [row] = await t.database.db.select().from(user).where(eq(user.email, email));
    expect(row).toMatchObject({ emailVerified: true, name: 'Grace Hopper' });
    const accounts = await t.database.db.select().from(account).where(eq(account.userId, row!.id));
    expect(accounts.map((a) => a.providerId)).toEqual(['google']);
    // The provider's access token is stored encrypted (hex), not as issued.
    expect(accounts[0]!.accessToken).toMatch(/^[0-9a-f]{64,}$/);
    expect(
      (await t.database.db.select().from(profiles).where(eq(profiles.id, row!.id))).length,
    ).toBe(1);

    // A second sign-in finds the same user.
    const again = new Agent(t.app);
    expect((await signInWith(again, 'google')).callback.status).toBe(302);
    expect((await t.database.db.select().from(user).where(eq(user.email, email))).length).toBe(1);
  });

  it('links a verified Google identity to a verified account with the same e-mail', async () => {
    const { email, userId } = await signUpVerified(t.app, t.smtp);
    google.setAutoLogin({ email, name: 'Same Person' });
    const agent = new Agent(t.app);
    const { callback } = await signInWith(agent, 'google');
    expect(new URL(callback.headers.get('location')!, TEST_ORIGIN).pathname).toBe('/build');
    expect(await json(await agent.get('/api/profile'))).toMatchObject({ id: userId });
  });

  it('never links an identity whose e-mail the provider has not verified', async () => {
    const { email, userId } = await signUpVerified(t.app, t.smtp);
    google.setAutoLogin({ email, name: 'Impostor', emailVerified: false });
    const agent = new Agent(t.app);
    const { callback } = await signInWith(agent, 'google');
    expect(callback.status).toBe(302);
    const location = new URL(callback.headers.get('location')!, TEST_ORIGIN);
    expect(location.pathname).toBe('/auth');
    expect(location.searchParams.get('error')).toBe('account_not_linked');
    expect((await agent.get('/api/profile')).status).toBe(401);
    const accounts = await t.database.db.select().from(account).where(eq(account.userId, userId));
    expect(accounts.map((a) => a.providerId)).toEqual(['credential']);
  });

  it('refuses a callback whose state was not started by this browser', async () => {
    google.setAutoLogin({ email: uniqueEmail('csrf') });
    const victim = new Agent(t.app);
    const attacker = new Agent(t.app);
    const start = await attacker.post('/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/build',
    });
    const { url } = await json<{ url: string }>(start);
    const next = await followRedirectsToOrigin(url);
    // The victim's browser opens the attacker's callback link.
    const callback = await victim.get(next);
    expect(callback.status).toBe(302);
    expect(new URL(callback.headers.get('location')!, TEST_ORIGIN).searchParams.get('error')).toBe(
      'state_mismatch',
    );
    expect((await victim.get('/api/profile')).status).toBe(401);
  });
});

describe('the test provider’s login form (what the end-to-end tests fill)', () => {
  it('shows a labelled form and signs in the account typed into it', async () => {
    keycloak.setAutoLogin(undefined);
    const email = uniqueEmail('form');
    const agent = new Agent(t.app);
    const start = await agent.post('/api/auth/sign-in/social', {
      provider: 'oidc',
      callbackURL: '/build',
    });
    const idpCookies = new CookieJar();
    let next = (await json<{ url: string }>(start)).url;
    let page = '';
    for (let hop = 0; hop < 5; hop++) {
      const res = await fetch(next, {
        redirect: 'manual',
        headers: { cookie: idpCookies.header() },
      });
      idpCookies.store(res);
      if (res.status === 200) {
        page = await res.text();
        break;
      }
      next = new URL(res.headers.get('location')!, next).toString();
    }
    expect(page).toContain('<label for="email">Email</label>');
    const action = /action="([^"]+)"/.exec(page)![1]!;
    const login = await fetch(new URL(action, keycloak.issuer), {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie: idpCookies.header(),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ email, name: 'Form Filler', email_verified: 'true' }),
    });
    idpCookies.store(login);
    next = new URL(login.headers.get('location')!, keycloak.issuer).toString();
    const callback = await agent.get(await followRedirectsToOrigin(next, idpCookies));
    expect(new URL(callback.headers.get('location')!, TEST_ORIGIN).pathname).toBe('/build');
    expect(await json(await agent.get('/api/profile'))).toMatchObject({
      email,
      first_name: 'Form',
      last_name: 'Filler',
      display_name: null,
    });
    expect(keycloak.logins.at(-1)).toEqual({ email, name: 'Form Filler', emailVerified: true });
  });
});

describe('sign-in with a configured OpenID Connect provider ("oidc")', () => {
  it('signs in and lands on /build', async () => {
    const email = uniqueEmail('kc');
    keycloak.setAutoLogin({ email, name: 'Kay Cloak' });
    const agent = new Agent(t.app);
    const { callback, authorizeUrl } = await signInWith(agent, 'oidc');
    expect(authorizeUrl.origin).toBe(keycloak.issuer);
    expect(new URL(callback.headers.get('location')!, TEST_ORIGIN).pathname).toBe('/build');
    expect(await json(await agent.get('/api/profile'))).toMatchObject({ email });
  });
});
