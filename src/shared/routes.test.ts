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
    '/documents',
    '/build/0b8f6d2e-4c1a-4f7e-9d3b-2a6c8e1f5b7d',
    '/cover-letter',
    '/cover-letter/0b8f6d2e-4c1a-4f7e-9d3b-2a6c8e1f5b7d',
  ])('%s is a screen', (p) => expect(isKnownAppPath(p)).toBe(true));
  it.each([
    '/nope',
    '/buildx',
    '/help/deep',
    '//',
    '/reset-password/abc',
    '/build/abc',
    '/build/0b8f6d2e-4c1a-4f7e-9d3b-2a6c8e1f5b7d/more',
    '/documents/x',
    '/cover-letter/abc',
  ])('%s is not', (p) => expect(isKnownAppPath(p)).toBe(false));
});
