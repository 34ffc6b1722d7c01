import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AUTH_NOTICES,
  COMMON_PASSWORD_NOTICE,
  PASSWORD_CONTAINS_EMAIL_NOTICE,
} from '#shared/auth/auth.schema.ts';
import { account, session, twoFactor, user } from '../../db/schema/auth.ts';
import { profiles } from '../../db/schema/profile.ts';
import { silentLogger } from '../../lib/logger.ts';
import { signUpVerified, uniqueEmail, verificationLink } from '../../test/auth-helpers.ts';
import { Agent, json } from '../../test/http-agent.ts';
import { createTestApp, TEST_ORIGIN, useMailedTestApp } from '../../test/test-app.ts';
import { secretFromTotpUri, totpCode } from '../../test/totp.ts';
import { UserDeletionHooks, type DeletedUser } from './user-deletion.ts';

const deleted: DeletedUser[] = [];
const userDeletion = new UserDeletionHooks(silentLogger);
userDeletion.register('test-spy', async (u) => {
  deleted.push(u);
});

const t = useMailedTestApp({ TRUSTED_ORIGINS: 'http://localhost:5173' }, { userDeletion });

type ErrorBody = { code: string; message: string };

/** The answer has `status` and exactly Better Auth's error `body` (`label` names the case). */
async function expectAuthError(res: Response, status: number, body: ErrorBody, label?: string) {
  expect(res.status, label).toBe(status);
  expect(await json<ErrorBody>(res)).toEqual(body);
}

async function userRow(email: string) {
  const [row] = await t.database.db.select().from(user).where(eq(user.email, email));
  return row;
}

async function profileRow(id: string) {
  const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, id));
  return row;
}

