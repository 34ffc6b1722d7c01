/**
 * Where a callbackURL / redirectTo may send the browser: a path on this site, or an
 * absolute URL on APP_URL's origin. Anything else ("//evil.example", "/\\evil.example",
 * "https://evil.example", "javascript:…", control characters) is an open redirect.
 * Stricter than Better Auth's own check, which accepts every trusted origin (such as
 * the Vite dev server) as a redirect target too.
 */
export function isSafeRedirect(value: unknown, appOrigin: string): boolean {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return false;
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return false;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return false;
    try {
      return new URL(value, appOrigin).origin === appOrigin;
    } catch {
      return false;
    }
  }
  try {
    return new URL(value).origin === appOrigin;
  } catch {
    return false;
  }
}

/** Request fields that name a redirect target, in a body or a query string. */
export const REDIRECT_FIELDS = [
  'callbackURL',
  'redirectTo',
  'errorCallbackURL',
  'newUserCallbackURL',
] as const;
