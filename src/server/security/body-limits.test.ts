import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '../app.ts';
import { TEST_ORIGIN, useMailedTestApp } from '../test/test-app.ts';
import { LINGER_MAX_BYTES } from '../lib/close-unread-body.ts';
import { createVictim, listen, parseHead, type Victim } from './attack-kit.ts';
import { API_ROUTES, routeBody, routeKey, type RouteBody } from './route-table.test-support.ts';

/**
 * Oversized and endless bodies, sent over a real TCP connection to the app listening on
 * 127.0.0.1 (in-process requests have no socket, so they cannot show what the server
 * reads). For every route that takes a body, and for the account endpoints:
 *
 * - a Content-Length far over the limit is answered 413 at once, before a byte of the
 *   body is sent;
 * - a chunked body without Content-Length that never ends is answered 413 once the limit
 *   is passed (or, on a route that reads no body, answered without reading it), the server
 *   closes the connection, and the bytes it read from the socket stay within the limit
 *   plus a little slack, while the client offered up to 256 MB: the body is never
 *   buffered, and the server's memory does not grow with what the client sends.
 */

let server: Awaited<ReturnType<typeof listen>>;
let victim: Victim;

const t = useMailedTestApp();

beforeAll(async () => {
  victim = await createVictim(t.app, t.smtp);
  server = await listen(t.app);
});

afterAll(async () => {
  await server?.close();
});

const MiB = 1024 * 1024;
/** What the client offers before the test gives up: far more than any limit. */
const OFFERED = 256 * MiB;
/** What the server may read past a route's limit: socket and stream buffers. */
const SLACK = 2 * MiB;
const BOUNDARY = 'attackboundary';

interface BodyRoute {
  key: string;
  method: string;
  path: string;
  contentType: string;
  /** The start of a body that would be valid if it ended. */
  prefix: string;
  limit: number;
}

const PREFIXES: Record<RouteBody['type'], { contentType: string; prefix: string }> = {
  json: { contentType: 'application/json', prefix: '{"personal_info":{"summary":"' },
  multipart: {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    prefix: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="cv.txt"\r\nContent-Type: text/plain\r\n\r\n`,
  },
  zip: { contentType: 'application/zip', prefix: 'PK\u0003\u0004' },
  form: { contentType: 'application/x-www-form-urlencoded', prefix: 'password=' },
};

const BODY_ROUTES: readonly BodyRoute[] = [
  ...API_ROUTES.flatMap((r): BodyRoute[] => {
    const body = routeBody(r);
    if (!body) return [];
    return [
      {
        key: routeKey(r),
        method: r.method,
        path: r.sample({ userId: 'x', cvFileName: 'x', documentId: undefined }).path,
        ...PREFIXES[body.type],
        limit: body.maxBytes,
      },
    ];
  }),
  ...['/sign-in/email', '/sign-up/email', '/change-password', '/update-user'].map(
    (path): BodyRoute => ({
      key: `POST /api/auth${path}`,
      method: 'POST',
      path: `/api/auth${path}`,
      contentType: 'application/json',
      prefix: '{"email":"',
      limit: JSON_BODY_LIMIT,
    }),
  ),
];

function head(route: BodyRoute, framing: string): string {
  const path = route.path.replace('00000000-0000-4000-8000-000000000000', victim.documentId);
  return [
    `${route.method} ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    `Origin: ${TEST_ORIGIN}`,
    `Cookie: ${victim.agent.jar.header()}`,
    `Content-Type: ${route.contentType}`,
    framing,
    '',
    '',
  ].join('\r\n');
}

interface Outcome {
  status: number;
  headers: Record<string, string>;
  /** Body bytes the client managed to hand to its socket. */
  sent: number;
  /** Bytes the server read from its side of the connection. */
  serverRead: number;
  /** The server ended the connection (FIN) after its answer. */
  closedByServer: boolean;
}

/**
 * Opens a connection, sends the head and then (when `stream`) a chunked body of `bytes`
 * (endless when not given) as fast as the socket takes it. A `polite` client stops sending
 * once it has the server's FIN, and closes its side, as browsers do; an impolite one keeps
 * sending until the server cuts the connection.
 */
