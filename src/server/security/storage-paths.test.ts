import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createLocalObjectStorage } from '../features/storage/local-object-storage.ts';
import { signUpVerified } from '../test/auth-helpers.ts';
import type { Agent } from '../test/http-agent.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../test/smtp-catcher.ts';
import { createTestApp } from '../test/test-app.ts';
import { listen, rawRequest } from './attack-kit.ts';

/**
 * Traversal and odd names in storage paths, from outside: request targets sent byte for
 * byte over TCP (no client-side `..` resolution or encoding), and uploaded file names.
 * Next to the storage root lie a secret file and a private CV; no request may read them,
 * no upload may write outside `user-cvs/<its user id>/`, and every refusal is a clean
 * 400 or 404 in the API's JSON shape. (Keys given to the ObjectStorage interface directly
 * are covered by its contract suite, object-storage.contract.test-support.ts.)
 */

const OUTSIDE_SECRET = 'outside-the-storage-root-secret';
const PRIVATE_CV = 'private-cv-contents-secret';

let smtp: SmtpCatcher;
let app: App;
let base: string;
let root: string;
let server: Awaited<ReturnType<typeof listen>>;
let user: { agent: Agent; userId: string };

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  base = await fs.mkdtemp(path.join(os.tmpdir(), 'tailorcv-traversal-'));
  root = path.join(base, 'storage');
  await fs.writeFile(path.join(base, 'secret.txt'), OUTSIDE_SECRET);
  const storage = createLocalObjectStorage(root);
  await storage.put('cv-templates', 'templates/real-template.docx', new TextEncoder().encode('PK'));
  await storage.put('user-cvs', 'victim/cv_1_cv.txt', new TextEncoder().encode(PRIVATE_CV));
  // A link inside the public bucket that points outside it.
  await fs.symlink(path.join(base, 'secret.txt'), path.join(root, 'cv-templates', 'link.txt'));
  ({ app } = await createTestApp({ SMTP_URL: smtp.url }, { storage }));
  server = await listen(app);
  user = await signUpVerified(app, smtp);
});

afterAll(async () => {
  await server?.close();
  await smtp.close();
  await fs.rm(base, { recursive: true, force: true });
});

/** Request targets as an attacker's tool sends them. */
const TARGETS = [
  '/api/storage/cv-templates/../user-cvs/victim/cv_1_cv.txt',
  '/api/storage/cv-templates/templates/../../user-cvs/victim/cv_1_cv.txt',
  '/api/storage/cv-templates/../../../secret.txt',
  '/api/storage/cv-templates/..%2f..%2fsecret.txt',
  '/api/storage/cv-templates/..%2F..%2F..%2Fsecret.txt',
  '/api/storage/cv-templates/%2e%2e/%2e%2e/secret.txt',
  '/api/storage/cv-templates/%2e%2e%2f%2e%2e%2fsecret.txt',
  '/api/storage/cv-templates/%252e%252e%252fsecret.txt',
  '/api/storage/cv-templates/..\\..\\secret.txt',
  '/api/storage/cv-templates/..%5c..%5csecret.txt',
  '/api/storage/cv-templates/%5c..%5csecret.txt',
  '/api/storage/cv-templates/%2fetc%2fpasswd',
  '/api/storage/cv-templates//etc/passwd',
  '/api/storage/cv-templates/C:%5cWindows%5cwin.ini',
  '/api/storage/cv-templates/link.txt',
  '/api/storage/cv-templates/templates/real-template.docx%00.txt',
  '/api/storage/cv-templates/%00',
  '/api/storage/cv-templates/%c0%ae%c0%ae%c0%afsecret.txt',
  '/api/storage/cv-templates/%ef%bc%8e%ef%bc%8e%ef%bc%8fsecret.txt',
  '/api/storage/cv-templates/%e2%80%a5/secret.txt',
  '/api/storage/cv-templates/..;/secret.txt',
  '/api/storage/cv-templates/templates/real-template.docx/..',
  '/api/storage/cv-templates/templates/%e2%80%aexcod.docx',
  '/api/storage/cv-templates/templates/%e2%80%8breal-template.docx',
  '/api/storage/..%2fuser-cvs/victim/cv_1_cv.txt',
  '/api/storage/user-cvs/victim/cv_1_cv.txt',
  '/api/storage/user-cvs%2fvictim/cv_1_cv.txt',
  '/api/storage/USER-CVS/victim/cv_1_cv.txt',
  '/api/storage/%75ser-cvs/victim/cv_1_cv.txt',
  `/api/storage/cv-templates/${'..%2f'.repeat(40)}etc%2fpasswd`,
  `/api/storage/cv-templates/${'a/'.repeat(40)}a`,
  'http://127.0.0.1/api/storage/user-cvs/victim/cv_1_cv.txt',
  '//api/storage/user-cvs/victim/cv_1_cv.txt',
];

