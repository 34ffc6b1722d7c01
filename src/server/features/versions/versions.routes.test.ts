import { describe, expect, it } from 'vitest';
import type { ApiDocument } from '#shared/documents-api/documents-api.ts';
import { emptyV2Fields } from '#shared/resume/resume-defaults.ts';
import {
  VERSION_LIMITS,
  type VersionDetail,
  type VersionListItem,
} from '#shared/versions/versions-api.ts';
import { adaExperience } from '../../test/ada-resume.ts';
import { signUpVerified } from '../../test/auth-helpers.ts';
import { Agent, json } from '../../test/http-agent.ts';
import { useMailedTestApp } from '../../test/test-app.ts';
import { testDatabaseKind } from '../../test/test-db.ts';
import { VERSION_WRITE_RATE_LIMIT } from './versions.routes.ts';

/** The document services' clock: moved by the tests, never waited for. */
let nowMs = Date.parse('2030-03-01T09:00:00.000Z');
const MINUTE = 60 * 1000;
const advance = (minutes: number) => {
  nowMs += minutes * MINUTE;
};

const t = useMailedTestApp({}, { now: () => new Date(nowMs) });

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const resumeData = (summary = 'Mathematician.', jobs = 1) => ({
  ...emptyV2Fields(),
  schemaVersion: 2,
  personalInfo: {
    fullName: 'Ada Lovelace',
    headline: '',
    email: 'ada@example.com',
    phone: '',
    location: 'London',
    summary,
    links: [],
  },
  experience: Array.from({ length: jobs }, (_, i) => ({ ...adaExperience([]), id: `job-${i}` })),
  education: [],
  skills: [{ name: 'Algorithms', category: 'Computing' }],
  languages: [],
  certifications: [],
});

async function signedIn() {
  return (await signUpVerified(t.app, t.smtp)).agent;
}

