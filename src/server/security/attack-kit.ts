import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { signUpVerified } from '../test/auth-helpers.ts';
import type { Agent } from '../test/http-agent.ts';
import type { SmtpCatcher } from '../test/smtp-catcher.ts';

/**
 * Shared parts of the attack suite (src/server/security/*.test.ts): a victim with data in
 * every feature, a snapshot of everything the database holds about a user (to prove an
 * attack changed nothing), the app on a real listening socket, and raw HTTP over TCP for
 * requests no fetch client would send (unnormalised paths, endless chunked bodies).
 */

/**
 * Every external sign-in on (nothing is contacted until someone uses one), so that every
 * endpoint a plugin adds exists and is attacked.
 */
export const ALL_PROVIDERS = {
  GOOGLE_CLIENT_ID: 'attack-suite-client',
  GOOGLE_CLIENT_SECRET: 'attack-suite-secret',
  OIDC_ISSUER: 'http://127.0.0.1:9/issuer',
  OIDC_CLIENT_ID: 'attack-suite-client',
  OIDC_CLIENT_SECRET: 'attack-suite-secret',
} as const;

/** A string that only the victim's data contains: no attacker's answer may carry it. */
export const VICTIM_MARKER = 'VictimSecret7QX';

export interface Victim {
  agent: Agent;
  userId: string;
  email: string;
  password: string;
  /** The name process-cv takes: `cv_<time>_<name>` under `<userId>/` in user-cvs. */
  cvFileName: string;
  /** A cover letter of theirs (`/api/documents/:id`). */
  documentId: string;
}

/** A minimal text CV: enough for the upload's content check. */
export function textCv(marker = VICTIM_MARKER): File {
  const text = `Jane ${marker}\njane@example.com\n\nEXPERIENCE\nEngineer at Acme, 2020 - 2023\n`;
  return new File([text], 'cv.txt', { type: 'text/plain' });
}

/** A resume body for `PUT /api/resume` that carries `marker` in its fields. */
export function resumeBody(marker: string, version = 0) {
  return {
    personal_info: {
      fullName: `Jane ${marker}`,
      email: 'jane@example.com',
      phone: '',
      location: '',
      summary: `Summary ${marker}`,
      links: [],
    },
    experience: [],
    education: [],
    skills: [`Skill${marker}`],
    languages: [],
    certifications: [],
    template_id: null,
    version,
  };
}

/**
 * Signs a user up and gives them data in every feature: a profile name, a saved resume, an
 * uploaded CV and a cover letter, each carrying `marker`.
 */
export async function createVictim(
  app: App,
  smtp: SmtpCatcher,
  marker = VICTIM_MARKER,
): Promise<Victim> {
  const { agent, userId, email, password } = await signUpVerified(app, smtp, {
    firstName: 'Vera',
    lastName: marker,
  });
  const saved = await agent.request('/api/resume', {
    method: 'PUT',
    json: resumeBody(marker),
  });
  if (saved.status !== 200) throw new Error(`resume save: ${saved.status} ${await saved.text()}`);
  const form = new FormData();
  form.set('file', textCv(marker));
  const uploaded = await agent.request('/api/cv', { method: 'POST', body: form });
  if (uploaded.status !== 201) throw new Error(`cv upload: ${uploaded.status}`);
  const { fileName } = (await uploaded.json()) as { fileName: string };
  const created = await agent.post('/api/documents', {
    kind: 'cover_letter',
    title: `Letter ${marker}`,
  });
  if (created.status !== 201)
    throw new Error(`document: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  return { agent, userId, email, password, cvFileName: fileName, documentId: id };
}

/**
 * The text of an answer as a person would search it: a ZIP (the data download, a DOCX
 * inside it) is opened and every entry's text joined, so a leak cannot hide in an archive.
 */
export async function readableText(res: Response): Promise<string> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  return textOf(bytes);
}

function textOf(bytes: Uint8Array, depth = 0): string {
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  if (!isZip || depth > 2) return Buffer.from(bytes).toString('utf8');
  return Object.entries(unzipSync(bytes))
    .map(([name, entry]) => `${name}\n${textOf(entry, depth + 1)}`)
    .join('\n');
}

type Row = Record<string, unknown>;

function rowsOf(result: unknown): Row[] {
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

/**
 * Everything the database holds about one user: their `user` and `profiles` rows and every
 * row of every table with a `user_id` column (found from the catalogue, so tables added
 * later are covered without touching this). Stable JSON, for before/after comparisons.
 */
export async function userSnapshot(database: Database, userId: string): Promise<string> {
  const tables = rowsOf(
    await database.db.execute(
      sql`select table_name from information_schema.columns
          where table_schema = 'public' and column_name = 'user_id'
          order by table_name`,
    ),
  ).map((r) => String(r.table_name));
  const parts: Record<string, Row[]> = {};
  parts.user = rowsOf(await database.db.execute(sql`select * from "user" where id = ${userId}`));
  parts.profiles = rowsOf(
    await database.db.execute(sql`select * from "profiles" where id = ${userId}`),
  );
  for (const table of tables) {
    const rows = rowsOf(
      await database.db.execute(
        sql`select * from ${sql.identifier(table)} where user_id = ${userId}`,
      ),
    );
    parts[table] = rows
      .map((row) => JSON.stringify(row, Object.keys(row).sort()))
      .sort()
      .map((s) => JSON.parse(s) as Row);
  }
  return JSON.stringify(parts);
}

/** The app on a real TCP port of 127.0.0.1; `sockets` are the server side of each connection. */
export async function listen(app: App): Promise<{
  port: number;
  server: ServerType;
  sockets: net.Socket[];
  close: () => Promise<void>;
}> {
  const sockets: net.Socket[] = [];
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s));
  });
  server.on('connection', (socket: net.Socket) => sockets.push(socket));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    server,
    sockets,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Status and headers of an HTTP/1.1 response, once its head is complete. */
export function parseHead(
  raw: string,
): { status: number; headers: Record<string, string>; bodyStart: number } | null {
  const end = raw.indexOf('\r\n\r\n');
  if (end === -1) return null;
  const [statusLine = '', ...lines] = raw.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, bodyStart: end + 4 };
}

/** Parses one HTTP/1.1 response (Content-Length or whole-stream body); null while incomplete. */
function parseRawResponse(raw: string): RawResponse | null {
  const head = parseHead(raw);
  if (!head) return null;
  let body = raw.slice(head.bodyStart);
  const length = Number(head.headers['content-length']);
  if (Number.isFinite(length)) {
    const bytes = Buffer.from(body, 'latin1');
    if (bytes.byteLength < length) return null;
    body = bytes.subarray(0, length).toString('utf8');
  }
  return { status: head.status, headers: head.headers, body };
}

/**
 * Sends `head` (request line and headers, CRLF-separated, without the blank line) and an
 * optional body over a fresh TCP connection and returns the first response. The path goes
 * out byte for byte, as an attacker's tool would send it (no `..` resolution, no encoding).
 */
export function rawRequest(port: number, head: string, body = ''): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('no response within 10 s'));
    }, 10_000);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const parsed = parseRawResponse(received.toString('latin1'));
      if (parsed) {
        clearTimeout(timer);
        socket.destroy();
        resolve(parsed);
      }
    });
    socket.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    socket.write(`${head}\r\nConnection: close\r\n\r\n`, 'latin1');
    if (body) socket.write(body);
  });
}
