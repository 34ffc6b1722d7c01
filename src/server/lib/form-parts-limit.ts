import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error.ts';

export interface FormPartsLimitOptions {
  /** The most parts (multipart) or fields (URL-encoded) the route reads. */
  maxParts: number;
  /** The 413 answer's message: what the route takes. */
  message: string;
}

/**
 * Refuses a form body with more parts than the route needs, before anything parses it.
 * Parsing a form (`c.req.parseBody()`, `formData()`) builds every part at once on the
 * server's thread: a 5 MB body of 80,000 tiny fields holds it for seconds. This reads the
 * body as it arrives and counts part delimiters (`--boundary`; `&` in a URL-encoded form),
 * a byte search per chunk; past the limit it answers 413 and reads no further (the
 * connection is then closed: close-unread-body.ts). A body within the limit is handed on
 * as it was read, so the route parses it as usual. Other content types pass untouched.
 *
 * Mount it after the route's body limit: the bytes it keeps are bounded by that limit.
 */
export function formPartsLimit({ maxParts, message }: FormPartsLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    const separator = partSeparator(c.req.header('content-type') ?? '');
    const body = separator ? c.req.raw.body : null;
    if (!separator || !body) return next();
    // Delimiters a form within the limit may hold: one before each part, and for
    // multipart the closing one; '&' only between fields.
    const allowed = separator.kind === 'multipart' ? maxParts + 1 : maxParts - 1;
    const count = matchCounter(separator.bytes);
    const chunks: Uint8Array[] = [];
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (count(value) > allowed) {
        reader.releaseLock();
        throw new AppError('PAYLOAD_TOO_LARGE', 413, message);
      }
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) });
    return next();
  };
}

function partSeparator(
  contentType: string,
): { kind: 'multipart' | 'urlencoded'; bytes: Buffer } | null {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') {
    return { kind: 'urlencoded', bytes: Buffer.from('&') };
  }
  if (type !== 'multipart/form-data') return null;
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const value = boundary?.[1] ?? boundary?.[2];
  // Without a boundary nothing can parse the body: the route's parse fails on its own.
  return value ? { kind: 'multipart', bytes: Buffer.from(`--${value}`, 'latin1') } : null;
}

/**
 * Counts the occurrences of `pattern` in a stream of chunks, including those split across
 * two chunks (the last `pattern.length - 1` bytes of a chunk are searched again with the
 * next; no whole match fits in them, so none is counted twice).
 */
function matchCounter(pattern: Buffer): (chunk: Uint8Array) => number {
  let total = 0;
  let tail = Buffer.alloc(0);
  return (chunk) => {
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    const haystack = tail.length > 0 ? Buffer.concat([tail, bytes]) : bytes;
    for (let at = haystack.indexOf(pattern); at !== -1;) {
      total += 1;
      at = haystack.indexOf(pattern, at + pattern.length);
    }
    tail = Buffer.from(haystack.subarray(Math.max(0, haystack.length - (pattern.length - 1))));
    return total;
  };
}
