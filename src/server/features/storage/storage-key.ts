import { AppError } from '../../lib/app-error.ts';
import {
  BUCKETS,
  LIST_DEFAULT_LIMIT,
  LIST_DEFAULT_OFFSET,
  LIST_MAX_LIMIT,
  type BucketName,
  type ListOptions,
} from './object-storage.ts';

/**
 * Bucket and key rules, applied by every storage implementation before it touches a
 * file. A key becomes a path under the bucket's folder, so anything that could climb out
 * of it or mean something else on some system is refused: `.` and `..` segments, a
 * leading `/`, backslashes, drive colons, empty segments, control characters, invisible
 * and bidirectional format characters (which make a name read differently from what it
 * is) and malformed UTF-16. Lengths follow S3: 1024 bytes a key; 255 a segment (common
 * filesystem limit).
 */

const MAX_KEY_BYTES = 1024;
const MAX_SEGMENT_BYTES = 255;
const MAX_KEY_DEPTH = 32;

const BUCKET_PATTERN = /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/;
// C0 and C1 controls, DEL, backslash, colon; bidi marks, embeddings, overrides and
// isolates; zero-width characters and the BOM.
const FORBIDDEN_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  /[\u0000-\u001f\u007f-\u009f\\:\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/u;

const encoder = new TextEncoder();

const badRequest = (message: string) => new AppError('BAD_REQUEST', 400, message);

export function assertBucket(bucket: unknown): asserts bucket is BucketName {
  if (typeof bucket !== 'string' || !BUCKET_PATTERN.test(bucket)) {
    throw badRequest('Invalid bucket name.');
  }
  if (!(BUCKETS as readonly string[]).includes(bucket)) {
    throw new AppError('NOT_FOUND', 404, 'Bucket not found.');
  }
}

/** Throws AppError 400 unless `key` is a safe object key; returns it unchanged. */
export function assertKey(key: unknown): string {
  if (typeof key !== 'string' || key.length === 0) throw badRequest('The object key is empty.');
  checkCharacters(key);
  if (encoder.encode(key).byteLength > MAX_KEY_BYTES) {
    throw badRequest(`The object key is longer than ${MAX_KEY_BYTES} bytes.`);
  }
  const segments = key.split('/');
  if (segments.length > MAX_KEY_DEPTH) {
    throw badRequest(`The object key has more than ${MAX_KEY_DEPTH} levels.`);
  }
  segments.forEach((segment) => checkSegment(segment));
  return key;
}

/**
 * A list prefix: the empty text, or the start of a key. It may end in `/` (a folder)
 * or part-way through a name; every complete segment obeys the key rules.
 */
export function assertPrefix(prefix: unknown): string {
  if (prefix === undefined || prefix === '') return '';
  if (typeof prefix !== 'string') throw badRequest('Invalid prefix.');
  checkCharacters(prefix);
  if (encoder.encode(prefix).byteLength > MAX_KEY_BYTES) {
    throw badRequest(`The prefix is longer than ${MAX_KEY_BYTES} bytes.`);
  }
  const segments = prefix.split('/');
  const last = segments.pop()!;
  segments.forEach((segment) => checkSegment(segment));
  // A trailing partial name may be '.' (matching '.profile'), never a climb.
  if (last === '..') throw badRequest('Invalid prefix.');
  return prefix;
}

function checkCharacters(text: string) {
  try {
    // Throws URIError on a lone surrogate, which no filesystem can store faithfully.
    encodeURIComponent(text);
  } catch {
    throw badRequest('The object key is not valid Unicode.');
  }
  if (FORBIDDEN_CHARACTERS.test(text)) {
    throw badRequest('The object key contains a character that is not allowed.');
  }
}

function checkSegment(segment: string) {
  if (segment === '') {
    throw badRequest('The object key has an empty segment (a leading, doubled or trailing "/").');
  }
  if (segment === '.' || segment === '..') {
    throw badRequest('The object key may not contain "." or ".." segments.');
  }
  if (encoder.encode(segment).byteLength > MAX_SEGMENT_BYTES) {
    throw badRequest(`A segment of the object key is longer than ${MAX_SEGMENT_BYTES} bytes.`);
  }
}

/** The last segment of a key: the file name a download is offered under. */
export function keyFileName(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1);
}

/** The page a `list` asks for, with the defaults (limit 100, offset 0), checked. */
export function assertListWindow(options: ListOptions): { limit: number; offset: number } {
  const limit = options.limit ?? LIST_DEFAULT_LIMIT;
  const offset = options.offset ?? LIST_DEFAULT_OFFSET;
  if (!Number.isInteger(limit) || limit < 1 || limit > LIST_MAX_LIMIT) {
    throw badRequest(`The limit must be from 1 to ${LIST_MAX_LIMIT}.`);
  }
  if (!Number.isInteger(offset) || offset < 0) {
    throw badRequest('The offset must be 0 or more.');
  }
  return { limit, offset };
}

/** Whether a stored name is a key the API could address (an operator's stray file is not). */
export function isValidKey(key: string): boolean {
  try {
    assertKey(key);
    return true;
  } catch {
    return false;
  }
}

/** By UTF-8 bytes, the order S3 lists keys in; both stores list in it. */
export function compareKeys(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}
