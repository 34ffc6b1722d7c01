import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { silentLogger } from '../../lib/logger.ts';
import { startS3TestServer, type S3TestServer } from '../../test/s3-test-server.ts';
import { createTestApp, testConfig } from '../../test/test-app.ts';
import { getTestDatabase, testDatabaseKind } from '../../test/test-db.ts';
import { createLocalObjectStorage } from '../storage/local-object-storage.ts';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3.close();
});

interface ReadyBody {
  status: 'ok' | 'error';
  database: { status: string; kind: string; message?: string };
  storage: { status: string; driver: string; message?: string };
}

async function ready(app: { request(path: string): Response | Promise<Response> }) {
  const res = await app.request('/api/ready');
  return {
    status: res.status,
    cache: res.headers.get('cache-control'),
    body: (await res.json()) as ReadyBody,
  };
}

describe(`GET /api/ready (${testDatabaseKind()})`, () => {
  it('is ready with the database and the local folder', async () => {
    const { app } = await createTestApp();
    const res = await ready(app);
    expect(res.status).toBe(200);
    expect(res.cache).toContain('no-store');
    expect(res.body).toMatchObject({
      status: 'ok',
      database: { status: 'ok', kind: testDatabaseKind() },
      storage: { status: 'ok', driver: 'local' },
    });
  });

  it('is ready with S3 storage from the configuration, and makes its buckets', async () => {
    const database = await getTestDatabase();
    const config = testConfig(s3.env('ready-ok-'));
    const app = createApp({ config, database, logger: silentLogger });
    const res = await ready(app);
    expect(res.status).toBe(200);
    expect(res.body.storage).toMatchObject({ status: 'ok', driver: 's3' });
  });

  it('answers 503 naming the storage when S3 refuses the credentials', async () => {
    const database = await getTestDatabase();
    const config = testConfig({ ...s3.env('ready-bad-'), S3_ACCESS_KEY_ID: 'NOBODY' });
    const app = createApp({ config, database, logger: silentLogger });
    const res = await ready(app);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      status: 'error',
      database: { status: 'ok' },
      storage: { status: 'error', driver: 's3', message: 'The file storage cannot be used.' },
    });
  });

  it('answers 503 naming the database when it fails, and says when it timed out', async () => {
    const database = await getTestDatabase();
    const broken = { ...database, ping: () => Promise.reject(new Error('connection refused')) };
    const res = await ready(
      createApp({ config: testConfig(), database: broken, logger: silentLogger }),
    );
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      status: 'error',
      database: { status: 'error', message: 'The database did not answer.' },
      storage: { status: 'ok' },
    });
    expect(JSON.stringify(res.body)).not.toContain('connection refused');

    const hanging = { ...database, ping: () => new Promise<void>(() => {}) };
    const slow = await ready(
      createApp({ config: testConfig(), database: hanging, logger: silentLogger }),
    );
    expect(slow.status).toBe(503);
    expect(slow.body.database.message).toBe('The database did not answer within 2 s.');
  });

  it('answers 503 when the local folder cannot be made', async () => {
    const database = await getTestDatabase();
    // The storage folder would be inside a plain file: mkdir fails (ENOTDIR), even as root.
    const file = path.join(os.tmpdir(), `tailorcv-not-a-folder-${process.pid}`);
    await fs.writeFile(file, 'x');
    try {
      const storage = createLocalObjectStorage(path.join(file, 'storage'));
      const app = createApp({ config: testConfig(), database, logger: silentLogger, storage });
      const res = await ready(app);
      expect(res.status).toBe(503);
      expect(res.body.storage).toMatchObject({ status: 'error', driver: 'local' });
    } finally {
      await fs.rm(file, { force: true });
    }
  });
});
