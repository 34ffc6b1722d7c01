import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { shortResume } from '#shared/documents/__fixtures__/resume-fixtures.ts';
import { MAX_CV_BYTES } from '#shared/cv-import/cv-import.limits.ts';
import { processCvResponseSchema } from '#shared/cv-import/cv-import.schema.ts';
import { CV_NOTICES } from '#shared/cv-import/cv-notices.ts';
import { TEMPLATES } from '#shared/templates/catalogue.ts';
import { cvUploads } from '../../db/schema/cv-uploads.ts';
import { signUpVerified } from '../../test/auth-helpers.ts';
import { Agent, json } from '../../test/http-agent.ts';
import { createTestApp, useMailedTestApp } from '../../test/test-app.ts';
import { renderResumeDocx, renderResumePdf, renderResumeTxt } from '../export/export.service.ts';
import { CV_UPLOAD_RATE_LIMIT } from './cv-upload.routes.ts';

const t = useMailedTestApp();

const template = TEMPLATES[0]!;

function upload(agent: Agent, bytes: Uint8Array, name: string, type = '') {
  const form = new FormData();
  form.set('file', new File([bytes], name, { type }));
  return agent.request('/api/cv', { method: 'POST', body: form });
}

function processCv(agent: Agent, body: unknown) {
  return agent.post('/api/functions/process-cv', body);
}

async function rowsOf(userId: string) {
  return t.database.db.select().from(cvUploads).where(eq(cvUploads.userId, userId));
}

async function filesOf(userId: string): Promise<string[]> {
  try {
    return await readdir(path.join(t.storageDir, 'user-cvs', userId));
  } catch {
    return [];
  }
}