describe('sign-up', () => {
  it('stores first_name and last_name, no display_name, and the profiles row', async () => {
    const email = uniqueEmail('ada');
    const agent = new Agent(t.app);
    const res = await agent.post('/api/auth/sign-up/email', {
      email,
      password: 'plum-cake-7',
      firstName: '  Ada ',
      lastName: 'Lovelace',
    });
    expect(res.status).toBe(200);
    const row = await userRow(email);
    expect(row).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      displayName: 'Ada Lovelace',
      name: 'Ada Lovelace',
      emailVerified: false,
    });
    expect(row!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(await profileRow(row!.id)).toEqual({
      id: row!.id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      displayName: null,
    });
  });

  it.each([
    ['only a first name', { firstName: 'Grace' }],
    ['only a last name', { lastName: 'Hopper' }],
    ['no names', {}],
    ['blank names', { firstName: ' ', lastName: '' }],
  ])(
    'uses the e-mail as the name and display_name, and a blank profile display name, with %s',
    async (_label, names) => {
      const email = uniqueEmail('solo');
      const res = await new Agent(t.app).post('/api/auth/sign-up/email', {
        email,
        password: 'plum-cake-7',
        ...names,
      });
      expect(res.status).toBe(200);
      const row = await userRow(email);
      expect(row).toMatchObject({ name: email, displayName: email });
      expect((await profileRow(row!.id))!.displayName).toBeNull();
    },
  );

  it('keeps an explicit name; the profile display name stays blank', async () => {
    const email = uniqueEmail('named');
    await new Agent(t.app).post('/api/auth/sign-up/email', {
      email,
      password: 'plum-cake-7',
      name: 'Countess',
      firstName: 'Ada',
    });
    const row = await userRow(email);
    expect(row).toMatchObject({ name: 'Countess', displayName: email });
    expect((await profileRow(row!.id))!.displayName).toBeNull();
  });

  it('refuses a weak password with the Weak Password notice text', async () => {
    const res = await new Agent(t.app).post('/api/auth/sign-up/email', {
      email: uniqueEmail(),
      password: '12345',
    });
    await expectAuthError(res, 400, {
      code: 'PASSWORD_TOO_SHORT',
      message: AUTH_NOTICES.weakPassword.text,
    });
  });

  it('refuses a password over 128 characters', async () => {
    const res = await new Agent(t.app).post('/api/auth/sign-up/email', {
      email: uniqueEmail(),
      password: 'x'.repeat(129),
    });
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).code).toBe('PASSWORD_TOO_LONG');
  });

  it.each([
    [
      { email: 'not-an-email', password: 'plum-cake-7' },
      'INVALID_EMAIL',
      AUTH_NOTICES.invalidEmail,
    ],
    [{ password: 'plum-cake-7' }, 'INVALID_EMAIL', AUTH_NOTICES.missingCredentials],
    [
      { email: 'ada@example.com', password: 'plum-cake-7', firstName: 'x'.repeat(101) },
      'VALIDATION_ERROR',
      AUTH_NOTICES.nameTooLong,
    ],
  ])('refuses %o with %s', async (body, code, notice) => {
    const res = await new Agent(t.app).post('/api/auth/sign-up/email', body);
    await expectAuthError(res, 400, { code, message: notice.text });
  });

  it('refuses mismatched passwords when confirmPassword is sent', async () => {
    const email = uniqueEmail();
    const res = await new Agent(t.app).post('/api/auth/sign-up/email', {
      email,
      password: 'plum-cake-7',
      confirmPassword: 'plum-cake-8',
    });
    await expectAuthError(res, 400, {
      code: 'PASSWORD_MISMATCH',
      message: AUTH_NOTICES.passwordMismatch.text,
    });
    expect(await userRow(email)).toBeUndefined();
  });

  it('refuses a missing e-mail or password with the missing-credentials notice text', async () => {
    for (const body of [{ password: 'plum-cake-7' }, { email: uniqueEmail() }]) {
      const res = await new Agent(t.app).post('/api/auth/sign-up/email', body);
      expect(res.status).toBe(400);
      expect((await json<ErrorBody>(res)).message).toBe(AUTH_NOTICES.missingCredentials.text);
    }
  });

  it('answers a taken e-mail (whatever its case) exactly like a new one, and mails its owner', async () => {
    const { email } = await signUpVerified(t.app, t.smtp);
    const shape = async (res: Response) => {
      const body = await json<{ token: unknown; user: Record<string, unknown> }>(res);
      return {
        status: res.status,
        token: body.token,
        userFields: Object.keys(body.user).sort(),
        emailVerified: body.user.emailVerified,
        cookies: res.headers
          .getSetCookie()
          .map((c) => c.split('=')[0])
          .sort(),
      };
    };
    const fresh = await new Agent(t.app).post('/api/auth/sign-up/email', {
      email: uniqueEmail('fresh'),
      password: 'other-plum-9',
    });
    const taken = await new Agent(t.app).post('/api/auth/sign-up/email', {
      email: email.toUpperCase(),
      password: 'other-plum-9',
    });
    const [takenShape, freshShape] = [await shape(taken), await shape(fresh)];
    expect(takenShape).toEqual(freshShape);
    expect(takenShape.status).toBe(200);

    const mail = await t.smtp.waitForMail(email, {
      match: (m) => /tried to create/i.test(m.subject),
    });
    expect(mail.subject).toBe('Someone tried to create a TailorCV account with your address');
    expect(mail.links).toContain(`${TEST_ORIGIN}/auth`);
    expect(mail.links).toContain(`${TEST_ORIGIN}/auth?forgot=1`);
    // The account is as it was: the old password still signs in.
    expect((await userRow(email))!.emailVerified).toBe(true);
  });

  it('says Account Exists for a taken e-mail when verification is off (sign-up signs in at once)', async () => {
    const { app: open } = await createTestApp({
      SMTP_URL: t.smtp.url,
      REQUIRE_EMAIL_VERIFICATION: 'false',
    });
    const email = uniqueEmail('dup');
    const agent = new Agent(open);
    expect(
      (await agent.post('/api/auth/sign-up/email', { email, password: 'plum-cake-7' })).status,
    ).toBe(200);
    const again = await new Agent(open).post('/api/auth/sign-up/email', {
      email: email.toUpperCase(),
      password: 'other-plum-9',
    });
    await expectAuthError(again, 422, {
      code: 'USER_ALREADY_EXISTS',
      message: AUTH_NOTICES.accountExists.text,
    });
  });

  it('sends a verification mail that names the site, in text and HTML, with user text escaped', async () => {
    const email = uniqueEmail('mail');
    await new Agent(t.app).post('/api/auth/sign-up/email', {
      email,
      password: 'plum-cake-7',
      firstName: '<b>Eve</b>',
      lastName: 'O"Hara',
    });
    const mail = await t.smtp.waitForMail(email);
    expect(mail.subject).toBe('Verify your e-mail address for TailorCV');
    expect(mail.text).toContain(TEST_ORIGIN);
    expect(mail.text).toContain('Hello <b>Eve</b> O"Hara,');
    expect(mail.html).toContain('Hello &lt;b&gt;Eve&lt;/b&gt; O&quot;Hara,');
    expect(mail.html).not.toContain('<b>Eve');
    const link = mail.links.find((l) => l.includes('/api/auth/verify-email'))!;
    expect(new URL(link).searchParams.get('callbackURL')).toBe('/?verified=1');
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
  });
});

