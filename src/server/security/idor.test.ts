import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../test/http-agent.ts';
import { useMailedTestApp } from '../test/test-app.ts';
import {
  ALL_PROVIDERS,
  createVictim,
  readableText,
  userSnapshot,
  VICTIM_MARKER,
  type Victim,
} from './attack-kit.ts';
import {
  API_ROUTES,
  routeKey,
  sampleInit,
  type ApiRoute,
  type SampleRequest,
} from './route-table.test-support.ts';

/**
 * IDOR: a signed-in attacker names the victim's resources (document ids, storage paths,
 * user ids in bodies and queries, session tokens). Every route of the route table that
 * names a resource is attacked by kind; each answer is 404 (or, for process-cv's explicit
 * user id, 403), reads exactly like the answer for something that does not exist, carries
 * none of the victim's data, and the victim's data is unchanged at the end.
 */

let victim: Victim;
let attacker: Victim;
let victimResumeId: string;
let before: string;

async function victimState() {
  const files = await t.storage.list('user-cvs', { prefix: `${victim.userId}/` });
  return `${await userSnapshot(t.database, victim.userId)}|${files.map((f) => f.key).join(',')}`;
}

const t = useMailedTestApp(ALL_PROVIDERS);

beforeAll(async () => {
  victim = await createVictim(t.app, t.smtp);
  attacker = await createVictim(t.app, t.smtp, 'AttackerOwn');
  const list = (await (await victim.agent.get('/api/documents')).json()) as {
    documents: { id: string; kind: string; is_default: boolean }[];
  };
  victimResumeId = list.documents.find((d) => d.kind === 'resume' && d.is_default)!.id;
  before = await victimState();
});

function send(agent: Agent, method: string, sample: SampleRequest) {
  return agent.request(sample.path, sampleInit(method, sample));
}

/** Status and body, with the named id replaced, so two answers can be compared. */
async function shape(res: Response, id?: string) {
  const text = await res.text();
  return { status: res.status, body: id ? text.replaceAll(id, '<id>') : text };
}

function expectNoLeak(text: string, label: string) {
  expect(text, label).not.toContain(VICTIM_MARKER);
  expect(text, label).not.toContain(victim.email);
  expect(text, label).not.toContain(victim.cvFileName);
}

const byTarget = (target: ApiRoute['target']) =>
  API_ROUTES.filter((r) => r.target === target).map((r) => [routeKey(r), r] as const);

describe('IDOR: routes that take an id', () => {
  it.each(byTarget('id'))(
    '%s on the victim’s document is a 404 like a missing one',
    async (_k, route) => {
      for (const victimId of [victim.documentId, victimResumeId]) {
        const missing = randomUUID();
        const own = route.sample({ ...attacker, documentId: victimId });
        const none = route.sample({ ...attacker, documentId: missing });
        const theirs = await shape(await send(attacker.agent, route.method, own), victimId);
        const nothing = await shape(await send(attacker.agent, route.method, none), missing);
        expect(theirs.status, routeKey(route)).toBe(404);
        expect(theirs, routeKey(route)).toEqual(nothing);
        expectNoLeak(theirs.body, routeKey(route));
      }
    },
  );

  it('lists, trash and links never reach the victim’s documents', async () => {
    const list = await attacker.agent.get('/api/documents');
    const trash = await attacker.agent.get('/api/documents/trash');
    for (const res of [list, trash]) {
      const text = await res.text();
      expect(res.status).toBe(200);
      expectNoLeak(text, res.url);
      expect(text).not.toContain(victim.documentId);
      expect(text).not.toContain(victimResumeId);
    }
    // A letter may link only the caller's own resume.
    const link = await attacker.agent.post('/api/documents', {
      kind: 'cover_letter',
      title: 'Linked',
      linked_resume_id: victimResumeId,
    });
    expect(link.status).toBe(400);
    const viaData = await attacker.agent.post('/api/documents', {
      kind: 'cover_letter',
      title: 'Linked',
      data: { resumeId: victimResumeId },
    });
    expect(viaData.status).toBe(400);
    expectNoLeak(await link.text(), 'link');
  });
});

