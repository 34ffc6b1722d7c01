import { randomUUID } from 'node:crypto';
import { APIError, betterAuth, type BetterAuthPlugin } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { genericOAuth, twoFactor } from 'better-auth/plugins';
import type { GenericOAuthConfig } from 'better-auth/plugins/generic-oauth';
import {
  ACCOUNT_ERROR_CODES,
  AUTH_ERROR_CODES,
  AUTH_NOTICES,
  signUpDisplayName,
  signUpRequestSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SESSION_NOT_FOUND_NOTICE,
} from '#shared/auth/auth.schema.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  account,
  session,
  twoFactor as twoFactorTable,
  user,
  verification,
} from '../../db/schema/auth.ts';
import { CLIENT_IP_HEADER } from '../../lib/client-ip.ts';
import type { Logger } from '../../lib/logger.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { Mailer } from '../mail/mailer.ts';
import { accountExistsMail, resetPasswordMail, verificationMail } from '../mail/mail-templates.ts';
import { accountKey } from './auth-rate-limit.ts';
import { resolveAuthSecret } from './auth-secret.ts';
import { passwordGuard, rememberDevice } from './password-guard.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { newPasswordRefusal } from './password-strength.ts';
import { isSafeRedirect, REDIRECT_FIELDS } from './safe-redirect.ts';
import type { UserDeletionHooks } from './user-deletion.ts';

export interface AuthDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger: Logger;
  rateLimiter: RateLimiter;
  userDeletion: UserDeletionHooks;
}

/** Provider ids, as in `POST /api/auth/sign-in/social {provider}` and `/api/auth/callback/<id>`. */
export const GOOGLE_PROVIDER_ID = 'google';
export const OIDC_PROVIDER_ID = 'oidc';

const DAY = 24 * 60 * 60;

/**
 * Binds a browser to the account it signed up (or tried to sign in) with, so that the
 * verification link signs in only there (ADR 0024). Sent only to the link's path.
 */
const PENDING_SIGN_UP_COOKIE = 'pending_verification';
const VERIFY_EMAIL_PATH = '/api/auth/verify-email';
/** Where a verification link opened in another browser lands: the sign-in page says why. */
export const VERIFIED_LANDING = '/auth?verified=1';
/** Where it lands in the browser it signs in: the site root, which says what to do next. */
export const VERIFIED_SIGNED_IN_LANDING = '/?verified=1';
/** 'Someone tried to create an account with your address' mails per address. */
const ACCOUNT_EXISTS_MAILS = { window: 60 * 60, max: 3 };

/** Codes for the sign-up schema's messages (Better Auth's own where it has one). */
const SIGN_UP_ISSUE_CODES: ReadonlyMap<string, string> = new Map([
  [AUTH_NOTICES.weakPassword.text, 'PASSWORD_TOO_SHORT'],
  [AUTH_NOTICES.passwordTooLong.text, 'PASSWORD_TOO_LONG'],
  [AUTH_NOTICES.passwordMismatch.text, AUTH_ERROR_CODES.passwordMismatch],
]);

/**
 * Better Auth, configured for TailorCV (issue 3). Mounted at /api/auth by auth.routes.ts;
 * the rate limits on sign-in, sign-up, reset and verification mails, and two-factor codes
 * sit in front of it (auth-rate-limit.ts).
 */