/** Passwords every route that sets one must refuse, with the code and notice text. */
const WEAK_PASSWORDS = (email: string) => {
  const local = email.split('@')[0]!;
  return [
    ['123456', 'PASSWORD_TOO_COMMON', COMMON_PASSWORD_NOTICE.text],
    ['password', 'PASSWORD_TOO_COMMON', COMMON_PASSWORD_NOTICE.text],
    ['qwerty', 'PASSWORD_TOO_COMMON', COMMON_PASSWORD_NOTICE.text],
    ['      ', 'PASSWORD_TOO_COMMON', COMMON_PASSWORD_NOTICE.text],
    [email, 'PASSWORD_CONTAINS_EMAIL', PASSWORD_CONTAINS_EMAIL_NOTICE.text],
    [
      `My-${local.toUpperCase()}-2024!`,
      'PASSWORD_CONTAINS_EMAIL',
      PASSWORD_CONTAINS_EMAIL_NOTICE.text,
    ],
  ] as const;
};

describe('weak passwords', () => {
  it('are refused at sign-up, with no account created', async () => {
    for (let i = 0; i < WEAK_PASSWORDS('a@b.co').length; i++) {
      const email = uniqueEmail('weak');
      const [password, code, message] = WEAK_PASSWORDS(email)[i]!;
      const res = await new Agent(t.app).post('/api/auth/sign-up/email', { email, password });
      await expectAuthError(res, 400, { code, message }, JSON.stringify(password));
      expect(await userRow(email)).toBeUndefined();
    }
  });

  it('are refused by reset-password, and the link still works for a good one', async () => {
    const { email } = await signUpVerified(t.app, t.smtp);
    const stranger = new Agent(t.app);
    await stranger.post('/api/auth/request-password-reset', { email });
    const mail = await t.smtp.waitForMail(email, { match: (m) => /reset/i.test(m.subject) });
    const link = mail.links.find((l) => l.startsWith(`${TEST_ORIGIN}/reset-password?token=`))!;
    const token = new URL(link).searchParams.get('token')!;
    for (const [newPassword, code, message] of WEAK_PASSWORDS(email)) {
      const res = await stranger.post('/api/auth/reset-password', { newPassword, token });
      await expectAuthError(res, 400, { code, message }, JSON.stringify(newPassword));
    }
    const good = await stranger.post('/api/auth/reset-password', {
      newPassword: 'fresh-start-11',
      token,
    });
    expect(good.status).toBe(200);
  });

  it('are refused by change-password, and the old password stays', async () => {
    const { agent, email, password } = await signUpVerified(t.app, t.smtp);
    for (const [newPassword, code, message] of WEAK_PASSWORDS(email)) {
      // The same session from a fresh address each time: Better Auth allows three
      // password changes per address in ten seconds.
      const res = await new Agent(t.app).post(
        '/api/auth/change-password',
        { currentPassword: password, newPassword },
        { headers: { cookie: agent.jar.header() } },
      );
      await expectAuthError(res, 400, { code, message }, JSON.stringify(newPassword));
    }
    expect((await agent.get('/api/profile')).status).toBe(200);
    expect(
      (await new Agent(t.app).post('/api/auth/sign-in/email', { email, password })).status,
    ).toBe(200);
  });

  it('a local part under 3 characters is not looked for; the whole address always is', async () => {
    const email = `jo@${uniqueEmail('short').split('@')[0]}.example.test`;
    const refused = await new Agent(t.app).post('/api/auth/sign-up/email', {
      email,
      password: `${email}!`,
    });
    expect((await json<ErrorBody>(refused)).code).toBe('PASSWORD_CONTAINS_EMAIL');
    const ok = await new Agent(t.app).post('/api/auth/sign-up/email', {
      email,
      password: 'enjoy-the-view-3',
    });
    expect(ok.status).toBe(200);
  });
});

