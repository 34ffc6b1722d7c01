import { emptyV2Fields } from '#shared/resume/resume-defaults.ts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_LIMITS,
  DOCUMENT_NOTICES,
  type ApiDocument,
  type DocumentListItem,
  type TrashedDocument,
} from '#shared/documents-api/documents-api.ts';
import type { ResumeApiDocument } from '#shared/resume/resume-api.ts';
import { documents } from '../../db/schema/documents.ts';
import { adaExperience } from '../../test/ada-resume.ts';
import { signUpVerified } from '../../test/auth-helpers.ts';
import { Agent, json } from '../../test/http-agent.ts';
import { useMailedTestApp } from '../../test/test-app.ts';
import { testDatabaseKind } from '../../test/test-db.ts';
import { createDocumentsService } from './documents.service.ts';
import { DOCUMENT_CREATE_RATE_LIMIT } from './documents.routes.ts';

const t = useMailedTestApp();

const DAY_MS = 24 * 60 * 60 * 1000;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const resumeData = {
  ...emptyV2Fields(),
  schemaVersion: 2,
  personalInfo: {
    fullName: 'Ada Lovelace',
    headline: '',
    email: 'ada@example.com',
    phone: '',
    location: 'London',
    summary: 'Mathematician.',
    links: [],
  },
  experience: [adaExperience([])],
  education: [],
  skills: [{ name: 'Algorithms', category: 'Computing' }],
  languages: [],
  certifications: [],
  targetJob: { title: 'Data Engineer', company: 'Babbage & Co', description: 'Pipelines.' },
};

async function signedIn() {
  return signUpVerified(t.app, t.smtp);
}

const create = (agent: Agent, body: unknown) => agent.post('/api/documents', body);
const put = (agent: Agent, id: string, body: unknown) =>
  agent.request(`/api/documents/${id}`, { method: 'PUT', json: body });
const del = (agent: Agent, id: string) =>
  agent.request(`/api/documents/${id}`, { method: 'DELETE' });
const list = async (agent: Agent) =>
  (await json<{ documents: DocumentListItem[] }>(await agent.get('/api/documents'))).documents;
const trashList = async (agent: Agent) =>
  (await json<{ documents: TrashedDocument[] }>(await agent.get('/api/documents/trash'))).documents;

async function createResume(agent: Agent, title = 'Data role', data: unknown = resumeData) {
  const res = await create(agent, { kind: 'resume', title, data, template_id: '7' });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<ApiDocument>(res);
}