describe('storage paths sent raw over TCP', () => {
  it('serves a real template (control)', async () => {
    const res = await rawRequest(
      server.port,
      'GET /api/storage/cv-templates/templates/real-template.docx HTTP/1.1\r\nHost: 127.0.0.1',
    );
    expect(res.status).toBe(200);
    expect(res.body).toBe('PK');
  });

  it.each(TARGETS)('%s reads nothing outside the public bucket', async (target) => {
    const res = await rawRequest(server.port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1`);
    expect(res.body).not.toContain(OUTSIDE_SECRET);
    expect(res.body).not.toContain(PRIVATE_CV);
    expect(res.body).not.toContain('root:x:0:0');
    expect([400, 404]).toContain(res.status);
    // A request target the HTTP layer cannot parse gets its bare 400; anything that
    // reaches the app answers in the API's shape.
    if (res.headers['content-type'] || res.status === 404) {
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(res.body)).toMatchObject({
        error: { code: expect.stringMatching(/^(BAD_REQUEST|NOT_FOUND)$/) },
      });
    }
  });
});

/** Every file under `dir`, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() || e.isSymbolicLink())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/** A multipart body built by hand, so the file name goes out exactly as given. */
function multipart(fileName: string) {
  const boundary = 'odd-names-boundary';
  const escaped = fileName.replace(/"/g, '%22');
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${escaped}"\r\nContent-Type: text/plain\r\n\r\n`,
      'utf8',
    ),
    Buffer.from('Jane Doe\njane@example.com\n\nEXPERIENCE\nEngineer at Acme\n'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

const ODD_NAMES = [
  '../../../evil.txt',
  '..\\..\\..\\evil.txt',
  '/etc/cron.d/evil.txt',
  'C:\\Windows\\System32\\evil.txt',
  '%2e%2e%2f%2e%2e%2fevil.txt',
  '..%5c..%5cevil.txt',
  'evil\u0000.txt',
  'evil%0D%0AX-Injected: yes.txt',
  'cv\u202Efdp.txt',
  'zero\u200Bwidth.txt',
  '..',
  '.txt',
  '...txt',
  'CON.txt',
  '"quoted".txt',
  'ünïcödé ☃ résumé.txt',
  '\uFF0E\uFF0E\uFF0Fevil.txt',
  `${'a'.repeat(400)}.txt`,
];

describe('uploaded file names become safe keys', () => {
  it.each(ODD_NAMES.map((n) => [JSON.stringify(n).slice(0, 50), n]))(
    '%s stays inside user-cvs/<user id>/',
    async (_label, name) => {
      const { body, type } = multipart(name);
      const res = await user.agent.request('/api/cv', {
        method: 'POST',
        body,
        headers: { 'content-type': type },
      });
      expect(res.status, await res.clone().text()).toBe(201);
      const { fileName } = (await res.json()) as { fileName: string };
      expect(fileName).toMatch(/^cv_\d+_[\p{L}\p{M}\p{N}._-]+$/u);
      // One safe segment: no separator, no leading dot ('a..b' inside a name is harmless).
      expect(fileName).not.toMatch(/[/\\]|^\./);
      expect(Buffer.byteLength(fileName)).toBeLessThan(255);
      for (const file of await filesUnder(root)) {
        const inside =
          file.startsWith(`user-cvs${path.sep}${user.userId}${path.sep}`) ||
          file.startsWith(`.meta${path.sep}`) ||
          file.startsWith('cv-templates') ||
          file === path.join('user-cvs', 'victim', 'cv_1_cv.txt');
        expect(inside, file).toBe(true);
      }
      expect(await filesUnder(base)).toContain('secret.txt');
      expect((await filesUnder(base)).filter((f) => !f.startsWith(`storage${path.sep}`))).toEqual([
        'secret.txt',
      ]);
      expect(await fs.readFile(path.join(base, 'secret.txt'), 'utf8')).toBe(OUTSIDE_SECRET);
    },
  );

  it('a raw line break in the part header is a malformed upload (400), nothing stored', async () => {
    const before = await filesUnder(root);
    const { body, type } = multipart('evil\r\nX-Injected: yes.txt');
    const res = await user.agent.request('/api/cv', {
      method: 'POST',
      body,
      headers: { 'content-type': type },
    });
    expect(res.status).toBe(400);
    expect(await filesUnder(root)).toEqual(before);
  });

  it('process-cv refuses names that are not an uploaded CV of the caller', async () => {
    for (const fileName of [
      '../victim/cv_1_cv.txt',
      'cv_1_../../victim/cv_1_cv.txt',
      'cv_1_..\\..\\victim\\cv_1_cv.txt',
      'cv_1_..',
      'cv_1_cv.txt\u0000',
      '/etc/passwd',
    ]) {
      const res = await user.agent.post('/api/functions/process-cv', {
        fileName,
        userId: user.userId,
      });
      expect([400, 404], fileName).toContain(res.status);
      const text = await res.text();
      expect(text).not.toContain(PRIVATE_CV);
      expect(text).not.toContain(OUTSIDE_SECRET);
    }
  });
});
