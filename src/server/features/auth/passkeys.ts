import { getAuthenticatorName, passkey } from '@better-auth/passkey';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import {
  PASSKEY_ERROR_CODES,
  PASSKEY_NAME_MAX_LENGTH,
  PASSKEY_NOTICES,
} from '#shared/auth/passkey-notices.ts';
import { cleanLine } from '#shared/documents/clean-text.ts';
import { describeUserAgent } from '#shared/sessions/user-agent.ts';
import type { Config } from '../../config.ts';

/** Paths of the passkey endpoints that take a name, and of those that name a passkey by id. */
const NAMED = new Set(['/passkey/verify-registration', '/passkey/update-passkey']);
const BY_ID = new Set(['/passkey/update-passkey', '/passkey/delete-passkey']);

/**
 * The WebAuthn relying party: its id is APP_URL's host name, so a passkey made on the app
 * works on every origin of that host (APP_URL and any TRUSTED_ORIGINS on it, such as the
 * Vite dev server on another port of localhost). Trusted origins on other hosts cannot use
 * these passkeys: the browser refuses a relying party id that is not their host's.
 */
export function relyingParty(config: Pick<Config, 'appUrl' | 'auth'>) {
  const rpID = new URL(config.appUrl).hostname;
  const origins = config.auth.trustedOrigins.filter((origin) => {
    const host = new URL(origin).hostname;
    return host === rpID || host.endsWith(`.${rpID}`);
  });
  return { rpID, origins };
}

/**
 * The name a passkey gets when the person gave none: its password manager's, when the
 * authenticator says which it is (AAGUID), else the browser and system it was added from
 * ('Chrome on Linux').
 */
export function defaultPasskeyName(aaguid: string | undefined, userAgent: string | null): string {
  const known = getAuthenticatorName(aaguid);
  if (known) return known;
  const device = describeUserAgent(userAgent);
  const browser = device.browser.replace(/ \d+$/, '');
  return device.os === 'Unknown system' ? browser : `${browser} on ${device.os}`;
}

function userNotVerified(): APIError {
  return new APIError('BAD_REQUEST', {
    code: PASSKEY_ERROR_CODES.userNotVerified,
    message: PASSKEY_NOTICES.userNotVerified.text,
  });
}

/**
 * Better Auth's passkey plugin, configured for TailorCV, and our rules around it:
 *
 * - Every passkey must verify its user (PIN, fingerprint, face) when it is made and each
 *   time it signs in. Such a passkey is two factors in itself (the device and the person's
 *   check), which is why Better Auth starts the session at once, without asking for the
 *   authenticator-app code of an account with two-factor on; without the check a stolen
 *   security key alone would be a way in.
 * - Passkeys are discoverable (resident), so 'Sign in with a passkey' needs no e-mail.
 * - Names are single-line text of at most PASSKEY_NAME_MAX_LENGTH characters; a passkey
 *   added without one is named after its password manager or the browser (defaultPasskeyName).
 * - Another user's passkey is not found (404), exactly like an unknown id, on rename and
 *   remove: the plugin's own answer (401) would tell that the id exists.
 * - A registration answer that does not verify (made for another site, a bad signature) is
 *   the client's fault: 400, where the plugin answers 500 (it still logs the cause).
 * - Challenges nobody answered are deleted once expired.
 */
export function passkeyPlugins(config: Pick<Config, 'appUrl' | 'auth'>): BetterAuthPlugin[] {
  const { rpID, origins } = relyingParty(config);
  return [
    passkey({
      rpID,
      rpName: 'TailorCV',
      // The origins the browser may report; the plugin otherwise trusts the request's
      // own Origin header.
      origin: origins,
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      registration: {
        afterVerification: ({ ctx, verification }) => {
          const info = verification.registrationInfo;
          if (!info?.userVerified) throw userNotVerified();
          return {
            name: defaultPasskeyName(info.aaguid, ctx.request?.headers.get('user-agent') ?? null),
          };
        },
      },
      authentication: {
        afterVerification: ({ verification }) => {
          if (!verification.authenticationInfo.userVerified) throw userNotVerified();
        },
      },
    }),
    passkeyRules(),
  ];
}

/** How often expired challenges are deleted, at most (Better Auth's own interval). */
const CHALLENGE_CLEANUP_INTERVAL_MS = 60_000;

function passkeyRules(): BetterAuthPlugin {
  let nextCleanup = 0;
  return {
    id: 'tailorcv-passkey-rules',
    hooks: {
      before: [
        {
          matcher: (ctx) => NAMED.has(ctx.path ?? '') || BY_ID.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const body = (ctx.body ?? {}) as Record<string, unknown>;
            if (BY_ID.has(ctx.path ?? '') && typeof body.id === 'string') {
              const current = await getSessionFromCtx(ctx);
              // No session: the endpoint's own check answers 401.
              if (current) {
                const found = await ctx.context.adapter.findOne<{ userId: string }>({
                  model: 'passkey',
                  where: [{ field: 'id', value: body.id }],
                });
                if (found && found.userId !== current.user.id) {
                  throw new APIError('NOT_FOUND', {
                    code: 'PASSKEY_NOT_FOUND',
                    message: 'Passkey not found',
                  });
                }
              }
            }
            if (!NAMED.has(ctx.path ?? '') || typeof body.name !== 'string') return;
            const name = cleanLine(body.name);
            if (name.length > PASSKEY_NAME_MAX_LENGTH) {
              throw new APIError('BAD_REQUEST', {
                code: PASSKEY_ERROR_CODES.nameTooLong,
                message: PASSKEY_NOTICES.nameTooLong.text,
              });
            }
            return { context: { body: { ...body, name } } };
          }),
        },
      ],
      after: [
        {
          // Each options request stores a challenge for 5 minutes, and /auth asks for one on
          // every visit (the e-mail field's passkey autofill): most are never answered.
          // Better Auth deletes expired rows only when it looks one up by identifier, which
          // the passkey endpoints never do, so they are deleted here, at most once a minute.
          matcher: (ctx) => (ctx.path ?? '').startsWith('/passkey/generate-'),
          handler: createAuthMiddleware(async (ctx) => {
            const now = Date.now();
            if (now < nextCleanup) return;
            nextCleanup = now + CHALLENGE_CLEANUP_INTERVAL_MS;
            await ctx.context.adapter.deleteMany({
              model: 'verification',
              where: [{ field: 'expiresAt', value: new Date(now), operator: 'lt' }],
            });
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/passkey/verify-registration',
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (
              isAPIError(returned) &&
              returned.statusCode === 500 &&
              returned.body?.code === 'FAILED_TO_VERIFY_REGISTRATION'
            ) {
              // A Response, not a thrown error: Better Auth would answer a thrown error's
              // body with the first error's status.
              return Response.json(
                {
                  code: 'FAILED_TO_VERIFY_REGISTRATION',
                  message: 'The passkey could not be verified.',
                },
                { status: 400 },
              );
            }
            return;
          }),
        },
      ],
    },
  };
}
