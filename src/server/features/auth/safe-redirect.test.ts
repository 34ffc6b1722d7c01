import { describe, expect, it } from 'vitest';
import { isSafeRedirect } from './safe-redirect.ts';

const ORIGIN = 'https://cv.example.com';

describe('isSafeRedirect', () => {
  it.each(['/', '/build', '/build?step=2#top', '/auth?error=x', 'https://cv.example.com/profile'])(
    'accepts %s',
    (target) => {
      expect(isSafeRedirect(target, ORIGIN)).toBe(true);
    },
  );

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
  ])('refuses %j', (target) => {
    expect(isSafeRedirect(target, ORIGIN)).toBe(false);
  });

  it('refuses non-strings', () => {
    expect(isSafeRedirect(undefined, ORIGIN)).toBe(false);
    expect(isSafeRedirect(['/'], ORIGIN)).toBe(false);
  });
});
