import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Application } from '#shared/applications/applications.schema.ts';
import { emptyCoverLetter } from '#shared/cover-letter/cover-letter.schema.ts';
import { shortResume, longResume } from '#shared/documents/__fixtures__/resume-fixtures.ts';
import type { ApiDocument, DocumentListItem } from '#shared/documents-api/documents-api.ts';
import { fromJsonResume } from '#shared/json-resume/from-json-resume.ts';
import { parseJsonResumeText } from '#shared/json-resume/parse-json-resume.ts';
import {
  DATA_ARCHIVE_LIMITS,
  DATA_ARCHIVE_VERSION,
  PORTABILITY_NOTICES,
  dataManifestSchema,
  type ArchivedApplication,
  type DataImportSummary,
  type JsonResumeImportAnswer,
} from '#shared/portability/data-archive.schema.ts';
import { resumeToApi, type ResumeApiDocument } from '#shared/resume/resume-api.ts';
import { SECTION_IDS, resumeDataSchema } from '#shared/resume/resume.schema.ts';
import { applications } from '../../db/schema/applications.ts';
import { cvUploads } from '../../db/schema/cv-uploads.ts';
import { lyingZip } from '../../lib/safe-zip.test-support.ts';
import { listen } from '../../security/attack-kit.ts';
import { signUpVerified } from '../../test/auth-helpers.ts';
import { probeHealthDuring } from '../../test/health-probe.ts';
import { Agent, json } from '../../test/http-agent.ts';
import { TEST_ORIGIN, useMailedTestApp } from '../../test/test-app.ts';
import { testDatabaseKind } from '../../test/test-db.ts';
import { readObjectBytes } from '../storage/object-storage.ts';
import { DATA_EXPORT_RATE_LIMIT, DATA_IMPORT_RATE_LIMIT } from './portability.routes.ts';

const t = useMailedTestApp();

const FIXTURES = path.resolve(import.meta.dirname, '../../../shared/json-resume/__fixtures__');
const fixtureText = (name: string) => fs.readFileSync(path.join(FIXTURES, name), 'utf8');

