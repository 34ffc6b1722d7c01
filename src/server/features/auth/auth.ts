import { randomUUID } from 'node:crypto';
import { APIError, betterAuth, type BetterAuthPlugin } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { genericOAuth, twoFactor } from 'better-auth/plugins';
import type { GenericOAuthConfig } from 'better-auth/plugins/generic-oauth';
import {
  AUTH_ERROR_CODES,
  AUTH_NOTICES,
  signUpDisplayName,
  signUpRequestSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
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
import { resetPasswordMail, verificationMail } from '../mail/mail-templates.ts';
import { resolveAuthSecret } from './auth-secret.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
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
        const status = error instanceof APIError ? error.statusCode : 500;
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
    },

    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: DAY,
      sendVerificationEmail: async ({ user: u, token }) => {
        // The link signs the user in and lands on the site root, whatever callbackURL the
        // sign-up request carried.
        const url = `${appUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent('/')}`;
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

        if (ctx.path === '/sign-in/social') {
          const provider = (ctx.body as { provider?: unknown } | undefined)?.provider;
          if (typeof provider === 'string' && !configuredProviders.has(provider)) {
            if (provider === GOOGLE_PROVIDER_ID || provider === OIDC_PROVIDER_ID) {
              throw notConfigured(provider);
            }
          }
          return;
        }

        if (ctx.path === '/change-password') {
          // A password change always ends every other session (issue 3).
          return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } };
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
    },

    plugins,
  });

  async function beforeSignUp(ctx: {
    body: unknown;
    context: { internalAdapter: { findUserByEmail(email: string): Promise<unknown> } };
  }) {
    const parsed = signUpRequestSchema.safeParse(ctx.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = String(issue.path[0] ?? '');
      const code =
        issue.message === AUTH_NOTICES.weakPassword.text
          ? 'PASSWORD_TOO_SHORT'
          : issue.message === AUTH_NOTICES.passwordTooLong.text
            ? 'PASSWORD_TOO_LONG'
            : issue.message === AUTH_NOTICES.passwordMismatch.text
              ? AUTH_ERROR_CODES.passwordMismatch
              : field === 'email'
                ? 'INVALID_EMAIL'
                : 'VALIDATION_ERROR';
      throw new APIError('BAD_REQUEST', { code, message: issue.message });
    }
    const body = parsed.data;
    // The spec shows 'Account Exists' for a taken e-mail, so say so (Better Auth would
    // answer a look-alike success when verification is required).
    if (await ctx.context.internalAdapter.findUserByEmail(body.email.toLowerCase())) {
      throw new APIError('UNPROCESSABLE_ENTITY', {
        code: 'USER_ALREADY_EXISTS',
        message: 'User already exists.',
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
