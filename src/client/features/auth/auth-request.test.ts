import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './auth-request.ts';
import { stubFetch } from '../../test/stub-fetch.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('posts JSON and answers the data', async () => {
    const calls = stubFetch(() => Response.json({ token: 't' }));
    const res = await apiRequest<{ token: string }>('/api/auth/sign-in/email', {
      body: { email: 'a@b.c' },
    });
    expect(res).toEqual({ ok: true, data: { token: 't' } });
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"email":"a@b.c"}');
  });

  it('sends a GET without a body', async () => {
    const calls = stubFetch(() => Response.json([]));
    await apiRequest('/api/auth/list-sessions');
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.init.body).toBeUndefined();
  });

  it('answers Better Auth’s code and message, and the wait of a 429 (60 s without a header)', async () => {
    stubFetch(() =>
      Response.json({ code: 'INVALID_PASSWORD', message: 'Invalid password' }, { status: 400 }),
    );
    expect(await apiRequest('/api/auth/change-password', { body: {} })).toEqual({
      ok: false,
      status: 400,
      code: 'INVALID_PASSWORD',
      message: 'Invalid password',
      retryAfter: null,
    });
    stubFetch(() => Response.json({ code: 'TOO_MANY' }, { status: 429 }));
    expect(await apiRequest('/api/auth/sign-in/email', { body: {} })).toMatchObject({
      status: 429,
      retryAfter: 60,
    });
    stubFetch(() => Response.json({}, { status: 429, headers: { 'retry-after': '7' } }));
    expect(await apiRequest('/api/auth/sign-in/email', { body: {} })).toMatchObject({
      retryAfter: 7,
    });
  });

  it('answers a network failure as status 0, code NETWORK, without throwing', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await apiRequest('/api/auth/get-session')).toMatchObject({
      ok: false,
      status: 0,
      code: 'NETWORK',
    });
  });
});
