import { createMiddleware } from 'hono/factory';
import { PROFILE_NOTICES } from '#shared/profile/profile.schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthedEnv, SessionReader } from '../../lib/app-env.ts';
import type { Auth } from './auth.ts';

/**
 * For routes that need a signed-in user: reads the Better Auth session from the request's
 * cookies (one database lookup, so a signed-out or revoked session is refused at once),
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

export function createSessionReader(auth: Auth): SessionReader {
  return {
    async getSession(headers) {
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
    },
  };
}