describe('e-mail verification and sign-in', () => {
  it('refuses sign-in with 403 EMAIL_NOT_VERIFIED until the link is opened; the link signs in the browser that signed up and lands on /?verified=1', async () => {
    const email = uniqueEmail('verify');
    const agent = new Agent(t.app);
    await agent.post('/api/auth/sign-up/email', { email, password: 'plum-cake-7' });

    const refused = await agent.post('/api/auth/sign-in/email', { email, password: 'plum-cake-7' });
    expect(refused.status).toBe(403);
    expect((await json<ErrorBody>(refused)).code).toBe('EMAIL_NOT_VERIFIED');
    expect((await agent.get('/api/profile')).status).toBe(401);

    const verified = await agent.get(await verificationLink(t.smtp, email));
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/?verified=1');
    const profile = await agent.get('/api/profile');
    expect(profile.status).toBe(200);
    expect((await json(profile)).email).toBe(email);
  });

  it('opened in another browser, the link verifies the address but signs no one in', async () => {
    const email = uniqueEmail('elsewhere');
    const signUp = new Agent(t.app);
    await signUp.post('/api/auth/sign-up/email', { email, password: 'plum-cake-7' });
    const link = await verificationLink(t.smtp, email);

    const reader = new Agent(t.app);
    const opened = await reader.get(link);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/auth?verified=1');
    expect(opened.headers.getSetCookie().some((c) => /session_token=[^;]/.test(c))).toBe(false);
    expect((await reader.get('/api/profile')).status).toBe(401);
    expect((await userRow(email))!.emailVerified).toBe(true);

    // Opening it again in the browser that signed up: the address is already verified,
    // so nothing signs in there either; the password does.
    const again = await signUp.get(link);
    expect(again.headers.get('location')).toBe('/auth?verified=1');
    expect((await signUp.get('/api/profile')).status).toBe(401);
    const signIn = await reader.post('/api/auth/sign-in/email', { email, password: 'plum-cake-7' });
    expect(signIn.status).toBe(200);
  });

  it('a browser that gave the right password before verifying is signed in by the new link', async () => {
    const email = uniqueEmail('later');
    await new Agent(t.app).post('/api/auth/sign-up/email', { email, password: 'plum-cake-7' });
    await verificationLink(t.smtp, email);
    const laptop = new Agent(t.app);
    const refused = await laptop.post('/api/auth/sign-in/email', {
      email,
      password: 'plum-cake-7',
    });
    expect(refused.status).toBe(403);
    await laptop.post('/api/auth/send-verification-email', { email, callbackURL: '/' });
    const opened = await laptop.get(await verificationLink(t.smtp, email));
    expect(opened.headers.get('location')).toBe('/?verified=1');
    expect((await laptop.get('/api/profile')).status).toBe(200);
  });

  it('resends the verification mail on request', async () => {
    const email = uniqueEmail('resend');
    const agent = new Agent(t.app);
    await agent.post('/api/auth/sign-up/email', { email, password: 'plum-cake-7' });
    await verificationLink(t.smtp, email);
    const res = await agent.post('/api/auth/send-verification-email', { email, callbackURL: '/' });
    expect(res.status).toBe(200);
    const link = await verificationLink(t.smtp, email);
    expect((await new Agent(t.app).get(link)).status).toBe(302);
  });

  it('answers a wrong password or an unknown e-mail alike with 401', async () => {
    const { email } = await signUpVerified(t.app, t.smtp);
    for (const body of [
      { email, password: 'wrong-password' },
      { email: uniqueEmail('nobody'), password: 'any-guess-5' },
    ]) {
      const res = await new Agent(t.app).post('/api/auth/sign-in/email', body);
      expect(res.status).toBe(401);
      expect((await json<ErrorBody>(res)).code).toBe('INVALID_EMAIL_OR_PASSWORD');
    }
  });

  it('sets an HttpOnly, SameSite=Lax session cookie (not Secure over http)', async () => {
    const { email, password } = await signUpVerified(t.app, t.smtp);
    const res = await new Agent(t.app).post('/api/auth/sign-in/email', { email, password });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('tailorcv.session_token='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });
});

describe('behind https, without required verification', () => {
  it('signs in at sign-up and marks cookies Secure (with the __Secure- prefix)', async () => {
    const origin = 'https://cv.example.test';
    const { app: httpsApp } = await createTestApp({
      APP_URL: origin,
      SMTP_URL: t.smtp.url,
      REQUIRE_EMAIL_VERIFICATION: 'false',
    });
    const agent = new Agent(httpsApp, { origin });
    const res = await agent.post('/api/auth/sign-up/email', {
      email: uniqueEmail('https'),
      password: 'plum-cake-7',
    });
    expect(res.status).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('__Secure-tailorcv.session_token='));
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    expect((await agent.get('/api/profile')).status).toBe(200);
  });
});

