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
    '/help/',
  ])('%s is a screen', (p) => expect(isKnownAppPath(p)).toBe(true));
  it.each(['/nope', '/buildx', '/help/deep', '//'])('%s is not', (p) =>
    expect(isKnownAppPath(p)).toBe(false),
  );
});
