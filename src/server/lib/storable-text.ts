import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error.ts';
import type { AppEnv } from './app-env.ts';

/**
 * Makes request bodies storable before any route reads them. PostgreSQL can store neither
 * U+0000 (NUL) in `text` or `jsonb`, nor a lone UTF-16 surrogate escape (`\ud800` without
 * its pair) in `jsonb`, so such a character in any field (typed, pasted from a PDF, or
 * sent on purpose) made every save that reached the database fail with a 500. Neither is
 * text anyone means to keep, and the document engine drops both anyway
 * (shared/documents/clean-text.ts), so they are repaired rather than refused: the save goes
 * through with everything else intact.
 *
 * - JSON: `\u0000` escapes inside strings are removed; a lone surrogate escape becomes
 *   U+FFFD, as PostgreSQL's `text` columns already store it. An escape that is itself
 *   escaped (`\\u0000`: the six characters `\u0000`) is left alone. A raw NUL byte is not
 *   valid JSON and is answered 400 by the route's parser.
 * - Form posts (Better Auth accepts them): `%00` is removed.
 * - A NUL in the address (`%00` in the path or query string: a token, an id) is refused
 *   with 400; no address of this API holds one.
 *
 * Only bodies up to `maxBytes` are looked at (so memory stays bounded even on routes that
 * set a larger limit of their own), and read the way routes read them, once (Hono keeps
 * the text for the route). Files (multipart, ZIP) are not touched.
 */
const STORABLE_TEXT_MAX_BYTES = 1024 * 1024;

/** An escape at an unescaped position: the backslashes before it come in pairs. */
const ESCAPE = String.raw`(?<!\\)((?:\\\\)*)`;
const JSON_SUSPECT = new RegExp(String.raw`${ESCAPE}\\u(0000|[dD][89a-fA-F])`);
const JSON_REPAIR = new RegExp(
  String.raw`${ESCAPE}\\u(?:(0000)|([dD][89abAB][0-9a-fA-F]{2})(\\u[dD][c-fC-F][0-9a-fA-F]{2})?|([dD][c-fC-F][0-9a-fA-F]{2}))`,
  'g',
);
const FORM_NUL = /%00/g;
const URL_NUL = /%00/i;

/** The JSON text with NUL escapes removed and lone surrogate escapes made U+FFFD. */
export function repairJsonText(text: string): string {
  if (!JSON_SUSPECT.test(text)) return text;
  return text.replace(
    JSON_REPAIR,
    (match, pairs: string, nul?: string, high?: string, low?: string, lone?: string) => {
      if (nul) return pairs;
      if (high && low) return match;
      if (high || lone) return `${pairs}\\ufffd`;
      return match;
    },
  );
}

export function storableText(maxBytes = STORABLE_TEXT_MAX_BYTES): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (URL_NUL.test(c.req.url)) {
      throw new AppError('BAD_REQUEST', 400, 'The address contains a NUL character (%00).');
    }
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    const json = /^application\/([\w.-]+\+)?json\b/.test(type);
    const form = type.startsWith('application/x-www-form-urlencoded');
    if (!json && !form) return next();
    const repair = (text: string) => (json ? repairJsonText(text) : text.replace(FORM_NUL, ''));

    const declared = c.req.header('content-length');
    if (c.req.header('transfer-encoding') !== undefined || declared === undefined) {
      // A chunked body (rare from browsers), or a Request built in-process: read a copy,
      // at most `maxBytes` of it.
      if (!c.req.raw.body) return next();
      const text = await readCapped(c.req.raw.clone(), maxBytes);
      if (text === null) return next();
      const repaired = repair(text);
      if (repaired !== text) {
        c.req.raw = new Request(c.req.raw, { body: repaired });
        c.req.bodyCache = {};
      }
      return next();
    }

    const length = Number(declared);
    // No body, or declared too long to look at: the route's own limit answers it, unread.
    if (!(length > 0) || length > maxBytes) return next();
    // Read the way the routes read (the adapter's direct read, not a web stream); Hono
    // keeps the text for the route's own `c.req.text()`/`c.req.json()`.
    const text = await c.req.text();
    const repaired = repair(text);
    // The raw request's body is spent: routes that hand `c.req.raw` on (Better Auth) get
    // a fresh one with the same text; a repaired text is read from it, not from the cache.
    c.req.raw = new Request(c.req.url, { method, headers: c.req.raw.headers, body: repaired });
    if (repaired !== text) c.req.bodyCache = {};
    return next();
  };
}

/** The body as text, or null when it is longer than `maxBytes` or cannot be read. */
async function readCapped(request: Request, maxBytes: number): Promise<string | null> {
  const reader = request.body!.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        // Stops the copy from keeping what the route reads next. Not awaited: a branch of
        // a tee'd stream settles its cancel only once the other branch is done too.
        reader.cancel().catch(() => undefined);
        return null;
      }
      chunks.push(value);
    }
  } catch {
    // The body limit's error, or a client that went away: the route answers as it would.
    return null;
  }
  return Buffer.concat(chunks).toString('utf8');
}
