import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

/** How long a refused upload's connection stays open for the client to read the answer. */
const LINGER_MS = 2_000;
/** What is read (and thrown away) meanwhile; then the socket is paused until it closes. */
export const LINGER_MAX_BYTES = 1024 * 1024;

/**
 * Ends the connection after an answer that left the request body unread, so the server
 * never reads what it did not ask for:
 *
 * - every 413 (a body over a route's limit: the rest may be gigabytes, or a chunked
 *   stream that never ends);
 * - any other answer given without reading the body the client is sending (a 401 before
 *   an upload, a 404 for a path that takes no body).
 *
 * Without `Connection: close`, Node keeps a keep-alive connection by draining the unread
 * body (the Node adapter for up to 500 ms or 64 MB, a GET's body for as long as it lasts).
 * With it, the socket is closed once the answer is written, with a short "lingering
 * close" (as nginx and Apache do): the server sends FIN after the answer, reads and drops
 * at most `LINGER_MAX_BYTES` more, then stops reading, and closes after `LINGER_MS` (at
 * once if the client closes first). A client still uploading so sees the 413 instead of
 * a connection reset, and a client that never stops cannot make the server read more.
 * Bodies are never buffered for this: limits are enforced while reading (hono/body-limit).
 */
export function closeUnreadBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    const unread = incoming !== undefined && bodyLeftUnread(incoming, c.req.raw.headers);
    if (c.res.status !== 413 && !unread) return;
    try {
      c.res.headers.set('Connection', 'close');
    } catch {
      // Immutable headers (a response passed through from fetch): copy it.
      const copy = new Response(c.res.body, c.res);
      copy.headers.set('Connection', 'close');
      c.res = undefined;
      c.res = copy;
    }
    if (incoming && !incoming.readableEnded) lingerOnClose(incoming.socket);
  };
}

function bodyLeftUnread(incoming: IncomingMessage, headers: Headers): boolean {
  if (incoming.readableEnded) return false;
  const length = Number(headers.get('content-length') ?? 0);
  return headers.has('transfer-encoding') || length > 0;
}

/**
 * Node ends a `Connection: close` response by calling the socket's `destroySoon()` (FIN,
 * then close as soon as it is written, which resets a connection whose peer is still
 * sending). This socket's `destroySoon` lingers instead.
 */
function lingerOnClose(socket: Socket | null) {
  if (!socket || socket.destroyed) return;
  Object.defineProperty(socket, 'destroySoon', {
    configurable: true,
    value: () => {
      socket.end();
      let read = 0;
      socket.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read >= LINGER_MAX_BYTES) socket.pause();
      });
      socket.once('end', () => socket.destroy());
      const timer = setTimeout(() => socket.destroy(), LINGER_MS);
      timer.unref();
      socket.once('close', () => clearTimeout(timer));
    },
  });
}
