import { APIError } from 'better-auth';
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import {
  ACCOUNT_ERROR_CODES,
  AUTH_ERROR_CODES,
  AUTH_NOTICES,
  issueCode,
  signUpDisplayName,
  SESSION_NOT_FOUND_NOTICE,
} from '#shared/auth/auth.schema.ts';
import { signUpRequestSchema } from '#shared/auth/sign-up-request.schema.ts';
import type { Config } from '../../config.ts';
import { providerNotConfigured } from './auth-providers.ts';
import { rememberDevice } from './password-guard.ts';
import { newPasswordRefusal } from './password-strength.ts';
import { isSafeRedirect, REDIRECT_FIELDS } from './safe-redirect.ts';

const DAY = 24 * 60 * 60;

/**
 * Binds a browser to the account it signed up (or tried to sign in) with, so that the
 * verification link signs in only there (ADR 0024). Sent only to the link's path.
 */
const PENDING_SIGN_UP_COOKIE = 'pending_verification';
const VERIFY_EMAIL_PATH = '/api/auth/verify-email';
/** Where a verification link opened in another browser lands: the sign-in page says why. */
const VERIFIED_LANDING = '/auth?verified=1';
/** Where it lands in the browser it signs in: the site root, which says what to do next. */
export const VERIFIED_SIGNED_IN_LANDING = '/?verified=1';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * The rules TailorCV adds around Better Auth's endpoints: no open redirects, the sign-up
 * schema and password strength, look-alike sign-up answers, verification links that sign
 * in only the browser that signed up, 404 for another user's session, a password change
 * that ends every other session, and a password to delete an account that has one.
 * `onEmailVerified` is Better Auth's `afterEmailVerification`: it tells the after hook who
 * the link verified.
 */
export function createAuthHooks(config: Config) {
  const appOrigin = new URL(config.appUrl).origin;
  // Request → what a before hook (or Better Auth's callback) learnt that an after hook needs.
  const resetFor = new WeakMap<Request, string>();
  const verifiedBy = new WeakMap<Request, { id: string }>();

  const before = createAuthMiddleware(async (ctx) => {
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

    switch (ctx.path) {
      case '/sign-up/email':
        return beforeSignUp(ctx);
      case '/reset-password':
        return beforeResetPassword(ctx);
      case '/revoke-session':
        return beforeRevokeSession(ctx);
      case '/sign-in/social': {
        const provider = (ctx.body as { provider?: unknown } | undefined)?.provider;
        const refusal = typeof provider === 'string' && providerNotConfigured(config, provider);
        if (refusal) throw refusal;
        return;
      }
      case '/change-password':
      case '/set-password':
        return beforePasswordChange(ctx);
      case '/delete-user':
        return beforeDeleteUser(ctx);
      default:
        return;
    }
  });

  const after = createAuthMiddleware(async (ctx) => {
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
    if (ctx.path === '/sign-in/email' && failed && returned.body?.code === 'EMAIL_NOT_VERIFIED') {
      // The right password for an unverified account: the link this browser is about to
      // ask for again may sign it in.
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
      // Opening the mailed link and choosing a password proves the mailbox: this browser
      // counts as the owner's from now on (password-guard.ts).
      const email = resetFor.get(ctx.request);
      if (email) await rememberDevice(ctx, email);
    }
  });

  const onEmailVerified = (verified: { id: string }, request: Request | undefined) => {
    if (request) verifiedBy.set(request, { id: verified.id });
  };

  return { before, after, onEmailVerified };

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

  /** A new password must be strong; a password change always ends every other session. */
  async function beforePasswordChange(ctx: HookContext) {
    const current = await getSessionFromCtx(ctx);
    const newPassword = (ctx.body as { newPassword?: unknown } | undefined)?.newPassword;
    if (current && typeof newPassword === 'string') {
      await refuseWeakPassword(newPassword, current.user.email);
    }
    if (ctx.path === '/change-password') {
      return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } };
    }
    return;
  }

  /**
   * Accounts with a password must give it to be deleted; OAuth-only accounts fall back to
   * a recent sign-in (session.freshAge).
   */
  async function beforeDeleteUser(ctx: HookContext) {
    const current = await getSessionFromCtx(ctx);
    const password = (ctx.body as { password?: unknown } | undefined)?.password;
    if (!current || password) return;
    const credential = await ctx.context.internalAdapter.findCredentialAccount(current.user.id);
    if (credential?.password) {
      throw new APIError('BAD_REQUEST', {
        code: 'USER_ALREADY_HAS_PASSWORD',
        message: 'Enter your password to delete your account.',
      });
    }
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
      const code = issueCode(issue) ?? (field === 'email' ? 'INVALID_EMAIL' : 'VALIDATION_ERROR');
      throw new APIError('BAD_REQUEST', { code, message: issue.message });
    }
    const body = parsed.data;
    await refuseWeakPassword(body.password, body.email);
    // With verification required, Better Auth answers a taken address exactly like a new
    // one and onExistingUserSignUp mails the owner. Without it a new account is signed in
    // at once, so no look-alike answer is possible: the 'Account Exists' notice it is.
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
