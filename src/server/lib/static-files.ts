import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { isKnownAppPath } from '#shared/routes.ts';
import {
  compress,
  isCompressible,
  listFiles,
  PRECOMPRESSED_SUFFIXES,
  readPrecompressed,
} from './precompress.ts';
import { routeModuleFor, routePreloadTags, withPreloads } from './route-preloads.ts';

/**
 * Serves the built client from memory: files and their brotli and gzip copies are read
 * once at start, so a request costs a map lookup. Hashed assets under /assets/ get a
 * one-year immutable cache; index.html is revalidated on every load. Any GET that is not
 * a file and not /api falls back to index.html (the SPA), with status 404 for paths the
 * SPA does not know, so crawlers and scripts see the truth.
 */

interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
};

/** `x.js.br` beside `x.js` is a compressed copy of it, not a file of its own. */
function isCopyOfAnother(full: string, all: Set<string>): boolean {
  return PRECOMPRESSED_SUFFIXES.some(
    (suffix) => full.endsWith(suffix) && all.has(full.slice(0, -suffix.length)),
  );
}

export interface StaticFiles {
  files: Map<string, StaticFile>;
  /** Settles when every compressible file has its brotli and gzip copies. */
  compressed: Promise<void>;
}

/**
 * Reads the built client into memory. Compressed copies come from the build (see
 * precompress.ts); a file without valid copies is compressed in the background, off the
 * main thread, and sent uncompressed until then, so start-up never waits for brotli.
 */
export function loadStaticFiles(clientDir: string): StaticFiles {
  const files = new Map<string, StaticFile>();
  const pending: Promise<void>[] = [];
  const all = listFiles(clientDir);
  const paths = new Set(all);
  for (const full of all) {
    if (isCopyOfAnother(full, paths)) continue;
    const rel = `/${path.relative(clientDir, full).split(path.sep).join('/')}`;
    // Build metadata (.vite/manifest.json) is for the server, not for browsers.
    if (rel.split('/').some((segment) => segment.startsWith('.'))) continue;
    const body = fs.readFileSync(full);
    const copies = isCompressible(full, body.length) ? readPrecompressed(full, body) : undefined;
    files.set(rel, staticFile(rel, body, copies, pending));
  }
  return { files, compressed: Promise.all(pending).then(() => undefined) };
}

/**
 * A file to serve. Compressible bodies without valid copies from the build are compressed
 * in the background (the promise joins `pending`) and sent uncompressed until then.
 */
function staticFile(
  rel: string,
  body: Buffer,
  copies: Pick<StaticFile, 'br' | 'gzip'> | undefined,
  pending: Promise<void>[],
): StaticFile {
  const ext = path.extname(rel).toLowerCase();
  const file: StaticFile = {
    body,
    type: TYPES[ext] ?? 'application/octet-stream',
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    cacheControl: rel.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : ext === '.html'
        ? 'no-cache'
        : 'public, max-age=3600',
  };
  if (copies) Object.assign(file, copies);
  else if (isCompressible(rel, body.length)) {
    pending.push(
      compress(body).then(
        (made) => void Object.assign(file, made),
        () => undefined, // stays uncompressed: still correct, only larger
      ),
    );
  }
  return file;
}

function respond(c: Context, file: StaticFile, status: 200 | 404 = 200): Response {
  const headers = new Headers({
    'Content-Type': file.type,
    'Cache-Control': file.cacheControl,
    ETag: file.etag,
    Vary: 'Accept-Encoding',
  });
  if (status === 200 && c.req.header('if-none-match') === file.etag) {
    return new Response(null, { status: 304, headers });
  }
  const accept = c.req.header('accept-encoding') ?? '';
  let body = file.body;
  if (file.br && /\bbr\b/.test(accept)) {
    body = file.br;
    headers.set('Content-Encoding', 'br');
  } else if (file.gzip && /\bgzip\b/.test(accept)) {
    body = file.gzip;
    headers.set('Content-Encoding', 'gzip');
  }
  headers.set('Content-Length', String(body.length));
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status, headers });
}

/**
 * index.html for each route module, with that route's chunks preloaded (route-preloads.ts);
 * routes without any (or a build without a manifest) get index.html as built.
 */
function indexPerRoute(clientDir: string, index: StaticFile): (pathname: string) => StaticFile {
  const html = index.body.toString('utf8');
  const variants = new Map<string, StaticFile>();
  const pending: Promise<void>[] = [];
  for (const [route, tags] of routePreloadTags(clientDir)) {
    if (!tags) continue;
    variants.set(
      route,
      staticFile('/index.html', Buffer.from(withPreloads(html, tags)), undefined, pending),
    );
  }
  return (pathname) => variants.get(routeModuleFor(pathname)) ?? index;
}

export function serveClient(clientDir: string): MiddlewareHandler {
  const { files } = loadStaticFiles(clientDir);
  const index = files.get('/index.html');
  if (!index) throw new Error(`No index.html in ${clientDir}: run "npm run build" first.`);
  const indexFor = indexPerRoute(clientDir, index);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const pathname = decodeURIComponentSafe(c.req.path);
    if (pathname === '/api' || pathname.startsWith('/api/')) return next();
    const file = files.get(pathname);
    if (file && pathname !== '/index.html') return respond(c, file);
    // A missing hashed asset is a real 404, not the SPA.
    if (pathname.startsWith('/assets/') || path.extname(pathname) !== '') return next();
    return respond(c, indexFor(pathname), isKnownAppPath(pathname) ? 200 : 404);
  };
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