describe('IDOR: routes that take a path or a user id', () => {
  /**
   * The attacker names the victim's stored CV, then a file the victim does not have: both
   * answer `status`, read alike, and carry none of the victim's data.
   */
  async function expectAlikeWithMissingFile(route: ApiRoute, status: number) {
    const theirs = await send(attacker.agent, route.method, route.sample(victim));
    const missing = await send(
      attacker.agent,
      route.method,
      route.sample({ ...victim, cvFileName: 'cv_1_missing.txt' }),
    );
    const a = await shape(theirs, victim.cvFileName);
    const b = await shape(missing, 'cv_1_missing.txt');
    expect(a.status).toBe(status);
    expect(a).toEqual(b);
    expectNoLeak(a.body, routeKey(route));
  }

  it.each(byTarget('path'))(
    '%s: the victim’s stored CV is a 404 like a missing file',
    async (_k, route) => {
      await expectAlikeWithMissingFile(route, 404);
      // Even the owner cannot read the private bucket over HTTP.
      expect((await send(victim.agent, route.method, route.sample(victim))).status).toBe(404);
    },
  );

  it.each(byTarget('body'))('%s: another user’s id or file tells nothing', async (_k, route) => {
    // The victim's user id: refused whether or not the file exists (no existence oracle).
    await expectAlikeWithMissingFile(route, 403);
    // Their own id with the victim's file name: the victim's file is not theirs.
    const own = await send(
      attacker.agent,
      route.method,
      route.sample({ ...attacker, cvFileName: victim.cvFileName }),
    );
    expect(own.status).toBe(404);
    expectNoLeak(await own.text(), routeKey(route));
  });
});

describe('IDOR: routes that act on the session’s own data', () => {
  /** The sample with the victim's ids added wherever a careless route might read them. */
  function withVictimIds(sample: SampleRequest): SampleRequest {
    const ids = { user_id: victim.userId, userId: victim.userId, id: victim.userId };
    const query = new URLSearchParams(ids).toString();
    const path = `${sample.path}${sample.path.includes('?') ? '&' : '?'}${query}`;
    if (sample.body instanceof FormData) {
      for (const [k, v] of Object.entries(ids)) sample.body.set(k, v);
      sample.body.set('path', `${victim.userId}/${victim.cvFileName}`);
      return { ...sample, path };
    }
    if (sample.json && typeof sample.json === 'object') {
      return { path, json: { ...ids, ...(sample.json as object), ...ids } };
    }
    return { ...sample, path };
  }

  it.each(byTarget('session'))('%s ignores the victim’s ids', async (_k, route) => {
    const res = await send(attacker.agent, route.method, withVictimIds(route.sample(attacker)));
    expect(res.status, routeKey(route)).toBeLessThan(500);
    const text = await readableText(res);
    expectNoLeak(text, routeKey(route));
    if (route.path === '/api/portability/export') {
      // The attacker's own data is there (so the check above looked at real content).
      expect(res.status).toBe(200);
      expect(text).toContain('AttackerOwn');
    }
  });

  it('the victim’s data is unchanged and the attacker changed only their own', async () => {
    expect(await victimState()).toBe(before);
    // The resume save ignored the ids and went to the attacker's own row.
    const resume = (await (await attacker.agent.get('/api/resume')).json()) as {
      personal_info: { fullName: string };
    };
    expect(resume.personal_info.fullName).toBe('Jane Changed');
  });

  it('the profile refuses unknown fields such as an id (400)', async () => {
    const res = await attacker.agent.request('/api/profile', {
      method: 'PATCH',
      json: { id: victim.userId, first_name: 'Changed' },
    });
    expect(res.status).toBe(400);
    expect(await victimState()).toBe(before);
  });
});

describe('IDOR: account endpoints', () => {
  /** The session token inside the signed cookie `<token>.<signature>`. */
  const sessionToken = (agent: Agent) =>
    decodeURIComponent(agent.jar.get('tailorcv.session_token') ?? '').split('.')[0]!;

  it('revoking the victim’s session token from another account does nothing', async () => {
    const token = sessionToken(victim.agent);
    expect(token.length).toBeGreaterThan(10);
    const res = await attacker.agent.post('/api/auth/revoke-session', { token });
    expect(res.status).toBeLessThan(500);
    expect((await victim.agent.get('/api/profile')).status).toBe(200);
    const sessions = await attacker.agent.get('/api/auth/list-sessions');
    const text = await sessions.text();
    expect(text).not.toContain(token);
    expect(text).not.toContain(victim.userId);
  });

  it('update-user and unlink-account act on the caller only', async () => {
    const update = await attacker.agent.post('/api/auth/update-user', {
      id: victim.userId,
      userId: victim.userId,
      name: 'Renamed by attacker',
    });
    expect(update.status).toBeLessThan(500);
    const unlink = await attacker.agent.post('/api/auth/unlink-account', {
      providerId: 'credential',
      accountId: victim.userId,
    });
    expect(unlink.status).toBeLessThan(500);
    expectNoLeak(await unlink.text(), 'unlink');
    expect(await victimState()).toBe(before);
    const accounts = await attacker.agent.get('/api/auth/list-accounts');
    expect(await accounts.text()).not.toContain(victim.userId);
  });
});
