import { describe, expect, it } from 'vitest';
import {
  APPLICATION_LIMITS,
  APPLICATION_NOTICES,
  type Application,
  type MatchReport,
  type TailorResult,
} from '#shared/applications/applications.schema.ts';
import type { ApiDocument, DocumentListItem } from '#shared/documents-api/documents-api.ts';
import type { ResumeApiDocument } from '#shared/resume/resume-api.ts';
import { eq } from 'drizzle-orm';
import { applications } from '../../db/schema/applications.ts';
import { signUpVerified } from '../../test/auth-helpers.ts';
import { Agent, json } from '../../test/http-agent.ts';
import { useMailedTestApp } from '../../test/test-app.ts';
import { testDatabaseKind } from '../../test/test-db.ts';
import { MATCH_SCORING_VERSION } from './match-scoring.ts';
import {
  APPLICATION_CREATE_RATE_LIMIT,
  APPLICATION_MATCH_RATE_LIMIT,
  APPLICATION_TAILOR_RATE_LIMIT,
} from './applications.routes.ts';

const t = useMailedTestApp();

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const POSTING = [
  'We are hiring a Data Engineer to build our analytics platform.',
  'Requirements:',
  '- 3+ years of Python and SQL',
  '- Experience with Apache Airflow and AWS',
  "- Bachelor's degree in Computer Science",
  'Nice to have:',
  '- Terraform',
  'Benefits:',
  '- Health insurance, gym membership and a 401(k) match',
].join('\n');

const JOB = {
  title: 'Data Engineer',
  company: 'Acme',
  url: 'https://jobs.example.com/42',
  description: POSTING,
  location: 'Berlin',
};

async function signedIn() {
  return signUpVerified(t.app, t.smtp);
}

const create = (agent: Agent, job: unknown = JOB) => agent.post('/api/applications', { job });
const patch = (agent: Agent, id: string, body: unknown) =>
  agent.request(`/api/applications/${id}`, { method: 'PATCH', json: body });
const del = (agent: Agent, id: string) =>
  agent.request(`/api/applications/${id}`, { method: 'DELETE' });
const tailor = (agent: Agent, id: string, body: unknown = {}) =>
  agent.post(`/api/applications/${id}/tailor`, body);

async function created(agent: Agent, job: unknown = JOB): Promise<Application> {
  const res = await create(agent, job);
  expect(res.status, await res.clone().text()).toBe(201);
  return json<Application>(res);
}

/**
 * The default resume through `PUT /api/resume`: one data job, Python and AWS (and `skills`).
 * `version`: the version the save starts from (0 for the first).
 */
