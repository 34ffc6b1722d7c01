import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '#shared/routes.ts';
import { ROUTE_MODULE_NAMES, routeModuleFor, withPreloads } from './route-preloads.ts';

const ROUTES_DIR = path.resolve(import.meta.dirname, '../../client/app/routes');
const ID = '0b8a0f4e-2d7c-4c35-9a51-3f2b8f6f1a2c';

describe('route modules for the preloads', () => {
  it('names a module for every screen of the route table, and each one exists', () => {
    for (const pathname of Object.values(APP_ROUTES)) {
      expect(routeModuleFor(pathname), pathname).not.toBe('not-found');
    }
    for (const name of ROUTE_MODULE_NAMES) {
      expect(fs.existsSync(path.join(ROUTES_DIR, `${name}.tsx`)), name).toBe(true);
    }
  });

  it('maps paths as the router does', () => {
    expect(routeModuleFor('/')).toBe('landing');
    expect(routeModuleFor('/auth/')).toBe('auth');
    expect(routeModuleFor(`/build/${ID}`)).toBe('build-document');
    expect(routeModuleFor(`/cover-letter/${ID}`)).toBe('cover-letter');
    expect(routeModuleFor('/applications')).toBe('applications');
    expect(routeModuleFor(`/applications/${ID}`)).toBe('application');
    expect(routeModuleFor('/build/a/b')).toBe('not-found');
    expect(routeModuleFor('/build/not-an-id')).toBe('not-found');
    expect(routeModuleFor('/nothing-here')).toBe('not-found');
  });

  it('puts the tags just before </head>, and leaves a page without a head alone', () => {
    const tag = '<link rel="modulepreload" crossorigin href="/assets/a.js">';
    expect(withPreloads('<head><title>x</title></head><body></body>', tag)).toBe(
      `<head><title>x</title>  ${tag}\n  </head><body></body>`,
    );
    expect(withPreloads('<p>no head</p>', tag)).toBe('<p>no head</p>');
    expect(withPreloads('<head></head>', '')).toBe('<head></head>');
  });
});
