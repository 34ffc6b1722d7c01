import type { Logger } from './logger.ts';
import type { AppMetrics } from './metrics.ts';

/** The signed-in user as routes see it (`c.var.user` after `requireUser`). */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

/** The current session (`c.var.session` after `requireUser`); never the token. */
export interface AuthSession {
  id: string;
  createdAt: Date;
  expiresAt: Date;
}

/** Reads the session a request's cookies carry; set on every request by the app. */
export interface SessionReader {
  getSession(headers: Headers): Promise<{ user: AuthUser; session: AuthSession } | null>;
}

/** Hono context variables available to every route. */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** Carries the request id on every line. */
    logger: Logger;
    /** The caller's IP as the rate limits see it (see lib/client-ip.ts). */
    clientIp: string;
    sessions: SessionReader;
    /** The app's Prometheus metrics (lib/metrics.ts). */
    metrics: AppMetrics;
  };
}

/** Routes behind `requireUser` (features/auth/require-user.ts). */
export interface AuthedEnv {
  Variables: AppEnv['Variables'] & {
    user: AuthUser;
    session: AuthSession;
  };
}
