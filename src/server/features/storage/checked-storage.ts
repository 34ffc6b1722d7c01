import type {
  BucketName,
  ObjectInfo,
  ObjectStorage,
  PutOptions,
  StoredObject,
} from './object-storage.ts';
import { resolvePutOptions } from './put-options.ts';
import { assertBucket, assertKey, assertListWindow, assertPrefix } from './storage-key.ts';

/** An upload's options once checked: the caller's values or the defaults. */
interface ResolvedPutOptions {
  contentType: string;
  cacheControl: string;
  upsert: boolean;
}

/** A list request once checked: a valid prefix ('' for all) and the page to return. */
interface ResolvedListOptions {
  prefix: string;
  limit: number;
  offset: number;
  descending: boolean;
}

/**
 * What a backend (local folder, S3) implements: the methods of ObjectStorage, called only
 * with a valid bucket and key and with the options already resolved.
 */
export interface StorageBackend {
  put(
    bucket: BucketName,
    key: string,
    body: Uint8Array | ReadableStream<Uint8Array>,
    options: ResolvedPutOptions,
  ): Promise<ObjectInfo>;
  get(bucket: BucketName, key: string): Promise<StoredObject>;
  head(bucket: BucketName, key: string): Promise<ObjectInfo | null>;
  delete(bucket: BucketName, key: string): Promise<boolean>;
  list(bucket: BucketName, options: ResolvedListOptions): Promise<ObjectInfo[]>;
  check(): Promise<void>;
}

/**
 * The store a backend serves, with the checks ObjectStorage promises made here once for
 * every backend: a malformed bucket, key, prefix, window or upload option is refused
 * (AppError 400, or 404 for an unknown bucket) before the backend is reached.
 */
export function checkedStorage(backend: StorageBackend): ObjectStorage {
  return {
    async put(bucket, key, body, options: PutOptions = {}) {
      assertBucket(bucket);
      assertKey(key);
      const resolved = { ...resolvePutOptions(key, options), upsert: options.upsert ?? false };
      return backend.put(bucket, key, body, resolved);
    },

    get: withKeyChecks((bucket, key) => backend.get(bucket, key)),
    head: withKeyChecks((bucket, key) => backend.head(bucket, key)),
    delete: withKeyChecks((bucket, key) => backend.delete(bucket, key)),

    async list(bucket, options = {}) {
      assertBucket(bucket);
      const prefix = assertPrefix(options.prefix);
      const { limit, offset } = assertListWindow(options);
      return backend.list(bucket, { prefix, limit, offset, descending: options.order === 'desc' });
    },

    check: () => backend.check(),
  };
}

/** A method on one object, called once its bucket and key have passed the checks. */
function withKeyChecks<T>(
  method: (bucket: BucketName, key: string) => Promise<T>,
): (bucket: BucketName, key: string) => Promise<T> {
  return async (bucket, key) => {
    assertBucket(bucket);
    assertKey(key);
    return method(bucket, key);
  };
}
