import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

/**
 * The client IP for rate limits and the session list. Without TRUST_PROXY it is the TCP
 * peer, so a client cannot pick its own rate-limit bucket with a forged X-Forwarded-For.
 * With TRUST_PROXY (behind one reverse proxy that appends the address it saw) it is the
 * last X-Forwarded-For entry.
 */
export const CLIENT_IP_HEADER = 'x-tailorcv-client-ip';

export function clientIp(trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let ip: string | undefined;
    if (trustProxy) {
      ip = c.req
        .header('x-forwarded-for')
        ?.split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .at(-1);
    }
    if (!ip) {
      try {
        ip = getConnInfo(c).remote.address;
      } catch {
        // In-process requests (tests) have no socket.
        ip = undefined;
      }
    }
    c.set('clientIp', normalizeIp(ip ?? 'unknown'));
    await next();
  };
}

/**
 * The address a per-IP rate limit counts: an IPv4 address as it is, an IPv6 address by its
 * /64 network. One IPv6 subscriber usually holds a whole /64 (often far more), so keying
 * by the full address would let a single client rotate through 2^64 fresh buckets.
 */
export function ipBucket(ip: string): string {
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::ffff:1.2.3.4 is handled before; others are rare) stays as is.
  if (tailGroups.some((g) => g.includes('.'))) return ip;
  const missing = ip.includes('::') ? 8 - headGroups.length - tailGroups.length : 0;
  const groups = [...headGroups, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailGroups];
  if (groups.length !== 8) return ip;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

function normalizeIp(ip: string): string {
  // IPv4-mapped IPv6 ("::ffff:1.2.3.4") is the same client as "1.2.3.4".
  return ip.toLowerCase().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
}
