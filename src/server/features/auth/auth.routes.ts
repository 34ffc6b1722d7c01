import { Hono } from 'hono';
import type { Config } from '../../config.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { CLIENT_IP_HEADER } from '../../lib/client-ip.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { authRateLimit, rateLimitedResponse } from './auth-rate-limit.ts';
import { configuredProviders } from './auth-providers.ts';
import type { Auth } from './auth.ts';

export const AUTH_BASE_PATH = '/api/auth';

/** `/api/auth/*`: Better Auth, behind our rate limits. Mounted at /api/auth by app.ts. */
export function authRoutes(deps: { auth: Auth; rateLimiter: RateLimiter }) {
  return new Hono<AppEnv>()
    .use(authRateLimit(deps.rateLimiter, { basePath: AUTH_BASE_PATH }))
    .on(['GET', 'POST'], '/*', async (c) => {
      // Better Auth reads the client IP (rate limits, session list) from this header; it is
      // always ours, never the client's.
      const headers = new Headers(c.req.raw.headers);
      headers.set(CLIENT_IP_HEADER, c.var.clientIp);
      const request = new Request(c.req.raw, { headers });
      const response = await deps.auth.handler(request);
      if (response.status === 429 && !response.headers.has('retry-after')) {
        // Better Auth's own limiter: same shape and headers as ours.
        return rateLimitedResponse(Number(response.headers.get('x-retry-after')) || 60);
      }
      return response;
    });
}

/** `GET /api/auth-providers`: which external sign-ins this server offers. */
export function authProvidersRoutes(config: Config) {
  const providers = configuredProviders(config);
  return new Hono<AppEnv>().get('/', (c) =>
    c.json(providers, 200, { 'Cache-Control': 'no-store' }),
  );
}
