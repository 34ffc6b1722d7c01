import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env.ts';
import { createLogger } from './logger.ts';
import { pathReachesOtherHost, safeRedirects } from './safe-location.ts';

const ORIGIN = 'https://cv.example.com';
const FALLBACK = `${ORIGIN}/`;

/**
 * The guard in front of a route that answers whatever Location it is told to: the way a
 * library (Better Auth) would answer after rewriting a callback parameter.
 */
function appAnswering(lines: string[] = []) {
  const logger = createLogger('debug', (line) => lines.push(line));
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('logger', logger);
      await next();
    })
    .use(
      safeRedirects({
        publicOrigin: ORIGIN,
        allowedOrigins: [ORIGIN, 'http://localhost:5173'],
        fallback: FALLBACK,
      }),
    )
    .all('/api/auth/*', (c) => {
      const status = Number(c.req.header('x-status') ?? 302);
      return new Response(null, {
        status,
        headers: {
          location: c.req.header('x-location') ?? '/',
          'set-cookie': 'session=abc; Path=/; HttpOnly',
        },
      });
    });
}

async function answer(location: string, status = 302, method = 'GET') {
  return appAnswering().request('http://internal-host:3000/api/auth/verify-email?token=x', {
    method,
    headers: { 'x-location': location, 'x-status': String(status) },
  });
}

describe('safeRedirects', () => {
  it.each([
    '//evil.example?error=INVALID_TOKEN',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    ' //evil.example',
    'https://evil.example/',
    'HTTPS://EVIL.EXAMPLE',
    'http:evil.example',
    'http://cv.example.com/',
    `${ORIGIN}.evil.example/`,
    `${ORIGIN}@evil.example/`,
    'https://user:pw@cv.example.com/',
    `${ORIGIN}//evil.example`,
    `${ORIGIN}/.//evil.example`,
    '/.//evil.example',
    '/x/..//evil.example',
    '/%2e//evil.example',
    '/%2F%2Fevil.example',
    '/%252F%252Fevil.example',
    '/%5Cevil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    'http://[::1',
  ])('replaces Location %j with the site root', async (location) => {
    const res = await answer(location);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(FALLBACK);
    // The rest of the answer is kept: a verification link still signs the user in.
    expect(res.headers.get('set-cookie')).toBe('session=abc; Path=/; HttpOnly');
  });

  it.each([
    '/',
    '/build?step=2#top',
    '/auth?error=INVALID_TOKEN',
    'reset-password?token=x',
    `${ORIGIN}/profile`,
    'http://localhost:5173/build',
    // `https:` with the page's own scheme is a relative path, as in every browser.
    'https:build',
    'https:/evil.example',
  ])('keeps Location %j on an allowed origin', async (location) => {
    const res = await answer(location);
    expect(res.headers.get('location')).toBe(location);
  });

  it('resolves a relative Location against the public origin, not the Host the server saw', async () => {
    // The request reached `internal-host:3000` (behind the proxy); a browser asked for
    // ORIGIN, so `/build` is on the site.
    expect((await answer('/build')).headers.get('location')).toBe('/build');
  });

  it('turns 307 and 308 into 303, so the browser does not repeat a POST at the fallback', async () => {
    for (const status of [307, 308]) {
      const res = await answer('//evil.example', status, 'POST');
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(FALLBACK);
    }
  });

  it('leaves answers that are not redirects alone', async () => {
    const res = await answer('//evil.example', 201);
    expect(res.headers.get('location')).toBe('//evil.example');
  });

  it('logs the refused origin only, at warn', async () => {
    const lines: string[] = [];
    await appAnswering(lines).request(`${ORIGIN}/api/auth/x`, {
      headers: { 'x-location': 'https://evil.example/steal?token=secret-token' },
    });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'warn',
      refusedOrigin: 'https://evil.example',
    });
    expect(lines[0]).not.toContain('secret-token');
  });
});

describe('pathReachesOtherHost', () => {
  it.each([
    '//evil.example',
    '/\\evil.example',
    '/.//evil.example',
    '/x/..//evil.example',
    '/%2e//evil.example',
    '/%2e%2e//evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%255Cevil.example',
    '/%25252F%25252Fevil.example',
    '/%E0%A4%A',
  ])('%j: yes', (path) => {
    expect(pathReachesOtherHost(path)).toBe(true);
  });

  it.each(['/', '/build', '/auth', '/documents/3f1c', '/a%20b', '/%2e', '/x/%2F'])(
    '%j: no',
    (path) => {
      expect(pathReachesOtherHost(path)).toBe(false);
    },
  );
});
