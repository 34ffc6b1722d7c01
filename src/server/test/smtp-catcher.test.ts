import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCatcher, waitForMailOverHttp, type SmtpCatcher } from './smtp-catcher.ts';

let catcher: SmtpCatcher;
beforeAll(async () => {
  catcher = await startSmtpCatcher({ httpPort: 0 });
});
afterAll(async () => {
  await catcher.close();
});

const send = (to: string, subject: string) =>
  nodemailer.createTransport(catcher.url).sendMail({
    from: 'a@example.test',
    to,
    subject,
    text: `Open https://example.test/${subject}.`,
    html: `<p>${subject}</p>`,
  });

describe('smtp catcher', () => {
  it('hands each mail to one waiter, oldest first, including mails caught before the wait', async () => {
    await send('x@example.test', 'first');
    await send('x@example.test', 'second');
    const a = await catcher.waitForMail('X@example.test');
    const b = await catcher.waitForMail('x@example.test');
    expect([a.subject, b.subject]).toEqual(['first', 'second']);
    expect(a.links).toEqual(['https://example.test/first']);
    await expect(catcher.waitForMail('x@example.test', { timeoutMs: 200 })).rejects.toThrow(
      /No mail to x@example.test/,
    );
  });

  it('waits for a mail that arrives later', async () => {
    const waiting = catcher.waitForMail('late@example.test');
    await send('late@example.test', 'late');
    expect((await waiting).subject).toBe('late');
  });

  it('serves the mails over HTTP for other processes', async () => {
    expect(catcher.httpUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const waiting = waitForMailOverHttp(catcher.httpUrl!, 'http@example.test', {
      subject: /hello/,
    });
    await send('http@example.test', 'hello');
    const mail = await waitForMailOverHttp(catcher.httpUrl!, 'http@example.test');
    expect((await waiting).seq).toBe(mail.seq);
    expect(mail.html).toBe('<p>hello</p>');
    const none = await fetch(`${catcher.httpUrl}/mails?to=http@example.test&after=${mail.seq}`);
    expect(await none.json()).toEqual([]);
  });
});
