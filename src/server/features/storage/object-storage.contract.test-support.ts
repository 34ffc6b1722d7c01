import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import {
  DEFAULT_CACHE_CONTROL,
  LIST_DEFAULT_LIMIT,
  readObjectBytes,
  type BucketName,
  type ObjectStorage,
} from './object-storage.ts';

/**
 * What every `ObjectStorage` must do, whatever keeps the bytes. Each implementation's
 * test file runs this suite against a fresh, empty store per test:
 *
 *   describeObjectStorageContract('local folder', async () => ({ storage, cleanup }));
 */

export interface ContractSubject {
  storage: ObjectStorage;
  cleanup: () => Promise<void>;
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array) => new TextDecoder().decode(data);

export const TRAVERSAL_KEYS = [
  '../secret.txt',
  'templates/../../secret.txt',
  '..',
  '.',
  './a.txt',
  '/etc/passwd',
  'templates//a.docx',
  'templates/',
  '',
  'templates\\..\\a.docx',
  'C:\\Windows\\win.ini',
  'c:/windows/win.ini',
  'a\u0000.docx',
  'a\n.docx',
  'invoice\u202Excod.docx',
  'zero\u200Bwidth.docx',
  'lone\uD800surrogate.docx',
  `${'a'.repeat(256)}.docx`,
  `${'a/'.repeat(600)}a`,
];

async function expectAppError(promise: Promise<unknown>, status: number) {
  const error = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(status);
}

