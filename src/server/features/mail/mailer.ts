import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../../config.ts';
import type { Logger } from '../../lib/logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Sends one mail; rejects when the SMTP server refuses it or the outbox cannot be written. */
  send(message: MailMessage): Promise<void>;
  /** 'smtp' with SMTP_URL, otherwise 'outbox' (console + DATA_DIR/outbox). */
  readonly kind: 'smtp' | 'outbox';
}

export const OUTBOX_DIR_NAME = 'outbox';

/**
 * SMTP_URL set: nodemailer over SMTP. Unset: each mail is printed to the console (with its
 * links, so a laptop user can verify an account with no mail server) and written to
 * `DATA_DIR/outbox/<timestamp>-<id>.eml`, a complete RFC 822 message any mail client opens.
 */
export function createMailer(opts: {
  mail: MailConfig;
  dataDir: string;
  logger: Logger;
  /** Where the console copy goes (tests pass a collector). */
  print?: (text: string) => void;
}): Mailer {
  const { mail, logger } = opts;
  if (mail.smtpUrl) {
    const transport = nodemailer.createTransport(mail.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: mail.from, ...message });
        logger.info('mail sent', { subject: message.subject });
      },
    };
  }

  const outbox = path.join(opts.dataDir, OUTBOX_DIR_NAME);
  const print = opts.print ?? ((text: string) => process.stdout.write(`${text}\n`));
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await composer.sendMail({ from: mail.from, ...message });
      const raw = info.message as Buffer;
      await fs.mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outbox, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, raw, { mode: 0o600 });
      print(
        [
          '',
          '──── mail (no SMTP_URL set, so it was not sent) ────',
          `To:      ${message.to}`,
          `Subject: ${message.subject}`,
          `Saved:   ${file}`,
          '',
          message.text,
          '────────────────────────────────────────────────────',
        ].join('\n'),
      );
    },
  };
}
