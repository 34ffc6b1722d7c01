import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortResume } from '#shared/documents/__fixtures__/resume-fixtures.ts';
import { processCvResponseSchema } from '#shared/cv-import/cv-import.schema.ts';
import { TEMPLATES } from '#shared/templates/catalogue.ts';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { cvUploads } from '../../db/schema/cv-uploads.ts';
import { lyingZip } from '../../lib/safe-zip.test-support.ts';
import { listen } from '../../security/attack-kit.ts';
import { signUpVerified } from '../../test/auth-helpers.ts';
import { probeHealthDuring } from '../../test/health-probe.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher.ts';
import { createTestApp, TEST_ORIGIN } from '../../test/test-app.ts';
import { renderResumeDocx } from '../export/export.service.ts';

/**
 * A DOCX CV whose word/document.xml declares 200 bytes and inflates to 700 MB, uploaded and
 * processed over a real socket while /api/health is asked: it is refused with the reason,
 * health answers meanwhile, and the process does not keep the inflated data (mammoth used
 * to inflate it inside the extraction worker: 0.7 GB of ArrayBuffers outside the worker's
 * heap limit, never given back).
 */

const MB = 1024 * 1024;
const REFUSAL =
  'The Word document was refused because a file inside it unpacks to more data than the document says it holds.';

let smtp: SmtpCatcher;
let app: App;
let database: Database;
let server: Awaited<ReturnType<typeof listen>>;
let baseUrl: string;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  ({ app, database } = await createTestApp({ SMTP_URL: smtp.url }));
  server = await listen(app);
  baseUrl = `http://127.0.0.1:${server.port}`;
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('a DOCX CV that lies about its size', () => {
  it('is refused when processed, while health answers, and its bytes are not kept', async () => {
    const { agent, userId } = await signUpVerified(app, smtp);
    const headers = {
      cookie: agent.jar.header(),
      origin: TEST_ORIGIN,
      'x-forwarded-for': agent.ip,
    };
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
      body: expect.objectContaining({ success: false, profileData: null, error: REFUSAL }),
    });
    expect(answeredDuring).toBeGreaterThanOrEqual(1);
    // The bomb's 700 MB never came to exist (a generous bound: this is about bytes, not time).
    expect(after - before).toBeLessThan(200 * MB);
    const rows = await database.db.select().from(cvUploads).where(eq(cvUploads.userId, userId));
    expect(rows.find((row) => row.storageKey.endsWith(fileName))).toMatchObject({
      status: 'failed',
      error: REFUSAL,
    });
  }, 120_000);
});
