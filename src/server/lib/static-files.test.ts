import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress.ts';
import { loadStaticFiles, serveClient } from './static-files.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const SCRIPT = `export const words = ${JSON.stringify('resume '.repeat(400))};\n`;

/** A small built client: index.html, a hashed script and style, an image, a tiny file. */
function makeClient(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tailorcv-static-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>TailorCV</title>`);
  fs.writeFileSync(path.join(dir, 'assets/app-abc123.js'), SCRIPT);
  fs.writeFileSync(path.join(dir, 'assets/app-abc123.css'), `body{color:red}\n`.repeat(80));
  fs.writeFileSync(path.join(dir, 'assets/photo-abc123.webp'), Buffer.alloc(4096, 7));
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  return dir;
}

function appFor(dir: string) {
  return new Hono().use(serveClient(dir)).all('*', (c) => c.text('not here', 404));
}

describe('precompressed copies from the build', () => {
  it('writes .br and .gz beside compressible files only, and the loader uses them', async () => {
    const dir = makeClient();
    expect(await precompressDirectory(dir)).toBe(2);
    expect(fs.existsSync(path.join(dir, 'assets/app-abc123.js.br'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'assets/app-abc123.css.gz'))).toBe(true);
    // Too small, or already compressed: sent as they are.
    expect(fs.existsSync(path.join(dir, 'robots.txt.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'assets/photo-abc123.webp.br'))).toBe(false);

    const { files } = loadStaticFiles(dir);
    // Ready at once, with no compression at start: the copies are the build's own bytes.
    const script = files.get('/assets/app-abc123.js');
    expect(script?.br).toEqual(fs.readFileSync(path.join(dir, 'assets/app-abc123.js.br')));
    expect(script?.gzip).toEqual(fs.readFileSync(path.join(dir, 'assets/app-abc123.js.gz')));
    // The copies are not files of their own.
    expect([...files.keys()].sort()).toEqual([
      '/assets/app-abc123.css',
      '/assets/app-abc123.js',
      '/assets/photo-abc123.webp',
      '/index.html',
      '/robots.txt',
    ]);
  });

  it('never serves a stale copy: it compresses the file again, off the main thread', async () => {
    const dir = makeClient();
    await precompressDirectory(dir);
    // The file changed after the build compressed it.
    const changed = SCRIPT.replace('resume', 'letter');
    fs.writeFileSync(path.join(dir, 'assets/app-abc123.js'), changed);

    const { files, compressed } = loadStaticFiles(dir);
    await compressed;
    const script = files.get('/assets/app-abc123.js');
    expect(brotliDecompressSync(script!.br!).toString()).toBe(changed);
    expect(gunzipSync(script!.gzip!).toString()).toBe(changed);
  });

  it('compresses in the background when the build left no copies', async () => {
    const dir = makeClient();
    const { files, compressed } = loadStaticFiles(dir);
    await compressed;
    expect(brotliDecompressSync(files.get('/assets/app-abc123.js')!.br!).toString()).toBe(SCRIPT);
  });
});

describe('serving the client', () => {
  it('answers with brotli, gzip or identity as the browser accepts, the same bytes each way', async () => {
    const dir = makeClient();
    await precompressDirectory(dir);
    const app = appFor(dir);

    const br = await app.request('/assets/app-abc123.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(SCRIPT);

    const gz = await app.request('/assets/app-abc123.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT);

    const plain = await app.request('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);

    // The same ETag whatever the encoding, and a matching one gets 304.
    const etag = plain.headers.get('etag');
    expect(br.headers.get('etag')).toBe(etag);
    const again = await app.request('/assets/app-abc123.js', {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('does not serve the compressed copies as files, and a missing asset is a real 404', async () => {
    const dir = makeClient();
    await precompressDirectory(dir);
    const app = appFor(dir);
    expect((await app.request('/assets/app-abc123.js.br')).status).toBe(404);
    expect(await (await app.request('/assets/app-abc123.js.br')).text()).toBe('not here');
    expect((await app.request('/assets/missing-000.js')).status).toBe(404);
  });

  it('falls back to index.html: 200 on the app’s own paths, 404 on unknown ones', async () => {
    const dir = makeClient();
    const app = appFor(dir);
    const build = await app.request('/build');
    expect(build.status).toBe(200);
    expect(build.headers.get('cache-control')).toBe('no-cache');
    expect(await build.text()).toContain('<title>TailorCV</title>');
    const unknown = await app.request('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<title>TailorCV</title>');
  });
});

describe("each screen's chunks preloaded from the Vite manifest", () => {
  /** The built client plus a manifest: the entry, two routes, a shared chunk, an icon. */
  function clientWithManifest(): string {
    const dir = makeClient();
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><title>TailorCV</title>\n' +
        '<script type="module" crossorigin src="/assets/app-abc123.js"></script>\n' +
        '</head><body><div id="root"></div></body></html>',
    );
    fs.mkdirSync(path.join(dir, '.vite'));
    const manifest = {
      'index.html': {
        file: 'assets/app-abc123.js',
        isEntry: true,
        imports: ['_react.js'],
        dynamicImports: [
          'src/client/app/routes/landing.tsx',
          'src/client/app/routes/not-found.tsx',
        ],
      },
      '_react.js': { file: 'assets/react-1.js' },
      '_star.js': { file: 'assets/star-2.js' },
      'src/client/app/routes/landing.tsx': {
        file: 'assets/landing-3.js',
        isDynamicEntry: true,
        imports: ['_react.js', '_star.js'],
        dynamicImports: ['_heavy.js'],
      },
      '_heavy.js': { file: 'assets/heavy-4.js' },
      'src/client/app/routes/not-found.tsx': {
        file: 'assets/not-found-5.js',
        isDynamicEntry: true,
      },
    };
    fs.writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
    return dir;
  }

  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  it("sends / with the landing module and its static imports, not the entry's or later ones", async () => {
    const app = appFor(clientWithManifest());
    const res = await app.request('/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(preloads(html)).toEqual(['/assets/landing-3.js', '/assets/star-2.js']);
    // In the head, before it closes; the rest of the page as built.
    expect(html.indexOf('/assets/star-2.js')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<script type="module" crossorigin src="/assets/app-abc123.js">');
  });

  it("answers unknown paths with the 404 page's chunks, and screens the build has none for as built", async () => {
    const dir = clientWithManifest();
    const app = appFor(dir);
    const unknown = await app.request('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(preloads(await unknown.text())).toEqual(['/assets/not-found-5.js']);
    const auth = await app.request('/auth');
    expect(auth.status).toBe(200);
    expect(await auth.text()).toBe(fs.readFileSync(path.join(dir, 'index.html'), 'utf8'));
  });

  it('gives each variant its own ETag, revalidated like index.html, compressed in the background', async () => {
    const app = appFor(clientWithManifest());
    const [home, auth] = await Promise.all([app.request('/'), app.request('/auth')]);
    expect(home.headers.get('etag')).not.toBe(auth.headers.get('etag'));
    expect(home.headers.get('cache-control')).toBe('no-cache');
    const again = await app.request('/', {
      headers: { 'if-none-match': home.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('does not serve the manifest itself', async () => {
    const app = appFor(clientWithManifest());
    expect((await app.request('/.vite/manifest.json')).status).toBe(404);
  });
});
