import { randomBytes } from 'node:crypto';
import { ListBucketsCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startS3TestServer, type S3TestServer } from '../../test/s3-test-server.ts';
import { freePort } from '../../test/server-process.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createObjectStorage } from './create-object-storage.ts';
import { describeObjectStorageContract } from './object-storage.contract.test-support.ts';
import { readObjectBytes } from './object-storage.ts';
import { createS3ObjectStorage } from './s3-object-storage.ts';

// One S3 server (s3rver on 127.0.0.1) for the file; every store gets buckets of its own.
let serverPromise: Promise<S3TestServer> | undefined;
const s3 = () => (serverPromise ??= startS3TestServer());
const freshPrefix = () => `t${randomBytes(5).toString('hex')}-`;

afterAll(async () => {
  if (serverPromise) await (await serverPromise).close();
});

describeObjectStorageContract('S3 (s3rver on 127.0.0.1)', async () => {
  const storage = (await s3()).storage(freshPrefix());
  return { storage, cleanup: async () => storage.destroy() };
});

const bytes = (text: string) => new TextEncoder().encode(text);

describe('S3 storage', () => {
  let server: S3TestServer;
  let raw: S3Client;
  beforeAll(async () => {
    server = await s3();
    raw = new S3Client({
      endpoint: server.endpoint,
      region: server.region,
      forcePathStyle: true,
      credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
    });
  });
  afterAll(() => raw.destroy());

  /** Runs `use` on a store with buckets of its own (and their prefix), then releases its client. */
  async function withFreshStorage(
    use: (storage: ReturnType<S3TestServer['storage']>, prefix: string) => Promise<void>,
  ) {
    const prefix = freshPrefix();
    const storage = server.storage(prefix);
    try {
      await use(storage, prefix);
    } finally {
      storage.destroy();
    }
  }

  const bucketNames = async () =>
    ((await raw.send(new ListBucketsCommand({}))).Buckets ?? []).map((b) => b.Name);

  it('keeps each product bucket in an S3 bucket named <prefix><bucket>, made on first upload', async () => {
    await withFreshStorage(async (storage, prefix) => {
      expect(await bucketNames()).not.toContain(`${prefix}user-cvs`);
      expect(await storage.list('user-cvs')).toEqual([]);
      expect(await storage.head('user-cvs', 'u1/cv.pdf')).toBeNull();
      await storage.put('user-cvs', 'u1/cv.pdf', bytes('%PDF-1.7'));
      expect(await bucketNames()).toContain(`${prefix}user-cvs`);
      expect(await bucketNames()).not.toContain(`${prefix}cv-templates`);
    });
  });

  it('is one store for every process that names the same prefix, and none for another', async () => {
    const prefix = freshPrefix();
    const one = server.storage(prefix);
    const two = server.storage(prefix);
    const other = server.storage(freshPrefix());
    try {
      await one.put('user-cvs', 'u1/cv.txt', bytes('shared'));
      expect(
        new TextDecoder().decode(await readObjectBytes(await two.get('user-cvs', 'u1/cv.txt'))),
      ).toBe('shared');
      expect(await other.head('user-cvs', 'u1/cv.txt')).toBeNull();
    } finally {
      one.destroy();
      two.destroy();
      other.destroy();
    }
  });

  it("types another tool's object by its extension when it was stored with a generic type", async () => {
    await withFreshStorage(async (storage, prefix) => {
      await storage.check(); // makes the buckets
      await raw.send(
        new PutObjectCommand({
          Bucket: `${prefix}cv-templates`,
          Key: 'templates/operator.docx',
          Body: 'PK operator',
          ContentType: 'binary/octet-stream',
        }),
      );
      expect(await storage.head('cv-templates', 'templates/operator.docx')).toMatchObject({
        size: 11,
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        cacheControl: 'max-age=3600',
      });
    });
  });

  it('leaves out keys the API could never address when listing', async () => {
    await withFreshStorage(async (storage, prefix) => {
      await storage.check();
      for (const key of ['templates/ok.docx', 'templates/bad:name.docx', 'templates/a\\b.docx']) {
        await raw.send(
          new PutObjectCommand({ Bucket: `${prefix}cv-templates`, Key: key, Body: 'x' }),
        );
      }
      expect((await storage.list('cv-templates')).map((o) => o.key)).toEqual(['templates/ok.docx']);
    });
  });

  it('passes its readiness check on a live server and makes the missing buckets', async () => {
    await withFreshStorage(async (storage, prefix) => {
      await storage.check();
      expect(await bucketNames()).toEqual(
        expect.arrayContaining([`${prefix}user-cvs`, `${prefix}cv-templates`]),
      );
    });
  });

  it('fails with an unknown access key, a wrong secret, or when nothing listens', async () => {
    const settings = { endpoint: server.endpoint, region: server.region, forcePathStyle: true };
    const unknownKey = createS3ObjectStorage({
      ...settings,
      bucketPrefix: freshPrefix(),
      credentials: { accessKeyId: 'NOBODY', secretAccessKey: server.secretAccessKey },
    });
    const wrongSecret = createS3ObjectStorage({
      ...settings,
      bucketPrefix: freshPrefix(),
      credentials: { accessKeyId: server.accessKeyId, secretAccessKey: 'not-the-secret' },
    });
    const nobody = createS3ObjectStorage({
      ...settings,
      endpoint: `http://127.0.0.1:${await freePort()}`,
      bucketPrefix: freshPrefix(),
      credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
      connectionTimeoutMs: 500,
    });
    try {
      await expect(unknownKey.check()).rejects.toThrow();
      await expect(wrongSecret.get('user-cvs', 'u1/cv.txt')).rejects.toThrow(/signature/i);
      await expect(nobody.check()).rejects.toThrow();
    } finally {
      unknownKey.destroy();
      wrongSecret.destroy();
      nobody.destroy();
    }
  });

  it('is chosen by the configuration', async () => {
    const prefix = freshPrefix();
    const config = loadConfig({
      ...server.env(prefix),
      BETTER_AUTH_SECRET: 'a-secret-of-at-least-32-characters!!',
    });
    expect(config.storage).toEqual({
      driver: 's3',
      endpoint: server.endpoint,
      region: 'us-east-1',
      bucketPrefix: prefix,
      credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
      forcePathStyle: true,
    });
    const storage = createObjectStorage(config.storage);
    await storage.put('user-cvs', 'u1/via-config.txt', bytes('x'));
    expect(await bucketNames()).toContain(`${prefix}user-cvs`);
  });
});

describe('the app on S3 storage', () => {
  it("serves a template file an operator uploaded with another S3 tool, and never a user's CV", async () => {
    const server = await s3();
    const prefix = freshPrefix();
    const storage = server.storage(prefix);
    const raw = new S3Client({
      endpoint: server.endpoint,
      region: server.region,
      forcePathStyle: true,
      credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
    });
    try {
      const { app } = await createTestApp({}, { storage });
      await storage.check();
      await raw.send(
        new PutObjectCommand({
          Bucket: `${prefix}cv-templates`,
          Key: 'templates/silicon-valley-engineer-template.docx',
          Body: 'PK from the bucket',
        }),
      );
      await storage.put('user-cvs', 'u1/cv_1_secret.txt', bytes('private'));
      const res = await app.request(
        '/api/storage/cv-templates/templates/silicon-valley-engineer-template.docx',
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      );
      expect(res.headers.get('content-length')).toBe('18');
      expect(await res.text()).toBe('PK from the bucket');
      expect((await app.request('/api/storage/user-cvs/u1/cv_1_secret.txt')).status).toBe(404);
      expect((await app.request('/api/storage/cv-templates/templates/none.docx')).status).toBe(404);
    } finally {
      raw.destroy();
      storage.destroy();
    }
  });
});