describe('POST /api/cv and POST /api/functions/process-cv', () => {
  it.each([
    ['pdf', 'Jane Doe resume.pdf', () => renderResumePdf(shortResume, template)],
    ['docx', 'jane.docx', () => renderResumeDocx(shortResume, template)],
    ['txt', 'jane.txt', async () => renderResumeTxt(shortResume, template)],
  ] as const)(
    'stores a real %s under {userId}/cv_{timestamp}_{name} and extracts the profile from it',
    async (_format, name, render) => {
      const { agent, userId } = await signUpVerified(t.app, t.smtp);
      const bytes = await render();
      const res = await upload(agent, bytes, name);
      expect(res.status, await res.clone().text()).toBe(201);
      const { fileName } = await json<{ fileName: string }>(res);
      expect(fileName).toMatch(
        new RegExp(`^cv_\\d+_${name.replace(/ /g, '_').replace('.', '\\.')}$`),
      );
      expect(await filesOf(userId)).toEqual([fileName]);
      const stored = await t.storage.head('user-cvs', `${userId}/${fileName}`);
      expect(stored?.size).toBe(bytes.byteLength);

      const processed = await processCv(agent, { fileName, userId });
      expect(processed.status).toBe(200);
      const answer = processCvResponseSchema.parse(await processed.json());
      expect(answer.success, answer.error ?? '').toBe(true);
      expect(answer.profileData).toMatchObject({
        email: 'jane.doe@example.com',
        experience: [expect.objectContaining({ company: 'Northwind Apps', isCurrentJob: true })],
        education: [expect.objectContaining({ school: 'Oregon State University' })],
      });
      expect(answer.profileData?.display_name).toBe('Jane Doe');
      // A CV read without doubt has nothing to review.
      expect(answer.review).toEqual([]);
      const [row] = await rowsOf(userId);
      expect(row).toMatchObject({
        status: 'done',
        error: null,
        originalName: name,
        size: bytes.byteLength,
        storageKey: `${userId}/${fileName}`,
      });
      expect(row?.result).toMatchObject({ email: 'jane.doe@example.com' });
    },
  );

  it('marks what the engine is unsure of, with the line of the CV it came from', async () => {
    const { agent, userId } = await signUpVerified(t.app, t.smtp);
    const cv = [
      'Jane Doe',
      'jane.doe@example.com | +1 503 555 0100 | Portland, OR',
      'EXPERIENCE',
      'Senior Developer, Northwind Apps',
      'Jan 2020 - Present',
      '- Built the billing service',
      'Developer, Contoso Ltd',
      '2019 - 2016',
      '- Maintained the mobile app',
      'EDUCATION',
      'BSc Computer Science, Oregon State University, 2015 - 2019',
      'SKILLS',
      'TypeScript, React, PostgreSQL',
    ].join('\n');
    const res = await upload(agent, new TextEncoder().encode(cv), 'jane.txt');
    const { fileName } = await json<{ fileName: string }>(res);
    const answer = processCvResponseSchema.parse(
      await (await processCv(agent, { fileName, userId })).json(),
    );
    expect(answer.success, answer.error ?? '').toBe(true);
    expect(answer.profileData?.experience[1]).toMatchObject({
      company: 'Contoso Ltd',
      startYear: '2019',
      endYear: '2016',
    });
    expect(answer.review).toEqual([
      {
        path: 'experience.1.endYear',
        line: '2019 - 2016',
        reason: 'The end date is before the start date',
      },
    ]);
  });

  it('answers success false with the reason for a file with no CV in it, and records it', async () => {
    const { agent, userId } = await signUpVerified(t.app, t.smtp);
    const res = await upload(agent, new TextEncoder().encode('   \n\n  \t \n'), 'blank.txt');
    expect(res.status).toBe(201);
    const { fileName } = await json<{ fileName: string }>(res);
    const processed = await processCv(agent, { fileName, userId });
    const answer = processCvResponseSchema.parse(await processed.json());
    expect(answer.success).toBe(false);
    expect(answer.profileData ?? null).toBeNull();
    expect(answer.error).toMatch(/\S/);
    const [row] = await rowsOf(userId);
    expect(row).toMatchObject({ status: 'failed', error: answer.error });
  });

  it('refuses a file over 5 MB with 413 and the spec’s text, storing nothing', async () => {
    const { agent, userId } = await signUpVerified(t.app, t.smtp);
    const big = new Uint8Array(MAX_CV_BYTES + 1).fill(0x61);
    const res = await upload(agent, big, 'big.txt');
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: CV_NOTICES.tooLarge.text },
    });
    // Exactly 5 MB is allowed.
    const exact = await upload(agent, new Uint8Array(MAX_CV_BYTES).fill(0x61), 'exact.txt');
    expect(exact.status).toBe(201);
    expect(await filesOf(userId)).toHaveLength(1);
  });

  it('decides the type by content: a .pdf that is HTML, a binary .txt and a ZIP .docx are refused', async () => {
    const { agent, userId } = await signUpVerified(t.app, t.smtp);
    const html = new TextEncoder().encode('<html><script>alert(1)</script><p>Jane</p></html>');
    const zip = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Uint8Array(18)]);
    const binary = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0, 1, 2, 3]);
    for (const [bytes, name, type, said] of [
      [html, 'cv.pdf', 'application/pdf', 'This file is named .pdf but holds a web page (HTML).'],
      [
        binary,
        'cv.txt',
        'text/plain',
        'This file is named .txt but holds a program (an executable file).',
      ],
      [zip, 'cv.docx', CV_MIME_TYPES_DOCX, 'This file is named .docx but holds a ZIP archive.'],
      // A name that claims no CV format gets the plain text.
      [html, 'cv.html', 'text/html', ''],
    ] as const) {
      const res = await upload(agent, bytes, name, type);
      expect(res.status, name).toBe(415);
      expect(await res.json()).toEqual({
        error: {
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: said ? `${said} ${CV_NOTICES.invalidType.text}` : CV_NOTICES.invalidType.text,
        },
      });
    }
    // A real PDF sent with a lying browser type and no extension is taken for what it is.
    const pdf = await renderResumePdf(shortResume, template);
    const res = await upload(agent, pdf, 'my cv', 'text/html');
    expect(res.status).toBe(201);
    expect((await json<{ fileName: string }>(res)).fileName).toMatch(/_my_cv\.pdf$/);
    expect(await filesOf(userId)).toHaveLength(1);
    expect((await rowsOf(userId))[0]?.mime).toBe('application/pdf');
  });

  it('says what a file holds when its name says a CV format and its content is another thing', async () => {
    const { agent, userId } = await signUpVerified(t.app, t.smtp);
    const repo = path.resolve(import.meta.dirname, '../../../..');
    const png = await readFile(
      path.join(repo, 'src/server/features/export/__visual__/classic.png'),
    );
    const webp = await readFile(path.join(repo, 'public/template-previews/1.webp'));
    const workbook = zipSync({ 'xl/workbook.xml': strToU8('<workbook/>') });
    const pdf = await renderResumePdf(shortResume, template);
    for (const [bytes, name, said] of [
      [png, 'Jane CV.pdf', 'This file is named .pdf but holds an image.'],
      [webp, 'cv.docx', 'This file is named .docx but holds an image.'],
      [workbook, 'cv.docx', 'This file is named .docx but holds a spreadsheet.'],
      [pdf, 'cv.docx', 'This file is named .docx but holds a PDF document.'],
    ] as const) {
      const res = await upload(agent, bytes, name);
      expect(res.status, name).toBe(415);
      expect(await res.json(), name).toEqual({
        error: {
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: `${said} ${CV_NOTICES.invalidType.text}`,
        },
      });
    }
    expect(await filesOf(userId)).toEqual([]);
  });

  it('makes the stored name safe: no folders, controls or bidi characters', async () => {
    const { agent, userId } = await signUpVerified(t.app, t.smtp);
    const res = await upload(
      agent,
      new TextEncoder().encode('Jane Doe'),
      '../../x/\u202Eevil\u0007.txt',
    );
    expect(res.status).toBe(201);
    const { fileName } = await json<{ fileName: string }>(res);
    expect(fileName).toMatch(/^cv_\d+_evil\.txt$/);
    expect(await filesOf(userId)).toEqual([fileName]);
  });

  it('needs a signed-in user (401 "No user logged in")', async () => {
    const anonymous = new Agent(t.app);
    const res = await upload(anonymous, new TextEncoder().encode('Jane'), 'cv.txt');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'No user logged in' },
    });
    const processed = await processCv(anonymous, { fileName: 'cv_1_cv.txt', userId: 'x' });
    expect(processed.status).toBe(401);
  });

  it('refuses another user’s id with 403 and another user’s file with 404', async () => {
    const owner = await signUpVerified(t.app, t.smtp);
    const other = await signUpVerified(t.app, t.smtp);
    const res = await upload(
      owner.agent,
      new TextEncoder().encode('Jane Doe\njane@example.com'),
      'cv.txt',
    );
    const { fileName } = await json<{ fileName: string }>(res);

    const forbidden = await processCv(other.agent, { fileName, userId: owner.userId });
    expect(forbidden.status).toBe(403);
    expect(await json(forbidden)).toMatchObject({ error: { code: 'FORBIDDEN' } });
    const missing = await processCv(other.agent, { fileName, userId: other.userId });
    expect(missing.status).toBe(404);
    const climbing = await processCv(other.agent, {
      fileName: `../${owner.userId}/${fileName}`,
      userId: other.userId,
    });
    expect(climbing.status).toBe(400);
    expect((await rowsOf(owner.userId))[0]?.status).toBe('uploaded');
  });

  it('never serves the stored CV back', async () => {
    const { agent, userId } = await signUpVerified(t.app, t.smtp);
    const res = await upload(agent, new TextEncoder().encode('Jane Doe'), 'cv.txt');
    const { fileName } = await json<{ fileName: string }>(res);
    const download = await agent.get(`/api/storage/user-cvs/${userId}/${fileName}`);
    expect(download.status).toBe(404);
    expect(download.headers.get('content-type')).not.toMatch(/html/);
  });

  it('deletes the stored files and the rows with the account', async () => {
    const { agent, userId, password } = await signUpVerified(t.app, t.smtp);
    for (const name of ['a.txt', 'b.txt']) {
      expect((await upload(agent, new TextEncoder().encode('Jane Doe'), name)).status).toBe(201);
    }
    expect(await filesOf(userId)).toHaveLength(2);
    expect(await rowsOf(userId)).toHaveLength(2);
    const deleted = await agent.post('/api/auth/delete-user', { password });
    expect(deleted.status).toBe(200);
    expect(await filesOf(userId)).toEqual([]);
    expect(await rowsOf(userId)).toEqual([]);
  });
});

const CV_MIME_TYPES_DOCX =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('upload rate limit', () => {
  it('allows a burst of uploads per user, then answers 429 with Retry-After', async () => {
    const { app: limited } = await createTestApp({
      SMTP_URL: t.smtp.url,
      RATE_LIMIT_ENABLED: 'true',
    });
    const { agent } = await signUpVerified(limited, t.smtp);
    const bytes = new TextEncoder().encode('Jane Doe');
    for (let i = 0; i < CV_UPLOAD_RATE_LIMIT.max; i += 1) {
      expect((await upload(agent, bytes, `cv${i}.txt`)).status).toBe(201);
    }
    const refused = await upload(agent, bytes, 'one-more.txt');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await json(refused)).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    // Another user is not affected.
    const other = await signUpVerified(limited, t.smtp);
    expect((await upload(other.agent, bytes, 'cv.txt')).status).toBe(201);
  });
});
