import { isAllowedTarget, resolveLikeBrowser } from '../../lib/safe-location.ts';

/**
 * Where a callbackURL / redirectTo may send the browser: a path on this site, or an
 * absolute URL on APP_URL's origin. Anything else ("//evil.example", "/\\evil.example",
 * "https://evil.example", "javascript:…", control characters) is an open redirect, and so
 * is a path that reaches another host once dot segments, `%2e` or encoded slashes are
 * resolved ("/.//evil.example", "/%2e//evil.example", "/%2F%2Fevil.example"): Better Auth
 * normalises the value before it redirects. Stricter than Better Auth's own check, which
 * accepts every trusted origin (such as the Vite dev server) as a redirect target too.
 * The answer's Location is checked again as it leaves the server (lib/safe-location.ts).
 */
export function isSafeRedirect(value: unknown, appOrigin: string): boolean {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return false;
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return false;
  // A path of ours, or an absolute address; never a scheme-relative or relative one.
  if (value.startsWith('//')) return false;
  if (!value.startsWith('/') && !/^https?:\/\//i.test(value)) return false;
  const target = resolveLikeBrowser(value, `${appOrigin}/`);
  return target !== null && isAllowedTarget(target, new Set([appOrigin]));
}

/** Request fields that name a redirect target, in a body or a query string. */
export const REDIRECT_FIELDS = [
  'callbackURL',
  'redirectTo',
  'errorCallbackURL',
  'newUserCallbackURL',
] as const;
