import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { session, user } from '../../db/schema/auth.ts';
import type { AuthSession, AuthUser } from '../../lib/app-env.ts';

/**
 * The session check of every signed-in API request, in one indexed query.
 *
 * Better Auth's `getSession` endpoint runs its whole endpoint machinery for each call: an
 * async WebCrypto HMAC with a freshly imported key, then two queries (the session by
 * token, then its user, because the Drizzle adapter joins in JavaScript). On the builder's
 * save path that was the largest cost after the database itself (ADR 0016). This reader
 * does the same check for the common case and hands everything else back to Better Auth:
 *
 * 1. The session cookie is Better Auth's signed cookie: `<token>.<base64 HMAC-SHA256 of the
 *    token with the auth secret>`, URL-encoded. A missing or badly signed cookie is no
 *    session (compared in constant time).
 * 2. One query: the session row by its unique token, joined with its user.
 * 3. A session that has expired, or that is due for Better Auth's sliding refresh
 *    (`session.updateAge`), is handed to `fallback` (Better Auth's own `getSession`),
 *    which deletes expired rows and extends live ones exactly as before. That happens at
 *    most once a day per session.
 *
 * A signed-out or revoked session has no row, so it is refused at once, as before.
 */
export interface SessionLookupOptions {
  /** The session cookie's name (`authCookies.sessionToken.name`: prefix, `__Secure-` on https). */
  cookieName: string;
  /** The secret the cookie is signed with. */
  secret: string;
  /** Better Auth's `session.expiresIn` and `session.updateAge`, in seconds. */
  expiresInSeconds: number;
  updateAgeSeconds: number;
}

export type FoundSession = { user: AuthUser; session: AuthSession };

export type SessionLookupResult =
  | { kind: 'none' }
  | { kind: 'found'; found: FoundSession }
  /** Valid signature, but the row needs Better Auth (expired, or due for its refresh). */
  | { kind: 'fallback' };

/** The value of the first cookie called `name` in a Cookie header, URL-decoded. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) {
      value = value.slice(1, -1);
    }
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** The token of a signed cookie value, or undefined when the signature does not match. */
export function verifySignedToken(value: string, secret: string): string | undefined {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  // Base64 of a 32-byte HMAC: 44 characters ending in '=' (what Better Auth writes).
  if (signature.length !== 44 || !signature.endsWith('=')) return undefined;
  const given = Buffer.from(signature, 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return token;
}

export function createSessionLookup(db: Db, options: SessionLookupOptions) {
  const byToken = db
    .select({
      sessionId: session.id,
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
      userId: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder('token')))
    .limit(1)
    // A named statement: PostgreSQL parses and plans it once per connection.
    .prepare('tailorcv_session_by_token');

  const refreshWindowMs = (options.expiresInSeconds - options.updateAgeSeconds) * 1000;

  return async function lookup(headers: Headers): Promise<SessionLookupResult> {
    const cookie = readCookie(headers.get('cookie'), options.cookieName);
    if (!cookie) return { kind: 'none' };
    const token = verifySignedToken(cookie, options.secret);
    if (!token) return { kind: 'none' };
    const [row] = await byToken.execute({ token });
    if (!row) return { kind: 'none' };
    const now = Date.now();
    const expiresAt = row.expiresAt.getTime();
    // Expired (Better Auth deletes it) or older than updateAge (Better Auth extends it).
    if (expiresAt <= now || expiresAt - refreshWindowMs <= now) return { kind: 'fallback' };
    return {
      kind: 'found',
      found: {
        user: {
          id: row.userId,
          email: row.email,
          name: row.name,
          emailVerified: row.emailVerified,
        },
        session: { id: row.sessionId, createdAt: row.createdAt, expiresAt: row.expiresAt },
      },
    };
  };
}