describe('rate limits', () => {
  it('answers the 6th failed sign-in within a minute from one IP with 429 and Retry-After', async () => {
    const { email, password } = await signUpVerified(t.app, t.smtp);
    const attacker = new Agent(t.app);
    for (let i = 0; i < 5; i++) {
      const res = await attacker.post('/api/auth/sign-in/email', { email, password: `nope-${i}` });
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    const sixth = await attacker.post('/api/auth/sign-in/email', { email, password });
    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = await json<ErrorBody>(sixth);
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.message).toMatch(/Too many attempts\. Please wait \d+ seconds? and try again\./);

    // Another IP is not affected, and the right password still works there.
    const owner = new Agent(t.app);
    expect((await owner.post('/api/auth/sign-in/email', { email, password })).status).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    const { email, password } = await signUpVerified(t.app, t.smtp);
    const agent = new Agent(t.app);
    for (let i = 0; i < 7; i++) {
      expect((await agent.post('/api/auth/sign-in/email', { email, password })).status).toBe(200);
    }
  });

  it('limits failed sign-ins per account across IPs', async () => {
    const { email, password } = await signUpVerified(t.app, t.smtp);
    for (let i = 0; i < 10; i++) {
      const res = await new Agent(t.app).post('/api/auth/sign-in/email', {
        email,
        password: 'bad',
      });
      expect(res.status).toBe(401);
    }
    const locked = await new Agent(t.app).post('/api/auth/sign-in/email', { email, password });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(60);
  });

  it('limits password-reset mails per account', async () => {
    const { email } = await signUpVerified(t.app, t.smtp);
    for (let i = 0; i < 3; i++) {
      const res = await new Agent(t.app).post('/api/auth/request-password-reset', { email });
      expect(res.status).toBe(200);
    }
    const res = await new Agent(t.app).post('/api/auth/request-password-reset', { email });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });

  it('limits sign-ups per IP', async () => {
    const agent = new Agent(t.app);
    for (let i = 0; i < 10; i++) {
      const res = await agent.post('/api/auth/sign-up/email', {
        email: uniqueEmail('flood'),
        password: 'plum-cake-7',
      });
      expect(res.status).toBe(200);
    }
    const res = await agent.post('/api/auth/sign-up/email', {
      email: uniqueEmail('flood'),
      password: 'plum-cake-7',
    });
    expect(res.status).toBe(429);
  });
});

describe('sessions', () => {
  it('sign-out ends the session on the server: the old cookie gets 401', async () => {
    const { agent } = await signUpVerified(t.app, t.smtp);
    const oldCookie = agent.jar.header();
    expect((await agent.get('/api/profile')).status).toBe(200);
    expect((await agent.post('/api/auth/sign-out')).status).toBe(200);
    const replay = await t.app.request('/api/profile', { headers: { cookie: oldCookie } });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'No user logged in' },
    });
  });

  it('a password change ends every other session', async () => {
    const { agent, email, password } = await signUpVerified(t.app, t.smtp);
    const laptop = new Agent(t.app);
    expect((await laptop.post('/api/auth/sign-in/email', { email, password })).status).toBe(200);

    const res = await agent.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'brand-new-2',
    });
    expect(res.status).toBe(200);
    expect((await agent.get('/api/profile')).status).toBe(200);
    expect((await laptop.get('/api/profile')).status).toBe(401);
    expect(
      (await new Agent(t.app).post('/api/auth/sign-in/email', { email, password })).status,
    ).toBe(401);
    expect(
      (
        await new Agent(t.app).post('/api/auth/sign-in/email', {
          email,
          password: 'brand-new-2',
        })
      ).status,
    ).toBe(200);
  });

  it('a password reset mails a link to /reset-password and ends every session', async () => {
    const { agent, email } = await signUpVerified(t.app, t.smtp);
    const stranger = new Agent(t.app);
    const request = await stranger.post('/api/auth/request-password-reset', { email });
    expect(request.status).toBe(200);
    const mail = await t.smtp.waitForMail(email, { match: (m) => /reset/i.test(m.subject) });
    expect(mail.subject).toBe('Reset your TailorCV password');
    const link = mail.links.find((l) => l.startsWith(`${TEST_ORIGIN}/reset-password?token=`));
    expect(link, mail.text).toBeDefined();
    const token = new URL(link!).searchParams.get('token')!;

    const weak = await stranger.post('/api/auth/reset-password', { newPassword: '123', token });
    expect(weak.status).toBe(400);
    const reset = await stranger.post('/api/auth/reset-password', {
      newPassword: 'after-reset-3',
      token,
    });
    expect(reset.status).toBe(200);
    expect((await agent.get('/api/profile')).status).toBe(401);
    const again = await stranger.post('/api/auth/reset-password', {
      newPassword: 'twice-over-4',
      token,
    });
    expect(again.status).toBe(400);
    expect(
      (await new Agent(t.app).post('/api/auth/sign-in/email', { email, password: 'after-reset-3' }))
        .status,
    ).toBe(200);
  });

  it('answers a reset request for an unknown e-mail like a known one, and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const res = await new Agent(t.app).post('/api/auth/request-password-reset', { email });
    expect(res.status).toBe(200);
    await expect(t.smtp.waitForMail(email, { timeoutMs: 300 })).rejects.toThrow();
  });
});

