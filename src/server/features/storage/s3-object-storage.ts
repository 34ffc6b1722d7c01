import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type BucketLocationConstraint,
} from '@aws-sdk/client-s3';
import { AppError } from '../../lib/app-error.ts';
import { checkedStorage } from './checked-storage.ts';
import { contentTypeForKey, isValidContentType, OCTET_STREAM } from './content-type.ts';
import {
  BUCKETS,
  DEFAULT_CACHE_CONTROL,
  type BucketName,
  type ObjectInfo,
  type ObjectStorage,
  type StoredObject,
  readStreamBytes,
} from './object-storage.ts';
import { isValidCacheControl } from './put-options.ts';
import { compareKeys, isValidKey } from './storage-key.ts';

/**
 * Object storage in an S3-compatible service (AWS S3, MinIO, Ceph, Garage, R2 …), so any
 * number of app processes share one store. Each product bucket is one S3 bucket named
 * `<prefix><bucket>` (`tailorcv-user-cvs`), created on first use when missing; keys are
 * stored as they are, after the same checks as the local folder (storage-key.ts).
 *
 * - Create-only uploads (upsert off) are conditional writes (`If-None-Match: *`): the
 *   service refuses the second of two racing uploads (412) and we answer 409, as the
 *   local folder does. The service must support conditional writes (AWS S3 and MinIO do).
 * - Bodies are read into memory before the upload (objects here are CVs of at most 5 MB
 *   and template files), so a failing upload stream stores nothing.
 * - The content type and cache control are the object's own S3 headers. An object put
 *   into the bucket by other tools with a generic type is typed by its extension.
 * - `delete` says whether there was an object by asking first (S3's delete does not tell).
 */
export interface S3StorageOptions {
  /** Undefined: AWS S3 (the region's own endpoint). */
  endpoint?: string;
  region: string;
  bucketPrefix: string;
  /** Undefined: the SDK's default credential chain (AWS_* variables, instance role …). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /** Milliseconds; default 3 s to connect, 15 s for a request. */
  connectionTimeoutMs?: number;
  requestTimeoutMs?: number;
}

/** HeadObject calls in flight at once while listing. */
const LIST_HEAD_CONCURRENCY = 16;

