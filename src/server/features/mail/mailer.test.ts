import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../lib/logger.ts';
import { parseMail } from '../../test/mime.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher.ts';
import { escapeHtml, resetPasswordMail, verificationMail } from './mail-templates.ts';
import { createMailer, OUTBOX_DIR_NAME } from './mailer.ts';

const from = 'TailorCV <no-reply@localhost>';
let smtp: SmtpCatcher;
let dataDir: string;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tailorcv-mail-'));
});
afterAll(async () => {
  await smtp.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const message = () =>
  verificationMail({
    to: 'łukasz@example.test',
    name: 'Łukasz <script>',
    url: 'http://localhost:3000/api/auth/verify-email?token=abc&callbackURL=%2F',
    appUrl: 'http://localhost:3000',
  });

describe('mailer', () => {
  it('sends over SMTP when SMTP_URL is set', async () => {
    const mailer = createMailer({
      mail: { smtpUrl: smtp.url, from },
      dataDir,
      logger: silentLogger,
    });
    expect(mailer.kind).toBe('smtp');
    await mailer.send(message());
    const mail = await smtp.waitForMail('łukasz@example.test');
    expect(mail.subject).toBe('Verify your e-mail address for TailorCV');
    expect(mail.from).toContain('no-reply@localhost');
    expect(mail.text).toContain('Hello Łukasz <script>,');
    expect(mail.html).toContain('Hello Łukasz &lt;script&gt;,');
    expect(mail.links).toContain(
      'http://localhost:3000/api/auth/verify-email?token=abc&callbackURL=%2F',
    );
  });

  it('without SMTP_URL, prints the mail with its link and writes an .eml to DATA_DIR/outbox', async () => {
    const printed: string[] = [];
    const mailer = createMailer({
      mail: { smtpUrl: undefined, from },
      dataDir,
      logger: silentLogger,
      print: (text) => printed.push(text),
    });
    expect(mailer.kind).toBe('outbox');
    await mailer.send(message());
    expect(printed.join('\n')).toContain(
      'http://localhost:3000/api/auth/verify-email?token=abc&callbackURL=%2F',
    );
    const files = fs.readdirSync(path.join(dataDir, OUTBOX_DIR_NAME));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}\.eml$/);
    const file = path.join(dataDir, OUTBOX_DIR_NAME, files[0]!);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const mail = parseMail(fs.readFileSync(file, 'utf8'));
    expect(mail.to).toEqual(['łukasz@example.test']);
    expect(mail.subject).toBe('Verify your e-mail address for TailorCV');
    expect(mail.text).toContain('http://localhost:3000');
    expect(mail.html).toContain(
      '<a href="http://localhost:3000/api/auth/verify-email?token=abc&amp;callbackURL=%2F"',
    );
  });
});

describe('mail templates', () => {
  it('escape user text for HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('say which site sent them, in both parts', () => {
    const mail = resetPasswordMail({
      to: 'a@example.test',
      name: 'a@example.test',
      url: 'https://cv.example.com/reset-password?token=t',
      appUrl: 'https://cv.example.com',
    });
    expect(mail.text).toContain('https://cv.example.com');
    expect(mail.html).toContain('Sent by TailorCV at');
    // The e-mail stands in for a missing name at sign-up: no "Hello a@example.test".
    expect(mail.text.startsWith('Hello,')).toBe(true);
  });
});