export function createAuth(deps: AuthDeps) {
  const { config, database, mailer, logger, rateLimiter, userDeletion } = deps;
  const appUrl = config.appUrl;
  const appOrigin = new URL(appUrl).origin;
  const isHttps = appUrl.startsWith('https://');
  const secret = resolveAuthSecret(config.auth.secret, config.dataDir);

  const sendMail = async (message: Parameters<Mailer['send']>[0], kind: string) => {
    try {
      await mailer.send(message);
    } catch (err) {
      // A mail that cannot go out must not turn the request into a 500 (which would also
      // tell a stranger whether the address has an account); the operator sees the log.
      logger.error('mail failed', {
        kind,
        error: err instanceof Error ? err.message : String(err),
      });
    }
  };

  const oauthProviders: GenericOAuthConfig[] = [];
  const mapProfileToUser = (profile: Record<string, unknown>) => ({
    firstName: typeof profile.given_name === 'string' ? profile.given_name : undefined,
    lastName: typeof profile.family_name === 'string' ? profile.family_name : undefined,
  });
  if (config.auth.google) {
    // Declared as a generic OpenID Connect provider (not Better Auth's built-in Google,
    // whose endpoints are fixed) so the discovery URL can point at a test provider.
    oauthProviders.push({
      providerId: GOOGLE_PROVIDER_ID,
      name: 'Google',
      clientId: config.auth.google.clientId,
      clientSecret: config.auth.google.clientSecret,
      discoveryUrl: config.auth.google.discoveryUrl,
      scopes: ['openid', 'email', 'profile'],
      pkce: true,
      requireIdTokenVerification: true,
      mapProfileToUser,
    });
  }
  if (config.auth.oidc) {
    oauthProviders.push({
      providerId: OIDC_PROVIDER_ID,
      name: config.auth.oidc.name,
      clientId: config.auth.oidc.clientId,
      clientSecret: config.auth.oidc.clientSecret,
      discoveryUrl: config.auth.oidc.discoveryUrl,
      scopes: ['openid', 'email', 'profile'],
      pkce: true,
      requireIdTokenVerification: true,
      mapProfileToUser,
    });
  }

  const plugins: BetterAuthPlugin[] = [
    twoFactor({
      issuer: 'TailorCV',
      // The TOTP secret and backup codes are stored encrypted with the auth secret.
      backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: 'encrypted' },
    }),
  ];
  if (oauthProviders.length > 0) plugins.push(genericOAuth({ config: oauthProviders }));
  // Last, so its after hook sees a sign-in the two-factor plugin turned into a challenge.
  plugins.push(passwordGuard({ limiter: rateLimiter, enabled: config.auth.rateLimitEnabled }));

  // Request → what a before hook (or Better Auth's callback) learnt that an after hook needs.
  const resetFor = new WeakMap<Request, string>();
  const verifiedBy = new WeakMap<Request, { id: string }>();

  const notConfigured = (provider: string) => {
    const name =
      provider === GOOGLE_PROVIDER_ID
        ? 'Google'
        : provider === OIDC_PROVIDER_ID
          ? (config.auth.oidc?.name ?? 'single sign-on')
          : provider;
    return new APIError('NOT_FOUND', {
      code: AUTH_ERROR_CODES.providerNotConfigured,
      message: `Sign-in with ${name} is not set up on this server.`,
    });
  };
  const configuredProviders = new Set(oauthProviders.map((p) => p.providerId));

  return betterAuth({
    appName: 'TailorCV',
    baseURL: appUrl,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(database.db, {
      provider: 'pg',
      schema: { user, session, account, verification, twoFactor: twoFactorTable },
      // Sign-up (user + credential account), password changes and the like each run in
      // one transaction.
      transaction: true,
    }),
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const fields = args.length > 0 ? { details: args.map(String).join(' ') } : undefined;
        if (level === 'error') logger.error(`auth: ${message}`, fields);
        else if (level === 'warn') logger.warn(`auth: ${message}`, fields);
        else logger.debug(`auth: ${message}`, fields);
      },
    },
    trustedOrigins: config.auth.trustedOrigins,
    onAPIError: {
      // OAuth failures without an errorCallbackURL land on the sign-in page, which shows
      // the `error` query parameter, rather than on Better Auth's bare error page.
      errorURL: `${appUrl}/auth`,
      onError: (error) => {
        // Not every refusal is an APIError (a body that does not parse is Better Auth's
        // own 400 from another class): any error that carries a 4xx status is the client's.
        const status = error instanceof APIError ? error.statusCode : statusOf(error);
        const fields = { error: error instanceof Error ? error.message : String(error) };
        // 4xx answers (wrong password, bad input) are the client's business, not the log's.
        if (status >= 500) logger.error('auth: request failed', fields);
        else logger.debug('auth: request refused', { ...fields, status });
      },
    },

    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: config.auth.requireEmailVerification,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: u, token }) => {
        // Straight to the client page, which posts the token with the new password.
        const url = `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await sendMail(resetPasswordMail({ to: u.email, name: u.name, url, appUrl }), 'reset');
      },
      // With verification required, a sign-up for a known address answers as for a new
      // one (beforeSignUp lets it through) and the owner is told by mail instead.
      onExistingUserSignUp: async ({ user: u }) => {
        const byAccount = await rateLimiter.consume(
          `mail:account-exists:${accountKey(u.email)}`,
          ACCOUNT_EXISTS_MAILS,
        );
        if (!byAccount.allowed) return;
        await sendMail(
          accountExistsMail({
            to: u.email,
            name: u.name,
            signInUrl: `${appUrl}/auth`,
            resetUrl: `${appUrl}/auth?forgot=1`,
            appUrl,
          }),
          'account-exists',
        );
      },
    },

    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      // The after hook signs in only the browser that signed up (PENDING_SIGN_UP_COOKIE).
      autoSignInAfterVerification: false,
      expiresIn: DAY,
      afterEmailVerification: async (u, request) => {
        if (request) verifiedBy.set(request, { id: u.id });
      },
      sendVerificationEmail: async ({ user: u, token }) => {
        // The link lands on the site root (signed in) or on the sign-in page, whatever
        // callbackURL the sign-up request carried.
        const url = `${appUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(VERIFIED_SIGNED_IN_LANDING)}`;
        await sendMail(verificationMail({ to: u.email, name: u.name, url, appUrl }), 'verify');
      },
    },

    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, input: true, fieldName: 'firstName' },
        lastName: { type: 'string', required: false, input: true, fieldName: 'lastName' },
        displayName: { type: 'string', required: false, input: false, fieldName: 'displayName' },
      },
      deleteUser: {
        enabled: true,
        afterDelete: async (deleted) => {
          await userDeletion.run({ id: deleted.id, email: deleted.email });
        },
      },
    },

    session: {
      expiresIn: 30 * DAY,
      updateAge: DAY,
      // Deleting an account without a password (OAuth-only users) needs a recent sign-in.
      freshAge: DAY,
    },

    account: {
      encryptOAuthTokens: true,
      accountLinking: {
        enabled: true,
        // No provider is trusted blindly: an OAuth identity links to an existing account
        // only when the provider says the e-mail is verified and the local account's
        // e-mail is verified too. An unverified e-mail never links.
        trustedProviders: [],
        requireLocalEmailVerified: true,
        allowDifferentEmails: false,
      },
    },

    rateLimit: {
      enabled: config.auth.rateLimitEnabled,
      // Shared by every app process: the `rate_limit` table through our own limiter.
      customStorage: rateLimiter,
      window: 60,
      max: 100,
      customRules: {
        // Read on every page load: no database write per view.
        '/get-session': false,
        // These are limited per IP and per account in front of Better Auth
        // (auth-rate-limit.ts), counting failures where that is what matters.
        '/sign-in/email': false,
        '/sign-up/email': false,
        '/request-password-reset': false,
        '/send-verification-email': false,
        '/two-factor/verify-totp': false,
        '/two-factor/verify-backup-code': false,
        '/two-factor/*': { window: 60, max: 20 },
      },
    },

    advanced: {
      useSecureCookies: isHttps,
      cookiePrefix: 'tailorcv',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: isHttps },
      // Set by our client-ip middleware from the socket (or the trusted proxy), never
      // taken from the client.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // User ids are UUIDs (spec section 5).
      database: { generateId: () => randomUUID() },
    },

    databaseHooks: {
      user: {
        create: {
          // Every way of creating a user (sign-up, OAuth) stores the sign-up metadata;
          // the `profiles` row follows in the same statement (a trigger, migration 0002).
          before: async (data) => {
            const record = data as typeof data & {
              firstName?: string | null;
              lastName?: string | null;
            };
            const firstName = record.firstName?.trim() || null;
            const lastName = record.lastName?.trim() || null;
            const displayName = signUpDisplayName({ email: data.email, firstName, lastName });
            // The account keeps the sign-up display name (the full name, or the e-mail); the
            // profile's Display Name starts blank (the profile trigger, migration 0006) so
            // the displayed-name rule (shared/profile) follows the first and last name.
            return {
              data: {
                ...data,
                name: data.name?.trim() || displayName,
                firstName,
                lastName,
                displayName,
              },
            };
          },
        },
      },
    },

    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // No open redirects: every redirect target must be a path on this site.
        for (const source of [ctx.body, ctx.query] as unknown[]) {
          if (!source || typeof source !== 'object') continue;
          for (const field of REDIRECT_FIELDS) {
            const value = (source as Record<string, unknown>)[field];
            if (value !== undefined && value !== '' && !isSafeRedirect(value, appOrigin)) {
              throw new APIError('FORBIDDEN', {
                code: AUTH_ERROR_CODES.invalidRedirect,
                message: `${field} must be a path on this site.`,
              });
            }
          }
        }

        if (ctx.path === '/sign-up/email') return beforeSignUp(ctx);
        if (ctx.path === '/reset-password') return beforeResetPassword(ctx);
        if (ctx.path === '/revoke-session') return beforeRevokeSession(ctx);

        if (ctx.path === '/sign-in/social') {
          const provider = (ctx.body as { provider?: unknown } | undefined)?.provider;
          if (typeof provider === 'string' && !configuredProviders.has(provider)) {
            if (provider === GOOGLE_PROVIDER_ID || provider === OIDC_PROVIDER_ID) {
              throw notConfigured(provider);
            }
          }
          return;
        }

        if (ctx.path === '/change-password' || ctx.path === '/set-password') {
          const current = await getSessionFromCtx(ctx);
          const newPassword = (ctx.body as { newPassword?: unknown } | undefined)?.newPassword;
          if (current && typeof newPassword === 'string') {
            await refuseWeakPassword(newPassword, current.user.email);
          }
          // A password change always ends every other session.
          if (ctx.path === '/change-password') {
            return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } };
          }
          return;
        }

        if (ctx.path === '/delete-user') {
          // Accounts with a password must give it; OAuth-only accounts fall back to a
          // recent sign-in (session.freshAge).
          const current = await getSessionFromCtx(ctx);
          const password = (ctx.body as { password?: unknown } | undefined)?.password;
          if (current && !password) {
            const credential = await ctx.context.internalAdapter.findCredentialAccount(
              current.user.id,
            );
            if (credential?.password) {
              throw new APIError('BAD_REQUEST', {
                code: 'USER_ALREADY_HAS_PASSWORD',
                message: 'Enter your password to delete your account.',
              });
            }
          }
        }
        return;
      }),

      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        const failed = isAPIError(returned);
        if (ctx.path === '/sign-up/email' && !failed) {
          // Also for a known address (its user id is made up), so both answers look alike.
          const id = (returned as { user?: { id?: unknown } } | undefined)?.user?.id;
          if (typeof id === 'string' && config.auth.requireEmailVerification) {
            await setPendingSignUp(ctx, id);
          }
          return;
        }
        if (
          ctx.path === '/sign-in/email' &&
          failed &&
          returned.body?.code === 'EMAIL_NOT_VERIFIED'
        ) {
          // The right password for an unverified account: the link this browser is about
          // to ask for again may sign it in.
          const email = (ctx.body as { email?: unknown } | undefined)?.email;
          const found =
            typeof email === 'string'
              ? await ctx.context.internalAdapter.findUserByEmail(email.toLowerCase())
              : null;
          if (found) await setPendingSignUp(ctx, found.user.id);
          return;
        }
        if (ctx.path === '/verify-email') return afterVerifyEmail(ctx);
        if (ctx.path === '/reset-password' && !failed && ctx.request) {
          // Opening the mailed link and choosing a password proves the mailbox: this
          // browser counts as the owner's from now on (password-guard.ts).
          const email = resetFor.get(ctx.request);
          if (email) await rememberDevice(ctx, email);
        }
      }),
    },

    plugins,
  });

  type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

  async function refuseWeakPassword(password: string, email: string | undefined) {
    const refusal = await newPasswordRefusal(password, email);
    if (refusal) throw new APIError('BAD_REQUEST', { ...refusal });
  }

  async function setPendingSignUp(ctx: HookContext, userId: string) {
    const cookie = ctx.context.createAuthCookie(PENDING_SIGN_UP_COOKIE, {
      maxAge: DAY,
      path: VERIFY_EMAIL_PATH,
    });
    await ctx.setSignedCookie(cookie.name, userId, ctx.context.secret, cookie.attributes);
  }

  /**
   * The verification link signs in only the browser holding that user's pending sign-up
   * cookie; anywhere else the address is verified and the browser goes to the sign-in
   * page, which says so. (An unused link in a mailbox someone else reads must not be a
   * way into the account.)
   */
  async function afterVerifyEmail(ctx: HookContext) {
    const returned = ctx.context.returned;
    const location = isAPIError(returned) ? new Headers(returned.headers).get('location') : null;
    // Bad or expired links go on to the callbackURL with ?error=, as before.
    if (!location || /[?&]error=/.test(location)) return;
    const verified = ctx.request ? verifiedBy.get(ctx.request) : undefined;
    const cookie = ctx.context.createAuthCookie(PENDING_SIGN_UP_COOKIE, {
      path: VERIFY_EMAIL_PATH,
    });
    const pending = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
    if (verified && pending === verified.id) {
      const found = await ctx.context.internalAdapter.findUserById(verified.id);
      const created = found ? await ctx.context.internalAdapter.createSession(found.id) : null;
      if (found && created) {
        await setSessionCookie(ctx, { session: created, user: found });
        ctx.setCookie(cookie.name, '', { ...cookie.attributes, maxAge: 0 });
        return;
      }
    }
    throw ctx.redirect(VERIFIED_LANDING);
  }

  async function beforeResetPassword(ctx: HookContext) {
    const body = (ctx.body ?? {}) as { newPassword?: unknown; token?: unknown };
    const query = (ctx.query ?? {}) as { token?: unknown };
    const token = typeof body.token === 'string' ? body.token : query.token;
    if (typeof body.newPassword !== 'string' || typeof token !== 'string') return;
    const verification = await ctx.context.internalAdapter.findVerificationValue(
      `reset-password:${token}`,
    );
    const owner = verification
      ? await ctx.context.internalAdapter.findUserById(verification.value)
      : null;
    await refuseWeakPassword(body.newPassword, owner?.email);
    if (owner && ctx.request) resetFor.set(ctx.request, owner.email);
  }

  /** Another user's session token (or an unknown one) is not found, not a silent no-op. */
  async function beforeRevokeSession(ctx: HookContext) {
    const current = await getSessionFromCtx(ctx);
    const token = (ctx.body as { token?: unknown } | undefined)?.token;
    if (!current || typeof token !== 'string') return;
    const target = await ctx.context.internalAdapter.findSession(token);
    if (target?.session.userId !== current.user.id) {
      throw new APIError('NOT_FOUND', {
        code: ACCOUNT_ERROR_CODES.sessionNotFound,
        message: SESSION_NOT_FOUND_NOTICE.text,
      });
    }
  }

  async function beforeSignUp(ctx: HookContext) {
    const parsed = signUpRequestSchema.safeParse(ctx.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = String(issue.path[0] ?? '');
      const code =
        SIGN_UP_ISSUE_CODES.get(issue.message) ??
        (field === 'email' ? 'INVALID_EMAIL' : 'VALIDATION_ERROR');
      throw new APIError('BAD_REQUEST', { code, message: issue.message });
    }
    const body = parsed.data;
    await refuseWeakPassword(body.password, body.email);
    // With verification required, Better Auth answers a taken address exactly like a new
    // one and onExistingUserSignUp mails the owner. Without it a new account is signed in
    // at once, so no look-alike answer is possible: the spec's 'Account Exists' it is.
    if (
      !config.auth.requireEmailVerification &&
      (await ctx.context.internalAdapter.findUserByEmail(body.email.toLowerCase()))
    ) {
      throw new APIError('UNPROCESSABLE_ENTITY', {
        code: 'USER_ALREADY_EXISTS',
        message: AUTH_NOTICES.accountExists.text,
      });
    }
    const { confirmPassword: _confirm, ...rest } = body;
    const displayName = signUpDisplayName(body);
    return {
      context: {
        body: {
          ...rest,
          email: body.email.toLowerCase(),
          name: body.name || displayName,
          firstName: body.firstName || undefined,
          lastName: body.lastName || undefined,
        },
      },
    };
  }
}

export type Auth = ReturnType<typeof createAuth>;

/** For `GET /api/auth-providers`: what the sign-in page can offer. */
export function configuredProviders(config: Config): {
  google: boolean;
  oidc: { name: string } | null;
} {
  return {
    google: Boolean(config.auth.google),
    oidc: config.auth.oidc ? { name: config.auth.oidc.name } : null,
  };
}

/** The HTTP status an error says it stands for (`statusCode` or `status`); 500 when none. */
function statusOf(error: unknown): number {
  if (error && typeof error === 'object') {
    for (const key of ['statusCode', 'status'] as const) {
      const value = (error as Record<string, unknown>)[key];
      if (typeof value === 'number' && value >= 400 && value <= 599) return value;
    }
  }
  return 500;
}
