import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CV_BYTES } from '#shared/cv-import/cv-import.limits.ts';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { cvUploads } from '../../db/schema/cv-uploads.ts';
import { listen } from '../../security/attack-kit.ts';
import { signUpVerified } from '../../test/auth-helpers.ts';
import { probeHealthDuring } from '../../test/health-probe.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher.ts';
import { createTestApp, TEST_ORIGIN } from '../../test/test-app.ts';
import { CV_UPLOAD_FIELDS_MESSAGE } from './cv-upload.routes.ts';

/**
 * Uploads built to cost the server, each sent over a real socket while /api/health is
 * asked. The server answers health meanwhile, and what it answers and stores is bounded.
 */

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

/** Headers that make a fetch over the socket the signed-in user's browser. */
async function signedInHeaders(): Promise<{ headers: Record<string, string>; userId: string }> {
  const { agent, userId } = await signUpVerified(app, smtp);
  return {
    userId,
    headers: { cookie: agent.jar.header(), origin: TEST_ORIGIN, 'x-forwarded-for': agent.ip },
  };
}

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
    expect(await database.db.select().from(cvUploads).where(eq(cvUploads.userId, userId))).toEqual(
      [],
    );
  }, 120_000);
});
