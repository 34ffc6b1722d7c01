import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { AppError } from '../../lib/app-error.ts';
import { checkedStorage } from './checked-storage.ts';
import { contentTypeForKey, isValidContentType } from './content-type.ts';
import {
  DEFAULT_CACHE_CONTROL,
  type BucketName,
  type ObjectInfo,
  type ObjectStorage,
  type StoredObject,
} from './object-storage.ts';
import { isValidCacheControl } from './put-options.ts';
import { compareKeys, isValidKey } from './storage-key.ts';

/**
 * Object storage in a local folder:
 *
 *   <root>/<bucket>/<key>               the object's bytes, a plain file (an operator can
 *                                       drop files here and they are served as they are)
 *   <root>/.meta/<bucket>/<key>.json    content type and cache control given on upload
 *   <root>/.tmp/                        uploads in progress
 *
 * Bucket names never start with a dot, so `.meta` and `.tmp` cannot collide with a
 * bucket. Writes go to a temporary file that is renamed (upsert) or hard-linked (create
 * only: the link fails if the key exists, so two racing uploads cannot both win) into
 * place, so a reader sees the whole old file or the whole new one, never half of it.
 * Only regular files reached without symbolic links count as objects: a link inside a
 * bucket can never expose a file outside it.
 */

interface Sidecar {
  contentType: string;
  cacheControl: string;
}

