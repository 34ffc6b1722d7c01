import type { MiddlewareHandler } from 'hono';
import { bodyLimit as honoBodyLimit } from 'hono/body-limit';
import { AppError } from './app-error.ts';

type BodyLimitOptions = Parameters<typeof honoBodyLimit>[0];

/**
 * Hono's `bodyLimit`, without its cost on ordinary requests. Hono's middleware first asks
 * `c.req.raw.body`, which makes @hono/node-server build a full WHATWG `Request` with a
 * web stream over the socket for every request with a body; the route's `c.req.text()`
 * then reads through that stream instead of node-server's direct read. On the builder's
 * 30 KB saves that was a visible share of the time (ADR 0016).
 *
 * The decision is the same as Hono's:
 * - GET and HEAD have no body: nothing to limit.
 * - A `Content-Length` without `Transfer-Encoding` is checked against `maxSize` before any
 *   byte is read (Node's parser never delivers more than that length as this request).
 * - Anything else (a chunked body) goes to Hono's middleware, which counts the bytes as
 *   they arrive and refuses past `maxSize` without buffering more.
 */
function bodyLimit(options: BodyLimitOptions): MiddlewareHandler {
  const streamed = honoBodyLimit(options);
  const maxSize = options.maxSize;
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number.parseInt(length, 10) > maxSize) {
        if (options.onError) return options.onError(c);
        return streamed(c, next);
      }
      return next();
    }
    return streamed(c, next);
  };
}

/** A body limit refused with the API's 413 `PAYLOAD_TOO_LARGE`, its message saying what was too large. */
export function payloadLimit(maxSize: number, message: string): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', 413, message);
    },
  });
}
