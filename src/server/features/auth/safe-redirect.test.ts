import { describe, expect, it } from 'vitest';
import { isSafeRedirect } from './safe-redirect.ts';

const ORIGIN = 'https://cv.example.com';

describe('isSafeRedirect', () => {
  it.each([
    '/',
    '/build',
    '/build?step=2#top',
    '/auth?error=x',
    'https://cv.example.com/profile',
    'HTTPS://CV.EXAMPLE.COM/profile',
    '/build?next=%2F%2Fx',
    '/a%20b',
  ])('accepts %s', (target) => {
    expect(isSafeRedirect(target, ORIGIN)).toBe(true);
  });

  it.each([
    '',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'https://cv.example.com.evil.example/',
    'http://cv.example.com/',
    'javascript:alert(1)',
    'data:text/html,hi',
    'build',
    '/bu\nild',
    '/\tevil',
    'x'.repeat(3000),
    // Paths that reach another host once dot segments or percent-encoding are resolved.
    '/.//evil.example',
    '/x/..//evil.example',
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/.///evil.example',
    '/x/%2e%2e//evil.example',
    '/%252e//evil.example',
    '/%2F%2Fevil.example',
    '/%252F%252Fevil.example',
    '/.%2F/evil.example',
    '/%5Cevil.example',
    '/%255Cevil.example',
    'https://cv.example.com/.//evil.example',
    'https://cv.example.com/%2F%2Fevil.example',
    'https:evil.example',
    'https:/evil.example',
    'https://cv.example.com@evil.example',
    'https://user@cv.example.com/',
    'javascript%3Aalert(1)',
  ])('refuses %j', (target) => {
    expect(isSafeRedirect(target, ORIGIN)).toBe(false);
  });

  it('refuses non-strings', () => {
    expect(isSafeRedirect(undefined, ORIGIN)).toBe(false);
    expect(isSafeRedirect(['/'], ORIGIN)).toBe(false);
  });
});