export function createLocalObjectStorage(root: string): ObjectStorage {
  const rootDir = path.resolve(root);
  const tmpDir = path.join(rootDir, '.tmp');
  const bucketDir = (bucket: BucketName) => path.join(rootDir, bucket);
  const objectPath = (bucket: BucketName, key: string) =>
    path.join(bucketDir(bucket), ...key.split('/'));
  const sidecarPath = (bucket: BucketName, key: string) =>
    `${path.join(rootDir, '.meta', bucket, ...key.split('/'))}.json`;

  /** The object's file if it is a regular file inside the bucket with no link on the way. */
  async function resolveObject(bucket: BucketName, key: string) {
    let realBucket: string;
    try {
      realBucket = await fs.realpath(bucketDir(bucket));
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    const candidate = path.join(realBucket, ...key.split('/'));
    try {
      if ((await fs.realpath(candidate)) !== candidate) return null;
      const stat = await fs.stat(candidate);
      return stat.isFile() ? { file: candidate, stat, realBucket } : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async function readSidecar(bucket: BucketName, key: string): Promise<Partial<Sidecar>> {
    try {
      const parsed: unknown = JSON.parse(await fs.readFile(sidecarPath(bucket, key), 'utf8'));
      if (!parsed || typeof parsed !== 'object') return {};
      const { contentType, cacheControl } = parsed as Record<string, unknown>;
      return {
        contentType:
          typeof contentType === 'string' && isValidContentType(contentType)
            ? contentType
            : undefined,
        cacheControl:
          typeof cacheControl === 'string' && isValidCacheControl(cacheControl)
            ? cacheControl
            : undefined,
      };
    } catch {
      // No sidecar (an operator's file) or an unreadable one: fall back to the defaults.
      return {};
    }
  }

  async function info(
    bucket: BucketName,
    key: string,
    stat: { size: number; mtime: Date },
  ): Promise<ObjectInfo> {
    const meta = await readSidecar(bucket, key);
    return {
      bucket,
      key,
      size: stat.size,
      contentType: meta.contentType ?? contentTypeForKey(key),
      cacheControl: meta.cacheControl ?? DEFAULT_CACHE_CONTROL,
      lastModified: stat.mtime,
    };
  }

  /** Writes `body` to a fresh temporary file, flushed to disk; returns its path. */
  async function writeTemp(body: Uint8Array | ReadableStream<Uint8Array> | string) {
    await fs.mkdir(tmpDir, { recursive: true });
    const file = path.join(tmpDir, randomUUID());
    try {
      const handle = await fs.open(file, 'wx');
      try {
        if (typeof body === 'string' || body instanceof Uint8Array) {
          await handle.writeFile(body);
        } else {
          const reader = body.getReader();
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            // A write may be partial: keep going until the chunk is all on disk.
            for (let written = 0; written < value.byteLength;) {
              written += (await handle.write(value, written)).bytesWritten;
            }
          }
        }
        await handle.sync();
      } finally {
        await handle.close();
      }
      return file;
    } catch (err) {
      await fs.rm(file, { force: true });
      throw err;
    }
  }

  async function removeEmptyParents(from: string, stopAt: string) {
    let dir = path.dirname(from);
    while (dir.startsWith(stopAt + path.sep)) {
      try {
        await fs.rmdir(dir);
      } catch {
        return; // not empty (or gone): stop climbing
      }
      dir = path.dirname(dir);
    }
  }

  return checkedStorage({
    async put(bucket, key, body, { contentType, cacheControl, upsert }) {
      const target = objectPath(bucket, key);
      const conflict = () =>
        new AppError('CONFLICT', 409, `An object named "${key}" already exists.`);
      const temp = await writeTemp(body);
      try {
        try {
          await fs.mkdir(path.dirname(target), { recursive: true });
          await assertNoLinks(bucketDir(bucket), key);
          if (upsert) {
            await fs.rename(temp, target);
          } else {
            await fs.link(temp, target);
          }
        } catch (err) {
          const code = (err as NodeJS.ErrnoException).code;
          // EEXIST: the key exists (create only) or a file stands where a folder must go;
          // ENOTDIR, EISDIR, ENOTEMPTY: the key is both a file and a folder.
          if (
            code === 'EEXIST' ||
            code === 'ENOTDIR' ||
            code === 'EISDIR' ||
            code === 'ENOTEMPTY'
          ) {
            throw conflict();
          }
          throw err;
        }
      } finally {
        await fs.rm(temp, { force: true });
      }
      const sidecar = sidecarPath(bucket, key);
      await fs.mkdir(path.dirname(sidecar), { recursive: true });
      const metaTemp = await writeTemp(JSON.stringify({ contentType, cacheControl }));
      await fs.rename(metaTemp, sidecar);
      const stat = await fs.stat(target);
      return { bucket, key, size: stat.size, contentType, cacheControl, lastModified: stat.mtime };
    },

    async get(bucket, key): Promise<StoredObject> {
      const found = await resolveObject(bucket, key);
      if (!found) throw new AppError('NOT_FOUND', 404, 'Object not found.');
      // Open before reading the metadata: the size reported is that of the file streamed.
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(found.file, 'r');
      } catch (err) {
        if (isMissing(err)) throw new AppError('NOT_FOUND', 404, 'Object not found.');
        throw err;
      }
      try {
        const stat = await handle.stat();
        const meta = await info(bucket, key, stat);
        const body = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
        return { ...meta, body };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },

    async head(bucket, key) {
      const found = await resolveObject(bucket, key);
      return found ? info(bucket, key, found.stat) : null;
    },

    async delete(bucket, key) {
      const found = await resolveObject(bucket, key);
      if (!found) return false;
      try {
        await fs.unlink(found.file);
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
      const sidecar = sidecarPath(bucket, key);
      await fs.rm(sidecar, { force: true });
      await removeEmptyParents(found.file, found.realBucket);
      await removeEmptyParents(sidecar, path.join(rootDir, '.meta', bucket));
      return true;
    },

    async list(bucket, { prefix, limit, offset, descending }) {
      let realBucket: string;
      try {
        realBucket = await fs.realpath(bucketDir(bucket));
      } catch (err) {
        if (isMissing(err)) return [];
        throw err;
      }
      const keys: string[] = [];
      await walk(realBucket, '', prefix, keys);
      keys.sort(compareKeys);
      if (descending) keys.reverse();
      const page = keys.slice(offset, offset + limit);
      const infos = await Promise.all(
        page.map(async (key) => {
          try {
            return await info(bucket, key, await fs.stat(path.join(realBucket, ...key.split('/'))));
          } catch (err) {
            if (isMissing(err)) return null; // deleted while listing
            throw err;
          }
        }),
      );
      return infos.filter((item): item is ObjectInfo => item !== null);
    },

    async check() {
      // The folder exists (or can be made) and this process may write in it.
      await fs.mkdir(rootDir, { recursive: true });
      await fs.access(rootDir, fs.constants.R_OK | fs.constants.W_OK);
    },
  });
}

/** Refuses a write whose folder is reached through a symbolic link (it could lead anywhere). */
async function assertNoLinks(bucketFolder: string, key: string) {
  const segments = key.split('/').slice(0, -1);
  const realBucket = await fs.realpath(bucketFolder);
  const folder = path.join(realBucket, ...segments);
  if ((await fs.realpath(folder)) !== folder) {
    throw new AppError('CONFLICT', 409, "The object's folder is a link; refusing to write.");
  }
}

/** Collects every valid key of regular files under `dir` that starts with `prefix`. */
async function walk(dir: string, base: string, prefix: string, keys: string[]) {
  let entries;
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch (err) {
    if (isMissing(err)) return;
    throw err;
  }
  for (const entry of entries) {
    const key = base ? `${base}/${entry.name}` : entry.name;
    if (!isValidKey(key)) continue; // an operator's file the API could never address
    if (entry.isDirectory()) {
      const folder = `${key}/`;
      if (folder.startsWith(prefix) || prefix.startsWith(folder)) {
        await walk(path.join(dir, entry.name), key, prefix, keys);
      }
    } else if (entry.isFile() && key.startsWith(prefix)) {
      keys.push(key);
    }
  }
}

function isMissing(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
