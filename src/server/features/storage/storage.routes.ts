import { Hono } from 'hono';
import { AppError } from '../../lib/app-error.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { attachmentHeader } from '../export/content-disposition.ts';
import { PUBLIC_BUCKETS, type BucketName, type ObjectStorage } from './object-storage.ts';
import { keyFileName } from './storage-key.ts';

/** Where `app.ts` mounts these routes; the handler reads the raw key from the URL after it. */
const STORAGE_BASE_PATH = '/api/storage';

const notFound = () => new AppError('NOT_FOUND', 404, 'File not found.');

/**
 * GET /api/storage/<bucket>/<key>: downloads from a public bucket (only `cv-templates`;
 * the private `user-cvs` answers 404 like any unknown bucket, so its existence and
 * contents are never revealed here). The key is taken from the raw URL and decoded once,
 * then validated by the storage, so `..%2f`, encoded backslashes and absolute paths are
 * refused (400) rather than resolved. Files are always attachments with a safe name and
 * `nosniff`, so a stored file can never render as a page of this site.
 */
export function storageRoutes(storage: ObjectStorage) {
  return new Hono<AppEnv>().get('/:bucket/*', async (c) => {
    const { bucket, key } = parseStoragePath(new URL(c.req.url).pathname);
    if (!PUBLIC_BUCKETS.has(bucket as BucketName) || key === '') throw notFound();
    const object = await storage.get(bucket as BucketName, key).catch((err: unknown) => {
      throw err instanceof AppError && err.status === 404 ? notFound() : err;
    });
    return c.body(object.body, 200, {
      'Content-Type': object.contentType,
      'Content-Length': String(object.size),
      'Content-Disposition': attachmentHeader(keyFileName(object.key)),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': object.cacheControl,
      'Last-Modified': object.lastModified.toUTCString(),
    });
  });
}

/** Splits `/api/storage/<bucket>/<key>` (still percent-encoded) into decoded parts. */
export function parseStoragePath(rawPath: string): { bucket: string; key: string } {
  if (!rawPath.startsWith(`${STORAGE_BASE_PATH}/`)) throw notFound();
  const rest = rawPath.slice(STORAGE_BASE_PATH.length + 1);
  const slash = rest.indexOf('/');
  if (slash <= 0) throw notFound();
  try {
    return {
      bucket: decodeURIComponent(rest.slice(0, slash)),
      key: decodeURIComponent(rest.slice(slash + 1)),
    };
  } catch {
    throw new AppError('BAD_REQUEST', 400, 'The file path is not valid.');
  }
}