async function saveDefaultResume(
  agent: Agent,
  { version = 0, skills = ['Python', 'Teamwork'] }: { version?: number; skills?: string[] } = {},
) {
  const res = await agent.request('/api/resume', {
    method: 'PUT',
    json: {
      personal_info: {
        fullName: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '',
        location: 'London',
        summary: 'Data engineer who builds pipelines in Python.',
        links: [],
      },
      experience: [
        {
          id: '1',
          jobTitle: 'Data Engineer',
          company: 'Initech',
          startMonth: '03',
          startYear: '2020',
          endMonth: '',
          endYear: '',
          isCurrentJob: true,
          description: 'Ran ETL jobs on Amazon Web Services.',
          tags: [],
        },
      ],
      education: [],
      skills,
      version,
    },
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** The default resume saved again, as the builder saves an edit, with these skills. */
async function editDefaultResume(agent: Agent, skills: string[]) {
  const { version } = await json<ResumeApiDocument>(await agent.get('/api/resume'));
  await saveDefaultResume(agent, { version, skills });
}

const listOf = async (agent: Agent) =>
  (await json<{ applications: Application[] }>(await agent.get('/api/applications'))).applications;

const matchOf = async (agent: Agent, id: string) => {
  const res = await agent.get(`/api/applications/${id}/match`);
  expect(res.status, await res.clone().text()).toBe(200);
  return json<MatchReport>(res);
};

describe(`applications API (${testDatabaseKind()})`, () => {
  it('answers 401 on every route without a session', async () => {
    const anonymous = new Agent(t.app);
    for (const res of [
      await anonymous.get('/api/applications'),
      await create(anonymous),
      await anonymous.get(`/api/applications/${MISSING_ID}`),
      await patch(anonymous, MISSING_ID, { status: 'applied' }),
      await del(anonymous, MISSING_ID),
      await tailor(anonymous, MISSING_ID),
      await anonymous.get(`/api/applications/${MISSING_ID}/match`),
    ]) {
      expect(res.status).toBe(401);
    }
  });

  it('creates a saved application with its first history entry, and lists and reads it', async () => {
    const { agent } = await signedIn();
    const app = await created(agent, { ...JOB, location: undefined });
    expect(app).toMatchObject({
      status: 'saved',
      job: { ...JOB, location: '' },
      notes: '',
      next_step: '',
      applied_at: null,
      next_step_at: null,
      document_id: null,
      letter_id: null,
    });
    expect(app.history).toEqual([{ status: 'saved', at: app.created_at }]);
    const later = await created(agent, { title: 'Analyst', company: 'Initech' });
    const list = await json<{ applications: Application[] }>(await agent.get('/api/applications'));
    expect(list.applications.map((a) => a.id)).toEqual([later.id, app.id]);
    expect(await json(await agent.get(`/api/applications/${app.id}`))).toEqual(app);
  });

  it.each([
    [{ ...JOB, url: 'javascript:alert(1)' }, 'job.url', APPLICATION_NOTICES.badUrl],
    [{ ...JOB, title: '' }, 'job.title', APPLICATION_NOTICES.missingTitle],
    [{ ...JOB, company: 'x'.repeat(201) }, 'job.company', 'Must be at most 200 characters.'],
  ])('refuses a bad job with 400 naming the field (%#)', async (job, path, message) => {
    const { agent } = await signedIn();
    const res = await create(agent, job);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', issues: [{ path, message }] },
    });
  });

  it('refuses a body that is not JSON (415) or too large (413)', async () => {
    const { agent } = await signedIn();
    const text = await agent.request('/api/applications', {
      method: 'POST',
      body: 'job',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    const big = await create(agent, {
      ...JOB,
      description: 'x'.repeat(APPLICATION_LIMITS.maxBodyBytes),
    });
    expect(big.status).toBe(413);
  });

  it('appends a dated history entry only when the status changes', async () => {
    const { agent } = await signedIn();
    const app = await created(agent);
    const applied = await json<Application>(await patch(agent, app.id, { status: 'applied' }));
    expect(applied.status).toBe('applied');
    expect(applied.history.map((h) => h.status)).toEqual(['saved', 'applied']);
    // Moving to applied dates the application when it has no date yet.
    expect(applied.applied_at).toBe(applied.history[1]!.at);
    expect(Date.parse(applied.history[1]!.at)).toBeGreaterThanOrEqual(Date.parse(app.created_at));

    const same = await json<Application>(
      await patch(agent, app.id, { status: 'applied', notes: 'Sent via the portal.' }),
    );
    expect(same.history).toEqual(applied.history);
    expect(same.notes).toBe('Sent via the portal.');

    const interview = await json<Application>(
      await patch(agent, app.id, {
        status: 'interview',
        next_step: 'Panel interview',
        next_step_at: '2026-12-01T10:00:00+01:00',
      }),
    );
    expect(interview.history.map((h) => h.status)).toEqual(['saved', 'applied', 'interview']);
    expect(interview).toMatchObject({
      next_step: 'Panel interview',
      next_step_at: '2026-12-01T09:00:00.000Z',
    });
    const cleared = await json<Application>(
      await patch(agent, app.id, { next_step_at: null, applied_at: null }),
    );
    expect(cleared).toMatchObject({ next_step_at: null, applied_at: null, status: 'interview' });
  });

  it('refuses an unknown status, a bad date and an empty change with 400', async () => {
    const { agent } = await signedIn();
    const app = await created(agent);
    const unknown = await patch(agent, app.id, { status: 'hired' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: expect.any(String),
        issues: [{ path: 'status', message: APPLICATION_NOTICES.badStatus }],
      },
    });
    expect((await patch(agent, app.id, { applied_at: 'yesterday' })).status).toBe(400);
    expect((await patch(agent, app.id, {})).status).toBe(400);
    expect(
      (await patch(agent, app.id, { notes: 'x'.repeat(APPLICATION_LIMITS.notes + 1) })).status,
    ).toBe(400);
    expect(
      (await json<Application>(await agent.get(`/api/applications/${app.id}`))).history,
    ).toEqual(app.history);
  });

  it('deletes for good (204, then 404)', async () => {
    const { agent } = await signedIn();
    const app = await created(agent);
    expect((await del(agent, app.id)).status).toBe(204);
    expect((await agent.get(`/api/applications/${app.id}`)).status).toBe(404);
    expect((await del(agent, app.id)).status).toBe(404);
  });

  it("answers 404 for another user's application on every route, and leaves it as it was", async () => {
    const a = await signedIn();
    const b = await signedIn();
    await saveDefaultResume(b.agent);
    const app = await created(a.agent);
    for (const res of [
      await b.agent.get(`/api/applications/${app.id}`),
      await patch(b.agent, app.id, { status: 'offer' }),
      await del(b.agent, app.id),
      await tailor(b.agent, app.id),
      await b.agent.get(`/api/applications/${app.id}/match`),
      await b.agent.get('/api/applications/not-a-uuid'),
      await patch(b.agent, MISSING_ID, { status: 'offer' }),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    const list = await json<{ applications: Application[] }>(
      await b.agent.get('/api/applications'),
    );
    expect(list.applications).toEqual([]);
    expect(await json(await a.agent.get(`/api/applications/${app.id}`))).toEqual(app);
  });

  it('rate-limits creates per user (429 with Retry-After)', async () => {
    const { agent } = await signedIn();
    for (let i = 0; i < APPLICATION_CREATE_RATE_LIMIT.max; i += 1) {
      expect((await create(agent, { title: `T${i}`, company: 'C' })).status).toBe(201);
    }
    const res = await create(agent);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it(`keeps at most ${APPLICATION_LIMITS.perUser} applications per user (409)`, async () => {
    const { agent, userId } = await signedIn();
    await t.database.db.insert(applications).values(
      Array.from({ length: APPLICATION_LIMITS.perUser }, (_, i) => ({
        userId,
        job: { ...JOB, title: `T${i}` },
      })),
    );
    const res = await create(agent);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      error: { code: 'CONFLICT', message: APPLICATION_NOTICES.tooMany },
    });
  });
});

describe('tailoring an application', () => {
  it('copies the default resume aimed at the job, drafts a linked letter, and leaves the default unchanged', async () => {
    const { agent } = await signedIn();
    await saveDefaultResume(agent);
    const before = await json<ResumeApiDocument>(await agent.get('/api/resume'));
    const app = await created(agent);

    const res = await tailor(agent, app.id);
    expect(res.status, await res.clone().text()).toBe(201);
    const result = await json<TailorResult>(res);

    const resume = await json<ApiDocument>(await agent.get(`/api/documents/${result.document_id}`));
    expect(resume).toMatchObject({
      kind: 'resume',
      title: 'Data Engineer at Acme',
      is_default: false,
      data: {
        targetJob: { title: 'Data Engineer', company: 'Acme', description: POSTING },
        personalInfo: { fullName: 'Ada Lovelace' },
      },
    });

    const letter = await json<ApiDocument>(await agent.get(`/api/documents/${result.letter_id}`));
    expect(letter).toMatchObject({
      kind: 'cover_letter',
      title: 'Cover letter: Data Engineer at Acme',
      data: {
        resumeId: result.document_id,
        role: 'Data Engineer',
        recipient: { company: 'Acme' },
        sender: { fullName: 'Ada Lovelace' },
      },
    });
    if (letter.kind !== 'cover_letter') throw new Error('not a letter');
    expect(letter.data.paragraphs.join(' ')).toContain('Data Engineer');

    const after = await json<ResumeApiDocument>(await agent.get('/api/resume'));
    expect(after).toEqual(before);

    expect(await json(await agent.get(`/api/applications/${app.id}`))).toMatchObject({
      document_id: result.document_id,
      letter_id: result.letter_id,
    });
  });

  it('answers the same documents on a second call, and drafts a new letter when the letter was trashed', async () => {
    const { agent } = await signedIn();
    await saveDefaultResume(agent);
    const app = await created(agent);
    const first = await json<TailorResult>(await tailor(agent, app.id));

    const again = await tailor(agent, app.id);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);

    expect(
      (await agent.request(`/api/documents/${first.letter_id}`, { method: 'DELETE' })).status,
    ).toBe(200);
    const redrafted = await tailor(agent, app.id);
    expect(redrafted.status).toBe(201);
    const third = await json<TailorResult>(redrafted);
    expect(third.document_id).toBe(first.document_id);
    expect(third.letter_id).not.toBe(first.letter_id);

    const docs = await json<{ documents: DocumentListItem[] }>(await agent.get('/api/documents'));
    expect(docs.documents.filter((d) => d.kind === 'resume')).toHaveLength(2);
  });

  it('links one resume and one letter when two tailorings run at once', async () => {
    const { agent } = await signedIn();
    await saveDefaultResume(agent);
    const app = await created(agent);
    const [a, b] = await Promise.all([tailor(agent, app.id), tailor(agent, app.id)]);
    const results = [await json<TailorResult>(a), await json<TailorResult>(b)];
    expect(results[0]).toEqual(results[1]);
    expect(await json(await agent.get(`/api/applications/${app.id}`))).toMatchObject(results[0]!);
    const docs = await json<{ documents: DocumentListItem[] }>(await agent.get('/api/documents'));
    expect(docs.documents.map((d) => d.id).sort()).toEqual(
      [
        docs.documents.find((d) => d.is_default)!.id,
        results[0]!.document_id,
        results[0]!.letter_id,
      ].sort(),
    );
  });

  it('copies a chosen resume of the caller, and refuses one that is not theirs', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const theirs = await json<ApiDocument>(
      await b.agent.post('/api/documents', { kind: 'resume', title: 'B' }),
    );
    const mine = await json<ApiDocument>(
      await a.agent.post('/api/documents', {
        kind: 'resume',
        title: 'Second resume',
        data: { personalInfo: { fullName: 'Ada Two' } },
      }),
    );
    const app = await created(a.agent);

    const refused = await tailor(a.agent, app.id, { resume_id: theirs.id });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { issues: [{ path: 'resume_id', message: APPLICATION_NOTICES.resumeNotFound }] },
    });

    const result = await json<TailorResult>(await tailor(a.agent, app.id, { resume_id: mine.id }));
    const copy = await json<ApiDocument>(await a.agent.get(`/api/documents/${result.document_id}`));
    expect(copy).toMatchObject({
      title: 'Data Engineer at Acme',
      data: { personalInfo: { fullName: 'Ada Two' } },
    });
  });

  it('rate-limits tailoring and the match per user (429)', async () => {
    const { agent } = await signedIn();
    await saveDefaultResume(agent);
    const app = await created(agent);
    for (let i = 0; i < APPLICATION_TAILOR_RATE_LIMIT.max; i += 1) {
      expect((await tailor(agent, app.id)).status).toBeLessThan(300);
    }
    expect((await tailor(agent, app.id)).status).toBe(429);
    for (let i = 0; i < APPLICATION_MATCH_RATE_LIMIT.max; i += 1) {
      expect((await agent.get(`/api/applications/${app.id}/match`)).status).toBe(200);
    }
    const limited = await agent.get(`/api/applications/${app.id}/match`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('answers 422 when there is no resume to tailor', async () => {
    const { agent } = await signedIn();
    const app = await created(agent);
    const res = await tailor(agent, app.id);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: { message: APPLICATION_NOTICES.noResume } });
  });
});

describe('the match report', () => {
  it('scores the default resume, then the tailored copy, against the posting', async () => {
    const { agent } = await signedIn();
    await saveDefaultResume(agent);
    const app = await created(agent);

    const res = await agent.get(`/api/applications/${app.id}/match`);
    expect(res.status, await res.clone().text()).toBe(200);
    const report = await json<MatchReport>(res);
    const names = (list: { keyword: string }[]) => list.map((k) => k.keyword);
    expect(report.score).toBeGreaterThan(0);
    expect(report.score).toBeLessThan(100);
    expect(report.present).toContainEqual(
      expect.objectContaining({ keyword: 'Python', importance: 'must', kind: 'hard' }),
    );
    // "Amazon Web Services" in the resume counts for the posting's AWS.
    expect(report.present).toContainEqual(
      expect.objectContaining({ keyword: 'AWS', where: ['experience'] }),
    );
    expect(names(report.missing)).toContain('Terraform');
    expect(report.missing.find((k) => k.keyword === 'Terraform')?.importance).toBe('nice');
    const all = [...names(report.present), ...names(report.missing)].join(' | ').toLowerCase();
    expect(all).not.toMatch(/insurance|gym|401/);
    expect(report.document_id).not.toBeNull();
    const docs = await json<{ documents: DocumentListItem[] }>(await agent.get('/api/documents'));
    expect(docs.documents.find((d) => d.is_default)?.id).toBe(report.document_id);

    const tailored = await json<TailorResult>(await tailor(agent, app.id));
    const again = await json<MatchReport>(await agent.get(`/api/applications/${app.id}/match`));
    expect(again.document_id).toBe(tailored.document_id);
  });

  it('is kept with the application: the list and the application carry its score', async () => {
    const { agent } = await signedIn();
    await saveDefaultResume(agent);
    const app = await created(agent);
    const other = await created(agent, { ...JOB, title: 'Analyst' });
    expect(app.match).toBeNull();
    expect((await listOf(agent)).map((a) => a.match)).toEqual([null, null]);

    const report = await matchOf(agent, app.id);
    const list = await listOf(agent);
    const kept = { score: report.score, at: expect.any(String), stale: false };
    expect(list.find((a) => a.id === app.id)?.match).toEqual(kept);
    // Only the application scored has a score.
    expect(list.find((a) => a.id === other.id)?.match).toBeNull();
    expect((await json<Application>(await agent.get(`/api/applications/${app.id}`))).match).toEqual(
      kept,
    );
    // A change of status answers the score too (the board keeps the card's score).
    expect(
      (await json<Application>(await patch(agent, app.id, { status: 'applied' }))).match,
    ).toEqual(kept);
  });

  it('marks a kept score stale once its resume is saved again or the application is tailored, and the next match replaces it', async () => {
    const { agent } = await signedIn();
    await saveDefaultResume(agent);
    const app = await created(agent);
    const first = await matchOf(agent, app.id);

    await editDefaultResume(agent, ['Python', 'SQL', 'Airflow', 'Terraform']);
    const stale = (await listOf(agent))[0]!.match;
    // The score the list had is still shown, marked as read before the resume changed.
    expect(stale).toEqual({ score: first.score, at: expect.any(String), stale: true });

    const second = await matchOf(agent, app.id);
    expect(second.score).toBeGreaterThan(first.score);
    expect((await listOf(agent))[0]!.match).toMatchObject({ score: second.score, stale: false });

    // Tailoring: the match now scores the tailored copy, not the resume the score is of.
    const tailored = await json<TailorResult>(await tailor(agent, app.id));
    expect((await listOf(agent))[0]!.match).toMatchObject({ score: second.score, stale: true });
    const third = await matchOf(agent, app.id);
    expect(third.document_id).toBe(tailored.document_id);
    expect((await listOf(agent))[0]!.match).toMatchObject({ score: third.score, stale: false });

    // The tailored copy trashed: the main resume is scored again, which the score is not of.
    const trashed = await agent.request(`/api/documents/${tailored.document_id}`, {
      method: 'DELETE',
    });
    expect(trashed.status).toBe(200);
    expect((await listOf(agent))[0]!.match).toMatchObject({ stale: true });
  });

  it('marks a score kept by another version of the scoring stale, and the next match keeps the current one', async () => {
    const { agent } = await signedIn();
    await saveDefaultResume(agent);
    const app = await created(agent);
    const first = await matchOf(agent, app.id);
    const [kept] = await t.database.db
      .select({ scoring: applications.matchScoring })
      .from(applications)
      .where(eq(applications.id, app.id));
    expect(kept?.scoring).toBe(`local/${MATCH_SCORING_VERSION}`);

    // As if the server had been upgraded to a newer engine since the score was kept.
    await t.database.db
      .update(applications)
      .set({ matchScoring: 'local/0' })
      .where(eq(applications.id, app.id));
    expect((await listOf(agent))[0]!.match).toEqual({
      score: first.score,
      at: expect.any(String),
      stale: true,
    });
    await matchOf(agent, app.id);
    expect((await listOf(agent))[0]!.match).toMatchObject({ score: first.score, stale: false });
  });

  it("keeps one user's scores and resumes out of another user's list", async () => {
    const a = await signedIn();
    const b = await signedIn();
    await saveDefaultResume(a.agent);
    await saveDefaultResume(b.agent);
    const mine = await created(a.agent);
    const theirs = await created(b.agent);
    const report = await matchOf(a.agent, mine.id);

    // B cannot score A's application, and B's list has only B's, unscored.
    expect((await b.agent.get(`/api/applications/${mine.id}/match`)).status).toBe(404);
    expect((await listOf(b.agent)).map((x) => [x.id, x.match])).toEqual([[theirs.id, null]]);
    // B's edits are not A's resume: A's score stays fresh.
    await editDefaultResume(b.agent, ['Terraform']);
    await matchOf(b.agent, theirs.id);
    expect((await listOf(a.agent)).map((x) => [x.id, x.match?.score, x.match?.stale])).toEqual([
      [mine.id, report.score, false],
    ]);
  });

  it('answers 422 without a job description', async () => {
    const { agent } = await signedIn();
    await saveDefaultResume(agent);
    const app = await created(agent, { title: 'Analyst', company: 'Initech' });
    const res = await agent.get(`/api/applications/${app.id}/match`);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      error: { code: 'UNPROCESSABLE_CONTENT', message: APPLICATION_NOTICES.noDescription },
    });
  });
});
