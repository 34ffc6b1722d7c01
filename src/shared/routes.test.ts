import { describe, expect, it } from 'vitest';
import { APP_ROUTES, isKnownAppPath, screenTitle } from './routes.ts';

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
    '/applications',
    '/applications/0b8f6d2e-4c1a-4f7e-9d3b-2a6c8e1f5b7d',
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
    '/applications/abc',
  ])('%s is not', (p) => expect(isKnownAppPath(p)).toBe(false));
});

describe('screenTitle', () => {
  it.each([
    ['/', 'TailorCV – ATS-friendly resumes tailored to the job'],
    ['/build', 'Resume Builder – TailorCV'],
    ['/build/0b8f6d2e-4c1a-4f7e-9d3b-2a6c8e1f5b7d', 'Resume Builder – TailorCV'],
    ['/templates', 'Templates – TailorCV'],
    ['/samples', 'Sample Resumes – TailorCV'],
    ['/auth', 'Sign In – TailorCV'],
    ['/documents', 'My Documents – TailorCV'],
    ['/profile', 'Profile – TailorCV'],
    ['/cover-letter', 'Cover Letter – TailorCV'],
    ['/cover-letter/0b8f6d2e-4c1a-4f7e-9d3b-2a6c8e1f5b7d', 'Cover Letter – TailorCV'],
    ['/applications', 'Applications – TailorCV'],
    ['/applications/0b8f6d2e-4c1a-4f7e-9d3b-2a6c8e1f5b7d', 'Applications – TailorCV'],
    ['/help/', 'Help – TailorCV'],
    ['/features', 'Features – TailorCV'],
    ['/nope', 'Page Not Found – TailorCV'],
    ['/build/abc', 'Page Not Found – TailorCV'],
  ])('%s → %s', (path, title) => expect(screenTitle(path)).toBe(title));

  it('names every screen of the route table differently', () => {
    const titles = Object.values(APP_ROUTES).map(screenTitle);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
