import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { requestFile } from './request-file.ts';
import { stubFetch } from '../../test/stub-fetch.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requestFile', () => {
  it('answers the bytes and the file name of Content-Disposition (encoded form first)', async () => {
    const calls = stubFetch(
      () =>
        new Response('PK', {
          headers: {
            'content-disposition':
              'attachment; filename="plain.zip"; filename*=UTF-8\'\'d%C3%A9j%C3%A0.zip',
          },
        }),
    );
    const file = await requestFile('GET', '/api/portability/export', {
      accept: 'application/zip',
    });
    expect(await file.blob.text()).toBe('PK');
    expect(file.fileName).toBe('déjà.zip');
    expect(calls[0]!.init.headers).toEqual({ accept: 'application/zip' });
  });

  it('answers a null name without Content-Disposition, and omits cookies when told', async () => {
    const calls = stubFetch(() => new Response('x'));
    const file = await requestFile('GET', '/api/storage/a.docx', { credentials: 'omit' });
    expect(file.fileName).toBeNull();
    expect(calls[0]!.init.credentials).toBe('omit');
  });

  it('throws an ApiError with the server’s message, or the status for another body', async () => {
    stubFetch(() =>
      Response.json({ error: { code: 'NOT_FOUND', message: 'No file.' } }, { status: 404 }),
    );
    await expect(requestFile('GET', '/api/x')).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'No file.',
    });
    stubFetch(() => new Response('oops', { status: 500 }));
    const error = await requestFile('GET', '/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, code: 'HTTP_500' });
  });

  it('reports a network failure as status 0, code NETWORK', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(requestFile('GET', '/api/x')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
    });
  });

  it('reports a download cut off halfway as interrupted', async () => {
    const body = new ReadableStream({
      pull(controller) {
        controller.error(new TypeError('terminated'));
      },
    });
    stubFetch(() => new Response(body));
    await expect(requestFile('GET', '/api/x')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: 'The download was interrupted. Please try again.',
    });
  });
});
