import { createMiddleware } from 'hono/factory';
import { PROFILE_NOTICES } from '#shared/profile/profile.schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthedEnv, SessionReader } from '../../lib/app-env.ts';
import type { Db } from '../../db/client.ts';
import type { Auth } from './auth.ts';
import { createSessionLookup, type FoundSession } from './session-lookup.ts';

/**
 * For routes that need a signed-in user: reads the Better Auth session from the request's
 * cookies (one indexed database lookup, so a signed-out or revoked session is refused at once),
 * sets `c.var.user` and `c.var.session`, else answers 401
 * `{error: {code: 'UNAUTHORIZED', message: 'No user logged in'}}`.
 */
export const requireUser = createMiddleware<AuthedEnv>(async (c, next) => {
  const found = await c.var.sessions.getSession(c.req.raw.headers);
  if (!found) throw new AppError('UNAUTHORIZED', 401, PROFILE_NOTICES.noUserLoggedIn);
  c.set('user', found.user);
  c.set('session', found.session);
  await next();
});

/**
 * Reads sessions with one indexed query (session-lookup.ts); expired sessions and those due
 * for Better Auth's sliding refresh go through Better Auth's own `getSession`.
 */
export function createSessionReader(auth: Auth, db: Db): SessionReader {
  let lookup: Promise<ReturnType<typeof createSessionLookup>> | undefined;
  const fastLookup = () =>
    (lookup ??= auth.$context.then((ctx) =>
      createSessionLookup(db, {
        cookieName: ctx.authCookies.sessionToken.name,
        secret: ctx.secret,
        expiresInSeconds: ctx.sessionConfig.expiresIn,
        updateAgeSeconds: ctx.sessionConfig.updateAge,
      }),
    ));
  return {
    async getSession(headers) {
      const fast = await (await fastLookup())(headers);
      if (fast.kind === 'none') return null;
      if (fast.kind === 'found') return fast.found;
      return betterAuthSession(auth, headers);
    },
  };
}

async function betterAuthSession(auth: Auth, headers: Headers): Promise<FoundSession | null> {
  const result = await auth.api.getSession({ headers });
  if (!result) return null;
  return {
    user: {
      id: result.user.id,
      email: result.user.email,
      name: result.user.name,
      emailVerified: result.user.emailVerified,
    },
    session: {
      id: result.session.id,
      createdAt: new Date(result.session.createdAt),
      expiresAt: new Date(result.session.expiresAt),
    },
  };
}
