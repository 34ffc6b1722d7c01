import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_TEXT_LIMITS, MAX_CV_BYTES } from '#shared/cv-import/cv-import.limits.ts';
import { processCvResponseSchema } from '#shared/cv-import/cv-import.schema.ts';
import { RESUME_LIMITS } from '#shared/resume/resume.limits.ts';
import { shortResume } from '#shared/documents/__fixtures__/resume-fixtures.ts';
import { TEMPLATES } from '#shared/templates/catalogue.ts';
import { lyingZip } from '../../lib/safe-zip.test-support.ts';
import { renderResumeDocx } from '../export/export.service.ts';
import { cvUploads } from '../../db/schema/cv-uploads.ts';
import { listen } from '../../security/attack-kit.ts';
import { signUpVerified } from '../../test/auth-helpers.ts';
import { probeHealthDuring } from '../../test/health-probe.ts';
import { TEST_ORIGIN, useMailedTestApp } from '../../test/test-app.ts';
import { HUGE_CV_JOB_DATES, hugeTextCv } from '../cv-import/__fixtures__/huge-cv.ts';
import { CV_UPLOAD_FIELDS_MESSAGE } from './cv-upload.routes.ts';

/**
 * Uploads built to cost the server: a CV with tens of thousands of entries, a form with
 * tens of thousands of fields, and a DOCX whose word/document.xml declares 200 bytes and
 * inflates to 700 MB, each sent over a real socket while /api/health is asked. The server
 * answers health meanwhile, and what it answers, stores and keeps in memory is bounded
 * (mammoth used to inflate such a DOCX inside the extraction worker: 0.7 GB of
 * ArrayBuffers outside the worker's heap limit, never given back).
 */

const MB = 1024 * 1024;
const DOCX_REFUSAL =
  'The Word document was refused because a file inside it unpacks to more data than the document says it holds.';

let server: Awaited<ReturnType<typeof listen>>;
let baseUrl: string;

const t = useMailedTestApp();

beforeAll(async () => {
  server = await listen(t.app);
  baseUrl = `http://127.0.0.1:${server.port}`;
});

afterAll(async () => {
  await server?.close();
});

/** Headers that make a fetch over the socket the signed-in user's browser. */
async function signedInHeaders(): Promise<{ headers: Record<string, string>; userId: string }> {
  const { agent, userId } = await signUpVerified(t.app, t.smtp);
  return {
    userId,
    headers: { cookie: agent.jar.header(), origin: TEST_ORIGIN, 'x-forwarded-for': agent.ip },
  };
}

describe('a CV far longer than any real one', () => {
  it('is read in bounded time off the main thread; the answer and the stored row are capped and say what was left out', async () => {
    const { headers, userId } = await signedInHeaders();
    const cv = hugeTextCv(4.9 * 1024 * 1024);
    expect(cv.jobs).toBeGreaterThan(50_000);
    const form = new FormData();
    form.set('file', new File([cv.text], 'long-cv.txt', { type: 'text/plain' }));
    const uploaded = await fetch(`${baseUrl}/api/cv`, { method: 'POST', headers, body: form });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { fileName } = (await uploaded.json()) as { fileName: string };

    const probe = await probeHealthDuring(baseUrl, async () => {
      const res = await fetch(`${baseUrl}/api/functions/process-cv`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ fileName, userId }),
      });
      return { status: res.status, body: (await res.json()) as unknown };
    });
    expect(probe.result.status).toBe(200);
    expect(probe.answeredDuring).toBeGreaterThanOrEqual(1);

    const answer = processCvResponseSchema.parse(probe.result.body);
    expect(answer.success, answer.error ?? '').toBe(true);
    const profile = answer.profileData!;
    expect(profile.display_name).toBe('Jane Doe');
    expect(profile.experience).toHaveLength(RESUME_LIMITS.experience);
    expect(profile.education).toHaveLength(RESUME_LIMITS.education);
    expect(profile.skills).toHaveLength(RESUME_LIMITS.skills);
    expect(profile.experience[0]).toMatchObject({ jobTitle: 'Engineer 0', company: 'Acme 0' });

    // Only the first lines of the text are read; of the entries found there, the ones past
    // the resume's limits are counted, not kept.
    const read = cv.lines.slice(0, CV_TEXT_LIMITS.lines);
    const jobsRead = read.filter((l) => l === HUGE_CV_JOB_DATES).length;
    expect(answer.leftOut).toEqual({
      experience: jobsRead - RESUME_LIMITS.experience,
      education: cv.education - RESUME_LIMITS.education,
      skills: cv.skills - RESUME_LIMITS.skills,
      lines: cv.lines.length - CV_TEXT_LIMITS.lines,
    });

    const [row] = await t.database.db.select().from(cvUploads).where(eq(cvUploads.userId, userId));
    expect(row?.status).toBe('done');
    expect(row?.result).toEqual(profile);
  }, 120_000);
});

