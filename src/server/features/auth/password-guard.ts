import { randomBytes } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { CLIENT_IP_HEADER, ipBucket } from '../../lib/client-ip.ts';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter.ts';
import { accountKey, rateLimitedBody } from './auth-rate-limit.ts';

/**
 * One failure budget per account for every route that checks the account's password
 * (ADR 0024). Sign-in names the account by the e-mail in the body; the signed-in routes
 * (verify-password, change-password, delete-user, two-factor enable/disable/get-totp-uri/
 * generate-backup-codes) by the session's user, so a stolen session cookie gives no
 * guesses of its own. A wrong password on any of them counts against the same keys, and
 * once a budget is spent every one of them answers 429 before the password is checked.
 *
 * Which budget a request draws on depends on the browser:
 *
 * | client                                   | budget (failures)                  |
 * | ---------------------------------------- | ---------------------------------- |
 * | a device that signed in to this account  | its own: 10 / 15 min               |
 * | any other                                | per address: 5 / 15 min, and the   |
 * |                                          | account-wide one: 10 / 15 min      |
 *
 * A device is known by the `known_device` cookie (signed with the auth secret, HttpOnly),
 * set when a session starts for the account in that browser (password sign-in, a second
 * factor, the verification link, an identity provider, a passkey) or when the browser sets a new
 * password from a reset link (which proves the mailbox). Strangers therefore spend only
 * the budgets strangers share: they can lock other strangers out of the account for a
 * while, never its owner's browsers. A stolen device cookie buys the thief that one
 * device's budget, no more than the account-wide one.
 *
 * The per-address limit across accounts (5 failed sign-ins a minute) stays in front of
 * Better Auth (auth-rate-limit.ts).
 */
const PASSWORD_BUDGETS = {
  /** Failures from one address on one account, for devices not known to the account. */
  address: { window: 15 * 60, max: 5 },
  /** Failures on one account from all devices not known to it. */
  account: { window: 15 * 60, max: 10 },
  /** Failures on one account from one device known to it. */
  device: { window: 15 * 60, max: 10 },
} as const satisfies Record<string, RateLimitRule>;

/** Routes that check the signed-in user's password, and the body field that carries it. */
const SIGNED_IN_PASSWORD_ROUTES: Readonly<Record<string, string>> = {
  '/verify-password': 'password',
  '/change-password': 'currentPassword',
  '/delete-user': 'password',
  '/two-factor/enable': 'password',
  '/two-factor/disable': 'password',
  '/two-factor/get-totp-uri': 'password',
  '/two-factor/generate-backup-codes': 'password',
};
const SIGN_IN = '/sign-in/email';

/** What Better Auth answers for a wrong password (sign-in, and the signed-in routes). */
const WRONG_PASSWORD_CODES = new Set(['INVALID_EMAIL_OR_PASSWORD', 'INVALID_PASSWORD']);

/** Paths whose new session proves this browser holds the account. */
const SIGN_IN_PATHS = new Set([
  SIGN_IN,
  '/sign-up/email',
  '/verify-email',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/verify-otp',
  '/callback/:id',
  '/oauth2/callback/:providerId',
  '/passkey/verify-authentication',
]);

const KNOWN_DEVICE_COOKIE = 'known_device';
const KNOWN_DEVICE_MAX_AGE = 400 * 24 * 60 * 60;
/** Accounts one browser is remembered for (the most recent first). */
const KNOWN_DEVICE_ACCOUNTS = 5;

interface Budget {
  keys: { key: string; rule: RateLimitRule }[];
  /** Keys a successful sign-in clears (the account-wide one stays: it counts strangers). */
  clearOnSuccess: string[];
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

interface KnownDevice {
  id: string;
  accounts: string[];
}

async function readKnownDevice(ctx: HookContext): Promise<KnownDevice | null> {
  const cookie = ctx.context.createAuthCookie(KNOWN_DEVICE_COOKIE);
  const value = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!value) return null;
  const [id, list = ''] = value.split('!');
  if (!id) return null;
  return { id, accounts: list.split(',').filter(Boolean) };
}

