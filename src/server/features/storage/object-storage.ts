/**
 * Object storage: named buckets of files addressed by key, like the hosted
 * storage the product was designed around. `local-object-storage.ts` keeps them in a folder,
 * `s3-object-storage.ts` in an S3-compatible service (one S3 bucket per product bucket);
 * `create-object-storage.ts` picks one from the configuration. Both pass the shared contract
 * suite (`object-storage.contract.test-support.ts`).
 */

/** The two buckets the product uses. `user-cvs` is private; `cv-templates` is served publicly. */
export const BUCKETS = ['user-cvs', 'cv-templates'] as const;
export type BucketName = (typeof BUCKETS)[number];

/** Buckets anyone may download from through `GET /api/storage/<bucket>/<key>`. */
export const PUBLIC_BUCKETS: ReadonlySet<BucketName> = new Set<BucketName>(['cv-templates']);

/** List defaults: 100 objects from offset 0; a limit over 1000 is refused. */
export const LIST_DEFAULT_LIMIT = 100;
export const LIST_DEFAULT_OFFSET = 0;
export const LIST_MAX_LIMIT = 1000;
/** An upload's default Cache-Control (an hour); `upsert` is off unless asked. */
export const DEFAULT_CACHE_CONTROL = 'max-age=3600';

export interface ObjectInfo {
  bucket: BucketName;
  key: string;
  /** Bytes. */
  size: number;
  contentType: string;
  cacheControl: string;
  lastModified: Date;
}

export interface StoredObject extends ObjectInfo {
  /** The file's bytes, read once. */
  body: ReadableStream<Uint8Array>;
}

export interface PutOptions {
  /** Default: derived from the key's extension, else application/octet-stream. */
  contentType?: string;
  /** Default: `max-age=3600`. */
  cacheControl?: string;
  /** Replace an existing object. Default false: an existing key is a 409 CONFLICT. */
  upsert?: boolean;
}

export interface ListOptions {
  /** Only keys that start with this text (e.g. `templates/` or `<userId>/`). */
  prefix?: string;
  /** Default 100, at most 1000. */
  limit?: number;
  /** Default 0. */
  offset?: number;
  /** Always by key (the object's name); default ascending. */
  order?: 'asc' | 'desc';
}

/**
 * Every method validates the bucket and key first (AppError 400 for a malformed one,
 * 404 for an unknown bucket), so no caller can reach outside its bucket; checked-storage.ts
 * does it for every backend.
 */
export interface ObjectStorage {
  put(
    bucket: BucketName,
    key: string,
    body: Uint8Array | ReadableStream<Uint8Array>,
    options?: PutOptions,
  ): Promise<ObjectInfo>;
  /** Throws AppError 404 NOT_FOUND when there is no such object. */
  get(bucket: BucketName, key: string): Promise<StoredObject>;
  /** The metadata only; null when there is no such object. */
  head(bucket: BucketName, key: string): Promise<ObjectInfo | null>;
  /** Idempotent: true when an object was removed, false when there was none. */
  delete(bucket: BucketName, key: string): Promise<boolean>;
  /** Objects (recursively, not folders) sorted by key. */
  list(bucket: BucketName, options?: ListOptions): Promise<ObjectInfo[]>;
  /** Readiness (`GET /api/ready`): resolves when the store can be used, else throws. */
  check(): Promise<void>;
}

/** Reads a whole object into memory (for small files: templates, CVs up to 5 MB). */
export function readObjectBytes(object: StoredObject): Promise<Uint8Array> {
  return readStreamBytes(object.body);
}

/** Reads a whole stream into one array. */
export async function readStreamBytes(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