describe('a form with tens of thousands of fields', () => {
  it('is refused before its parts are parsed, while the server keeps answering', async () => {
    const { headers, userId } = await signedInHeaders();
    // A short boundary: 83,000 fields stay within the route's 5 MB body limit.
    const boundary = 'zq';
    const filePart =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.txt"\r\n` +
      `Content-Type: text/plain\r\n\r\nJane Doe\njane@example.com\r\n`;
    const tinyField = `--${boundary}\r\nContent-Disposition: form-data; name="f"\r\n\r\nx\r\n`;
    const fields = tinyField.repeat(83_000) + `--${boundary}--\r\n`;
    expect(filePart.length + fields.length).toBeLessThan(MAX_CV_BYTES);
    const encoder = new TextEncoder();

    const probe = await probeHealthDuring(baseUrl, async () => {
      // The fields go out after one health answer: the request is then surely still open
      // while the probe asks (a refusal at the first chunk can otherwise come back first).
      let sentFile = false;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (!sentFile) {
            sentFile = true;
            controller.enqueue(encoder.encode(filePart));
            return;
          }
          await (await fetch(`${baseUrl}/api/health`)).arrayBuffer();
          controller.enqueue(encoder.encode(fields));
          controller.close();
        },
      });
      const res = await fetch(`${baseUrl}/api/cv`, {
        method: 'POST',
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
        duplex: 'half',
      } as RequestInit);
      return { status: res.status, body: (await res.json()) as unknown };
    });

    expect(probe.result).toEqual({
      status: 413,
      body: { error: { code: 'PAYLOAD_TOO_LARGE', message: CV_UPLOAD_FIELDS_MESSAGE } },
    });
    expect(probe.answeredDuring).toBeGreaterThanOrEqual(1);
    expect(
      await t.database.db.select().from(cvUploads).where(eq(cvUploads.userId, userId)),
    ).toEqual([]);
  }, 120_000);
});

describe('a DOCX CV that lies about its size', () => {
  it('is refused when processed, while health answers, and its bytes are not kept', async () => {
    const { headers, userId } = await signedInHeaders();
    const upload = async (bytes: Uint8Array, name: string) => {
      const form = new FormData();
      form.set('file', new File([bytes], name));
      const res = await fetch(`${baseUrl}/api/cv`, { method: 'POST', headers, body: form });
      expect(res.status, await res.clone().text()).toBe(201);
      return ((await res.json()) as { fileName: string }).fileName;
    };
    const processCv = async (fileName: string) => {
      const res = await fetch(`${baseUrl}/api/functions/process-cv`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ fileName, userId }),
      });
      return { status: res.status, body: processCvResponseSchema.parse(await res.json()) };
    };

    // A real DOCX first: the extraction worker and its readers are loaded before measuring.
    const honest = await processCv(
      await upload(await renderResumeDocx(shortResume, TEMPLATES[0]!), 'jane.docx'),
    );
    expect(honest.body.success, honest.body.error ?? '').toBe(true);

    const bomb = lyingZip('word/document.xml', 200, 700 * MB, [
      { name: '[Content_Types].xml', content: new TextEncoder().encode('<Types/>') },
    ]);
    const fileName = await upload(bomb, 'bomb.docx');
    const before = process.memoryUsage().rss;
    const { result, answeredDuring } = await probeHealthDuring(baseUrl, () => processCv(fileName));
    const after = process.memoryUsage().rss;

    expect(result).toEqual({
      status: 200,
      body: expect.objectContaining({ success: false, profileData: null, error: DOCX_REFUSAL }),
    });
    expect(answeredDuring).toBeGreaterThanOrEqual(1);
    // The bomb's 700 MB never came to exist (a generous bound: this is about bytes, not time).
    expect(after - before).toBeLessThan(200 * MB);
    const rows = await t.database.db.select().from(cvUploads).where(eq(cvUploads.userId, userId));
    expect(rows.find((row) => row.storageKey.endsWith(fileName))).toMatchObject({
      status: 'failed',
      error: DOCX_REFUSAL,
    });
  }, 120_000);
});
