import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { parseStoragePath } from './storage.routes.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const SECRET = 'private CV contents';

describe('GET /api/storage/<bucket>/<key>', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    await t.storage.put(
      'cv-templates',
      'templates/silicon-valley-engineer-template.docx',
      new TextEncoder().encode('PK stored template'),
      { contentType: DOCX },
    );
    await t.storage.put('user-cvs', 'user-1/cv_1_secret.txt', new TextEncoder().encode(SECRET));
  });
  afterAll(async () => {
    await fs.rm(t.storageDir, { recursive: true, force: true });
  });

  it('serves a stored template as an attachment with its type and nosniff', async () => {
    const res = await t.app.request(
      '/api/storage/cv-templates/templates/silicon-valley-engineer-template.docx',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(DOCX);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="silicon-valley-engineer-template.docx"; filename*=UTF-8''silicon-valley-engineer-template.docx`,
    );
    expect(res.headers.get('content-length')).toBe('18');
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect(res.headers.get('last-modified')).toMatch(/GMT$/);
    expect(await res.text()).toBe('PK stored template');
  });

  it('answers HEAD with the same headers and no body', async () => {
    const res = await t.app.request(
      '/api/storage/cv-templates/templates/silicon-valley-engineer-template.docx',
      { method: 'HEAD' },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(DOCX);
    expect(await res.text()).toBe('');
  });

  it("serves an operator's file dropped into DATA_DIR/storage/cv-templates/templates/", async () => {
    const folder = path.join(t.storageDir, 'cv-templates', 'templates');
    await fs.writeFile(path.join(folder, 'operator-template.docx'), 'PK operator');
    const res = await t.app.request('/api/storage/cv-templates/templates/operator-template.docx');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(DOCX);
    expect(await res.text()).toBe('PK operator');
  });

  it('gives a safe download name for any key', async () => {
    await t.storage.put(
      'cv-templates',
      'templates/Résumé "final"; x.docx',
      new TextEncoder().encode('PK'),
    );
    const res = await t.app.request(
      `/api/storage/cv-templates/templates/${encodeURIComponent('Résumé "final"; x.docx')}`,
    );
    expect(res.status).toBe(200);
    const disposition = res.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment; filename="[^"\\]*"; filename\*=UTF-8''[^"\s;]+$/);
    expect(disposition).toContain(`filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22%3B%20x.docx`);
  });

  it('answers a missing file with 404 JSON', async () => {
    const res = await t.app.request('/api/storage/cv-templates/templates/nothing-template.docx');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'File not found.' },
    });
  });

  it('never serves the private user-cvs bucket or an unknown bucket', async () => {
    for (const url of [
      '/api/storage/user-cvs/user-1/cv_1_secret.txt',
      '/api/storage/USER-CVS/user-1/cv_1_secret.txt',
      '/api/storage/user%2Dcvs/user-1/cv_1_secret.txt',
      '/api/storage/avatars/a.png',
      '/api/storage/cv-templates',
      '/api/storage/cv-templates/',
    ]) {
      const res = await t.app.request(url);
      expect(res.status, url).toBe(404);
      expect(await res.text(), url).not.toContain(SECRET);
    }
  });

  it.each([
    'templates/..%2f..%2fuser-cvs%2fuser-1%2fcv_1_secret.txt',
    'templates/..%2F..%2Fuser-cvs%2Fuser-1%2Fcv_1_secret.txt',
    '..%2fuser-cvs%2fuser-1%2fcv_1_secret.txt',
    '%2e%2e%2fuser-cvs%2fuser-1%2fcv_1_secret.txt',
    '%2E%2E/user-cvs/user-1/cv_1_secret.txt',
    '../user-cvs/user-1/cv_1_secret.txt',
    'templates/../../user-cvs/user-1/cv_1_secret.txt',
    'templates%5c..%5c..%5cuser-cvs%5cuser-1%5ccv_1_secret.txt',
    '..%5C..%5Cuser-cvs%5Cuser-1%5Ccv_1_secret.txt',
    '%2fetc%2fpasswd',
    '/etc/passwd',
    '%2F%2Fetc%2Fpasswd',
    'C:%5CWindows%5Cwin.ini',
    'c:/windows/win.ini',
    'templates/a%00.docx',
    'templates/%E2%80%AEcod.docx',
    'templates/%E0%A4%A',
    'templates//silicon-valley-engineer-template.docx',
    `templates/${'a'.repeat(300)}.docx`,
  ])('refuses the traversal attempt %s with 400 or 404', async (key) => {
    const res = await t.app.request(`/api/storage/cv-templates/${key}`);
    expect([400, 404]).toContain(res.status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await res.text();
    expect(body).not.toContain(SECRET);
    expect(JSON.parse(body)).toMatchObject({
      error: { code: expect.stringMatching(/^(BAD_REQUEST|NOT_FOUND)$/) },
    });
  });

  it('decodes an encoded key once: %2F separates, %252F is a literal percent sequence', () => {
    expect(parseStoragePath('/api/storage/cv-templates/templates%2Fa.docx')).toEqual({
      bucket: 'cv-templates',
      key: 'templates/a.docx',
    });
    expect(parseStoragePath('/api/storage/cv-templates/a%252F..docx').key).toBe('a%2F..docx');
  });
});
