import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error.ts';
import { ConflictError } from './failed-call.ts';
import { request, type AnswerSchema } from './request.ts';
import { stubFetch } from '../../test/stub-fetch.ts';

const itemSchema = z.object({ id: z.string(), version: z.number() });
const anyAnswer: AnswerSchema<unknown> = { parse: (value) => value };

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/** The server's error body, as its error handler writes it. */
const errorBody = (status: number, code: string, message: string, issues: unknown[]) =>
  json(status, { error: { code, message, issues } });

/** The ApiError a POST of an empty body to /api/x fails with. */
const postFailure = () => failure(request('POST', '/api/x', { body: {}, schema: itemSchema }));

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('request', () => {
  it('sends JSON (the session cookie by fetch’s default) and answers the parsed body', async () => {
    const calls = stubFetch(() => json(200, { id: 'a', version: 2, extra: true }));
    const item = await request('PUT', '/api/things/a', {
      body: { name: 'x' },
      schema: itemSchema,
    });
    expect(item).toEqual({ id: 'a', version: 2 });
    expect(calls).toHaveLength(1);
    const { url, init } = calls[0]!;
    expect(url).toBe('/api/things/a');
    expect(init.method).toBe('PUT');
    // fetch's default for the session cookie: sent to this origin only.
    expect(init.credentials).toBeUndefined();
    expect(init.body).toBe('{"name":"x"}');
    expect(init.headers).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
    });
  });

  it('sends a raw body as it is, with the headers given and no JSON content type', async () => {
    const calls = stubFetch(() => json(200, { id: 'a', version: 1 }));
    const form = new FormData();
    form.set('file', new Blob(['%PDF']), 'cv.pdf');
    await request('POST', '/api/cv', { raw: form, schema: itemSchema, headers: { 'x-a': '1' } });
    expect(calls[0]!.init.body).toBe(form);
    expect(calls[0]!.init.headers).toEqual({ accept: 'application/json', 'x-a': '1' });
  });

  it('keeps the server’s code and message, and names the first invalid field', async () => {
    stubFetch(() =>
      errorBody(400, 'VALIDATION_FAILED', 'The request is not valid.', [
        { path: 'title', message: 'Too long' },
      ]),
    );
    const error = await postFailure();
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('The request is not valid. (title: Too long)');
    expect(error.issues).toEqual([{ path: 'title', message: 'Too long' }]);
  });

  it('keeps a message that is not a validation failure as the server sent it', async () => {
    stubFetch(() =>
      errorBody(422, 'UNPROCESSABLE_CONTENT', 'Please add your experience first', [
        { path: 'experience', message: 'Add a job.' },
      ]),
    );
    const error = await postFailure();
    expect(error.message).toBe('Please add your experience first');
    expect(error.issues[0]?.message).toBe('Add a job.');
  });

  it('reads Better Auth’s flat error body and the Retry-After of a 429', async () => {
    stubFetch(() =>
      json(429, { code: 'TOO_MANY_ATTEMPTS', message: 'Slow down' }, { 'retry-after': '12.5' }),
    );
    const error = await failure(request('POST', '/api/auth/sign-in/email', { schema: anyAnswer }));
    expect(error).toMatchObject({
      status: 429,
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Slow down',
      retryAfter: 13,
    });
  });

  it('answers a non-JSON error body with the status', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failure(request('GET', '/api/x', { schema: itemSchema }));
    expect(error).toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: 'The server answered 502.',
      issues: [],
      retryAfter: null,
    });
  });

  it('turns a network failure into status 0, code NETWORK', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(request('GET', '/api/x', { schema: itemSchema }));
    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK');
    expect(error.message).toBe('The server could not be reached. Check your connection.');
  });

  it('lets an abort through as the abort it is', async () => {
    const controller = new AbortController();
    stubFetch(() => {
      controller.abort();
      return Promise.reject(new DOMException('Aborted', 'AbortError'));
    });
    const result = await request('GET', '/api/x', {
      schema: itemSchema,
      signal: controller.signal,
    }).catch((e: unknown) => e);
    expect(result).toBeInstanceOf(DOMException);
    expect(result).not.toBeInstanceOf(ApiError);
  });

  it('refuses an answer the schema does not accept, with the schema’s issues', async () => {
    stubFetch(() => json(200, { id: 7 }));
    const error = await failure(request('GET', '/api/x', { schema: itemSchema }));
    expect(error.status).toBe(200);
    expect(error.code).toBe('BAD_ANSWER');
    expect(error.issues.map((i) => i.path)).toEqual(['id', 'version']);
  });

  it('passes null to the schema for an empty answer', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(request('DELETE', '/api/x', { schema: z.null() })).resolves.toBeNull();
  });

  it('throws a 409 with the server’s current copy as a ConflictError', async () => {
    stubFetch(() =>
      json(409, {
        error: { code: 'CONFLICT', message: 'Saved elsewhere.' },
        current: { id: 'a', version: 5 },
      }),
    );
    const error = await failure(
      request('PUT', '/api/x', { body: {}, schema: itemSchema, conflict: itemSchema }),
    );
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError<unknown>).current).toEqual({ id: 'a', version: 5 });
    expect(error.status).toBe(409);
    expect(error.message).toBe('Saved elsewhere.');
  });

  it('throws a 409 whose copy does not parse as a plain ApiError', async () => {
    stubFetch(() =>
      json(409, { error: { code: 'CONFLICT', message: 'Saved elsewhere.' }, current: {} }),
    );
    const error = await failure(
      request('PUT', '/api/x', { body: {}, schema: itemSchema, conflict: itemSchema }),
    );
    expect(error).not.toBeInstanceOf(ConflictError);
    expect(error.code).toBe('CONFLICT');
  });
});