export function createS3ObjectStorage(options: S3StorageOptions): ObjectStorage & {
  /** Closes the client's sockets. */
  destroy(): void;
} {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    credentials: options.credentials,
    forcePathStyle: options.forcePathStyle,
    // Checksums only where S3 requires them: some S3-compatible services do not understand
    // the SDK's default trailing checksums on uploads.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: options.connectionTimeoutMs ?? 3_000,
      requestTimeout: options.requestTimeoutMs ?? 15_000,
    },
  });
  const s3Bucket = (bucket: BucketName) => `${options.bucketPrefix}${bucket}`;

  async function createBucket(bucket: BucketName) {
    try {
      await client.send(
        new CreateBucketCommand({
          Bucket: s3Bucket(bucket),
          // us-east-1 is the default location and must not be named.
          CreateBucketConfiguration:
            options.region === 'us-east-1'
              ? undefined
              : { LocationConstraint: options.region as BucketLocationConstraint },
        }),
      );
    } catch (err) {
      // Another process created it meanwhile (BucketAlreadyOwnedByYou).
      if (statusOf(err) !== 409) throw err;
    }
  }

  function infoFrom(
    bucket: BucketName,
    key: string,
    head: {
      ContentLength?: number;
      ContentType?: string;
      CacheControl?: string;
      LastModified?: Date;
    },
  ): ObjectInfo {
    const stored = head.ContentType;
    const generic = !stored || stored === OCTET_STREAM || stored === 'binary/octet-stream';
    return {
      bucket,
      key,
      size: head.ContentLength ?? 0,
      contentType:
        generic || !isValidContentType(stored) ? contentTypeForKey(key) : (stored as string),
      cacheControl:
        head.CacheControl && isValidCacheControl(head.CacheControl)
          ? head.CacheControl
          : DEFAULT_CACHE_CONTROL,
      lastModified: head.LastModified ?? new Date(0),
    };
  }

  async function headObject(bucket: BucketName, key: string): Promise<ObjectInfo | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: s3Bucket(bucket), Key: key }));
      return infoFrom(bucket, key, head);
    } catch (err) {
      // No such key, or no such bucket yet (created on the first upload).
      if (statusOf(err) === 404) return null;
      throw err;
    }
  }

  /** Every valid key under `prefix`, ascending by UTF-8 bytes; stops once `enough` are found. */
  async function listKeys(bucket: BucketName, prefix: string, enough: number) {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      let page;
      try {
        page = await client.send(
          new ListObjectsV2Command({
            Bucket: s3Bucket(bucket),
            Prefix: prefix || undefined,
            ContinuationToken: token,
            MaxKeys: 1000,
          }),
        );
      } catch (err) {
        if (statusOf(err) === 404) return []; // the bucket does not exist yet: empty
        throw err;
      }
      for (const item of page.Contents ?? []) {
        // A key another tool wrote that the API could never address is left out.
        if (item.Key !== undefined && isValidKey(item.Key)) keys.push(item.Key);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token && keys.length < enough);
    return keys.sort(compareKeys);
  }

  const storage = checkedStorage({
    async put(bucket, key, body, { contentType, cacheControl, upsert }) {
      const bytes = body instanceof Uint8Array ? body : await readStreamBytes(body);
      const command = () =>
        new PutObjectCommand({
          Bucket: s3Bucket(bucket),
          Key: key,
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: contentType,
          CacheControl: cacheControl,
          IfNoneMatch: upsert ? undefined : '*',
        });
      try {
        try {
          await client.send(command());
        } catch (err) {
          if (statusOf(err) !== 404) throw err;
          await createBucket(bucket); // NoSuchBucket: the first upload into this bucket
          await client.send(command());
        }
      } catch (err) {
        // 412: the key exists; 409: another conditional write to it is in flight.
        const status = statusOf(err);
        if (!upsert && (status === 412 || status === 409)) {
          throw new AppError('CONFLICT', 409, `An object named "${key}" already exists.`);
        }
        throw err;
      }
      return {
        bucket,
        key,
        size: bytes.byteLength,
        contentType,
        cacheControl,
        lastModified: new Date(),
      };
    },

    async get(bucket, key): Promise<StoredObject> {
      let object;
      try {
        object = await client.send(new GetObjectCommand({ Bucket: s3Bucket(bucket), Key: key }));
      } catch (err) {
        if (statusOf(err) === 404) throw new AppError('NOT_FOUND', 404, 'Object not found.');
        throw err;
      }
      if (!object.Body) throw new AppError('NOT_FOUND', 404, 'Object not found.');
      return {
        ...infoFrom(bucket, key, object),
        body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
      };
    },

    head: headObject,

    async delete(bucket, key) {
      if (!(await headObject(bucket, key))) return false;
      await client.send(new DeleteObjectCommand({ Bucket: s3Bucket(bucket), Key: key }));
      return true;
    },

    async list(bucket, { prefix, limit, offset, descending }) {
      // Ascending pages need only the keys up to the page's end; descending ones need all.
      const keys = await listKeys(
        bucket,
        prefix,
        descending ? Number.POSITIVE_INFINITY : offset + limit,
      );
      if (descending) keys.reverse();
      const page = keys.slice(offset, offset + limit);
      const infos: (ObjectInfo | null)[] = [];
      for (let at = 0; at < page.length; at += LIST_HEAD_CONCURRENCY) {
        const batch = page.slice(at, at + LIST_HEAD_CONCURRENCY);
        // An object deleted while listing has no head any more and is left out.
        infos.push(...(await Promise.all(batch.map((key) => headObject(bucket, key)))));
      }
      return infos.filter((item): item is ObjectInfo => item !== null);
    },

    async check() {
      // Reachable, credentials accepted, and every bucket there (made when missing).
      for (const bucket of BUCKETS) {
        try {
          await client.send(new HeadBucketCommand({ Bucket: s3Bucket(bucket) }));
        } catch (err) {
          if (statusOf(err) !== 404) throw err;
          await createBucket(bucket);
        }
      }
    },
  });
  return {
    ...storage,
    destroy() {
      client.destroy();
    },
  };
}

function statusOf(err: unknown): number | undefined {
  return (err as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata
    ?.httpStatusCode;
}
