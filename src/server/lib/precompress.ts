import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants, gunzipSync, gzip } from 'node:zlib';

/**
 * Brotli and gzip copies of the built client's text files (and fonts), made once by the
 * build (vite.config.ts) and written beside each file as `name.br` and `name.gz`. The
 * server loads them at start instead of compressing: brotli at its best quality takes
 * ~16 s for the client's 6 MB on this 2-core machine, which once made every `npm start`
 * that slow (ADR 0020).
 */

const COMPRESSIBLE_EXTENSIONS = new Set([
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

/** Files smaller than this are sent as they are: compression would save next to nothing. */
const MIN_COMPRESS_BYTES = 512;

export const PRECOMPRESSED_SUFFIXES = ['.br', '.gz'] as const;

export function isCompressible(file: string, size: number): boolean {
  return COMPRESSIBLE_EXTENSIONS.has(path.extname(file).toLowerCase()) && size > MIN_COMPRESS_BYTES;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface Compressed {
  br: Buffer;
  gzip: Buffer;
}

/** Best-ratio brotli and gzip of `body`, off the main thread (zlib's thread pool). */
export async function compress(body: Buffer): Promise<Compressed> {
  const [br, gz] = await Promise.all([
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

/** Every file under `dir`, at any depth. */
export function listFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(full, out);
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

/** Writes `file.br` and `file.gz` beside every compressible file under `dir`. */
export async function precompressDirectory(dir: string): Promise<number> {
  const files = listFiles(dir).filter(
    (file) =>
      !PRECOMPRESSED_SUFFIXES.some((suffix) => file.endsWith(suffix)) &&
      isCompressible(file, fs.statSync(file).size),
  );
  await Promise.all(
    files.map(async (file) => {
      const { br, gzip: gz } = await compress(fs.readFileSync(file));
      fs.writeFileSync(`${file}.br`, br);
      fs.writeFileSync(`${file}.gz`, gz);
    }),
  );
  return files.length;
}

/**
 * The copies written beside `file` by `precompressDirectory`, when both are there and
 * decode to exactly `body` (decoding costs ~5 ms per MB, and a stale or broken copy is
 * never served); undefined otherwise.
 */
export function readPrecompressed(file: string, body: Buffer): Compressed | undefined {
  try {
    const br = fs.readFileSync(`${file}.br`);
    const gz = fs.readFileSync(`${file}.gz`);
    if (!brotliDecompressSync(br).equals(body) || !gunzipSync(gz).equals(body)) return undefined;
    return { br, gzip: gz };
  } catch {
    return undefined;
  }
}
