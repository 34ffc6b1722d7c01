import { describe, expect, it } from 'vitest';
import { isKnownAppPath } from './routes.ts';

describe('isKnownAppPath', () => {
  it.each([
    '/',
    '/build',
    '/samples',
    '/templates',
    '/features',
    '/help',
    '/auth',
    '/profile',
    '/terms',
    '/privacy',
    '/reset-password',
    '/help/',
  ])('%s is a screen', (p) => expect(isKnownAppPath(p)).toBe(true));
  it.each(['/nope', '/buildx', '/help/deep', '//', '/reset-password/abc'])('%s is not', (p) =>
    expect(isKnownAppPath(p)).toBe(false),
  );
});