describe('origin checks and redirects', () => {
  it('refuses a state-changing request without Origin, or from a foreign one, with 403 FORBIDDEN', async () => {
    const { email, password } = await signUpVerified(t.app, t.smtp);
    for (const origin of [null, 'https://evil.example']) {
      const agent = new Agent(t.app, { origin });
      const res = await agent.post('/api/auth/sign-in/email', { email, password });
      expect(res.status).toBe(403);
      expect((await json<{ error: ErrorBody }>(res)).error.code).toBe('FORBIDDEN');
      const patch = await agent.request('/api/profile', {
        method: 'PATCH',
        json: { first_name: 'x' },
      });
      expect(patch.status).toBe(403);
    }
  });

  it('accepts a trusted origin, and the Referer when a browser sends no Origin', async () => {
    const { email, password } = await signUpVerified(t.app, t.smtp);
    const vite = new Agent(t.app, { origin: 'http://localhost:5173' });
    expect((await vite.post('/api/auth/sign-in/email', { email, password })).status).toBe(200);
    const referer = new Agent(t.app, { origin: null });
    const res = await referer.post(
      '/api/auth/sign-in/email',
      { email, password },
      { headers: { referer: `${TEST_ORIGIN}/auth` } },
    );
    expect(res.status).toBe(200);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'http://localhost:5173/build',
  ])('refuses the redirect target %s', async (target) => {
    const agent = new Agent(t.app);
    const checks = [
      agent.post('/api/auth/sign-up/email', {
        email: uniqueEmail(),
        password: 'plum-cake-7',
        callbackURL: target,
      }),
      agent.post('/api/auth/sign-in/email', {
        email: uniqueEmail(),
        password: 'plum-cake-7',
        callbackURL: target,
      }),
      agent.post('/api/auth/request-password-reset', {
        email: uniqueEmail(),
        redirectTo: target,
      }),
      agent.post('/api/auth/sign-in/social', {
        provider: 'google',
        callbackURL: '/build',
        errorCallbackURL: target,
      }),
      agent.get(`/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(target)}`),
    ];
    for (const res of await Promise.all(checks)) {
      expect(res.status).toBe(403);
      expect((await json<ErrorBody>(res)).code).toBe('INVALID_CALLBACK_URL');
    }
  });

  it('accepts a path on this site as a redirect target', async () => {
    const email = uniqueEmail();
    const res = await new Agent(t.app).post('/api/auth/sign-up/email', {
      email,
      password: 'plum-cake-7',
      callbackURL: '/build?step=2',
    });
    expect(res.status).toBe(200);
  });
});

describe('external providers', () => {
  it('lists none when nothing is configured', async () => {
    const res = await t.app.request('/api/auth-providers');
    expect(await res.json()).toEqual({ google: false, oidc: null });
  });

  it('says clearly that Google sign-in is not set up on this server', async () => {
    const res = await new Agent(t.app).post('/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/build',
    });
    await expectAuthError(res, 404, {
      code: 'PROVIDER_NOT_CONFIGURED',
      message: 'Sign-in with Google is not set up on this server.',
    });
  });
});

