import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { linksIn, parseMail, type ParsedMail } from './mime.ts';

/**
 * A real SMTP server on 127.0.0.1 that keeps every mail it receives, for integration and
 * end-to-end tests. Point the app at it with `SMTP_URL=catcher.url`.
 *
 * In-process: `const catcher = await startSmtpCatcher(); await catcher.waitForMail(to)`.
 * Across processes (Playwright starts it in global setup, tests run in workers): pass
 * `httpPort` and use `waitForMailOverHttp(catcher.httpUrl, to)`, or run this file with
 * `node --import tsx src/server/test/smtp-catcher.ts [smtpPort] [httpPort]`.
 */
interface CaughtMail extends ParsedMail {
  /** Sequence number, starting at 1. */
  seq: number;
  /** SMTP envelope recipients, lower-case. */
  recipients: string[];
  raw: string;
  links: string[];
}

interface WaitOptions {
  /** Only mails for which this is true. */
  match?: (mail: CaughtMail) => boolean;
  /** Only mails with a sequence number above this. */
  after?: number;
  timeoutMs?: number;
}

export interface SmtpCatcher {
  port: number;
  url: string;
  /** Set when started with `httpPort`: GET /mails?to=&after= answers the mails as JSON. */
  httpUrl: string | undefined;
  mails: CaughtMail[];
  /** Mails to this address (envelope or To header), oldest first. */
  mailsTo(address: string): CaughtMail[];
  /**
   * Resolves with the oldest mail to `address` that this call has not returned before
   * (mails already caught count), or rejects after the timeout.
   */
  waitForMail(address: string, options?: WaitOptions): Promise<CaughtMail>;
  clear(): void;
  close(): Promise<void>;
}

function isTo(mail: CaughtMail, address: string): boolean {
  const wanted = address.trim().toLowerCase();
  return mail.recipients.includes(wanted) || mail.to.includes(wanted);
}

export async function startSmtpCatcher(
  options: { port?: number; host?: string; httpPort?: number } = {},
): Promise<SmtpCatcher> {
  const host = options.host ?? '127.0.0.1';
  const mails: CaughtMail[] = [];
  const taken = new Set<number>();
  const listeners = new Set<() => void>();
  let seq = 0;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const parsed = parseMail(raw);
        mails.push({
          ...parsed,
          seq: ++seq,
          recipients: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          links: linksIn(parsed.text),
        });
        for (const listener of listeners) listener();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  const mailsTo = (address: string) => mails.filter((m) => isTo(m, address));

  const waitForMail: SmtpCatcher['waitForMail'] = (address, wait = {}) =>
    new Promise((resolve, reject) => {
      const find = () =>
        mails.find(
          (m) =>
            !taken.has(m.seq) &&
            m.seq > (wait.after ?? 0) &&
            isTo(m, address) &&
            (wait.match ? wait.match(m) : true),
        );
      const done = (mail: CaughtMail) => {
        taken.add(mail.seq);
        listeners.delete(check);
        clearTimeout(timer);
        resolve(mail);
      };
      const check = () => {
        const mail = find();
        if (mail) done(mail);
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`No mail to ${address} within ${wait.timeoutMs ?? 10_000} ms`));
      }, wait.timeoutMs ?? 10_000);
      listeners.add(check);
      check();
    });

  let httpServer: http.Server | undefined;
  let httpUrl: string | undefined;
  if (options.httpPort !== undefined) {
    httpServer = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname === '/mails' && req.method === 'GET') {
        const to = url.searchParams.get('to');
        const after = Number(url.searchParams.get('after') ?? 0);
        const list = (to ? mailsTo(to) : mails).filter((m) => m.seq > after);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(list.map(({ headers: _h, ...rest }) => rest)));
        return;
      }
      if (url.pathname === '/mails' && req.method === 'DELETE') {
        mails.length = 0;
        res.writeHead(204).end();
        return;
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => httpServer!.listen(options.httpPort, host, resolve));
    httpUrl = `http://${host}:${(httpServer.address() as AddressInfo).port}`;
  }

  return {
    port,
    url: `smtp://${host}:${port}`,
    httpUrl,
    mails,
    mailsTo,
    waitForMail,
    clear: () => {
      mails.length = 0;
      taken.clear();
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (httpServer) await new Promise<void>((resolve) => httpServer!.close(() => resolve()));
    },
  };
}

export type CaughtMailJson = Omit<CaughtMail, 'headers'>;

/**
 * From another process: polls the catcher's HTTP endpoint until a mail to `address` with a
 * sequence number above `after` (and matching `subject`, when given) arrives.
 */
export async function waitForMailOverHttp(
  httpUrl: string,
  address: string,
  options: { after?: number; subject?: RegExp; timeoutMs?: number } = {},
): Promise<CaughtMailJson> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const url = `${httpUrl}/mails?to=${encodeURIComponent(address)}&after=${options.after ?? 0}`;
    const list = (await (await fetch(url)).json()) as CaughtMailJson[];
    const mail = list.find((m) => (options.subject ? options.subject.test(m.subject) : true));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} within the timeout`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

// `node --import tsx src/server/test/smtp-catcher.ts [smtpPort] [httpPort]`
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [smtpPort = '2525', httpPort = '2526'] = process.argv.slice(2);
  const catcher = await startSmtpCatcher({ port: Number(smtpPort), httpPort: Number(httpPort) });
  console.log(JSON.stringify({ smtpUrl: catcher.url, httpUrl: catcher.httpUrl }));
  const stop = () => void catcher.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
