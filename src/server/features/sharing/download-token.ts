import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long the Download PDF button of a password-protected page works after the password. */
export const DOWNLOAD_TOKEN_SECONDS = 15 * 60;

/**
 * The Download PDF link of a password-protected page: a token instead of the password, so
 * the page never holds the password and no cookie is needed. It is an HMAC (SHA-256, with a
 * key derived from the server's auth secret) of the slug, an expiry and the password's hash,
 * so it works for one link, for 15 minutes, and stops when the owner changes or removes the
 * password (or revokes the link: the slug then answers 404 anyway).
 *
 * Format: `<expiry in Unix seconds>.<base64url MAC>`.
 */
export function createDownloadTokens(secret: string, opts: { now?: () => Date } = {}) {
  const now = opts.now ?? (() => new Date());
  const key = createHmac('sha256', secret).update('tailorcv:share-download:v1').digest();

  const mac = (slug: string, expiry: number, passwordHash: string) =>
    createHmac('sha256', key).update(`${slug}\n${expiry}\n${passwordHash}`).digest();

  return {
    issue(slug: string, passwordHash: string): string {
      const expiry = Math.floor(now().getTime() / 1000) + DOWNLOAD_TOKEN_SECONDS;
      return `${expiry}.${mac(slug, expiry, passwordHash).toString('base64url')}`;
    },
    verify(token: string | undefined, slug: string, passwordHash: string): boolean {
      const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
      if (!match) return false;
      const expiry = Number(match[1]);
      if (expiry < now().getTime() / 1000) return false;
      const given = Buffer.from(match[2]!, 'base64url');
      const expected = mac(slug, expiry, passwordHash);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type DownloadTokens = ReturnType<typeof createDownloadTokens>;
