import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

/**
 * Transfer sizes of files in bytes, compressed each on its own as the server sends them
 * (src/server/lib/static-files.ts: gzip level 9, brotli quality 11).
 */
export function compressedSizes(dir: string, files: readonly string[]): Sizes {
  const total: Sizes = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const sizes = fileSizes(path.resolve(dir, file));
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.brotli += sizes.brotli;
  }
  return total;
}

// Brotli at quality 11 is slow and routes share most chunks: compress each file once.
const cache = new Map<string, Sizes>();

function fileSizes(file: string): Sizes {
  const cached = cache.get(file);
  if (cached) return cached;
  const body = fs.readFileSync(file);
  const sizes = {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
  cache.set(file, sizes);
  return sizes;
}

/** Kilobytes as Vite prints them (1 kB = 1000 bytes), one decimal. */
export const kb = (bytes: number) => Math.round(bytes / 100) / 10;
