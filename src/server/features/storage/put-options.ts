import { AppError } from '../../lib/app-error.ts';
import { contentTypeForKey, isValidContentType } from './content-type.ts';
import { DEFAULT_CACHE_CONTROL, type PutOptions } from './object-storage.ts';

/** Printable ASCII only: the value becomes a response header when the object is served. */
const CACHE_CONTROL_PATTERN = /^[\x20-\x7e]{1,200}$/;

export function isValidCacheControl(value: string): boolean {
  return CACHE_CONTROL_PATTERN.test(value);
}

/**
 * The content type and cache control an upload is stored with: the caller's, else the
 * defaults (type from the key's extension, `max-age=3600`). A value that could not be
 * sent back as a header is refused with 400, whatever keeps the bytes.
 */
export function resolvePutOptions(
  key: string,
  options: PutOptions,
): { contentType: string; cacheControl: string } {
  const contentType = options.contentType ?? contentTypeForKey(key);
  if (!isValidContentType(contentType)) {
    throw new AppError('BAD_REQUEST', 400, 'Invalid content type.');
  }
  const cacheControl = options.cacheControl ?? DEFAULT_CACHE_CONTROL;
  if (!isValidCacheControl(cacheControl)) {
    throw new AppError('BAD_REQUEST', 400, 'Invalid cache control.');
  }
  return { contentType, cacheControl };
}
