import { describe, expect, it } from 'vitest';
import { entryKey, initialFiles, staticClosure, type Manifest } from './vite-manifest.ts';

// The shape Vite writes for our app: an HTML entry, lazily loaded routes, a vendor chunk
// shared by two routes, and a heavy library only reached through import().
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    src: 'index.html',
    imports: ['_react-b.js'],
    dynamicImports: ['src/client/app/routes/landing.tsx', 'src/client/app/routes/build.tsx'],
    css: ['assets/index-c.css'],
  },
  '_react-b.js': { file: 'assets/react-b.js' },
  'src/client/app/routes/landing.tsx': {
    file: 'assets/landing-d.js',
    isDynamicEntry: true,
    imports: ['index.html', '_card-e.js'],
  },
  'src/client/app/routes/build.tsx': {
    file: 'assets/build-f.js',
    isDynamicEntry: true,
    imports: ['index.html', '_card-e.js'],
    dynamicImports: ['node_modules/pdf/index.js'],
    css: ['assets/build-g.css'],
  },
  '_card-e.js': { file: 'assets/card-e.js', imports: ['_react-b.js'] },
  'node_modules/pdf/index.js': { file: 'assets/pdf-h.js', isDynamicEntry: true },
};

describe('entryKey', () => {
  it('finds the HTML entry', () => {
    expect(entryKey(manifest)).toBe('index.html');
  });

  it('fails when there is no entry', () => {
    expect(() => entryKey({ a: { file: 'a.js' } })).toThrow(/entry/);
  });
});

describe('staticClosure', () => {
  it('follows static imports transitively, once each, and survives cycles', () => {
    expect([...staticClosure(manifest, ['src/client/app/routes/landing.tsx'])].sort()).toEqual([
      '_card-e.js',
      '_react-b.js',
      'index.html',
      'src/client/app/routes/landing.tsx',
    ]);
  });

  it('fails on a key the manifest does not have', () => {
    expect(() => staticClosure(manifest, ['missing.tsx'])).toThrow(/missing\.tsx/);
  });
});

describe('initialFiles', () => {
  it('counts the entry, the route chunk and their static imports, never dynamic imports', () => {
    const build = initialFiles(manifest, 'src/client/app/routes/build.tsx');
    expect([...build.js].sort()).toEqual([
      'assets/build-f.js',
      'assets/card-e.js',
      'assets/index-a.js',
      'assets/react-b.js',
    ]);
    expect(build.js).not.toContain('assets/pdf-h.js');
    expect(build.css.sort()).toEqual(['assets/build-g.css', 'assets/index-c.css']);
  });

  it('without a route gives what every page loads', () => {
    expect(initialFiles(manifest)).toEqual({
      js: ['assets/index-a.js', 'assets/react-b.js'],
      css: ['assets/index-c.css'],
    });
  });

  it('fails on a route module that is not a chunk', () => {
    expect(() => initialFiles(manifest, 'src/client/app/routes/nope.tsx')).toThrow(/nope\.tsx/);
  });
});