function postJsonResume(agent: Agent, body: string, query = '') {
  return agent.request(`/api/portability/json-resume${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
}

function postArchive(agent: Agent, bytes: Uint8Array, type = 'application/zip') {
  return agent.request('/api/portability/import', {
    method: 'POST',
    headers: { 'content-type': type },
    body: bytes,
  });
}

async function downloadArchive(agent: Agent): Promise<Uint8Array> {
  const res = await agent.get('/api/portability/export');
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  expect(res.headers.get('content-disposition')).toMatch(
    /^attachment; filename="tailorcv-data-\d{4}-\d{2}-\d{2}\.zip"/,
  );
  expect(res.headers.get('cache-control')).toContain('no-store');
  return new Uint8Array(await res.arrayBuffer());
}

const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);
const parseJson = <T>(bytes: Uint8Array | undefined) => JSON.parse(text(bytes)) as T;

async function listDocuments(agent: Agent): Promise<DocumentListItem[]> {
  const res = await agent.get('/api/documents');
  expect(res.status).toBe(200);
  return (await json<{ documents: DocumentListItem[] }>(res)).documents;
}

async function getDocument(agent: Agent, id: string): Promise<ApiDocument> {
  const res = await agent.get(`/api/documents/${id}`);
  expect(res.status).toBe(200);
  return json<ApiDocument>(res);
}

async function createDocument(agent: Agent, body: unknown): Promise<ApiDocument> {
  const res = await agent.post('/api/documents', body);
  expect(res.status, await res.clone().text()).toBe(201);
  return json<ApiDocument>(res);
}

async function listApplications(agent: Agent): Promise<Application[]> {
  const res = await agent.get('/api/applications');
  expect(res.status).toBe(200);
  return (await json<{ applications: Application[] }>(res)).applications;
}

async function createApplication(agent: Agent, title: string, company: string) {
  const res = await agent.post('/api/applications', {
    job: {
      title,
      company,
      url: 'https://jobs.example/42',
      description: `${company} builds data tools. You know SQL.`,
      location: 'Remote',
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<Application>(res);
}

async function patchApplication(agent: Agent, id: string, body: Record<string, unknown>) {
  const res = await agent.request(`/api/applications/${id}`, { method: 'PATCH', json: body });
  expect(res.status, await res.clone().text()).toBe(200);
  return json<Application>(res);
}

/** What the person gave and did: the same in every account the application is moved to. */
const ownFields = (a: Application) => ({
  status: a.status,
  job: a.job,
  notes: a.notes,
  next_step: a.next_step,
  applied_at: a.applied_at,
  next_step_at: a.next_step_at,
  history: a.history,
  created_at: a.created_at,
  updated_at: a.updated_at,
});

async function uploadCv(agent: Agent, content: string, name: string): Promise<string> {
  const form = new FormData();
  form.set('file', new File([strToU8(content)], name, { type: 'text/plain' }));
  const res = await agent.request('/api/cv', { method: 'POST', body: form });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json<{ fileName: string }>(res)).fileName;
}

/** An account with something of everything: the data a real person would export. */
async function populatedAccount(marker: string) {
  const user = await signUpVerified(t.app, t.smtp, { firstName: 'Ada', lastName: marker });
  const { agent } = user;
  const saved = await agent.request('/api/resume', {
    method: 'PUT',
    json: {
      ...resumeToApi({
        ...shortResume,
        personalInfo: { ...shortResume.personalInfo, fullName: `Jane ${marker}` },
      }),
      template_id: '12',
      version: 0,
    },
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  const defaultId = (await listDocuments(agent)).find((d) => d.is_default)!.id;
  const other = await createDocument(agent, {
    kind: 'resume',
    title: `Data engineer at Globex ${marker}`,
    template_id: '3',
    data: longResume,
  });
  const letter = await createDocument(agent, {
    kind: 'cover_letter',
    title: `Letter to Globex ${marker}`,
    data: {
      ...emptyCoverLetter(),
      resumeId: other.id,
      role: 'Data Engineer',
      greeting: 'Dear Dana,',
      paragraphs: [`I would like to join Globex. ${marker}`],
    },
  });
  const trashed = await createDocument(agent, { kind: 'resume', title: `Old draft ${marker}` });
  expect((await agent.request(`/api/documents/${trashed.id}`, { method: 'DELETE' })).status).toBe(
    200,
  );
  const cvText = `Jane ${marker}\nSoftware engineer\njane@example.com\n`;
  const cvFile = await uploadCv(agent, cvText, 'My CV.txt');
  return { ...user, defaultId, other, letter, trashed, cvText, cvFile };
}

function zip(files: Record<string, string | Uint8Array>): Uint8Array {
  const entries: Zippable = {};
  for (const [name, content] of Object.entries(files)) {
    entries[name] = typeof content === 'string' ? strToU8(content) : content;
  }
  return zipSync(entries);
}

type ManifestInput = z.input<typeof dataManifestSchema>;

/**
 * A valid archive of one resume in format version 1 (before applications), to be broken in
 * one way per test.
 */
function minimalArchive(
  overrides: {
    manifest?: Partial<ManifestInput>;
    files?: Record<string, string | Uint8Array>;
    document?: Record<string, unknown>;
  } = {},
) {
  const manifest: ManifestInput = {
    format: 'tailorcv-data-export',
    formatVersion: 1,
    exportedAt: '2024-05-01T10:00:00.000Z',
    app: { name: 'TailorCV' },
    account: { email: 'someone@example.test' },
    profile: 'profile.json',
    documents: [
      { file: 'documents/0001-cv.json', kind: 'resume', title: 'CV', trashed: false, exports: [] },
    ],
    cvs: [],
    problems: [],
    ...overrides.manifest,
  };
  return zip({
    'manifest.json': JSON.stringify(manifest),
    'profile.json': JSON.stringify({
      first_name: null,
      last_name: null,
      display_name: null,
      email: 'someone@example.test',
    }),
    'documents/0001-cv.json': JSON.stringify({
      id: ARCHIVED_RESUME_ID,
      kind: 'resume',
      title: 'CV',
      template_id: null,
      is_default: false,
      version: 3,
      created_at: '2024-01-01T00:00:00.000Z',
      updated_at: '2024-02-01T00:00:00.000Z',
      deleted_at: null,
      data: shortResume,
      ...overrides.document,
    }),
    ...overrides.files,
  });
}

const ARCHIVED_RESUME_ID = 'a0000000-0000-4000-8000-000000000001';

/** A valid archived application linked to minimalArchive's resume, with `changes` applied. */
function archivedApplication(changes: Record<string, unknown> = {}): ArchivedApplication {
  return {
    id: 'b0000000-0000-4000-8000-000000000001',
    status: 'applied',
    job: { title: 'Data Engineer', company: 'Globex', url: '', description: '', location: '' },
    notes: '',
    next_step: '',
    applied_at: '2024-03-01T09:00:00.000Z',
    next_step_at: null,
    document_id: ARCHIVED_RESUME_ID,
    letter_id: null,
    history: [
      { status: 'saved', at: '2024-02-01T09:00:00.000Z' },
      { status: 'applied', at: '2024-03-01T09:00:00.000Z' },
    ],
    created_at: '2024-02-01T09:00:00.000Z',
    updated_at: '2024-03-01T09:00:00.000Z',
    ...changes,
  } as ArchivedApplication;
}

/** minimalArchive in format version 2 with one application file holding `application`. */
function archiveWithApplication(application: unknown) {
  return minimalArchive({
    manifest: {
      formatVersion: 2,
      applications: [
        {
          file: 'applications/0001-data-engineer.json',
          title: 'Data Engineer',
          company: 'Globex',
          status: 'applied',
        },
      ],
    },
    files: { 'applications/0001-data-engineer.json': JSON.stringify(application) },
  });
}

/** Sets the uncompressed size a ZIP's central directory declares for its first entry. */
function declareSize(bytes: Uint8Array, size: number): Uint8Array {
  const out = bytes.slice();
  const view = new DataView(out.buffer);
  for (let i = out.length - 22; i >= 0; i -= 1) {
    if (view.getUint32(i, true) === 0x02014b50) {
      // Walk back to the first central directory header.
      let first = i;
      for (let j = i - 1; j >= 0; j -= 1) if (view.getUint32(j, true) === 0x02014b50) first = j;
      view.setUint32(first + 24, size, true);
      return out;
    }
  }
  throw new Error('no central directory');
}

describe(`JSON Resume import (${testDatabaseKind()})`, () => {
  it('imports a resume.json into a new resume and lists what it could not keep', async () => {
    const { agent } = await signUpVerified(t.app, t.smtp);
    const file = fixtureText('full-stack-engineer.json');
    const res = await postJsonResume(agent, file);
    expect(res.status, await res.clone().text()).toBe(201);
    const answer = await json<JsonResumeImportAnswer>(res);
    expect(answer.document.title).toBe('Priya Raman – Senior Full-Stack Engineer');
    const parsed = parseJsonResumeText(file);
    if (!parsed.ok) throw new Error(parsed.message);
    const expected = fromJsonResume(parsed.resume);
    expect(answer.notImported).toEqual(expected.notImported);

    const doc = await getDocument(agent, answer.document.id);
    expect(doc.kind).toBe('resume');
    expect(doc.is_default).toBe(false);
    const stripIds = (data: typeof expected.data) => ({
      ...data,
      experience: data.experience.map((e) => ({ ...e, id: '' })),
      education: data.education.map((e) => ({ ...e, id: '' })),
      certifications: data.certifications.map((e) => ({ ...e, id: '' })),
      projects: data.projects.map((e) => ({ ...e, id: '' })),
      volunteering: data.volunteering.map((e) => ({ ...e, id: '' })),
      awards: data.awards.map((e) => ({ ...e, id: '' })),
      publications: data.publications.map((e) => ({ ...e, id: '' })),
      references: data.references.map((e) => ({ ...e, id: '' })),
    });
    expect(doc.kind === 'resume' && stripIds(doc.data)).toEqual(stripIds(expected.data));
    // The file's v2 sections arrive too.
    expect(doc.kind === 'resume' && doc.data.projects.map((p) => p.name)).toEqual(['ledgerlite']);
    // A new document: the main resume (GET /api/resume) is untouched.
    const main = await json<ResumeApiDocument>(await agent.get('/api/resume'));
    expect(main.version).toBe(0);
  });

  it('takes a title from the query and is the caller’s alone', async () => {
    const { agent } = await signUpVerified(t.app, t.smtp);
    const other = await signUpVerified(t.app, t.smtp);
    const res = await postJsonResume(
      agent,
      fixtureText('registered-nurse.json'),
      `?title=${encodeURIComponent('NHS application')}`,
    );
    expect(res.status).toBe(201);
    const { document } = await json<JsonResumeImportAnswer>(res);
    expect(document.title).toBe('NHS application');
    expect((await other.agent.get(`/api/documents/${document.id}`)).status).toBe(404);
    expect(await listDocuments(other.agent)).toEqual([]);
  });

  it.each([
    ['text that is not JSON', '{"basics":', 400, 'MALFORMED_JSON'],
    ['a JSON list', '[]', 400, 'VALIDATION_FAILED'],
    ['an object with no JSON Resume section', '{"name":"x"}', 400, 'VALIDATION_FAILED'],
    ['a number where text belongs', '{"basics":{"email":42}}', 400, 'VALIDATION_FAILED'],
  ])('refuses %s with a clear error and creates nothing', async (_label, body, status, code) => {
    const { agent } = await signUpVerified(t.app, t.smtp);
    const res = await postJsonResume(agent, body);
    expect(res.status).toBe(status);
    const answer = await json<{ error: { code: string; message: string } }>(res);
    expect(answer.error.code).toBe(code);
    expect(answer.error.message.length).toBeGreaterThan(10);
    expect(await listDocuments(agent)).toEqual([]);
  });

  it('names the bad field', async () => {
    const { agent } = await signUpVerified(t.app, t.smtp);
    const res = await postJsonResume(agent, '{"work":[{"name":"A","highlights":"one"}]}');
    expect(await res.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message:
          'The file does not follow the JSON Resume schema. work[0].highlights: Must be a list.',
        issues: [{ path: 'work[0].highlights', message: 'Must be a list.' }],
      },
    });
  });

  it('answers 415 for another content type, 413 over 512 KB, 401 signed out, 403 cross-site', async () => {
    const { agent } = await signUpVerified(t.app, t.smtp);
    const wrongType = await agent.request('/api/portability/json-resume', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: fixtureText('registered-nurse.json'),
    });
    expect(wrongType.status).toBe(415);
    const big = JSON.stringify({ basics: { summary: 'x'.repeat(600 * 1024) } });
    expect((await postJsonResume(agent, big)).status).toBe(413);
    expect(
      (await postJsonResume(new Agent(t.app), fixtureText('registered-nurse.json'))).status,
    ).toBe(401);
    const foreign = new Agent(t.app, { origin: 'https://evil.example' });
    for (const pair of agent.jar.header().split('; ')) {
      foreign.jar.store(new Response(null, { headers: { 'set-cookie': pair } }));
    }
    expect((await postJsonResume(foreign, fixtureText('registered-nurse.json'))).status).toBe(403);
    expect(await listDocuments(agent)).toEqual([]);
  });

  it('refuses a title that is not one', async () => {
    const { agent } = await signUpVerified(t.app, t.smtp);
    const res = await postJsonResume(agent, fixtureText('registered-nurse.json'), '?title=%20');
    expect(res.status).toBe(400);
  });
});

describe(`Download my data (${testDatabaseKind()})`, () => {
  it('holds every document, its exports, every CV and the profile, with a manifest', async () => {
    const account = await populatedAccount('Zephyrine');
    const files = unzipSync(await downloadArchive(account.agent));
    const names = Object.keys(files).sort();

    const manifest = dataManifestSchema.parse(parseJson(files['manifest.json']));
    expect(manifest.formatVersion).toBe(DATA_ARCHIVE_VERSION);
    expect(manifest.account.email).toBe(account.email);
    expect(manifest.problems).toEqual([]);
    expect(manifest.documents.map((d) => [d.kind, d.title, d.trashed])).toEqual([
      ['resume', 'My Resume', false],
      ['resume', 'Data engineer at Globex Zephyrine', false],
      ['cover_letter', 'Letter to Globex Zephyrine', false],
      ['resume', 'Old draft Zephyrine', true],
    ]);
    expect(parseJson(files['profile.json'])).toEqual({
      first_name: 'Ada',
      last_name: 'Zephyrine',
      display_name: null,
      email: account.email,
    });

    // Each document as stored, with its id, kind, template and dates.
    const main = parseJson<Record<string, unknown>>(files[manifest.documents[0]!.file]);
    expect(main).toMatchObject({ id: account.defaultId, is_default: true, template_id: '12' });
    expect(main['data']).toMatchObject({ personalInfo: { fullName: 'Jane Zephyrine' } });
    const letter = parseJson<Record<string, unknown>>(files[manifest.documents[2]!.file]);
    expect(letter).toMatchObject({ kind: 'cover_letter', data: { resumeId: account.other.id } });
    const trashed = parseJson<Record<string, unknown>>(files[manifest.documents[3]!.file]);
    expect(trashed['deleted_at']).toEqual(expect.any(String));

    // Exports of every live resume: a real PDF, DOCX, TXT and JSON Resume.
    const exports = manifest.documents[0]!.exports;
    expect(exports.map((e) => e.slice(e.indexOf('.')))).toEqual([
      '.pdf',
      '.docx',
      '.txt',
      '.resume.json',
    ]);
    expect(text(files[exports[0]!]?.subarray(0, 5))).toBe('%PDF-');
    expect(Object.keys(unzipSync(files[exports[1]!]!))).toContain('word/document.xml');
    expect(text(files[exports[2]!])).toContain('Jane Zephyrine');
    expect(parseJson(files[exports[3]!])).toMatchObject({ basics: { name: 'Jane Zephyrine' } });
    // The cover letter in the three formats, in the look of its linked resume.
    const letterExports = manifest.documents[2]!.exports;
    expect(letterExports.map((e) => e.slice(e.indexOf('.')))).toEqual(['.pdf', '.docx', '.txt']);
    expect(text(files[letterExports[0]!]?.subarray(0, 5))).toBe('%PDF-');
    expect(text(files[letterExports[2]!])).toContain('Dear Dana,');
    // Trashed documents are there as data only.
    expect(manifest.documents[3]!.exports).toEqual([]);

    // The uploaded CV, byte for byte.
    expect(manifest.cvs).toEqual([
      expect.objectContaining({
        originalName: 'My CV.txt',
        mime: 'text/plain',
        status: 'uploaded',
      }),
    ]);
    expect(text(files[manifest.cvs[0]!.file])).toBe(account.cvText);

    // Nothing else but the README.
    const listed = new Set([
      'manifest.json',
      'profile.json',
      'README.txt',
      ...manifest.documents.flatMap((d) => [d.file, ...d.exports]),
      ...manifest.cvs.map((c) => c.file),
    ]);
    expect(names).toEqual([...listed].sort());
    expect(text(files['README.txt'])).toContain('TailorCV data export');
  });

  it('holds only the caller’s data', async () => {
    const mine = await populatedAccount('Quillon');
    const theirs = await populatedAccount('Marzipanella');
    await createApplication(mine.agent, 'Analyst', 'Quillon Ltd');
    const theirApplication = await createApplication(theirs.agent, 'Engineer', 'Marzipanella Ltd');
    const files = unzipSync(await downloadArchive(mine.agent));
    for (const [name, bytes] of Object.entries(files)) {
      if (name.endsWith('.pdf') || name.endsWith('.docx')) continue;
      expect(text(bytes), name).not.toContain('Marzipanella');
      expect(text(bytes), name).not.toContain(theirs.email);
      expect(text(bytes), name).not.toContain(theirs.userId);
      expect(text(bytes), name).not.toContain(theirApplication.id);
    }
    const manifest = dataManifestSchema.parse(parseJson(files['manifest.json']));
    expect(manifest.documents).toHaveLength(4);
    expect(manifest.cvs).toHaveLength(1);
    expect(manifest.applications.map((a) => a.company)).toEqual(['Quillon Ltd']);
  });

  it('holds every application with its job, status, history, notes, dates and document links, and nothing derived', async () => {
    const account = await populatedAccount('Saffron');
    const first = await createApplication(account.agent, 'Data Engineer', 'Globex Saffron');
    await patchApplication(account.agent, first.id, { status: 'applied' });
    const edited = await patchApplication(account.agent, first.id, {
      status: 'interview',
      notes: 'Met Dana; ask about the on-call rota.',
      next_step: 'Panel interview',
      next_step_at: '2030-01-02T10:00:00.000Z',
    });
    const second = await createApplication(account.agent, 'Analyst', 'Initech Saffron');
    // What tailoring leaves: the application points at its resume and letter.
    await t.database.db
      .update(applications)
      .set({ documentId: account.other.id, letterId: account.letter.id })
      .where(eq(applications.id, first.id));

    const files = unzipSync(await downloadArchive(account.agent));
    const manifest = dataManifestSchema.parse(parseJson(files['manifest.json']));
    expect(manifest.applications).toEqual([
      {
        file: 'applications/0001-data-engineer-at-globex-saffron.json',
        title: 'Data Engineer',
        company: 'Globex Saffron',
        status: 'interview',
      },
      {
        file: 'applications/0002-analyst-at-initech-saffron.json',
        title: 'Analyst',
        company: 'Initech Saffron',
        status: 'saved',
      },
    ]);
    const archived = parseJson<Record<string, unknown>>(files[manifest.applications[0]!.file]);
    // Exactly the person's own data: a new column (a stored score) never slips in.
    expect(Object.keys(archived).sort()).toEqual(
      [
        'id',
        'status',
        'job',
        'notes',
        'next_step',
        'applied_at',
        'next_step_at',
        'document_id',
        'letter_id',
        'history',
        'created_at',
        'updated_at',
      ].sort(),
    );
    expect(archived).toEqual({
      ...ownFields(edited),
      id: first.id,
      document_id: account.other.id,
      letter_id: account.letter.id,
      updated_at: expect.any(String),
    });
    expect(parseJson(files[manifest.applications[1]!.file])).toMatchObject({
      id: second.id,
      status: 'saved',
      document_id: null,
      letter_id: null,
    });
    // The documents it names are in the archive under those ids.
    const ids = manifest.documents.map((d) => parseJson<{ id: string }>(files[d.file]).id);
    expect(ids).toEqual(expect.arrayContaining([account.other.id, account.letter.id]));
    expect(text(files['README.txt'])).toContain('applications/');
  });

  it('gives an empty account a valid archive', async () => {
    const { agent } = await signUpVerified(t.app, t.smtp);
    const files = unzipSync(await downloadArchive(agent));
    const manifest = dataManifestSchema.parse(parseJson(files['manifest.json']));
    expect(manifest.documents).toEqual([]);
    expect(manifest.cvs).toEqual([]);
    expect(manifest.applications).toEqual([]);
  });

  it('reports a CV whose file is gone instead of failing', async () => {
    const account = await populatedAccount('Ombrage');
    await t.storage.delete('user-cvs', `${account.userId}/${account.cvFile}`);
    const files = unzipSync(await downloadArchive(account.agent));
    const manifest = dataManifestSchema.parse(parseJson(files['manifest.json']));
    expect(manifest.cvs).toEqual([]);
    expect(manifest.problems).toEqual(['My CV.txt: the uploaded file is no longer in storage.']);
  });

  it('needs a session', async () => {
    expect((await new Agent(t.app).get('/api/portability/export')).status).toBe(401);
  });

  it(`allows ${DATA_EXPORT_RATE_LIMIT.max} downloads an hour, then answers 429`, async () => {
    const { agent } = await signUpVerified(t.app, t.smtp);
    for (let i = 0; i < DATA_EXPORT_RATE_LIMIT.max; i += 1) {
      const res = await agent.get('/api/portability/export');
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const limited = await agent.get('/api/portability/export');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await json<{ error: { code: string } }>(limited)).error.code).toBe('RATE_LIMITED');
  });
});

describe(`Import of a data archive (${testDatabaseKind()})`, () => {
  it('round trip: everything exported comes back into another account as new documents', async () => {
    const source = await populatedAccount('Tamarisk');
    const archive = await downloadArchive(source.agent);
    const target = await signUpVerified(t.app, t.smtp);

    const res = await postArchive(target.agent, archive);
    expect(res.status, await res.clone().text()).toBe(201);
    const summary = await json<DataImportSummary>(res);
    expect(summary).toMatchObject({
      resumes: 2,
      coverLetters: 1,
      cvs: 1,
      skippedTrashed: 1,
      defaultResume: 'made-default',
      profileFields: ['first_name', 'last_name'],
    });

    // The main resume is this account's main resume now, with the same content and template.
    const sourceMain = await json<ResumeApiDocument>(await source.agent.get('/api/resume'));
    const targetMain = await json<ResumeApiDocument>(await target.agent.get('/api/resume'));
    expect(targetMain.personal_info).toEqual(sourceMain.personal_info);
    expect(targetMain.experience).toEqual(sourceMain.experience);
    expect(targetMain.template_id).toBe('12');

    // Every live document, new ids, same titles and data; the letter points at the new copy.
    const listed = await listDocuments(target.agent);
    expect(listed.map((d) => d.title).sort()).toEqual(
      ['My Resume', 'Data engineer at Globex Tamarisk', 'Letter to Globex Tamarisk'].sort(),
    );
    const newOther = listed.find((d) => d.title.startsWith('Data engineer'))!;
    expect(newOther.id).not.toBe(source.other.id);
    const otherDoc = await getDocument(target.agent, newOther.id);
    expect(otherDoc.data).toEqual(source.other.data);
    expect(otherDoc.template_id).toBe('3');
    const newLetter = listed.find((d) => d.kind === 'cover_letter')!;
    expect(newLetter.linked_resume_id).toBe(newOther.id);
    const letterDoc = await getDocument(target.agent, newLetter.id);
    expect(letterDoc.data).toEqual({ ...source.letter.data, resumeId: newOther.id });

    // The CV is in storage under the new account, with its record.
    const rows = await t.database.db
      .select()
      .from(cvUploads)
      .where(eq(cvUploads.userId, target.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.storageKey.startsWith(`${target.userId}/cv_`)).toBe(true);
    expect(rows[0]!.originalName).toBe('My CV.txt');
    const stored = await readObjectBytes(await t.storage.get('user-cvs', rows[0]!.storageKey));
    expect(text(stored)).toBe(source.cvText);

    // The profile's empty names were filled.
    const profile = await json<{ first_name: string; last_name: string }>(
      await target.agent.get('/api/profile'),
    );
    expect(profile).toMatchObject({ first_name: 'Ada', last_name: 'Tamarisk' });

    // The source account is as it was.
    expect(await listDocuments(source.agent)).toHaveLength(3);
  });

  it('round trip keeps the v2 sections, layout, style and language of every resume', async () => {
    const v2 = resumeDataSchema.parse({
      ...shortResume,
      personalInfo: { ...shortResume.personalInfo, headline: 'Data engineer' },
      projects: [
        {
          id: 'p1',
          name: 'Pipeline',
          url: 'https://jane.example/p',
          endYear: '2030',
          tags: ['Go'],
        },
      ],
      volunteering: [{ id: 'v1', role: 'Mentor', organization: 'Code Club', isCurrent: true }],
      awards: [{ id: 'a1', title: 'Hackathon winner', year: '2022' }],
      publications: [{ id: 'b1', title: 'Streams', publisher: 'Blog', year: '2023' }],
      references: [{ id: 'r1', name: 'Dana', relationship: 'Manager', contact: 'On request' }],
      interests: ['Climbing'],
      customSections: [{ id: 'talks', title: 'Talks', entries: [{ id: 't1', title: 'Kafka' }] }],
      layout: {
        section_order: ['custom:talks', ...SECTION_IDS],
        hidden_sections: ['interests'],
        section_titles: { projects: 'Side projects' },
      },
      style: { accent_color: '#7c3aed', font: 'mono', font_scale: 1.1, density: 'spacious' },
      language: 'de-DE',
    });
    const source = await signUpVerified(t.app, t.smtp);
    const saved = await source.agent.request('/api/resume', {
      method: 'PUT',
      json: { ...resumeToApi(v2), template_id: null, version: 0 },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const other = await createDocument(source.agent, {
      kind: 'resume',
      title: 'Second',
      data: { ...v2, language: 'fr' },
    });
    expect(other.data).toEqual({ ...v2, language: 'fr' });

    const target = await signUpVerified(t.app, t.smtp);
    const res = await postArchive(target.agent, await downloadArchive(source.agent));
    expect(res.status, await res.clone().text()).toBe(201);

    const main = await json<ResumeApiDocument>(await target.agent.get('/api/resume'));
    expect(main).toEqual({
      ...resumeToApi(v2),
      template_id: null,
      version: 1,
      updated_at: main.updated_at,
    });
    const second = (await listDocuments(target.agent)).find((d) => d.title === 'Second')!;
    expect((await getDocument(target.agent, second.id)).data).toEqual({ ...v2, language: 'fr' });
  });

  it('never overwrites: a second import adds copies, the main resume as "(copy)"', async () => {
    const account = await populatedAccount('Verbena');
    const archive = await downloadArchive(account.agent);
    const before = await json<ResumeApiDocument>(await account.agent.get('/api/resume'));

    const res = await postArchive(account.agent, archive);
    expect(res.status).toBe(201);
    const summary = await json<DataImportSummary>(res);
    expect(summary.defaultResume).toBe('copy');
    expect(summary.profileFields).toEqual([]);
    expect(summary.documents.map((d) => d.title)).toEqual([
      'My Resume (copy)',
      'Data engineer at Globex Verbena',
      'Letter to Globex Verbena',
    ]);

    const after = await json<ResumeApiDocument>(await account.agent.get('/api/resume'));
    expect(after).toEqual(before);
    const listed = await listDocuments(account.agent);
    expect(listed).toHaveLength(6);
    expect(listed.filter((d) => d.is_default)).toHaveLength(1);
    // The imported letter is linked to the imported copy, not to the original.
    const importedLetter = summary.documents.find((d) => d.kind === 'cover_letter')!;
    const importedOther = summary.documents[1]!;
    expect(listed.find((d) => d.id === importedLetter.id)?.linked_resume_id).toBe(importedOther.id);
  });

  it('round trip: applications come back with their history and notes, linked to the new copies of their documents', async () => {
    const source = await populatedAccount('Lavender');
    const linked = await createApplication(source.agent, 'Data Engineer', 'Globex Lavender');
    await patchApplication(source.agent, linked.id, { status: 'applied' });
    await patchApplication(source.agent, linked.id, {
      status: 'interview',
      notes: 'Second round with the team lead.',
      next_step: 'Take-home task',
      next_step_at: '2030-03-04T15:30:00.000Z',
    });
    const toTrashed = await createApplication(source.agent, 'Analyst', 'Initech Lavender');
    await t.database.db
      .update(applications)
      .set({ documentId: source.other.id, letterId: source.letter.id })
      .where(eq(applications.id, linked.id));
    // Linked to a resume in the trash, which is exported but not imported.
    await t.database.db
      .update(applications)
      .set({ documentId: source.trashed.id })
      .where(eq(applications.id, toTrashed.id));
    const before = await listApplications(source.agent);

    const target = await signUpVerified(t.app, t.smtp);
    const res = await postArchive(target.agent, await downloadArchive(source.agent));
    expect(res.status, await res.clone().text()).toBe(201);
    const summary = await json<DataImportSummary>(res);
    expect(summary.applications).toBe(2);

    const after = await listApplications(target.agent);
    expect(after.map(ownFields)).toEqual(before.map(ownFields));
    const newOther = summary.documents.find((d) => d.title === source.other.title)!;
    const newLetter = summary.documents.find((d) => d.kind === 'cover_letter')!;
    const imported = after.find((a) => a.job.company === 'Globex Lavender')!;
    expect(imported.id).not.toBe(linked.id);
    expect(imported).toMatchObject({ document_id: newOther.id, letter_id: newLetter.id });
    expect(after.find((a) => a.job.company === 'Initech Lavender')).toMatchObject({
      document_id: null,
      letter_id: null,
    });
    // The new account's applications are its own: the source's are untouched and apart.
    expect(await listApplications(source.agent)).toEqual(before);
    expect((await target.agent.get(`/api/applications/${linked.id}`)).status).toBe(404);
  });

  it('imports a version 1 archive, made before applications existed', async () => {
    const { agent } = await signUpVerified(t.app, t.smtp);
    const archive = minimalArchive();
    expect(JSON.parse(text(unzipSync(archive)['manifest.json']))).not.toHaveProperty(
      'applications',
    );
    const res = await postArchive(agent, archive);
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await json<DataImportSummary>(res)).toMatchObject({ resumes: 1, applications: 0 });
    expect(await listApplications(agent)).toEqual([]);
  });

  it('imports an archived application linked to the archive’s resume', async () => {
    const { agent } = await signUpVerified(t.app, t.smtp);
    const res = await postArchive(agent, archiveWithApplication(archivedApplication()));
    expect(res.status, await res.clone().text()).toBe(201);
    const summary = await json<DataImportSummary>(res);
    const [application] = await listApplications(agent);
    expect(application).toMatchObject({
      status: 'applied',
      job: { title: 'Data Engineer', company: 'Globex' },
      applied_at: '2024-03-01T09:00:00.000Z',
      document_id: summary.documents[0]!.id,
      letter_id: null,
      history: archivedApplication().history,
      created_at: '2024-02-01T09:00:00.000Z',
    });
  });

  it('refuses an import that would pass the applications limit (409), writing nothing', async () => {
    const { agent, userId } = await signUpVerified(t.app, t.smtp);
    await t.database.db.insert(applications).values(
      Array.from({ length: 1000 }, (_, i) => ({
        userId,
        job: { title: `Filler ${i}`, company: 'Filler', url: '', description: '', location: '' },
        history: [{ status: 'saved' as const, at: '2024-01-01T00:00:00.000Z' }],
      })),
    );
    const res = await postArchive(agent, archiveWithApplication(archivedApplication()));
    expect(res.status).toBe(409);
    expect((await json<{ error: { message: string } }>(res)).error.message).toBe(
      PORTABILITY_NOTICES.tooManyApplications,
    );
    expect(await listDocuments(agent)).toEqual([]);
    expect(await listApplications(agent)).toHaveLength(1000);
  });

  it('reads an archive that was unpacked and packed again in a folder (with Mac extras)', async () => {
    const { agent } = await signUpVerified(t.app, t.smtp);
    const files = unzipSync(minimalArchive());
    const repacked: Record<string, Uint8Array> = {
      '__MACOSX/._manifest.json': strToU8('junk'),
      'tailorcv-data/.DS_Store': strToU8('junk'),
    };
    for (const [name, bytes] of Object.entries(files)) repacked[`tailorcv-data/${name}`] = bytes;
    const res = await postArchive(agent, zip(repacked));
    expect(res.status, await res.clone().text()).toBe(201);
    expect((await json<DataImportSummary>(res)).resumes).toBe(1);
  });

  type Refusal = [string, () => Uint8Array, number, string | RegExp];
  /** An archive with one entry named `name`, which the import refuses by its name. */
  const badName = (label: string, name: string): Refusal => [
    label,
    () => minimalArchive({ files: { [name]: 'x' } }),
    400,
    /file name that is not allowed/,
  ];
  const refusals: Refusal[] = [
    [
      'a file that is not a ZIP',
      () => strToU8('%PDF-1.7 not a zip'),
      415,
      PORTABILITY_NOTICES.notZip,
    ],
    ['a damaged ZIP', () => minimalArchive().slice(0, 200), 400, PORTABILITY_NOTICES.unreadableZip],
    [
      'a ZIP without a manifest',
      () => zip({ 'notes.txt': 'hello' }),
      400,
      PORTABILITY_NOTICES.noManifest,
    ],
    badName('an entry that climbs out of the archive', '../../etc/passwd'),
    badName('an absolute path', '/etc/cron.d/x'),
    badName('a backslash path', 'documents\\..\\..\\x.json'),
    badName('a control character in a name', 'documents/\u0000x.json'),
    [
      'too many entries',
      () => {
        const files: Record<string, string> = {};
        for (let i = 0; i <= DATA_ARCHIVE_LIMITS.maxEntries; i += 1) files[`exports/${i}.txt`] = '';
        return minimalArchive({ files });
      },
      400,
      new RegExp(`more than ${DATA_ARCHIVE_LIMITS.maxEntries} files`),
    ],
    [
      'an entry declaring a huge size (zip bomb)',
      () =>
        declareSize(zip({ 'exports/0001-x.txt': 'x', ...unzipSync(minimalArchive()) }), 0xfffffff0),
      413,
      /unpacks to more than 300 MB/,
    ],
    [
      'a manifest that inflates past its limit',
      () =>
        zip({
          'manifest.json': `{"format":"tailorcv-data-export",${' '.repeat(2 * 1024 * 1024)}"x":1}`,
        }),
      400,
      /manifest.json" in the archive is larger than 1024 KB/,
    ],
    [
      'an entry that lies about its size',
      () => declareSize(minimalArchive(), 10),
      400,
      PORTABILITY_NOTICES.entryLargerThanDeclared,
    ],
    [
      'an archive from a newer TailorCV',
      () => minimalArchive({ manifest: { formatVersion: DATA_ARCHIVE_VERSION + 1 } }),
      400,
      PORTABILITY_NOTICES.newerFormat,
    ],
    [
      'a manifest of another program',
      () => minimalArchive({ manifest: { format: 'other' as never } }),
      400,
      /manifest.json is not valid: format: This is not a TailorCV data archive./,
    ],
    [
      'a manifest naming a file outside its folders',
      () =>
        minimalArchive({
          manifest: {
            documents: [
              { file: '../x.json', kind: 'resume', title: 'x', trashed: false, exports: [] },
            ],
          },
        }),
      400,
      /Not the name of a document in a TailorCV archive/,
    ],
    [
      'a manifest naming a missing file',
      () =>
        minimalArchive({
          manifest: {
            documents: [
              {
                file: 'documents/0002-gone.json',
                kind: 'resume',
                title: 'x',
                trashed: false,
                exports: [],
              },
            ],
          },
        }),
      400,
      'The archive has no file "documents/0002-gone.json".',
    ],
    [
      'a document that is not a valid resume',
      () =>
        minimalArchive({
          document: { data: { ...shortResume, experience: [{ id: '1', startMonth: '13' }] } },
        }),
      400,
      /"documents\/0001-cv.json": The resume document is not valid: experience.0.startMonth/,
    ],
    [
      'a document whose kind is not the manifest’s',
      () => minimalArchive({ document: { kind: 'cover_letter', data: emptyCoverLetter() } }),
      400,
      /is a cover_letter but manifest.json says resume/,
    ],
    [
      'a document with markup for a template id',
      () => minimalArchive({ document: { template_id: '<script>' } }),
      400,
      /template_id: Not a template id/,
    ],
    [
      'a CV that is not a PDF, Word or text file',
      () =>
        minimalArchive({
          manifest: {
            cvs: [
              {
                file: 'cvs/0001-cv.pdf',
                originalName: 'cv.pdf',
                mime: 'application/pdf',
                size: 8,
                uploadedAt: '2024-01-01T00:00:00.000Z',
                status: 'done',
              },
            ],
          },
          files: { 'cvs/0001-cv.pdf': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]) },
        }),
      400,
      /"cvs\/0001-cv.pdf" is not a PDF, Word or text file/,
    ],
    [
      'an application with an unknown status',
      () => archiveWithApplication(archivedApplication({ status: 'ghosted' })),
      400,
      /"applications\/0001-data-engineer.json" is not valid: status: Status must be one of/,
    ],
    [
      'an application without a job title',
      () =>
        archiveWithApplication(
          archivedApplication({ job: { title: ' ', company: 'Globex', url: '' } }),
        ),
      400,
      /"applications\/0001-data-engineer.json" is not valid: job.title: Give the job title./,
    ],
    [
      'an application whose history does not end in its status',
      () =>
        archiveWithApplication(
          archivedApplication({ history: [{ status: 'saved', at: '2024-02-01T09:00:00.000Z' }] }),
        ),
      400,
      /is not valid: history: The last status in the history must be the application’s status/,
    ],
    [
      'an application linked to a document the archive does not hold',
      () =>
        archiveWithApplication(
          archivedApplication({ document_id: 'c0000000-0000-4000-8000-000000000009' }),
        ),
      400,
      '"applications/0001-data-engineer.json": document_id names no document in the archive.',
    ],
    [
      'an application whose letter is a resume',
      () => archiveWithApplication(archivedApplication({ letter_id: ARCHIVED_RESUME_ID })),
      400,
      '"applications/0001-data-engineer.json": letter_id names a resume, not a cover letter.',
    ],
    [
      'an application file the manifest names that is not there',
      () =>
        minimalArchive({
          manifest: {
            applications: [
              {
                file: 'applications/0001-gone.json',
                title: 'x',
                company: 'y',
                status: 'saved',
              },
            ],
          },
        }),
      400,
      'The archive has no file "applications/0001-gone.json".',
    ],
  ];

  it.each(refusals)(
    'refuses %s with a clear 4xx, writing nothing',
    async (_label, make, status, message) => {
      const { agent, userId } = await signUpVerified(t.app, t.smtp);
      const res = await postArchive(agent, make());
      expect(res.status, await res.clone().text()).toBe(status);
      const body = await json<{ error: { code: string; message: string } }>(res);
      if (typeof message === 'string') expect(body.error.message).toBe(message);
      else expect(body.error.message).toMatch(message);
      expect(await listDocuments(agent)).toEqual([]);
      expect(await listApplications(agent)).toEqual([]);
      expect(await t.storage.list('user-cvs', { prefix: `${userId}/` })).toEqual([]);
    },
  );

  it('answers 415 for a body not sent as a ZIP, 413 for one over the limit, 401 signed out', async () => {
    const { agent } = await signUpVerified(t.app, t.smtp);
    expect((await postArchive(agent, minimalArchive(), 'application/json')).status).toBe(415);
    const big = await agent.request('/api/portability/import', {
      method: 'POST',
      headers: {
        'content-type': 'application/zip',
        'content-length': String(DATA_ARCHIVE_LIMITS.maxArchiveBytes + 1),
      },
      body: minimalArchive(),
    });
    expect(big.status).toBe(413);
    expect((await postArchive(new Agent(t.app), minimalArchive())).status).toBe(401);
  });

  it('refuses an import that would pass the document limit (409), writing nothing', async () => {
    const { agent, userId } = await signUpVerified(t.app, t.smtp);
    const { documents: table } = await import('../../db/schema/documents.ts');
    await t.database.db.insert(table).values(
      Array.from({ length: 500 }, (_, i) => ({
        userId,
        kind: 'resume' as const,
        title: `Filler ${i}`,
        data: {},
      })),
    );
    const res = await postArchive(agent, minimalArchive());
    expect(res.status).toBe(409);
    expect((await json<{ error: { message: string } }>(res)).error.message).toBe(
      PORTABILITY_NOTICES.tooManyDocuments,
    );
  });

  it('refuses a manifest that declares 200 bytes and inflates to 1 GB, answering health while it unpacks (real socket)', async () => {
    const { agent, userId } = await signUpVerified(t.app, t.smtp);
    const bomb = lyingZip('manifest.json', 200, 1024 * 1024 * 1024);
    const server = await listen(t.app);
    try {
      const baseUrl = `http://127.0.0.1:${server.port}`;
      // All but the last byte goes out first, and health is asked once the server has read it
      // and the last byte is on its way: what the probe counts is the unpacking (answers
      // while the upload was still being read would prove nothing; the old synchronous
      // unzip passed that way).
      let sendLastByte = () => {};
      const lastByte = new Promise<void>((resolve) => (sendLastByte = resolve));
      let firstPartSent = () => {};
      const firstPart = new Promise<void>((resolve) => (firstPartSent = resolve));
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bomb.subarray(0, -1));
        },
        async pull(controller) {
          firstPartSent();
          await lastByte;
          controller.enqueue(bomb.subarray(-1));
          controller.close();
        },
      });
      const answer = fetch(`${baseUrl}/api/portability/import`, {
        method: 'POST',
        headers: {
          cookie: agent.jar.header(),
          origin: TEST_ORIGIN,
          'x-forwarded-for': agent.ip,
          'content-type': 'application/zip',
        },
        body,
        duplex: 'half',
      } as RequestInit).then(async (res) => ({ status: res.status, body: await res.json() }));
      await firstPart;
      const serverHasRead = () => Math.max(0, ...server.sockets.map((s) => s.bytesRead));
      while (serverHasRead() < bomb.length - 1) await new Promise((r) => setTimeout(r, 5));
      sendLastByte();

      const { result, answeredDuring } = await probeHealthDuring(baseUrl, () => answer);
      expect(result).toEqual({
        status: 400,
        body: {
          error: { code: 'BAD_REQUEST', message: PORTABILITY_NOTICES.entryLargerThanDeclared },
        },
      });
      expect(answeredDuring).toBeGreaterThanOrEqual(1);
    } finally {
      await server.close();
    }
    expect(await listDocuments(agent)).toEqual([]);
    expect(await t.storage.list('user-cvs', { prefix: `${userId}/` })).toEqual([]);
  });

  it(`allows ${DATA_IMPORT_RATE_LIMIT.max} imports an hour, then answers 429`, async () => {
    const { agent } = await signUpVerified(t.app, t.smtp);
    for (let i = 0; i < DATA_IMPORT_RATE_LIMIT.max; i += 1) {
      expect((await postArchive(agent, strToU8('not a zip'))).status).toBe(415);
    }
    expect((await postArchive(agent, minimalArchive())).status).toBe(429);
  });
});