function attack(
  route: BodyRoute,
  framing: string,
  options: { stream: boolean; polite: boolean; bytes?: number },
): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const before = new Set(server.sockets);
    const socket = net.connect(server.port, '127.0.0.1');
    let received = '';
    let response: { status: number; headers: Record<string, string> } | null = null;
    let sent = 0;
    let ended = false;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`${route.key}: no answer and no close within 20 s (sent ${sent} bytes)`));
    }, 20_000);
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const framed = Buffer.concat([
      Buffer.from(`${chunk.length.toString(16)}\r\n`),
      chunk,
      Buffer.from('\r\n'),
    ]);

    socket.on('data', (data: Buffer) => {
      received += data.toString('latin1');
      response ??= parseHead(received);
    });
    socket.on('end', () => {
      ended = true;
      if (options.polite) socket.end();
    });
    socket.on('error', () => {
      // EPIPE / ECONNRESET while still writing: the server closed the connection.
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const serverSocket = server.sockets.find((s) => !before.has(s));
      if (!response) {
        reject(new Error(`${route.key}: connection closed without an answer`));
        return;
      }
      resolve({
        status: response.status,
        headers: response.headers,
        sent,
        serverRead: serverSocket?.bytesRead ?? Number.NaN,
        closedByServer: ended,
      });
    });

    socket.write(head(route, framing), 'latin1');
    if (!options.stream) return;
    const prefix = Buffer.from(route.prefix);
    socket.write(`${prefix.length.toString(16)}\r\n`);
    socket.write(prefix);
    socket.write('\r\n');
    const pump = () => {
      const total = options.bytes ?? OFFERED;
      while (!socket.destroyed && sent < total) {
        if (options.polite && ended) return;
        sent += chunk.length;
        if (!socket.write(framed)) {
          socket.once('drain', pump);
          return;
        }
      }
      if (sent >= OFFERED) socket.destroy();
      else if (sent >= total) socket.write('0\r\n\r\n');
    };
    pump();
  });
}

const routeCases = BODY_ROUTES.map((r) => [r.key, r] as const);

describe('bodies over the limit are refused before they are read', () => {
  it.each(routeCases)(
    '%s: a declared Content-Length of 1 GiB is a 413 at once',
    async (_k, route) => {
      const outcome = await attack(route, `Content-Length: ${1024 * MiB}`, {
        stream: false,
        polite: true,
      });
      expect(outcome.status).toBe(413);
      expect(outcome.headers.connection).toBe('close');
      expect(outcome.closedByServer).toBe(true);
      // Only the head was read.
      expect(outcome.serverRead).toBeLessThan(8 * 1024);
    },
  );

  it.each(routeCases)(
    '%s: a chunked body over the limit is cut off at the limit',
    async (_k, route) => {
      const memoryBefore = process.memoryUsage();
      const outcome = await attack(route, 'Transfer-Encoding: chunked', {
        stream: true,
        polite: true,
        bytes: route.limit + 512 * 1024,
      });
      const memoryAfter = process.memoryUsage();
      expect(outcome.status).toBe(413);
      expect(outcome.headers.connection).toBe('close');
      expect(outcome.closedByServer).toBe(true);
      expect(outcome.serverRead).toBeLessThan(route.limit + SLACK);
      // hono/body-limit grows its buffer by doubling, so a route may hold up to 1.5 times its
      // limit while reading; nothing grows with what the client offers beyond that.
      const grown =
        memoryAfter.heapUsed +
        memoryAfter.arrayBuffers -
        (memoryBefore.heapUsed + memoryBefore.arrayBuffers);
      expect(grown).toBeLessThan(route.limit * 1.5 + 32 * MiB);
    },
  );

  it.each(['PUT /api/resume', 'POST /api/cv'])(
    '%s: a client that never stops sending is cut off after a short linger, having had the 413',
    async (key) => {
      const route = BODY_ROUTES.find((r) => r.key === key)!;
      const outcome = await attack(route, 'Transfer-Encoding: chunked', {
        stream: true,
        polite: false,
      });
      expect(outcome.status).toBe(413);
      expect(outcome.closedByServer).toBe(true);
      expect(outcome.sent).toBeLessThan(OFFERED);
      expect(outcome.serverRead).toBeLessThan(route.limit + LINGER_MAX_BYTES + SLACK);
    },
  );
});