export function describeObjectStorageContract(
  name: string,
  createSubject: () => Promise<ContractSubject>,
) {
  describe(`ObjectStorage contract: ${name}`, () => {
    let subject: ContractSubject;
    let storage: ObjectStorage;
    beforeEach(async () => {
      subject = await createSubject();
      storage = subject.storage;
    });
    afterEach(async () => {
      await subject.cleanup();
    });

    it('stores bytes and gives them back with their metadata', async () => {
      const put = await storage.put('cv-templates', 'templates/a-template.docx', bytes('hello'), {
        contentType: DOCX,
      });
      expect(put).toMatchObject({
        bucket: 'cv-templates',
        key: 'templates/a-template.docx',
        size: 5,
        contentType: DOCX,
        cacheControl: DEFAULT_CACHE_CONTROL,
      });
      const got = await storage.get('cv-templates', 'templates/a-template.docx');
      expect(got).toMatchObject({ size: 5, contentType: DOCX, cacheControl: 'max-age=3600' });
      expect(got.lastModified).toBeInstanceOf(Date);
      expect(text(await readObjectBytes(got))).toBe('hello');
      expect(await storage.head('cv-templates', 'templates/a-template.docx')).toMatchObject({
        size: 5,
        contentType: DOCX,
      });
    });

    it('derives the content type from the extension when none is given', async () => {
      expect((await storage.put('user-cvs', 'u1/cv.pdf', bytes('%PDF'))).contentType).toBe(
        'application/pdf',
      );
      expect((await storage.put('user-cvs', 'u1/cv.docx', bytes('PK'))).contentType).toBe(DOCX);
      expect((await storage.put('user-cvs', 'u1/blob', bytes('?'))).contentType).toBe(
        'application/octet-stream',
      );
      expect((await storage.head('user-cvs', 'u1/cv.pdf'))?.contentType).toBe('application/pdf');
    });

    it('keeps the cache control given on upload', async () => {
      await storage.put('user-cvs', 'u1/a.txt', bytes('a'), { cacheControl: 'no-store' });
      expect((await storage.head('user-cvs', 'u1/a.txt'))?.cacheControl).toBe('no-store');
    });

    it('accepts a stream as the body', async () => {
      const chunks = ['one ', 'two ', 'three'];
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(bytes(chunk));
          controller.close();
        },
      });
      const put = await storage.put('user-cvs', 'u1/stream.txt', body);
      expect(put.size).toBe(13);
      expect(text(await readObjectBytes(await storage.get('user-cvs', 'u1/stream.txt')))).toBe(
        'one two three',
      );
    });

    it('stores an empty object and binary bytes exactly', async () => {
      await storage.put('user-cvs', 'u1/empty.bin', new Uint8Array());
      expect((await storage.head('user-cvs', 'u1/empty.bin'))?.size).toBe(0);
      const all = Uint8Array.from({ length: 256 }, (_, i) => i);
      await storage.put('user-cvs', 'u1/all.bin', all);
      expect(await readObjectBytes(await storage.get('user-cvs', 'u1/all.bin'))).toEqual(all);
    });

    it('refuses to overwrite unless upsert is on (off by default)', async () => {
      await storage.put('user-cvs', 'u1/cv.txt', bytes('first'));
      await expectAppError(storage.put('user-cvs', 'u1/cv.txt', bytes('second')), 409);
      expect(text(await readObjectBytes(await storage.get('user-cvs', 'u1/cv.txt')))).toBe('first');
      await storage.put('user-cvs', 'u1/cv.txt', bytes('third'), {
        upsert: true,
        contentType: 'text/markdown; charset=utf-8',
      });
      const got = await storage.get('user-cvs', 'u1/cv.txt');
      expect(got.contentType).toBe('text/markdown; charset=utf-8');
      expect(text(await readObjectBytes(got))).toBe('third');
    });

    it('lets exactly one of two racing create-only uploads win', async () => {
      const results = await Promise.allSettled([
        storage.put('user-cvs', 'u1/race.txt', bytes('left')),
        storage.put('user-cvs', 'u1/race.txt', bytes('right')),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const content = text(await readObjectBytes(await storage.get('user-cvs', 'u1/race.txt')));
      expect(['left', 'right']).toContain(content);
    });

    it('answers a missing object with null (head), 404 (get) and false (delete)', async () => {
      expect(await storage.head('cv-templates', 'templates/none.docx')).toBeNull();
      await expectAppError(storage.get('cv-templates', 'templates/none.docx'), 404);
      expect(await storage.delete('cv-templates', 'templates/none.docx')).toBe(false);
    });

    it('deletes an object', async () => {
      await storage.put('user-cvs', 'u1/cv.txt', bytes('x'));
      expect(await storage.delete('user-cvs', 'u1/cv.txt')).toBe(true);
      expect(await storage.head('user-cvs', 'u1/cv.txt')).toBeNull();
      await expectAppError(storage.get('user-cvs', 'u1/cv.txt'), 404);
      expect(await storage.list('user-cvs')).toEqual([]);
      // The key is free again for a create-only upload.
      await storage.put('user-cvs', 'u1/cv.txt', bytes('y'));
      expect((await storage.head('user-cvs', 'u1/cv.txt'))?.size).toBe(1);
    });

    it('keeps buckets apart', async () => {
      await storage.put('user-cvs', 'templates/a.docx', bytes('private'));
      expect(await storage.head('cv-templates', 'templates/a.docx')).toBeNull();
      await storage.put('cv-templates', 'templates/a.docx', bytes('public'));
      expect(text(await readObjectBytes(await storage.get('user-cvs', 'templates/a.docx')))).toBe(
        'private',
      );
      expect((await storage.list('cv-templates')).map((o) => o.key)).toEqual(['templates/a.docx']);
    });

    it('round-trips keys with accents, spaces and other scripts', async () => {
      const keys = ['u1/José Müller CV.pdf', 'u1/Лукаш резюме.docx', 'u1/cv_17000_(final).txt'];
      for (const key of keys) await storage.put('user-cvs', key, bytes(key));
      for (const key of keys) {
        expect(text(await readObjectBytes(await storage.get('user-cvs', key)))).toBe(key);
      }
      expect((await storage.list('user-cvs')).map((o) => o.key).sort()).toEqual([...keys].sort());
    });

    describe('list', () => {
      it('lists every object under the bucket, by name ascending, with metadata', async () => {
        for (const key of ['b/2.txt', 'a.txt', 'b/1.txt', 'c/d/e.txt', 'B.txt']) {
          await storage.put('user-cvs', key, bytes(key));
        }
        const listed = await storage.list('user-cvs');
        expect(listed.map((o) => o.key)).toEqual([
          'B.txt',
          'a.txt',
          'b/1.txt',
          'b/2.txt',
          'c/d/e.txt',
        ]);
        expect(listed[0]).toMatchObject({
          bucket: 'user-cvs',
          size: 5,
          contentType: 'text/plain; charset=utf-8',
        });
        expect((await storage.list('user-cvs', { order: 'desc' })).map((o) => o.key)).toEqual([
          'c/d/e.txt',
          'b/2.txt',
          'b/1.txt',
          'a.txt',
          'B.txt',
        ]);
      });

      it('filters by prefix: a folder or the start of a name', async () => {
        for (const key of ['u1/a.txt', 'u1/b.txt', 'u10/a.txt', 'u2/a.txt']) {
          await storage.put('user-cvs', key, bytes('x'));
        }
        const keys = async (prefix: string) =>
          (await storage.list('user-cvs', { prefix })).map((o) => o.key);
        expect(await keys('u1/')).toEqual(['u1/a.txt', 'u1/b.txt']);
        expect(await keys('u1')).toEqual(['u1/a.txt', 'u1/b.txt', 'u10/a.txt']);
        expect(await keys('u1/b')).toEqual(['u1/b.txt']);
        expect(await keys('nobody/')).toEqual([]);
        expect(await keys('')).toHaveLength(4);
      });

      it('pages with limit 100 and offset 0 by default', async () => {
        const keys = Array.from({ length: 105 }, (_, i) => `t/${String(i).padStart(3, '0')}.txt`);
        await Promise.all(keys.map((key) => storage.put('cv-templates', key, bytes('x'))));
        const first = await storage.list('cv-templates');
        expect(first).toHaveLength(LIST_DEFAULT_LIMIT);
        expect(first.map((o) => o.key)).toEqual(keys.slice(0, 100));
        const rest = await storage.list('cv-templates', { offset: 100 });
        expect(rest.map((o) => o.key)).toEqual(keys.slice(100));
        const middle = await storage.list('cv-templates', { offset: 10, limit: 3 });
        expect(middle.map((o) => o.key)).toEqual(keys.slice(10, 13));
        expect(await storage.list('cv-templates', { offset: 500 })).toEqual([]);
      });

      it('refuses a bad limit, offset or prefix with 400', async () => {
        await expectAppError(storage.list('user-cvs', { limit: 0 }), 400);
        await expectAppError(storage.list('user-cvs', { limit: 1001 }), 400);
        await expectAppError(storage.list('user-cvs', { limit: 1.5 }), 400);
        await expectAppError(storage.list('user-cvs', { offset: -1 }), 400);
        await expectAppError(storage.list('user-cvs', { prefix: '../' }), 400);
        await expectAppError(storage.list('user-cvs', { prefix: '/etc' }), 400);
        await expectAppError(storage.list('user-cvs', { prefix: 'a\\b' }), 400);
      });

      it('answers an empty list for an empty bucket', async () => {
        expect(await storage.list('cv-templates')).toEqual([]);
        expect(await storage.list('cv-templates', { prefix: 'templates/' })).toEqual([]);
      });
    });

    describe('names', () => {
      it.each(TRAVERSAL_KEYS.map((key) => [JSON.stringify(key).slice(0, 60), key]))(
        'refuses the key %s with 400 in every call',
        async (_label, key) => {
          await expectAppError(storage.put('user-cvs', key, bytes('x')), 400);
          await expectAppError(storage.get('user-cvs', key), 400);
          await expectAppError(storage.head('user-cvs', key), 400);
          await expectAppError(storage.delete('user-cvs', key), 400);
        },
      );

      it('refuses an unknown bucket with 404 and a malformed one with 400', async () => {
        const unknown = 'secrets' as BucketName;
        await expectAppError(storage.get(unknown, 'a.txt'), 404);
        await expectAppError(storage.put(unknown, 'a.txt', bytes('x')), 404);
        await expectAppError(storage.list(unknown), 404);
        for (const bad of ['..', '.meta', 'User-CVs', 'a/b', '', 'x']) {
          await expectAppError(storage.head(bad as BucketName, 'a.txt'), 400);
        }
      });

      it('refuses an invalid content type with 400', async () => {
        await expectAppError(
          storage.put('user-cvs', 'u1/a.txt', bytes('x'), { contentType: 'text/html\r\nX-A: b' }),
          400,
        );
        await expectAppError(
          storage.put('user-cvs', 'u1/a.txt', bytes('x'), { contentType: 'nonsense' }),
          400,
        );
        expect(await storage.head('user-cvs', 'u1/a.txt')).toBeNull();
      });
    });
  });
}
