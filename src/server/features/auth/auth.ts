import { randomUUID } from 'node:crypto';
import { APIError, betterAuth, type BetterAuthPlugin } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth, twoFactor } from 'better-auth/plugins';
import {
  signUpDisplayName,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '#shared/auth/auth.schema.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  account,
  passkey as passkeyTable,
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
import { createAuthHooks, VERIFIED_SIGNED_IN_LANDING } from './auth-hooks.ts';
import { oauthProviders } from './auth-providers.ts';
import { accountKey } from './auth-rate-limit.ts';
import { resolveAuthSecret } from './auth-secret.ts';
import { passkeyPlugins } from './passkeys.ts';
import { passwordGuard } from './password-guard.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import type { UserDeletionHooks } from './user-deletion.ts';

export interface AuthDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger: Logger;
  /** The request limits: NO_RATE_LIMIT when RATE_LIMIT_ENABLED is off. */
  rateLimiter: RateLimiter;
  /**
   * Caps the 'an account exists' mails a stranger can make us send to an address; it
   * counts whether request limits are on or not.
   */
  mailLimiter: RateLimiter;
  userDeletion: UserDeletionHooks;
}

const DAY = 24 * 60 * 60;

/** 'Someone tried to create an account with your address' mails per address. */
const ACCOUNT_EXISTS_MAILS = { window: 60 * 60, max: 3 };

/**
 * Better Auth, configured for TailorCV. Mounted at /api/auth by auth.routes.ts; the rate
 * limits on sign-in, sign-up, reset and verification mails, and two-factor codes sit in
 * front of it (auth-rate-limit.ts); Better Auth's own limiter covers the rest, passkeys
 * included (passkeys.ts). The OAuth providers come from auth-providers.ts, the
 * rules around the endpoints from auth-hooks.ts.
 */
export function createAuth(deps: AuthDeps) {
  const { config, database, mailer, logger, rateLimiter, mailLimiter, userDeletion } = deps;
  const appUrl = config.appUrl;
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

  const providers = oauthProviders(config);
  const hooks = createAuthHooks(config);

  const plugins: BetterAuthPlugin[] = [
    twoFactor({
      issuer: 'TailorCV',
      // The TOTP secret and backup codes are stored encrypted with the auth secret.
      backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: 'encrypted' },
    }),
  ];
  if (providers.length > 0) plugins.push(genericOAuth({ config: providers }));
  // Add, name and remove passkeys on /profile; sign in with one on /auth (passkeys.ts).
  plugins.push(...passkeyPlugins(config));
  // Last, so its after hook sees a sign-in the two-factor plugin turned into a challenge.
  plugins.push(passwordGuard(rateLimiter));

  return betterAuth({
    appName: 'TailorCV',
    baseURL: appUrl,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(database.db, {
      provider: 'pg',
      schema: {
        user,
        session,
        account,
        verification,
        twoFactor: twoFactorTable,
        passkey: passkeyTable,
      },
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
        const byAccount = await mailLimiter.consume(
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
      afterEmailVerification: async (u, request) => hooks.onEmailVerified(u, request),
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
      enabled: true,
      // Shared by every app process: the `rate_limit` table through our own limiter (which
      // allows everything when RATE_LIMIT_ENABLED is off).
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
        // Per address and endpoint. Sign-in options are asked for without a session (and
        // each writes a challenge row), so they are bounded like the rest.
        '/passkey/*': { window: 60, max: 20 },
      },
    },

    advanced: {
      useSecureCookies: isHttps,
      cookiePrefix: 'tailorcv',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: isHttps },
      // Set by our client-ip middleware from the socket (or the trusted proxy), never
      // taken from the client.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // User ids are UUIDs, as the documents and profiles tables expect.
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

    hooks: { before: hooks.before, after: hooks.after },

    plugins,
  });
}

export type Auth = ReturnType<typeof createAuth>;

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
