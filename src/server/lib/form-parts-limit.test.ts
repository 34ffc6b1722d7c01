import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env.ts';
import { handleError } from './errors.ts';
import { formPartsLimit } from './form-parts-limit.ts';

const MESSAGE = 'Send at most two fields.';

/** A route taking at most two parts; it answers what it parsed, and counts its runs. */
function makeApp() {
  const seen = { runs: 0 };
  const app = new Hono<AppEnv>()
    .post('/', formPartsLimit({ maxParts: 2, message: MESSAGE }), async (c) => {
      seen.runs += 1;
      const body = await c.req.parseBody();
      const out: Record<string, string> = {};
      for (const [name, value] of Object.entries(body)) {
        out[name] = value instanceof File ? `file:${value.name}:${await value.text()}` : value;
      }
      return c.json(out);
    })
    .onError(handleError);
  return { app, seen };
}

const BOUNDARY = '----form7Qp';

function multipart(fields: Record<string, string>, file?: { name: string; text: string }) {
  let body = '';
  for (const [name, value] of Object.entries(fields)) {
    body += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  }
  if (file) {
    body +=
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
      `Content-Type: text/plain\r\n\r\n${file.text}\r\n`;
  }
  return `${body}--${BOUNDARY}--\r\n`;
}

/** The body as a stream of `size`-byte chunks: delimiters fall across chunk edges. */
function chunked(text: string, size: number): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

function send(app: Hono<AppEnv>, body: RequestInit['body'], contentType: string) {
  return app.request('/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
    duplex: 'half',
  } as RequestInit);
}

const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

describe('formPartsLimit', () => {
  it('hands a form within the limit on as it was sent', async () => {
    const { app } = makeApp();
    const res = await send(app, multipart({ a: '1' }, { name: 'cv.txt', text: 'Jane' }), MULTIPART);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ a: '1', file: 'file:cv.txt:Jane' });
  });

  it('refuses one part too many with 413 and the route’s message; the route never runs', async () => {
    const { app, seen } = makeApp();
    const res = await send(app, multipart({ a: '1', b: '2', c: '3' }), MULTIPART);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: MESSAGE } });
    expect(seen.runs).toBe(0);
  });

  it('counts delimiters split across chunks, once each', async () => {
    for (const size of [1, 3, 7]) {
      const { app } = makeApp();
      const ok = await send(app, chunked(multipart({ a: '1', b: '2' }), size), MULTIPART);
      expect(ok.status, `chunks of ${size}`).toBe(200);
      expect(await ok.json()).toEqual({ a: '1', b: '2' });
      const refused = await send(
        app,
        chunked(multipart({ a: '1', b: '2', c: '3' }), size),
        MULTIPART,
      );
      expect(refused.status, `chunks of ${size}`).toBe(413);
    }
  });

  it('stops reading at the first part past the limit', async () => {
    const { app } = makeApp();
    // Four parts, no closing delimiter: the fourth delimiter is one past the limit.
    const head = new TextEncoder().encode(
      multipart({ a: '1', b: '2', c: '3', d: '4' }).slice(0, -20),
    );
    let pulls = 0;
    // A long body after the parts: a guard that read on would pull all of it.
    const long = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        if (pulls > 1000) return controller.close();
        controller.enqueue(pulls === 1 ? head : new Uint8Array(1024));
      },
    });
    const res = await send(app, long, MULTIPART);
    expect(res.status).toBe(413);
    expect(pulls).toBeLessThan(5);
  });

  it('a quoted boundary counts the same', async () => {
    const { app } = makeApp();
    const res = await send(
      app,
      multipart({ a: '1', b: '2', c: '3' }),
      `multipart/form-data; boundary="${BOUNDARY}"`,
    );
    expect(res.status).toBe(413);
  });

  it('limits the fields of a URL-encoded form too', async () => {
    const { app } = makeApp();
    const ok = await send(app, 'a=1&b=2', 'application/x-www-form-urlencoded');
    expect(await ok.json()).toEqual({ a: '1', b: '2' });
    const refused = await send(app, chunked('a=1&b=2&c=3', 2), 'application/x-www-form-urlencoded');
    expect(refused.status).toBe(413);
  });

  it('leaves other bodies to the route', async () => {
    const { app, seen } = makeApp();
    const res = await send(app, '{"a":1,"b":2,"c":3}', 'application/json');
    expect(res.status).toBe(200);
    expect(seen.runs).toBe(1);
  });
});
