import { gzipSync, brotliCompressSync, constants as zlib } from 'node:zlib';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { isKnownAppPath } from '#shared/routes.ts';

/**
 * Serves the built client from memory: files are read and pre-compressed (brotli, gzip)
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

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.webmanifest',
  '.map',
  '.ttf',
]);

function walk(dir: string, base = dir, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, base, out);
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

export function loadStaticFiles(clientDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const full of walk(clientDir)) {
    const rel = `/${path.relative(clientDir, full).split(path.sep).join('/')}`;
    const ext = path.extname(full).toLowerCase();
    const body = fs.readFileSync(full);
    const hashed = rel.startsWith('/assets/');
    const file: StaticFile = {
      body,
      type: TYPES[ext] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      cacheControl: hashed
        ? 'public, max-age=31536000, immutable'
        : ext === '.html'
          ? 'no-cache'
          : 'public, max-age=3600',
    };
    if (COMPRESSIBLE.has(ext) && body.length > 512) {
      file.br = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
      file.gzip = gzipSync(body, { level: 9 });
    }
    files.set(rel, file);
  }
  return files;
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

export function serveClient(clientDir: string): MiddlewareHandler {
  const files = loadStaticFiles(clientDir);
  const index = files.get('/index.html');
  if (!index) throw new Error(`No index.html in ${clientDir}: run "npm run build" first.`);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const pathname = decodeURIComponentSafe(c.req.path);
    if (pathname === '/api' || pathname.startsWith('/api/')) return next();
    const file = files.get(pathname);
    if (file && pathname !== '/index.html') return respond(c, file);
    // A missing hashed asset is a real 404, not the SPA.
    if (pathname.startsWith('/assets/') || path.extname(pathname) !== '') return next();
    return respond(c, index, isKnownAppPath(pathname) ? 200 : 404);
  };
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
