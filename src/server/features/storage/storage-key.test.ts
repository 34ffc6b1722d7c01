import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { TRAVERSAL_KEYS } from './object-storage.contract.test-support.ts';
import { assertBucket, assertKey, assertPrefix, keyFileName } from './storage-key.ts';

function statusOf(fn: () => unknown): number | undefined {
  try {
    fn();
    return undefined;
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return (err as AppError).status;
  }
}

describe('storage names', () => {
  it('accepts the two buckets only', () => {
    expect(statusOf(() => assertBucket('user-cvs'))).toBeUndefined();
    expect(statusOf(() => assertBucket('cv-templates'))).toBeUndefined();
    expect(statusOf(() => assertBucket('avatars'))).toBe(404);
    for (const bad of [
      '..',
      'CV-Templates',
      'cv_templates',
      '-cv',
      'a',
      '',
      'cv-templates/..',
      7,
    ]) {
      expect(statusOf(() => assertBucket(bad))).toBe(400);
    }
  });

  it('accepts ordinary keys', () => {
    for (const key of [
      'templates/silicon-valley-engineer-template.docx',
      'user-1/cv_1700000000000_Jane Doe (2024).pdf',
      'u/José Müller.docx',
      'u/Лукаш.pdf',
      '.hidden',
      'a..b/c...d',
      'x'.repeat(255),
    ]) {
      expect(assertKey(key)).toBe(key);
    }
  });

  it.each(TRAVERSAL_KEYS.map((key) => [JSON.stringify(key).slice(0, 60), key]))(
    'refuses %s with 400',
    (_label, key) => {
      expect(statusOf(() => assertKey(key))).toBe(400);
    },
  );

  it('caps a key at 1024 bytes (UTF-8) and 32 levels', () => {
    const long = Array.from({ length: 8 }, () => 'é'.repeat(63)).join('/'); // 8 × 126 + 7 bytes
    expect(assertKey(long)).toBe(long);
    expect(statusOf(() => assertKey(`${long}/${'a'.repeat(20)}`))).toBe(400);
    expect(statusOf(() => assertKey(Array.from({ length: 33 }, () => 'a').join('/')))).toBe(400);
    expect(statusOf(() => assertKey('é'.repeat(128)))).toBe(400); // 256 bytes in one segment
  });

  it('accepts prefixes that end in a folder or part of a name, never a climb', () => {
    for (const prefix of [undefined, '', 'u1', 'u1/', 'u1/cv_', 'templates/.']) {
      expect(statusOf(() => assertPrefix(prefix))).toBeUndefined();
    }
    for (const prefix of ['..', '../', 'a/..', '/a', 'a//b', 'a\\', 'a\u0000']) {
      expect(statusOf(() => assertPrefix(prefix))).toBe(400);
    }
  });

  it('names a download after the last segment', () => {
    expect(keyFileName('templates/a-template.docx')).toBe('a-template.docx');
    expect(keyFileName('a.docx')).toBe('a.docx');
  });
});