/**
 * Marks this browser as one that holds the account with this e-mail (see the table above).
 * Called from after hooks, where cookies set go out with the answer.
 */
export async function rememberDevice(ctx: HookContext, email: string): Promise<void> {
  const account = accountKey(email);
  const device = await readKnownDevice(ctx);
  const id = device?.id ?? randomBytes(16).toString('base64url');
  const accounts = [account, ...(device?.accounts ?? []).filter((a) => a !== account)].slice(
    0,
    KNOWN_DEVICE_ACCOUNTS,
  );
  const cookie = ctx.context.createAuthCookie(KNOWN_DEVICE_COOKIE, {
    maxAge: KNOWN_DEVICE_MAX_AGE,
  });
  await ctx.setSignedCookie(
    cookie.name,
    `${id}!${accounts.join(',')}`,
    ctx.context.secret,
    cookie.attributes,
  );
}

export function passwordGuard(limiter: RateLimiter) {
  // The budget a request drew on, from its before hook to its after hook.
  const budgets = new WeakMap<Request, Budget>();

  async function accountOf(ctx: HookContext): Promise<string | undefined> {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    if (ctx.path === SIGN_IN) {
      return typeof body.email === 'string' && body.email.trim()
        ? accountKey(body.email)
        : undefined;
    }
    const field = SIGNED_IN_PASSWORD_ROUTES[ctx.path ?? ''];
    // No password given (delete-user of an account without one): nothing is guessed.
    if (!field || typeof body[field] !== 'string' || body[field] === '') return undefined;
    const current = await getSessionFromCtx(ctx);
    return current ? accountKey(current.user.email) : undefined;
  }

  async function budgetOf(ctx: HookContext, account: string): Promise<Budget> {
    const device = await readKnownDevice(ctx);
    if (device?.accounts.includes(account)) {
      const key = `pw:${account}:device:${device.id}`;
      return { keys: [{ key, rule: PASSWORD_BUDGETS.device }], clearOnSuccess: [key] };
    }
    const ip = ctx.request?.headers.get(CLIENT_IP_HEADER) ?? 'unknown';
    const addressKey = `pw:${account}:ip:${ipBucket(ip)}`;
    return {
      keys: [
        { key: addressKey, rule: PASSWORD_BUDGETS.address },
        { key: `pw:${account}:strangers`, rule: PASSWORD_BUDGETS.account },
      ],
      clearOnSuccess: [addressKey],
    };
  }

  return {
    id: 'tailorcv-password-guard',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === SIGN_IN || (ctx.path ?? '') in SIGNED_IN_PASSWORD_ROUTES,
          handler: createAuthMiddleware(async (ctx) => {
            // Calls from our own server code (auth.api without a request) guess nothing.
            if (!ctx.request) return;
            const account = await accountOf(ctx);
            if (!account) return;
            const budget = await budgetOf(ctx, account);
            for (const { key, rule } of budget.keys) {
              const decision = await limiter.check([key], rule);
              if (!decision.allowed) {
                const seconds = decision.retryAfter ?? rule.window;
                throw new APIError('TOO_MANY_REQUESTS', rateLimitedBody(seconds), {
                  'retry-after': String(seconds),
                  'x-retry-after': String(seconds),
                });
              }
            }
            budgets.set(ctx.request, budget);
          }),
        },
      ],
      after: [
        {
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            const budget = ctx.request ? budgets.get(ctx.request) : undefined;
            const returned = ctx.context.returned;
            if (budget) {
              const code = isAPIError(returned) ? (returned.body?.code ?? '') : '';
              if (WRONG_PASSWORD_CODES.has(code)) {
                for (const { key, rule } of budget.keys) await limiter.consume(key, rule);
              } else if (ctx.path === SIGN_IN && !isAPIError(returned)) {
                for (const key of budget.clearOnSuccess) await limiter.reset(key);
              }
            }
            // After the two-factor plugin's own hook: a sign-in still waiting for its
            // second factor has no new session yet.
            const started = ctx.context.newSession;
            if (started && SIGN_IN_PATHS.has(ctx.path ?? '')) {
              await rememberDevice(ctx, started.user.email);
            }
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
