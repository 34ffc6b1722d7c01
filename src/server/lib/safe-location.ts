import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

/**
 * Where a browser goes for a `Location` (or any link) written as `value` and read on the
 * page `base`: WHATWG URL parsing, as browsers do it. Leading and trailing spaces and
 * control characters are dropped and tabs and newlines removed anywhere, `\` counts as `/`
 * in http(s) addresses, `//host` is protocol-relative, `https:host` with the base's scheme
 * is a relative path, and `.`, `..`, `%2e` and `%2e%2e` segments are resolved. Null when
 * the value is not an address at all.
 */
export function resolveLikeBrowser(value: string, base: string | URL): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

const PLACEHOLDER_HOST = 'path-check.invalid';

/**
 * Whether a path on our origin could still lead to another host: after resolving dot
 * segments (`/.//evil`, `/x/..//evil`, `/%2e//evil`) or after percent-decoding
 * (`/%2F%2Fevil`, `/%5Cevil`, and the same encoded twice) it starts with two slashes or a
 * backslash. A server or client that decodes the path and uses it as an address again
 * would go to that host, so no redirect of ours names such a path.
 */
export function pathReachesOtherHost(pathname: string): boolean {
  let path = pathname;
  // Three rounds cover an address encoded twice; anything still encoded after that is
  // nothing a person or our client writes.
  for (let round = 0; round < 3; round += 1) {
    if (/^[/\\][/\\]/.test(path)) return true;
    const resolved = resolveLikeBrowser(path, `http://${PLACEHOLDER_HOST}/`);
    if (!resolved || resolved.host !== PLACEHOLDER_HOST || resolved.pathname.startsWith('//')) {
      return true;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return true;
    }
    if (decoded === path) return false;
    path = decoded;
  }
  return true;
}

/**
 * Whether a resolved address stays on one of `allowedOrigins` (http or https, exact origin)
 * with a path that cannot reach another host (see `pathReachesOtherHost`).
 */
export function isAllowedTarget(url: URL, allowedOrigins: ReadonlySet<string>): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username !== '' || url.password !== '') return false;
  if (!allowedOrigins.has(url.origin)) return false;
  return !pathReachesOtherHost(url.pathname);
}

/**
 * The last word on redirects: every 3xx answer whose `Location`, resolved as the browser
 * resolves it against the address it asked for (the request's path on `publicOrigin`: the
 * server itself may see an internal host name behind the proxy), leaves `allowedOrigins`
 * is sent to `fallback` instead. Input checks (features/auth/safe-redirect.ts) refuse bad callback parameters,
 * but a library may still rewrite a value after they passed it (Better Auth turns
 * `/.//evil.example` into `//evil.example` when it appends `?error=`), so the answer
 * itself is checked as it leaves the server.
 */
export function safeRedirects(opts: {
  publicOrigin: string;
  allowedOrigins: readonly string[];
  fallback: string;
}): MiddlewareHandler<AppEnv> {
  const allowed = new Set(opts.allowedOrigins);
  return async (c, next) => {
    await next();
    const status = c.res.status;
    if (status < 300 || status > 399) return;
    const location = c.res.headers.get('location');
    if (location === null) return;
    // The path set on its own: a request path such as `//x` must not become a host.
    const requested = new URL(opts.publicOrigin);
    requested.pathname = c.req.path;
    const target = resolveLikeBrowser(location, requested);
    if (target && isAllowedTarget(target, allowed)) return;

    c.var.logger?.warn('redirect off the site replaced', {
      // The origin only: the rest of the address may carry a token.
      refusedOrigin: target?.origin ?? '(not an address)',
      status,
    });
    const headers = new Headers(c.res.headers);
    headers.set('location', opts.fallback);
    headers.delete('content-length');
    // 307 and 308 would make the browser repeat a POST at the fallback; 303 turns it
    // into a plain GET of the page.
    const safeStatus = status === 307 || status === 308 ? 303 : status;
    // Unset first, or Hono's setter would copy the old Location back over the new one.
    c.res = undefined;
    c.res = new Response(null, { status: safeStatus, headers });
  };
}
