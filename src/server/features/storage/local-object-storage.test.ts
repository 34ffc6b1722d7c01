import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { createLocalObjectStorage } from './local-object-storage.ts';
import { describeObjectStorageContract } from './object-storage.contract.test-support.ts';
import { readObjectBytes, type ObjectStorage } from './object-storage.ts';

async function tempRoot() {
  return fs.mkdtemp(path.join(os.tmpdir(), 'tailorcv-storage-test-'));
}

describeObjectStorageContract('local folder', async () => {
  const root = await tempRoot();
  return {
    storage: createLocalObjectStorage(path.join(root, 'storage')),
    cleanup: () => fs.rm(root, { recursive: true, force: true }),
  };
});

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const bytes = (text: string) => new TextEncoder().encode(text);

async function status(promise: Promise<unknown>) {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return (err as AppError).status;
}

describe('local folder storage', () => {
  let root: string;
  let storageDir: string;
  let storage: ObjectStorage;
  beforeEach(async () => {
    root = await tempRoot();
    storageDir = path.join(root, 'storage');
    storage = createLocalObjectStorage(storageDir);
  });
  afterEach(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });

  it('keeps each object as a plain file at <root>/<bucket>/<key>, with no temp files left', async () => {
    await storage.put('user-cvs', 'u1/cv_1_Jane Doe.pdf', bytes('%PDF-1.7'));
    expect(
      await fs.readFile(path.join(storageDir, 'user-cvs', 'u1', 'cv_1_Jane Doe.pdf'), 'utf8'),
    ).toBe('%PDF-1.7');
    expect(await fs.readdir(path.join(storageDir, '.tmp'))).toEqual([]);
  });

  it("serves an operator's file dropped into the bucket folder, typed by its extension", async () => {
    const folder = path.join(storageDir, 'cv-templates', 'templates');
    await fs.mkdir(folder, { recursive: true });
    await fs.writeFile(path.join(folder, 'modern-template.docx'), 'PK operator');
    const got = await storage.get('cv-templates', 'templates/modern-template.docx');
    expect(got).toMatchObject({ size: 11, contentType: DOCX, cacheControl: 'max-age=3600' });
    expect(new TextDecoder().decode(await readObjectBytes(got))).toBe('PK operator');
    expect(
      (await storage.list('cv-templates', { prefix: 'templates/' })).map((o) => o.key),
    ).toEqual(['templates/modern-template.docx']);
  });

  it('ignores files whose names no key could address, and never lists folders', async () => {
    const folder = path.join(storageDir, 'cv-templates', 'templates');
    await fs.mkdir(path.join(folder, 'empty-folder'), { recursive: true });
    await fs.writeFile(path.join(folder, 'ok.docx'), 'x');
    await fs.writeFile(path.join(folder, 'bad:name.docx'), 'x');
    await fs.writeFile(path.join(folder, 'bad\\name.docx'), 'x');
    expect((await storage.list('cv-templates')).map((o) => o.key)).toEqual(['templates/ok.docx']);
    expect(await storage.head('cv-templates', 'templates/empty-folder')).toBeNull();
  });

  it('never follows a symbolic link inside a bucket', async () => {
    const secret = path.join(root, 'secret.txt');
    await fs.writeFile(secret, 'top secret');
    const bucket = path.join(storageDir, 'cv-templates');
    await fs.mkdir(path.join(bucket, 'templates'), { recursive: true });
    await fs.symlink(secret, path.join(bucket, 'templates', 'leak.docx'));
    await fs.symlink(root, path.join(bucket, 'outside'));
    expect(await storage.head('cv-templates', 'templates/leak.docx')).toBeNull();
    expect(await status(storage.get('cv-templates', 'templates/leak.docx'))).toBe(404);
    expect(await status(storage.get('cv-templates', 'outside/secret.txt'))).toBe(404);
    expect(await storage.delete('cv-templates', 'outside/secret.txt')).toBe(false);
    expect(await status(storage.put('cv-templates', 'outside/new.txt', bytes('x')))).toBe(409);
    expect(await storage.list('cv-templates')).toEqual([]);
    expect(await fs.readFile(secret, 'utf8')).toBe('top secret');
    await expect(fs.access(path.join(root, 'new.txt'))).rejects.toThrow();
  });

  it('refuses a key that would be both a file and a folder with 409', async () => {
    await storage.put('user-cvs', 'u1/a', bytes('file'));
    expect(await status(storage.put('user-cvs', 'u1/a/b.txt', bytes('x')))).toBe(409);
    await storage.put('user-cvs', 'u2/b/c.txt', bytes('x'));
    expect(await status(storage.put('user-cvs', 'u2/b', bytes('x')))).toBe(409);
    expect(await status(storage.put('user-cvs', 'u2/b', bytes('x'), { upsert: true }))).toBe(409);
    expect(await storage.head('user-cvs', 'u2/b')).toBeNull();
  });

  it('leaves no object behind when the upload stream fails part-way', async () => {
    let sent = 0;
    const failing = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 3) controller.enqueue(bytes('chunk '));
        else controller.error(new Error('connection reset'));
      },
    });
    await expect(storage.put('user-cvs', 'u1/broken.pdf', failing)).rejects.toThrow(
      'connection reset',
    );
    expect(await storage.head('user-cvs', 'u1/broken.pdf')).toBeNull();
    expect(await fs.readdir(path.join(storageDir, '.tmp'))).toEqual([]);
  });

  it('replaces a file atomically: a reader sees the old or the new bytes, never a mix', async () => {
    const old = 'o'.repeat(200_000);
    const next = 'n'.repeat(200_000);
    await storage.put('user-cvs', 'u1/cv.txt', bytes(old));
    const reads = Array.from({ length: 5 }, async () =>
      new TextDecoder().decode(await readObjectBytes(await storage.get('user-cvs', 'u1/cv.txt'))),
    );
    await storage.put('user-cvs', 'u1/cv.txt', bytes(next), { upsert: true });
    for (const content of await Promise.all(reads)) expect([old, next]).toContain(content);
  });

  it('removes the emptied folders and the metadata on delete', async () => {
    await storage.put('user-cvs', 'u1/deep/cv.txt', bytes('x'), { contentType: 'text/plain' });
    await storage.delete('user-cvs', 'u1/deep/cv.txt');
    expect(await fs.readdir(path.join(storageDir, 'user-cvs'))).toEqual([]);
    expect(await fs.readdir(path.join(storageDir, '.meta', 'user-cvs'))).toEqual([]);
  });

  it('falls back to the derived type when the metadata file is damaged', async () => {
    await storage.put('user-cvs', 'u1/cv.pdf', bytes('%PDF'), {
      contentType: 'application/x-custom',
    });
    await fs.writeFile(path.join(storageDir, '.meta', 'user-cvs', 'u1', 'cv.pdf.json'), '{oops');
    expect((await storage.head('user-cvs', 'u1/cv.pdf'))?.contentType).toBe('application/pdf');
  });
});