async function createResume(agent: Agent, data: unknown = resumeData()) {
  const res = await agent.post('/api/documents', {
    kind: 'resume',
    title: 'Data role',
    data,
    template_id: '4',
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<ApiDocument>(res);
}

async function put(agent: Agent, id: string, body: Record<string, unknown>) {
  const res = await agent.request(`/api/documents/${id}`, { method: 'PUT', json: body });
  expect(res.status, await res.clone().text()).toBe(200);
  return json<ApiDocument>(res);
}

async function versions(agent: Agent, id: string) {
  const res = await agent.get(`/api/documents/${id}/versions`);
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('cache-control')).toContain('no-store');
  return (await json<{ versions: VersionListItem[] }>(res)).versions;
}

const restore = (agent: Agent, id: string, vid: string, version: number) =>
  agent.post(`/api/documents/${id}/versions/${vid}/restore`, { version });
const rename = (agent: Agent, id: string, vid: string, name: unknown) =>
  agent.request(`/api/documents/${id}/versions/${vid}`, { method: 'PATCH', json: { name } });

describe(`version history API (${testDatabaseKind()})`, () => {
  it('answers 401 on every route without a session', async () => {
    const anonymous = new Agent(t.app);
    const base = `/api/documents/${MISSING_ID}/versions`;
    for (const res of await Promise.all([
      anonymous.get(base),
      anonymous.get(`${base}/${MISSING_ID}`),
      rename(anonymous, MISSING_ID, MISSING_ID, 'x'),
      restore(anonymous, MISSING_ID, MISSING_ID, 1),
    ])) {
      expect(res.status).toBe(401);
    }
  });

  it('keeps a first version when a document is created', async () => {
    const agent = await signedIn();
    const doc = await createResume(agent);
    const list = await versions(agent, doc.id);
    expect(list).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        created_at: new Date(nowMs).toISOString(),
        updated_at: new Date(nowMs).toISOString(),
        reason: 'save',
        summary: ['Created'],
      },
    ]);
  });

  it('keeps a version when a save changes content, none for an identical save', async () => {
    const agent = await signedIn();
    const doc = await createResume(agent);
    advance(30);
    const saved = await put(agent, doc.id, { version: 1, data: resumeData('Analyst.', 2) });
    const after = await versions(agent, doc.id);
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({
      reason: 'save',
      summary: ['Summary edited', 'Experience: 1 → 2 entries'],
    });

    advance(30);
    // The same data, title and template: the document's version moves, no history entry.
    const same = await put(agent, doc.id, {
      version: saved.version,
      data: resumeData('Analyst.', 2),
      title: 'Data role',
      template_id: '4',
    });
    expect(same.version).toBe(saved.version + 1);
    expect(await versions(agent, doc.id)).toEqual(after);
  });

  it('folds saves within ten minutes of the last one into one version, then starts a new one', async () => {
    const agent = await signedIn();
    const doc = await createResume(agent);
    advance(20);
    let version = (await put(agent, doc.id, { version: 1, data: resumeData('One.') })).version;
    const first = (await versions(agent, doc.id))[0]!;
    advance(6);
    version = (await put(agent, doc.id, { version, data: resumeData('Two.') })).version;
    advance(9);
    version = (await put(agent, doc.id, { version, data: resumeData('Three.') })).version;
    let list = await versions(agent, doc.id);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      id: first.id,
      created_at: first.created_at,
      updated_at: new Date(nowMs).toISOString(),
    });
    const detail = await json<VersionDetail>(
      await agent.get(`/api/documents/${doc.id}/versions/${first.id}`),
    );
    expect(detail.kind === 'resume' && detail.data.personalInfo.summary).toBe('Three.');

    // Ten minutes and a second after the folded version's last update: a new version.
    advance(10);
    nowMs += 1000;
    await put(agent, doc.id, { version, data: resumeData('Four.') });
    list = await versions(agent, doc.id);
    expect(list).toHaveLength(3);
    expect(list[0]!.id).not.toBe(first.id);
  });

  it('keeps a template change as its own version, and never folds into it', async () => {
    const agent = await signedIn();
    const doc = await createResume(agent);
    advance(1);
    const { version } = await put(agent, doc.id, { version: 1, template_id: '7' });
    advance(1);
    await put(agent, doc.id, { version, data: resumeData('After.') });
    const list = await versions(agent, doc.id);
    expect(list.map((v) => v.reason)).toEqual(['save', 'template', 'save']);
    expect(list[1]!.summary).toEqual(['Template: Modern Corporate → Tenure Track Scholar']);
    expect(list[0]!.summary).toEqual(['Summary edited']);
  });

  it('keeps imports as import versions: a save that says so, and a JSON Resume import', async () => {
    const agent = await signedIn();
    const doc = await createResume(agent);
    advance(1);
    await put(agent, doc.id, {
      version: 1,
      data: resumeData('From my CV.', 3),
      version_reason: 'import',
    });
    expect((await versions(agent, doc.id))[0]).toMatchObject({
      reason: 'import',
      summary: ['Summary edited', 'Experience: 1 → 3 entries'],
    });
    const bad = await agent.request(`/api/documents/${doc.id}`, {
      method: 'PUT',
      json: { version: 2, title: 'x', version_reason: 'restore' },
    });
    expect(bad.status).toBe(400);

    const imported = await agent.post('/api/portability/json-resume', {
      basics: { name: 'Ada Lovelace', summary: 'Imported.' },
    });
    expect(imported.status, await imported.clone().text()).toBe(201);
    const { document } = await json<{ document: { id: string } }>(imported);
    expect((await versions(agent, document.id)).map((v) => v.reason)).toEqual(['import']);
  });

  it('keeps versions of the default resume saved through /api/resume', async () => {
    const agent = await signedIn();
    const body = (summary: string, template: string, version: number, more = {}) => ({
      personal_info: { fullName: 'Ada Lovelace', summary },
      template_id: template,
      version,
      ...more,
    });
    const save = async (b: unknown) => {
      const res = await agent.request('/api/resume', { method: 'PUT', json: b });
      expect(res.status, await res.clone().text()).toBe(200);
      return (await json<{ version: number }>(res)).version;
    };
    let version = await save(body('First.', '4', 0));
    const { documents } = await json<{ documents: { id: string }[] }>(
      await agent.get('/api/documents'),
    );
    const id = documents[0]!.id;
    expect((await versions(agent, id)).map((v) => v.summary)).toEqual([['Created']]);

    advance(2);
    version = await save(body('First.', '4', version));
    expect(await versions(agent, id)).toHaveLength(1);
    version = await save(body('Second.', '4', version));
    expect(await versions(agent, id)).toHaveLength(1);
    advance(2);
    version = await save(body('Second.', '7', version));
    advance(2);
    await save(body('Third.', '7', version, { version_reason: 'import' }));
    const list = await versions(agent, id);
    expect(list.map((v) => [v.reason, v.summary])).toEqual([
      ['import', ['Summary edited']],
      ['template', ['Template: Modern Corporate → Tenure Track Scholar']],
      ['save', ['Created']],
    ]);
    const oldest = await json<VersionDetail>(
      await agent.get(`/api/documents/${id}/versions/${list[2]!.id}`),
    );
    // The first version folded the identical and the changed save in ten minutes.
    expect(oldest.kind === 'resume' && oldest.data.personalInfo.summary).toBe('Second.');

    // A stale save is still a 409, and keeps nothing.
    const stale = await agent.request('/api/resume', { method: 'PUT', json: body('X.', '7', 1) });
    expect(stale.status).toBe(409);
    expect(await versions(agent, id)).toHaveLength(3);
  });

  it('restores a version: the state before it is kept first, the document answered restored', async () => {
    const agent = await signedIn();
    const doc = await createResume(agent);
    const [created] = await versions(agent, doc.id);
    advance(15);
    const edited = await put(agent, doc.id, {
      version: 1,
      title: 'Renamed',
      template_id: '7',
      data: resumeData('Edited.', 3),
    });

    advance(1);
    const res = await restore(agent, doc.id, created!.id, edited.version);
    expect(res.status, await res.clone().text()).toBe(200);
    const restored = await json<ApiDocument>(res);
    expect(restored).toMatchObject({
      id: doc.id,
      kind: 'resume',
      title: 'Data role',
      template_id: '4',
      version: edited.version + 1,
      data: doc.data,
    });
    expect(await json(await agent.get(`/api/documents/${doc.id}`))).toEqual(restored);

    const list = await versions(agent, doc.id);
    expect(list.map((v) => v.reason)).toEqual(['restore', 'template', 'save']);
    const before = await json<VersionDetail>(
      await agent.get(`/api/documents/${doc.id}/versions/${list[0]!.id}`),
    );
    expect(before).toMatchObject({ title: 'Renamed', template_id: '7', data: edited.data });

    // The restore can itself be undone.
    const undo = await restore(agent, doc.id, list[0]!.id, restored.version);
    expect(undo.status).toBe(200);
    expect(await json<ApiDocument>(undo)).toMatchObject({ title: 'Renamed', data: edited.data });
  });

  it('answers 409 with the document as saved now when the restore names a stale version', async () => {
    const agent = await signedIn();
    const doc = await createResume(agent);
    const [created] = await versions(agent, doc.id);
    advance(15);
    const edited = await put(agent, doc.id, { version: 1, data: resumeData('Edited.') });
    const res = await restore(agent, doc.id, created!.id, 1);
    expect(res.status).toBe(409);
    const body = await json<{ error: { code: string }; current: ApiDocument }>(res);
    expect(body.error.code).toBe('CONFLICT');
    expect(body.current).toEqual(edited);
    expect(await versions(agent, doc.id)).toHaveLength(2);
  });

  it('keeps the newest 50 versions plus every named one', async () => {
    const agent = await signedIn();
    const doc = await createResume(agent);
    const [created] = await versions(agent, doc.id);
    const named = await rename(agent, doc.id, created!.id, '  First draft  ');
    expect(named.status).toBe(200);
    expect(await named.json()).toMatchObject({ id: created!.id, name: 'First draft' });

    let version = 1;
    const saves = VERSION_LIMITS.keep + 5;
    for (let i = 0; i < saves; i += 1) {
      advance(11);
      version = (await put(agent, doc.id, { version, data: resumeData(`Edit ${i}.`) })).version;
    }
    const list = await versions(agent, doc.id);
    expect(list).toHaveLength(VERSION_LIMITS.keep + 1);
    expect(list.at(-1)).toMatchObject({ id: created!.id, name: 'First draft' });
    const newest = await json<VersionDetail>(
      await agent.get(`/api/documents/${doc.id}/versions/${list[0]!.id}`),
    );
    expect(newest.kind === 'resume' && newest.data.personalInfo.summary).toBe(`Edit ${saves - 1}.`);
    // The oldest unnamed version kept is the 50th newest.
    const oldestUnnamed = await json<VersionDetail>(
      await agent.get(`/api/documents/${doc.id}/versions/${list.at(-2)!.id}`),
    );
    expect(oldestUnnamed.kind === 'resume' && oldestUnnamed.data.personalInfo.summary).toBe(
      `Edit ${saves - VERSION_LIMITS.keep}.`,
    );
  });

  it('names a version (trimmed, at most 80 characters), and a blank name removes it', async () => {
    const agent = await signedIn();
    const doc = await createResume(agent);
    const [v] = await versions(agent, doc.id);
    expect((await rename(agent, doc.id, v!.id, 'x'.repeat(81))).status).toBe(400);
    expect((await rename(agent, doc.id, v!.id, 42)).status).toBe(400);
    expect(await (await rename(agent, doc.id, v!.id, ` ${'y'.repeat(80)} `)).json()).toMatchObject({
      name: 'y'.repeat(80),
    });
    expect((await versions(agent, doc.id))[0]!.name).toBe('y'.repeat(80));
    for (const blank of ['   ', null]) {
      await rename(agent, doc.id, v!.id, 'Named');
      const res = await rename(agent, doc.id, v!.id, blank);
      expect(res.status).toBe(200);
      expect(await res.json()).not.toHaveProperty('name');
      expect((await versions(agent, doc.id))[0]).not.toHaveProperty('name');
    }
  });

  it('does not fold a save into a named version', async () => {
    const agent = await signedIn();
    const doc = await createResume(agent);
    const [v] = await versions(agent, doc.id);
    await rename(agent, doc.id, v!.id, 'Keep me');
    advance(1);
    await put(agent, doc.id, { version: 1, data: resumeData('Changed.') });
    const list = await versions(agent, doc.id);
    expect(list).toHaveLength(2);
    expect(list[1]).toMatchObject({ id: v!.id, name: 'Keep me', summary: ['Created'] });
  });

  it('keeps cover letter versions with what changed in the letter', async () => {
    const agent = await signedIn();
    const res = await agent.post('/api/documents', {
      kind: 'cover_letter',
      title: 'Letter',
      data: { role: 'Engineer', paragraphs: ['One.'] },
    });
    const letter = await json<ApiDocument>(res);
    advance(20);
    await put(agent, letter.id, {
      version: 1,
      data: {
        role: 'Staff Engineer',
        paragraphs: ['One.', 'Two.'],
        recipient: { company: 'Acme' },
      },
    });
    const list = await versions(agent, letter.id);
    expect(list[0]!.summary).toEqual([
      'Paragraphs: 1 → 2 paragraphs',
      'Recipient changed',
      'Role changed',
    ]);
    const detail = await json<VersionDetail>(
      await agent.get(`/api/documents/${letter.id}/versions/${list[1]!.id}`),
    );
    expect(detail).toMatchObject({ kind: 'cover_letter', data: { role: 'Engineer' } });
  });

  it('answers 404 for another user’s document or version, another document’s version and a trashed document', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const doc = await createResume(owner);
    const second = await createResume(owner);
    const [v] = await versions(owner, doc.id);
    const [otherV] = await versions(owner, second.id);
    const theirs = await createResume(other);

    const attempts = async (agent: Agent, docId: string, vid: string) => [
      await agent.get(`/api/documents/${docId}/versions`),
      await agent.get(`/api/documents/${docId}/versions/${vid}`),
      await rename(agent, docId, vid, 'Mine now'),
      await restore(agent, docId, vid, 1),
    ];
    const refused = [
      // Another user's document and version.
      ...(await attempts(other, doc.id, v!.id)),
      // Another user's version under the caller's own document.
      ...(await attempts(other, theirs.id, v!.id)).slice(1),
      // A version of the owner's other document.
      ...(await attempts(owner, doc.id, otherV!.id)).slice(1),
      // Malformed ids.
      ...(await attempts(owner, 'not-an-id', v!.id)),
      ...(await attempts(owner, doc.id, 'not-an-id')).slice(1),
    ];
    refused.forEach((res, i) => expect(res.status, `attempt ${i}`).toBe(404));
    expect((await versions(owner, doc.id))[0]).not.toHaveProperty('name');
    expect((await json<ApiDocument>(await owner.get(`/api/documents/${doc.id}`))).version).toBe(1);

    const trash = await owner.request(`/api/documents/${doc.id}`, { method: 'DELETE' });
    expect(trash.status).toBe(200);
    for (const res of await attempts(owner, doc.id, v!.id)) expect(res.status).toBe(404);
    // Back from the trash, its history is there again.
    await owner.post(`/api/documents/${doc.id}/restore`);
    expect(await versions(owner, doc.id)).toHaveLength(1);
  });
});

describe('limits on changing the history', () => {
  it('rate-limits names and restores per user (429 with Retry-After); reads are not limited', async () => {
    const agent = await signedIn();
    const doc = await createResume(agent);
    const [v] = await versions(agent, doc.id);
    for (let i = 0; i < VERSION_WRITE_RATE_LIMIT.max; i += 1) {
      expect((await rename(agent, doc.id, v!.id, `Name ${i}`)).status).toBe(200);
    }
    for (const res of [
      await rename(agent, doc.id, v!.id, 'one too many'),
      await restore(agent, doc.id, v!.id, 1),
    ]) {
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await res.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    }
    expect(await versions(agent, doc.id)).toHaveLength(1);
    // Another user's budget is their own.
    const other = await signedIn();
    const theirs = await createResume(other);
    const [tv] = await versions(other, theirs.id);
    expect((await rename(other, theirs.id, tv!.id, 'Mine')).status).toBe(200);
  });
});
