import type { Context } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { ipBucket } from '../../lib/client-ip.ts';

/**
 * Whose export this is, for the render pool's fair queue: the signed-in user, or for a
 * visitor the client IP's rate-limit bucket (an IPv6 /64), so one visitor cannot take
 * several turns by rotating addresses in their own network.
 */
export async function exportRequester(c: Context<AppEnv>): Promise<string> {
  // An export needs no database: when the session cannot be read, the IP stands in.
  const found = await c.var.sessions.getSession(c.req.raw.headers).catch(() => null);
  return found ? `user:${found.user.id}` : `ip:${ipBucket(c.var.clientIp)}`;
}