describe('two-factor authentication (TOTP)', () => {
  it('enable → sign-in asks for the code → a wrong code fails → the right code signs in', async () => {
    const { agent, email, password } = await signUpVerified(t.app, t.smtp);
    const enable = await agent.post('/api/auth/two-factor/enable', { password });
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = await json<{ totpURI: string; backupCodes: string[] }>(enable);
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/TailorCV:/);
    expect(new URL(totpURI).searchParams.get('issuer')).toBe('TailorCV');
    expect(backupCodes).toHaveLength(10);
    const secret = secretFromTotpUri(totpURI);

    // Not on until confirmed with a code.
    expect((await userRow(email))!.twoFactorEnabled).toBe(false);
    const confirm = await agent.post('/api/auth/two-factor/verify-totp', {
      code: totpCode(secret),
    });
    expect(confirm.status).toBe(200);
    expect((await userRow(email))!.twoFactorEnabled).toBe(true);

    const phone = new Agent(t.app);
    const signIn = await phone.post('/api/auth/sign-in/email', { email, password });
    expect(signIn.status).toBe(200);
    expect(await json(signIn)).toMatchObject({ twoFactorRedirect: true });
    expect((await phone.get('/api/profile')).status).toBe(401);

    const wrongCode = String((Number(totpCode(secret)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await phone.post('/api/auth/two-factor/verify-totp', { code: wrongCode });
    expect(wrong.status).toBe(401);
    const right = await phone.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) });
    expect(right.status).toBe(200);
    expect((await phone.get('/api/profile')).status).toBe(200);

    // A backup code works once.
    const withBackupCode = async () => {
      const device = new Agent(t.app);
      await device.post('/api/auth/sign-in/email', { email, password });
      const res = await device.post('/api/auth/two-factor/verify-backup-code', {
        code: backupCodes[0],
      });
      return { device, res };
    };
    const tablet = await withBackupCode();
    expect(tablet.res.status).toBe(200);
    expect((await tablet.device.get('/api/profile')).status).toBe(200);
    expect((await withBackupCode()).res.status).toBe(401);
  });
});

describe('account deletion', () => {
  async function rowsOf(userId: string) {
    const count = async (table: typeof session | typeof account | typeof twoFactor) =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .where(eq(table.userId, userId))
      )[0]!.n;
    return {
      user: (await t.database.db.select().from(user).where(eq(user.id, userId))).length,
      profile: (await t.database.db.select().from(profiles).where(eq(profiles.id, userId))).length,
      sessions: await count(session),
      accounts: await count(account),
      twoFactor: await count(twoFactor),
    };
  }

  it('needs the password, then removes every row of the user and signs out', async () => {
    const { agent, email, password, userId } = await signUpVerified(t.app, t.smtp);
    const enable = await agent.post('/api/auth/two-factor/enable', { password });
    const secret = secretFromTotpUri((await json<{ totpURI: string }>(enable)).totpURI);
    await agent.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) });
    const other = new Agent(t.app);
    await other.post('/api/auth/sign-in/email', { email, password });
    expect(await rowsOf(userId)).toMatchObject({ user: 1, profile: 1, accounts: 1, twoFactor: 1 });
    expect((await rowsOf(userId)).sessions).toBeGreaterThanOrEqual(1);

    const withoutPassword = await agent.post('/api/auth/delete-user', {});
    expect(withoutPassword.status).toBe(400);
    const wrongPassword = await agent.post('/api/auth/delete-user', { password: 'not-it-1' });
    expect(wrongPassword.status).toBe(400);
    expect((await rowsOf(userId)).user).toBe(1);

    const cookie = agent.jar.header();
    const res = await agent.post('/api/auth/delete-user', { password });
    expect(res.status).toBe(200);
    expect(await rowsOf(userId)).toEqual({
      user: 0,
      profile: 0,
      sessions: 0,
      accounts: 0,
      twoFactor: 0,
    });
    expect(deleted).toContainEqual({ id: userId, email });
    expect((await t.app.request('/api/profile', { headers: { cookie } })).status).toBe(401);
    expect(
      (await new Agent(t.app).post('/api/auth/sign-in/email', { email, password })).status,
    ).toBe(401);
  });
});
