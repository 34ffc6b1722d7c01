import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { longResume } from '#shared/documents/__fixtures__/resume-fixtures.ts';
import { migrateResume } from '#shared/resume/migrate-resume.ts';
import {
  resumeApiDocumentSchema,
  resumeSavedSchema,
  resumeToApi,
  type ResumeApiSections,
} from '#shared/resume/resume-api.ts';
import { createFreshDatabase, type FreshDatabase } from '../../test/fresh-postgres.ts';
import { signUpOn, startServerProcess, type ServerProcess } from '../../test/server-process.ts';
import { testDatabaseKind } from '../../test/test-db.ts';

/**
 * Crash safety: the real server, as a child process, gets a stream of saves from
 * a few accounts; it is killed with SIGKILL while saves are in flight, then started again
 * on the same data. Every save the server acknowledged (200) must be there, the stored
 * document must be exactly what that save (or the next one, whose answer the crash cut
 * off) sent, and every stored document must parse with the shared schema.
 *
 * PGlite: the child's own DATA_DIR. PostgreSQL (TEST_DATABASE_URL): a fresh database.
 */

const ACCOUNTS = 4;
/**
 * Kill when this many saves in all have been acknowledged: counted, not timed, so a slow
 * machine still kills with saves of every account in flight.
 */
const ACKS_BEFORE_KILL = 60;

const kind = testDatabaseKind();

/** The document of save number `seq` of account `account`: every save is different. */
function documentFor(account: number, seq: number): ResumeApiSections {
  const base = resumeToApi(longResume);
  return {
    ...base,
    personal_info: { ...base.personal_info, summary: `Account ${account}, save ${seq}.` },
    skills: [...base.skills, { name: `Save ${seq}`, category: 'Crash test' }],
  };
}

interface Account {
  cookie: string;
  /** The last save the server answered 200 to: its sequence number and version. */
  acked: { seq: number; version: number };
}

describe(`crash safety: SIGKILL in the middle of saves (${kind})`, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tailorcv-crash-'));
  let postgres: FreshDatabase | undefined;
  let databaseUrl: string | undefined;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    if (kind === 'postgres') postgres = await createFreshDatabase('crash');
    databaseUrl = postgres?.url;
  });

  afterAll(async () => {
    server?.kill('SIGKILL');
    await server?.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  });

  const start = () =>
    startServerProcess({
      dataDir,
      env: {
        REQUIRE_EMAIL_VERIFICATION: 'false',
        RATE_LIMIT_ENABLED: 'false',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
    });

  it('keeps every acknowledged save, and every document parses', { timeout: 240_000 }, async () => {
    server = await start();
    const first = server;
    const accounts: Account[] = [];
    for (let i = 0; i < ACCOUNTS; i += 1) {
      const cookie = await signUpOn(
        first,
        `crash-${i}-${process.pid}-${Date.now()}@example.test`,
        'crash-test-password-1',
      );
      accounts.push({ cookie, acked: { seq: 0, version: 0 } });
    }

    // Each account saves one document after the other, each from the version the last
    // answer named, as the builder does; the accounts run side by side.
    let acks = 0;
    let stop = false;
    let kill: () => void = () => {};
    const killed = new Promise<void>((resolve) => {
      kill = () => {
        if (stop) return;
        stop = true;
        first.kill('SIGKILL');
        resolve();
      };
    });
    const streams = accounts.map(async (account, index) => {
      for (let seq = 1; !stop; seq += 1) {
        try {
          const res = await fetch(`${first.url}/api/resume`, {
            method: 'PUT',
            headers: {
              'content-type': 'application/json',
              origin: first.url,
              cookie: account.cookie,
            },
            body: JSON.stringify({
              ...documentFor(index, seq),
              template_id: '4',
              version: account.acked.version,
            }),
          });
          const body: unknown = await res.json();
          expect(res.status).toBe(200);
          account.acked = { seq, version: resumeSavedSchema.parse(body).version };
          acks += 1;
          // The other accounts' saves are on their way meanwhile.
          if (acks >= ACKS_BEFORE_KILL) kill();
        } catch (error) {
          // Only the crash may end a stream.
          if (!stop) throw error;
          return;
        }
      }
    });
    await killed;
    await Promise.all(streams);
    const status = await first.exited;
    expect(status.signal).toBe('SIGKILL');
    expect(acks).toBeGreaterThan(ACCOUNTS);

    // Same data, new process.
    server = await start();
    const second = server;
    for (const [index, account] of accounts.entries()) {
      const res = await fetch(`${second.url}/api/resume`, { headers: { cookie: account.cookie } });
      expect(res.status).toBe(200);
      const saved = resumeApiDocumentSchema.parse(await res.json());
      // The acknowledged save, or the next one: committed, but its answer never arrived.
      const lost = saved.version - account.acked.version;
      expect(lost === 0 || lost === 1, `account ${index}: version ${saved.version}`).toBe(true);
      const { template_id, version: _v, updated_at: _u, ...sections } = saved;
      expect(template_id).toBe('4');
      expect(sections).toEqual(documentFor(index, account.acked.seq + lost));
    }

    // A clean stop this time, then every stored document straight from the database.
    second.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
    server = undefined;
    const rows = await storedDocuments(dataDir, databaseUrl);
    expect(rows).toHaveLength(ACCOUNTS);
    for (const data of rows) expect(() => migrateResume(data)).not.toThrow();
  });
});

/** The `data` of every stored document, read without the app. */
async function storedDocuments(dataDir: string, databaseUrl: string | undefined) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const result = await client.query<{ data: unknown }>('select data from documents');
      return result.rows.map((r) => r.data);
    } finally {
      await client.end();
    }
  }
  const db = new PGlite(path.join(dataDir, 'pglite'));
  try {
    const result = await db.query<{ data: unknown }>('select data from documents');
    return result.rows.map((r) => r.data);
  } finally {
    await db.close();
  }
}