describe(`documents API (${testDatabaseKind()})`, () => {
  it('answers 401 on every route without a session', async () => {
    const anonymous = new Agent(t.app);
    const calls = [
      anonymous.get('/api/documents'),
      anonymous.get('/api/documents/trash'),
      anonymous.get(`/api/documents/${MISSING_ID}`),
      create(anonymous, { kind: 'resume', title: 'x' }),
      put(anonymous, MISSING_ID, { version: 1, title: 'x' }),
      anonymous.post(`/api/documents/${MISSING_ID}/duplicate`),
      del(anonymous, MISSING_ID),
      anonymous.post(`/api/documents/${MISSING_ID}/restore`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    }
  });

  it('starts with an empty list and an empty trash', async () => {
    const { agent } = await signedIn();
    const res = await agent.get('/api/documents');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(await res.json()).toEqual({ documents: [] });
    expect(await trashList(agent)).toEqual([]);
  });

  it('creates a resume (201 with its id), then reads it and lists it without its data', async () => {
    const { agent } = await signedIn();
    const created = await createResume(agent);
    expect(created).toMatchObject({
      kind: 'resume',
      title: 'Data role',
      template_id: '7',
      is_default: false,
      version: 1,
      data: resumeData,
    });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);

    const got = await agent.get(`/api/documents/${created.id}`);
    expect(got.status).toBe(200);
    expect(await got.json()).toEqual(created);

    expect(await list(agent)).toEqual([
      {
        id: created.id,
        kind: 'resume',
        title: 'Data role',
        template_id: '7',
        is_default: false,
        version: 1,
        created_at: created.created_at,
        updated_at: created.updated_at,
        target_job: { title: 'Data Engineer', company: 'Babbage & Co' },
        linked_resume_id: null,
      },
    ]);
  });

  it('lists titles and jobs as text: quotes, backslashes, markup and emoji survive intact', async () => {
    const { agent } = await signedIn();
    const title = 'He said "hi" \\ <b>bold</b> — naïve 🚀';
    const company = '<script>alert(1)</script> & Co';
    const doc = await createResume(agent, title, {
      ...resumeData,
      targetJob: { title: 'Dev\n"Ops"', company, description: '' },
    });
    const res = await agent.get('/api/documents');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const [item] = (await json<{ documents: DocumentListItem[] }>(res)).documents;
    expect(item).toMatchObject({
      id: doc.id,
      title,
      target_job: { title: 'Dev\n"Ops"', company },
      created_at: doc.created_at,
      updated_at: doc.updated_at,
    });
  });

  it('lists the most recently edited first', async () => {
    const { agent } = await signedIn();
    const first = await createResume(agent, 'First');
    const second = await createResume(agent, 'Second');
    expect((await list(agent)).map((d) => d.title)).toEqual(['Second', 'First']);
    await put(agent, first.id, { version: 1, title: 'First, edited' });
    expect((await list(agent)).map((d) => d.id)).toEqual([first.id, second.id]);
  });

  it('creates empty documents of each kind when no data is sent', async () => {
    const { agent } = await signedIn();
    const resume = await json<ApiDocument>(
      await create(agent, { kind: 'resume', title: '  Blank  ' }),
    );
    expect(resume).toMatchObject({ title: 'Blank', template_id: null, version: 1 });
    expect(resume.data).toMatchObject({ schemaVersion: 2, experience: [], skills: [] });
    const letterRes = await create(agent, { kind: 'cover_letter', title: 'Letter' });
    expect(letterRes.status).toBe(201);
    const letter = await json<ApiDocument>(letterRes);
    expect(letter).toMatchObject({ kind: 'cover_letter', version: 1 });
    expect(letter.data).toMatchObject({ schemaVersion: 1, resumeId: null, paragraphs: [] });
    const items = await list(agent);
    expect(items.map((d) => d.target_job)).toEqual([null, null]);
  });

  it('links a letter to one of the caller’s resumes and lists its role and company', async () => {
    const { agent } = await signedIn();
    const resume = await createResume(agent);
    const res = await create(agent, {
      kind: 'cover_letter',
      title: 'Babbage letter',
      linked_resume_id: resume.id,
      data: { role: 'Data Engineer', recipient: { company: 'Babbage & Co' } },
    });
    expect(res.status).toBe(201);
    const letter = await json<ApiDocument>(res);
    expect(letter.data).toMatchObject({ resumeId: resume.id, role: 'Data Engineer' });
    const item = (await list(agent)).find((d) => d.id === letter.id);
    expect(item).toMatchObject({
      kind: 'cover_letter',
      linked_resume_id: resume.id,
      target_job: { title: 'Data Engineer', company: 'Babbage & Co' },
    });

    // Changing the role in a save changes what the list shows.
    const saved = await put(agent, letter.id, {
      version: 1,
      data: { ...letter.data, role: 'Platform Engineer' },
    });
    expect(saved.status).toBe(200);
    expect((await list(agent)).find((d) => d.id === letter.id)?.target_job).toEqual({
      title: 'Platform Engineer',
      company: 'Babbage & Co',
    });
  });

  it('refuses to link a letter to a resume that is not the caller’s, or not a resume', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const bResume = await createResume(b.agent);
    const aLetter = await json<ApiDocument>(
      await create(a.agent, { kind: 'cover_letter', title: 'L' }),
    );
    for (const body of [
      { kind: 'cover_letter', title: 'L', linked_resume_id: bResume.id },
      { kind: 'cover_letter', title: 'L', linked_resume_id: MISSING_ID },
      { kind: 'cover_letter', title: 'L', linked_resume_id: aLetter.id },
      { kind: 'cover_letter', title: 'L', data: { resumeId: bResume.id } },
      { kind: 'cover_letter', title: 'L', data: { resumeId: 'not-a-uuid' } },
    ]) {
      const res = await create(a.agent, body);
      expect(res.status).toBe(400);
      const answer = await json<{ error: { code: string; issues: { message: string }[] } }>(res);
      expect(answer.error.code).toBe('VALIDATION_FAILED');
      expect(answer.error.issues[0]?.message).toBe(DOCUMENT_NOTICES.linkedResumeNotFound);
    }
    const saved = await put(a.agent, aLetter.id, {
      version: 1,
      data: { ...aLetter.data, resumeId: bResume.id },
    });
    expect(saved.status).toBe(400);
    expect(await saved.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', issues: [{ path: 'data.resumeId' }] },
    });
    expect((await list(a.agent)).filter((d) => d.kind === 'cover_letter')).toHaveLength(1);
  });

  it('answers 400 with the field for a bad create body, and writes nothing', async () => {
    const { agent } = await signedIn();
    const cases: [unknown, string][] = [
      [{ kind: 'letter', title: 'x' }, 'kind'],
      [{ title: 'x' }, 'kind'],
      [{ kind: 'resume', title: '   ' }, 'title'],
      [{ kind: 'resume', title: 'x'.repeat(DOCUMENT_LIMITS.title + 1) }, 'title'],
      [{ kind: 'resume', title: 'x', template_id: '../etc' }, 'template_id'],
      [
        {
          kind: 'resume',
          title: 'x',
          data: { ...resumeData, personalInfo: { fullName: 'y'.repeat(500) } },
        },
        'data.personalInfo.fullName',
      ],
      [{ kind: 'cover_letter', title: 'x', data: { paragraphs: 'text' } }, 'data.paragraphs'],
    ];
    for (const [body, path] of cases) {
      const res = await create(agent, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const answer = await json<{ error: { code: string; issues: { path: string }[] } }>(res);
      expect(answer.error.code).toBe('VALIDATION_FAILED');
      expect(answer.error.issues.map((i) => i.path)).toContain(path);
    }
    expect(await list(agent)).toEqual([]);
  });

  it('answers 415 for a body not sent as JSON and 400 for text that is not JSON', async () => {
    const { agent } = await signedIn();
    const doc = await createResume(agent);
    const notJson = await agent.request('/api/documents', {
      method: 'POST',
      body: 'kind=resume',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(notJson.status).toBe(415);
    expect(await notJson.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
    const broken = await agent.request(`/api/documents/${doc.id}`, {
      method: 'PUT',
      body: '{"version": 1,',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: { code: 'MALFORMED_JSON' } });
  });

  it('answers 413 over the document body limit, on create and on save', async () => {
    const { agent } = await signedIn();
    const doc = await createResume(agent);
    const big = {
      ...resumeData,
      personalInfo: { ...resumeData.personalInfo, summary: 'x'.repeat(3000) },
      experience: Array.from({ length: 50 }, (_, i) => ({
        ...resumeData.experience[0],
        id: String(i),
        description: 'é'.repeat(4_900),
      })),
    };
    const created = await create(agent, { kind: 'resume', title: 'Big', data: big });
    expect(created.status).toBe(413);
    expect(await created.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
    const saved = await put(agent, doc.id, { version: 1, data: big });
    expect(saved.status).toBe(413);
    expect((await json<ApiDocument>(await agent.get(`/api/documents/${doc.id}`))).version).toBe(1);
  });

  it('saves with versions: each save a new version, a stale one 409 with the current document', async () => {
    const { agent } = await signedIn();
    const doc = await createResume(agent);
    const edited = { ...resumeData, personalInfo: { ...resumeData.personalInfo, fullName: 'Ada' } };
    const first = await put(agent, doc.id, { version: 1, data: edited, template_id: '12' });
    expect(first.status).toBe(200);
    const saved = await json<ApiDocument>(first);
    expect(saved).toMatchObject({
      version: 2,
      template_id: '12',
      title: 'Data role',
      data: edited,
    });
    expect(Date.parse(saved.updated_at)).toBeGreaterThanOrEqual(Date.parse(doc.updated_at));

    const stale = await put(agent, doc.id, { version: 1, data: resumeData });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({
      error: { code: 'CONFLICT', message: DOCUMENT_NOTICES.conflict },
      current: saved,
    });
    expect(await json(await agent.get(`/api/documents/${doc.id}`))).toEqual(saved);
  });

  it('lets exactly one of two saves from the same version through', async () => {
    const { agent } = await signedIn();
    const doc = await createResume(agent);
    const results = await Promise.all([
      put(agent, doc.id, { version: 1, title: 'One' }),
      put(agent, doc.id, { version: 1, title: 'Two' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('renames with PUT {title, version}, keeping the data', async () => {
    const { agent } = await signedIn();
    const doc = await createResume(agent);
    const res = await put(agent, doc.id, { version: 1, title: '  Babbage application ' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      title: 'Babbage application',
      version: 2,
      data: resumeData,
      template_id: '7',
    });
    const bad = await put(agent, doc.id, { version: 2, title: '' });
    expect(bad.status).toBe(400);
    const noVersion = await put(agent, doc.id, { title: 'x' });
    expect(noVersion.status).toBe(400);
    expect(await noVersion.json()).toMatchObject({ error: { issues: [{ path: 'version' }] } });
  });

  it('checks saved data against the document’s kind (400 naming data.*)', async () => {
    const { agent } = await signedIn();
    const doc = await createResume(agent);
    const res = await put(agent, doc.id, {
      version: 1,
      data: { ...resumeData, skills: [{ name: '', category: 'x' }] },
    });
    expect(res.status).toBe(400);
    const body = await json<{ error: { issues: { path: string }[] } }>(res);
    expect(body.error.issues[0]?.path).toMatch(/^data\.skills/);
    const future = await put(agent, doc.id, {
      version: 1,
      data: { ...resumeData, schemaVersion: 3 },
    });
    expect(future.status).toBe(400);
    expect((await json<ApiDocument>(await agent.get(`/api/documents/${doc.id}`))).version).toBe(1);
  });

  it('takes a version 1 resume from a tab opened before the upgrade, saving it as version 2', async () => {
    const { agent } = await signedIn();
    const doc = await createResume(agent);
    const { headline: _headline, ...v1Info } = resumeData.personalInfo;
    const v1 = {
      schemaVersion: 1,
      personalInfo: v1Info,
      experience: resumeData.experience,
      education: [],
      skills: resumeData.skills,
      languages: [],
      certifications: [],
      targetJob: resumeData.targetJob,
    };
    const res = await put(agent, doc.id, { version: 1, data: v1 });
    expect(res.status, await res.clone().text()).toBe(200);
    const got = await json<ApiDocument>(await agent.get(`/api/documents/${doc.id}`));
    expect(got.data).toEqual(resumeData);
    const created = await create(agent, { kind: 'resume', title: 'Old tab', data: v1 });
    expect(created.status).toBe(201);
    expect((await json<ApiDocument>(created)).data).toEqual(resumeData);
  });

  it('keeps a resume’s stored v2 sections, layout, look and headline when an old tab saves version 1', async () => {
    const { agent } = await signedIn();
    const v2 = {
      ...resumeData,
      personalInfo: { ...resumeData.personalInfo, headline: 'Data analyst' },
      interests: ['Chess'],
      layout: {
        section_order: [],
        hidden_sections: ['skills'],
        section_titles: { skills: 'Tools' },
      },
      style: {
        accent_color: '#0f766e',
        font: 'serif',
        font_scale: 0.9,
        density: 'compact',
        page_size: 'Letter',
      },
      language: 'de',
    };
    const created = await json<ApiDocument>(
      await create(agent, { kind: 'resume', title: 'CV', data: v2 }),
    );
    const { headline: _headline, ...v1Info } = resumeData.personalInfo;
    const res = await put(agent, created.id, {
      version: created.version,
      data: {
        schemaVersion: 1,
        personalInfo: { ...v1Info, summary: 'Edited in an old tab.' },
        experience: [],
        education: [],
        skills: resumeData.skills,
        languages: [],
        certifications: [],
      },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const got = await json<ApiDocument>(await agent.get(`/api/documents/${created.id}`));
    expect(got.data).toMatchObject({
      personalInfo: { summary: 'Edited in an old tab.', headline: 'Data analyst' },
      experience: [],
      interests: ['Chess'],
      layout: { hidden_sections: ['skills'], section_titles: { skills: 'Tools' } },
      style: v2.style,
      language: 'de',
    });
  });

  it('upgrades a stored older resume when reading it', async () => {
    const { agent, userId } = await signedIn();
    const [row] = await t.database.db
      .insert(documents)
      .values({
        userId,
        kind: 'resume',
        title: 'Old',
        version: 4,
        data: {
          personal_info: { fullName: 'Old Shape', email: '', phone: '', location: '', summary: '' },
          experience: [],
          education: [],
          skills: ['SQL'],
        },
      })
      .returning({ id: documents.id });
    const got = await json<ApiDocument>(await agent.get(`/api/documents/${row!.id}`));
    expect(got).toMatchObject({
      version: 4,
      data: { personalInfo: { fullName: 'Old Shape' }, skills: [{ name: 'SQL', category: '' }] },
    });
  });

  it('duplicates as “<title> (copy)”: a new, non-default document at version 1', async () => {
    const { agent } = await signedIn();
    const doc = await createResume(agent, 'Babbage');
    await put(agent, doc.id, { version: 1, template_id: '3' });
    const res = await agent.post(`/api/documents/${doc.id}/duplicate`);
    expect(res.status).toBe(201);
    const copy = await json<ApiDocument>(res);
    expect(copy).toMatchObject({
      kind: 'resume',
      title: 'Babbage (copy)',
      template_id: '3',
      is_default: false,
      version: 1,
      data: resumeData,
    });
    expect(copy.id).not.toBe(doc.id);
    // Editing the copy leaves the original alone.
    await put(agent, copy.id, { version: 1, data: { ...resumeData, targetJob: undefined } });
    expect((await json<ApiDocument>(await agent.get(`/api/documents/${doc.id}`))).data).toEqual(
      resumeData,
    );
    const long = await createResume(agent, 'T'.repeat(DOCUMENT_LIMITS.title));
    const longCopy = await json<ApiDocument>(
      await agent.post(`/api/documents/${long.id}/duplicate`),
    );
    expect(longCopy.title).toHaveLength(DOCUMENT_LIMITS.title);
    expect(longCopy.title.endsWith(' (copy)')).toBe(true);
  });

  it('moves to the trash and back: gone from the list and from GET/PUT, restorable', async () => {
    const { agent } = await signedIn();
    const keep = await createResume(agent, 'Keep');
    const doc = await createResume(agent, 'Bin me');
    const res = await del(agent, doc.id);
    expect(res.status).toBe(200);
    const trashed = await json<TrashedDocument>(res);
    expect(trashed).toMatchObject({ id: doc.id, title: 'Bin me' });
    expect(Date.parse(trashed.purge_at) - Date.parse(trashed.deleted_at)).toBe(30 * DAY_MS);

    expect((await list(agent)).map((d) => d.id)).toEqual([keep.id]);
    expect((await agent.get(`/api/documents/${doc.id}`)).status).toBe(404);
    expect((await put(agent, doc.id, { version: 1, title: 'x' })).status).toBe(404);
    expect((await agent.post(`/api/documents/${doc.id}/duplicate`)).status).toBe(404);
    expect((await del(agent, doc.id)).status).toBe(404);
    expect((await trashList(agent)).map((d) => d.id)).toEqual([doc.id]);

    const restored = await agent.post(`/api/documents/${doc.id}/restore`);
    expect(restored.status).toBe(200);
    expect(await restored.json()).toMatchObject({ id: doc.id, title: 'Bin me', version: 1 });
    expect((await list(agent)).map((d) => d.id).sort()).toEqual([keep.id, doc.id].sort());
    expect(await trashList(agent)).toEqual([]);
    // Restoring a live document changes nothing.
    expect((await agent.post(`/api/documents/${doc.id}/restore`)).status).toBe(200);
    expect((await json<ApiDocument>(await agent.get(`/api/documents/${doc.id}`))).data).toEqual(
      resumeData,
    );
  });

  it('keeps the trash 30 days: older trash is neither listed nor restorable, and is purged', async () => {
    const { agent, userId } = await signedIn();
    const recent = await createResume(agent, 'Recent');
    const old = await createResume(agent, 'Old');
    await del(agent, recent.id);
    await del(agent, old.id);
    const setDeletedAt = (id: string, daysAgo: number) =>
      t.database.db
        .update(documents)
        .set({ deletedAt: new Date(Date.now() - daysAgo * DAY_MS) })
        .where(eq(documents.id, id));
    await setDeletedAt(recent.id, 29);
    await setDeletedAt(old.id, 31);

    expect((await agent.post(`/api/documents/${old.id}/restore`)).status).toBe(404);
    expect((await trashList(agent)).map((d) => d.title)).toEqual(['Recent']);
    const rows = await t.database.db
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.userId, userId));
    expect(rows.map((r) => r.id)).toEqual([recent.id]);
    expect((await agent.post(`/api/documents/${recent.id}/restore`)).status).toBe(200);
  });

  it('purges everyone’s expired trash in the sweep, and nothing else', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const aOld = await createResume(a.agent);
    const bOld = await createResume(b.agent);
    const bRecent = await createResume(b.agent);
    const bLive = await createResume(b.agent);
    for (const [agent, id] of [
      [a.agent, aOld.id],
      [b.agent, bOld.id],
      [b.agent, bRecent.id],
    ] as const)
      await del(agent, id);
    await t.database.db
      .update(documents)
      .set({ deletedAt: new Date(Date.now() - 45 * DAY_MS) })
      .where(sql`${documents.id} in (${aOld.id}, ${bOld.id})`);
    const service = createDocumentsService(t.database.db);
    expect(await service.purgeExpired()).toBeGreaterThanOrEqual(2);
    const left = await t.database.db
      .select({ id: documents.id })
      .from(documents)
      .where(sql`${documents.id} in (${aOld.id}, ${bOld.id}, ${bRecent.id}, ${bLive.id})`);
    expect(left.map((r) => r.id).sort()).toEqual([bRecent.id, bLive.id].sort());
  });

  it('never shows or touches another user’s documents: 404 on every route', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const aDoc = await createResume(a.agent, 'A only');
    const aTrashed = await createResume(a.agent, 'A trashed');
    await del(a.agent, aTrashed.id);
    await createResume(b.agent, 'B only');

    for (const id of [aDoc.id, aTrashed.id]) {
      const answers = [
        await b.agent.get(`/api/documents/${id}`),
        await put(b.agent, id, { version: 1, title: 'Mine now' }),
        await b.agent.post(`/api/documents/${id}/duplicate`),
        await del(b.agent, id),
        await b.agent.post(`/api/documents/${id}/restore`),
      ];
      for (const res of answers) {
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({
          error: { code: 'NOT_FOUND', message: DOCUMENT_NOTICES.notFound },
        });
      }
    }
    expect((await list(b.agent)).map((d) => d.title)).toEqual(['B only']);
    expect(await trashList(b.agent)).toEqual([]);
    // A's documents are as they were.
    expect((await list(a.agent)).map((d) => [d.title, d.version])).toEqual([['A only', 1]]);
    expect((await trashList(a.agent)).map((d) => d.title)).toEqual(['A trashed']);
  });

  it('answers 404, not 500, for a malformed or unknown id on every route', async () => {
    const { agent } = await signedIn();
    for (const id of ['not-a-uuid', '1', "x' or 1=1 --", MISSING_ID]) {
      const path = `/api/documents/${encodeURIComponent(id)}`;
      const answers = [
        await agent.get(path),
        await agent.request(path, { method: 'PUT', json: { version: 1, title: 'x' } }),
        // A malformed id is a 404 before the body is even read.
        ...(id === MISSING_ID
          ? []
          : [await agent.request(path, { method: 'PUT', json: { nonsense: true } })]),
        await agent.post(`${path}/duplicate`),
        await agent.request(path, { method: 'DELETE' }),
        await agent.post(`${path}/restore`),
      ];
      for (const res of answers) expect(res.status, `${id}`).toBe(404);
    }
  });

  it('403 for a state change without the page’s Origin', async () => {
    const { agent } = await signedIn();
    const res = await agent.request('/api/documents', {
      method: 'POST',
      json: { kind: 'resume', title: 'x' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await list(agent)).toEqual([]);
  });
});

describe(`the cached document list (${testDatabaseKind()})`, () => {
  const titles = async (agent: Agent) => (await list(agent)).map((d) => d.title).sort();

  it('follows every change, including ones made outside this service (another process, the builder)', async () => {
    const { agent, userId } = await signedIn();
    const first = await createResume(agent, 'First');
    const second = await createResume(agent, 'Second');
    expect(await titles(agent)).toEqual(['First', 'Second']);
    // Twice unchanged: the same answer (served from the cache the second time).
    expect(await titles(agent)).toEqual(['First', 'Second']);

    // Rename through the API.
    expect((await put(agent, first.id, { version: 1, title: 'Renamed' })).status).toBe(200);
    expect(await titles(agent)).toEqual(['Renamed', 'Second']);

    // A write this service never sees: straight to the table, as another app process would.
    await t.database.db
      .update(documents)
      .set({ title: 'Changed elsewhere' })
      .where(eq(documents.id, second.id));
    expect(await titles(agent)).toEqual(['Changed elsewhere', 'Renamed']);

    // A second service on the same database (a second process) caches on its own and agrees.
    const other = createDocumentsService(t.database.db);
    const fromOther = () =>
      other
        .listJson(userId)
        .then((text) => (JSON.parse(text) as { documents: DocumentListItem[] }).documents);
    expect((await fromOther()).map((d) => d.title).sort()).toEqual([
      'Changed elsewhere',
      'Renamed',
    ]);

    // Trash, restore, create and a trash + create together (same count) all show.
    expect((await del(agent, first.id)).status).toBe(200);
    expect(await titles(agent)).toEqual(['Changed elsewhere']);
    expect((await agent.post(`/api/documents/${first.id}/restore`)).status).toBe(200);
    expect(await titles(agent)).toEqual(['Changed elsewhere', 'Renamed']);
    expect((await del(agent, first.id)).status).toBe(200);
    await createResume(agent, 'Third');
    expect(await titles(agent)).toEqual(['Changed elsewhere', 'Third']);
    expect((await fromOther()).map((d) => d.title).sort()).toEqual(['Changed elsewhere', 'Third']);
  });

  it('keeps each user’s list to that user', async () => {
    const a = await signedIn();
    const b = await signedIn();
    await createResume(a.agent, 'A one');
    expect(await titles(a.agent)).toEqual(['A one']);
    expect(await titles(b.agent)).toEqual([]);
    await createResume(b.agent, 'B one');
    expect(await titles(b.agent)).toEqual(['B one']);
    expect(await titles(a.agent)).toEqual(['A one']);
  });
});

describe('the default resume in the documents API', () => {
  const resumePut = (agent: Agent, version: number, fullName = 'Main') =>
    agent.request('/api/resume', {
      method: 'PUT',
      json: {
        personal_info: { fullName, email: '', phone: '', location: '', summary: '', links: [] },
        experience: [],
        education: [],
        skills: [],
        version,
      },
    });

  it('is listed as default, shares its version with /api/resume, and cannot be trashed', async () => {
    const { agent } = await signedIn();
    expect((await resumePut(agent, 0)).status).toBe(200);
    const [item] = await list(agent);
    expect(item).toMatchObject({
      kind: 'resume',
      title: 'My Resume',
      is_default: true,
      version: 1,
    });

    // Renamed through the documents API: /api/resume sees the new version.
    const renamed = await put(agent, item!.id, { version: 1, title: 'Main resume' });
    expect(renamed.status).toBe(200);
    const viaResume = await json<ResumeApiDocument>(await agent.get('/api/resume'));
    expect(viaResume).toMatchObject({ version: 2, personal_info: { fullName: 'Main' } });
    expect((await resumePut(agent, 1)).status).toBe(409);
    expect((await resumePut(agent, 2, 'Main 2')).status).toBe(200);
    expect((await put(agent, item!.id, { version: 2, title: 'stale' })).status).toBe(409);

    const trashed = await del(agent, item!.id);
    expect(trashed.status).toBe(409);
    expect(await trashed.json()).toEqual({
      error: { code: 'CONFLICT', message: DOCUMENT_NOTICES.defaultNotTrashable },
    });
    expect((await list(agent))[0]).toMatchObject({ title: 'Main resume', is_default: true });

    // Its duplicate is an ordinary resume; /api/resume still answers the default.
    const copy = await json<ApiDocument>(await agent.post(`/api/documents/${item!.id}/duplicate`));
    expect(copy).toMatchObject({ title: 'Main resume (copy)', is_default: false });
    expect((await del(agent, copy.id)).status).toBe(200);
    expect(await json<ResumeApiDocument>(await agent.get('/api/resume'))).toMatchObject({
      personal_info: { fullName: 'Main 2' },
      version: 3,
    });
  });
});

describe('limits on creating documents', () => {
  it('rate-limits creates and duplicates per user (429 with Retry-After)', async () => {
    const { agent } = await signedIn();
    let first: ApiDocument | null = null;
    for (let i = 0; i < DOCUMENT_CREATE_RATE_LIMIT.max; i += 1) {
      const res = await create(agent, { kind: 'resume', title: `R${i}` });
      expect(res.status).toBe(201);
      first ??= await json<ApiDocument>(res);
    }
    for (const res of [
      await create(agent, { kind: 'resume', title: 'one too many' }),
      await agent.post(`/api/documents/${first!.id}/duplicate`),
    ]) {
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await res.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    }
    // Another user is not held back.
    const other = await signedIn();
    expect((await create(other.agent, { kind: 'resume', title: 'x' })).status).toBe(201);
  });

  it(`keeps at most ${DOCUMENT_LIMITS.perUser} documents per user, trash included (409)`, async () => {
    const { agent, userId } = await signedIn();
    await t.database.db.insert(documents).values(
      Array.from({ length: DOCUMENT_LIMITS.perUser }, (_, i) => ({
        userId,
        kind: 'resume' as const,
        title: `R${i}`,
        data: {},
        deletedAt: i % 2 === 0 ? new Date() : null,
      })),
    );
    const res = await create(agent, { kind: 'resume', title: 'over' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: { code: 'CONFLICT', message: DOCUMENT_NOTICES.tooMany },
    });
    const [any] = await t.database.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.userId, userId), sql`${documents.deletedAt} is null`))
      .limit(1);
    expect((await agent.post(`/api/documents/${any!.id}/duplicate`)).status).toBe(409);
  });
});
