import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  resumeToApi,
  type ResumeApiDocument,
  type ResumeSaved,
} from '#shared/resume/resume-api.ts';
import { RESUME_LIMITS as L } from '#shared/resume/resume.limits.ts';
import { SECTION_IDS, emptyResume } from '#shared/resume/resume.schema.ts';
import { user } from '../../db/schema/auth.ts';
import { documents } from '../../db/schema/documents.ts';
import { adaExperience } from '../../test/ada-resume.ts';
import { signUpVerified } from '../../test/auth-helpers.ts';
import { json, type Agent } from '../../test/http-agent.ts';
import { useMailedTestApp } from '../../test/test-app.ts';
import { testDatabaseKind } from '../../test/test-db.ts';

const t = useMailedTestApp();

const sections = {
  personal_info: {
    fullName: 'Ada Lovelace',
    headline: 'Mathematician and writer',
    email: 'ada@example.com',
    phone: '+44 20 7946 0000',
    location: 'London',
    summary: 'Mathematician.',
    links: [{ label: 'Notes', url: 'https://ada.example.com' }],
  },
  experience: [adaExperience(['Mathematics'])],
  education: [],
  skills: [{ name: 'Algorithms', category: 'Computing' }],
  languages: [{ name: 'French', level: 'Fluent' }],
  certifications: [],
  projects: [
    {
      id: 'p1',
      name: 'Analytical Engine notes',
      role: 'Author',
      url: 'https://ada.example.com/notes',
      startMonth: '01',
      startYear: '2020',
      endMonth: '',
      endYear: String(new Date().getFullYear() + 8),
      isCurrent: false,
      description: 'Note G.',
      tags: ['Algorithms'],
    },
  ],
  volunteering: [
    {
      id: 'v1',
      role: 'Tutor',
      organization: 'Mechanics Institute',
      location: 'London',
      startMonth: '',
      startYear: '2019',
      endMonth: '',
      endYear: '',
      isCurrent: true,
      description: '',
    },
  ],
  awards: [{ id: 'a1', title: 'Medal', issuer: 'Royal Society', year: '2021', description: '' }],
  publications: [
    {
      id: 'b1',
      title: 'Sketch of the Analytical Engine',
      publisher: 'Scientific Memoirs',
      year: '2022',
      url: '',
      description: 'Translation with notes.',
    },
  ],
  references: [{ id: 'r1', name: 'Charles Babbage', relationship: 'Colleague', contact: '' }],
  interests: ['Poetry', 'Horses'],
  custom_sections: [
    {
      id: 'talks',
      title: 'Talks',
      entries: [
        {
          id: 't1',
          title: 'On engines',
          subtitle: 'Royal Institution',
          date: 'Spring 2023',
          description: '',
          url: 'https://ada.example.com/talk',
        },
      ],
    },
  ],
  layout: {
    section_order: ['custom:talks', ...SECTION_IDS],
    hidden_sections: ['references'],
    section_titles: { experience: 'Work', 'custom:talks': 'Lectures' },
  },
  style: {
    accent_color: '#0f766e',
    font: 'serif',
    font_scale: 0.95,
    density: 'compact',
    page_size: 'Letter',
  },
  language: 'en-GB',
};

const put = (agent: Agent, body: unknown) =>
  agent.request('/api/resume', { method: 'PUT', json: body });
const putRaw = (agent: Agent, body: string, type = 'application/json') =>
  agent.request('/api/resume', { method: 'PUT', body, headers: { 'content-type': type } });
const load = async (agent: Agent) => json<ResumeApiDocument>(await agent.get('/api/resume'));

/** Writes the user's default resume straight to the table, past the API's checks. */
const storeDefaultResume = (
  userId: string,
  fields: Pick<typeof documents.$inferInsert, 'title' | 'data' | 'version'>,
) => t.database.db.insert(documents).values({ userId, kind: 'resume', isDefault: true, ...fields });

async function signedIn() {
  return (await signUpVerified(t.app, t.smtp)).agent;
}

describe(`GET /api/resume (${testDatabaseKind()})`, () => {
  it('answers 401 without a session', async () => {
    const res = await t.app.request('/api/resume');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
  });

  it('gives a user without a resume an empty one at version 0, not a 404', async () => {
    const agent = await signedIn();
    const res = await agent.get('/api/resume');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    // The empty document's every field is pinned by the schema's own test; here it comes back
    // in the API's shape, with no template and no saved version.
    expect(await res.json()).toEqual({
      ...resumeToApi(emptyResume()),
      template_id: null,
      version: 0,
      updated_at: null,
    });
  });

  it('upgrades a stored older document (schemaVersion 0) when reading it', async () => {
    const { agent, userId } = await signUpVerified(t.app, t.smtp);
    await storeDefaultResume(userId, {
      title: 'Old',
      version: 3,
      data: {
        personal_info: { fullName: 'Old Shape', email: '', phone: '', location: '', summary: '' },
        experience: [],
        education: [],
        skills: ['SQL', 'sql', 'Go'],
      },
    });
    expect(await load(agent)).toMatchObject({
      personal_info: { fullName: 'Old Shape', links: [] },
      skills: [
        { name: 'SQL', category: '' },
        { name: 'Go', category: '' },
      ],
      version: 3,
    });
  });

  it('upgrades a stored v1 document, keeping its values and adding the v2 defaults', async () => {
    const { agent, userId } = await signUpVerified(t.app, t.smtp);
    const v1 = {
      schemaVersion: 1,
      personalInfo: { ...sections.personal_info, headline: undefined },
      experience: sections.experience,
      education: [],
      skills: sections.skills,
      languages: sections.languages,
      certifications: [],
    };
    await storeDefaultResume(userId, { title: 'V1', version: 5, data: v1 });
    const got = await load(agent);
    expect(got).toMatchObject({
      personal_info: { ...sections.personal_info, headline: '' },
      experience: sections.experience,
      skills: sections.skills,
      languages: sections.languages,
      projects: [],
      custom_sections: [],
      layout: { section_order: [...SECTION_IDS], hidden_sections: [], section_titles: {} },
      style: { accent_color: '#2563eb', page_size: 'A4' },
      language: 'en',
      version: 5,
    });
  });

  it('reads a stored layout naming a deleted custom section, without that id', async () => {
    const { agent, userId } = await signUpVerified(t.app, t.smtp);
    await storeDefaultResume(userId, {
      title: 'Stale',
      version: 2,
      data: {
        schemaVersion: 2,
        layout: {
          section_order: ['custom:deleted', 'skills'],
          hidden_sections: ['custom:deleted'],
          section_titles: { 'custom:deleted': 'Old' },
        },
      },
    });
    const res = await agent.get('/api/resume');
    expect(res.status).toBe(200);
    const { layout } = await json<ResumeApiDocument>(res);
    expect(layout.section_order[0]).toBe('skills');
    expect(layout.section_order).toHaveLength(SECTION_IDS.length);
    expect(layout.hidden_sections).toEqual([]);
    expect(layout.section_titles).toEqual({});
  });

  it('answers 500 without details for a stored document it cannot read', async () => {
    const { agent, userId } = await signUpVerified(t.app, t.smtp);
    await storeDefaultResume(userId, { title: 'Broken', data: { schemaVersion: 99 } });
    const res = await agent.get('/api/resume');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      error: { code: 'INTERNAL_ERROR', message: 'An unexpected error occurred. Please try again.' },
    });
  });
});

describe('PUT /api/resume', () => {
  it('creates the resume from version 0, then updates it (upsert), each save a new version', async () => {
    const agent = await signedIn();
    const first = await put(agent, { ...sections, template_id: '12', version: 0 });
    expect(first.status).toBe(200);
    // The answer is the new version and the time of the save, not the document back.
    const created = await json<ResumeSaved>(first);
    expect(Object.keys(created).sort()).toEqual(['updated_at', 'version']);
    expect(created.version).toBe(1);
    expect(Date.parse(created.updated_at)).not.toBeNaN();
    expect(await load(agent)).toEqual({ ...sections, template_id: '12', ...created });

    const changed = {
      ...sections,
      personal_info: { ...sections.personal_info, fullName: 'Ada King' },
    };
    const second = await put(agent, { ...changed, template_id: '12', version: 1 });
    expect(second.status).toBe(200);
    const updated = await json<ResumeSaved>(second);
    expect(updated.version).toBe(2);
    expect(Date.parse(updated.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));
    expect(await load(agent)).toEqual({ ...changed, template_id: '12', ...updated });
    expect(await load(agent)).toMatchObject({
      personal_info: { fullName: 'Ada King' },
      version: 2,
    });
  });

  it('keeps one default resume per user in the table', async () => {
    const { agent, userId } = await signUpVerified(t.app, t.smtp);
    await put(agent, { ...sections, version: 0 });
    await put(agent, { ...sections, version: 1 });
    const rows = await t.database.db.select().from(documents).where(eq(documents.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'resume', isDefault: true, version: 2, deletedAt: null });
  });

  it('refuses a stale version with 409 and the saved document, changing nothing', async () => {
    const agent = await signedIn();
    await put(agent, { ...sections, version: 0 });
    await put(agent, { ...sections, skills: ['From tab A'], version: 1 });

    const stale = await put(agent, { ...sections, skills: ['From tab B'], version: 1 });
    expect(stale.status).toBe(409);
    const body = await json<{ error: { code: string }; current: ResumeApiDocument }>(stale);
    expect(body.error.code).toBe('CONFLICT');
    expect(body.current).toMatchObject({ skills: [{ name: 'From tab A' }], version: 2 });
    expect(await load(agent)).toMatchObject({ skills: [{ name: 'From tab A' }], version: 2 });

    // Keep mine and overwrite = save again over the version the 409 named.
    const overwrite = await put(agent, { ...sections, skills: ['From tab B'], version: 2 });
    expect(overwrite.status).toBe(200);
    expect(await load(agent)).toMatchObject({ skills: [{ name: 'From tab B' }], version: 3 });
  });

  it('refuses version 0 when a resume exists, and a version when none exists', async () => {
    const agent = await signedIn();
    const none = await put(agent, { ...sections, version: 4 });
    expect(none.status).toBe(409);
    expect(await none.json()).toMatchObject({ current: { version: 0, experience: [] } });

    await put(agent, { ...sections, version: 0 });
    const again = await put(agent, { ...sections, skills: [], version: 0 });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ current: { version: 1, skills: sections.skills } });
  });

  it('lets exactly one of two saves from the same version through', async () => {
    const agent = await signedIn();
    await put(agent, { ...sections, version: 0 });
    const results = await Promise.all([
      put(agent, { ...sections, skills: ['A'], version: 1 }),
      put(agent, { ...sections, skills: ['B'], version: 1 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await load(agent)).version).toBe(2);
  });

  it('lets exactly one of two first saves through', async () => {
    const agent = await signedIn();
    const results = await Promise.all([
      put(agent, { ...sections, skills: ['A'], version: 0 }),
      put(agent, { ...sections, skills: ['B'], version: 0 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('takes the original shape: four sections, skills as strings; ignores a user_id', async () => {
    const { agent, userId } = await signUpVerified(t.app, t.smtp);
    const res = await put(agent, {
      user_id: 'someone-else',
      personal_info: { fullName: 'Spec Shape' },
      experience: [],
      education: [],
      skills: ['SQL', ' Go '],
      version: 0,
    });
    expect(res.status).toBe(200);
    expect(await load(agent)).toMatchObject({
      personal_info: { fullName: 'Spec Shape', email: '' },
      skills: [
        { name: 'SQL', category: '' },
        { name: 'Go', category: '' },
      ],
      languages: [],
      template_id: null,
    });
    const rows = await t.database.db.select().from(documents).where(eq(documents.userId, userId));
    expect(rows).toHaveLength(1);
  });

  it('keeps the stored v2 sections, layout, look and headline when a tab opened before v2 saves', async () => {
    const agent = await signedIn();
    const first = await json<ResumeSaved>(await put(agent, { ...sections, version: 0 }));
    // An old tab knows only the v1 sections and no headline.
    const { headline: _headline, ...v1Info } = sections.personal_info;
    const oldTab = {
      personal_info: { ...v1Info, summary: 'Edited in an old tab.' },
      experience: sections.experience,
      education: [],
      skills: sections.skills,
      languages: [],
      certifications: [],
      template_id: null,
      version: first.version,
    };
    const res = await put(agent, oldTab);
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = await load(agent);
    expect(saved).toMatchObject({
      personal_info: {
        summary: 'Edited in an old tab.',
        headline: sections.personal_info.headline,
      },
      languages: [],
      projects: sections.projects,
      volunteering: sections.volunteering,
      awards: sections.awards,
      publications: sections.publications,
      references: sections.references,
      interests: sections.interests,
      custom_sections: sections.custom_sections,
      layout: sections.layout,
      style: sections.style,
      language: sections.language,
    });
  });

  it('gives a body that sends some v2 fields the defaults for the rest', async () => {
    const agent = await signedIn();
    const first = await json<ResumeSaved>(await put(agent, { ...sections, version: 0 }));
    const { style: _style, layout: _layout, ...rest } = sections;
    const res = await put(agent, { ...rest, projects: [], version: first.version });
    expect(res.status).toBe(200);
    const saved = await load(agent);
    expect(saved.projects).toEqual([]);
    expect(saved.style).toEqual(emptyResume().style);
    expect(saved.layout.hidden_sections).toEqual([]);
  });

  it('answers an old tab’s stale save with 409, keeping what is stored', async () => {
    const agent = await signedIn();
    const first = await json<ResumeSaved>(await put(agent, { ...sections, version: 0 }));
    await put(agent, { ...sections, interests: ['Chess'], version: first.version });
    const res = await put(agent, {
      personal_info: { fullName: 'Old tab' },
      version: first.version,
    });
    expect(res.status).toBe(409);
    expect((await load(agent)).interests).toEqual(['Chess']);
  });

  it('keeps the target job the resume is tailored to', async () => {
    const agent = await signedIn();
    const target_job = { title: 'Data Analyst', company: 'Acme', description: 'SQL and Python.' };
    const res = await put(agent, { ...sections, target_job, version: 0 });
    expect(res.status).toBe(200);
    expect(await load(agent)).toMatchObject({ target_job });
  });

  it('stores text as text: markup is neither changed nor run', async () => {
    const agent = await signedIn();
    const markup = '<script>alert(1)</script><img src=x onerror=alert(1)>';
    await put(agent, {
      ...sections,
      personal_info: { fullName: markup, summary: markup },
      version: 0,
    });
    expect(await load(agent)).toMatchObject({
      personal_info: { fullName: markup, summary: markup },
    });
  });
});

describe('PUT /api/resume refuses bad input and changes nothing', () => {
  let agent: Agent;
  let before: ResumeApiDocument;

  beforeAll(async () => {
    agent = await signedIn();
    await put(agent, { ...sections, version: 0 });
    before = await load(agent);
  });

  const unchanged = async () => expect(await load(agent)).toEqual(before);

  it.each([
    [
      'a full name over the limit',
      { personal_info: { fullName: 'x'.repeat(L.shortText + 1) } },
      'personal_info.fullName',
    ],
    [
      'too many experience entries',
      {
        experience: Array.from({ length: L.experience + 1 }, (_, i) => ({
          id: String(i),
          jobTitle: 'x',
        })),
      },
      'experience',
    ],
    [
      'a tag over the limit',
      { experience: [{ ...sections.experience[0], tags: ['x'.repeat(L.tag + 1)] }] },
      'experience.0.tags.0',
    ],
    [
      'a javascript: link',
      { personal_info: { links: [{ label: 'x', url: 'javascript:alert(1)' }] } },
      'personal_info.links.0.url',
    ],
    [
      'a bad month',
      { experience: [{ ...sections.experience[0], startMonth: '13' }] },
      'experience.0.startMonth',
    ],
    ['a bad template id', { template_id: '../../etc' }, 'template_id'],
  ])('400 VALIDATION_FAILED for %s', async (_label, patch, path) => {
    const res = await put(agent, { ...sections, ...patch, version: 1 });
    expect(res.status).toBe(400);
    const body = await json<{ error: { code: string; issues: { path: string }[] } }>(res);
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.issues.map((i) => i.path)).toContain(path);
    await unchanged();
  });

  it.each([
    ['no version', { ...sections }],
    ['a version as text', { ...sections, version: '1' }],
    ['a negative version', { ...sections, version: -1 }],
    ['experience that is not a list', { ...sections, experience: 'lots', version: 1 }],
    ['a skill that is a number', { ...sections, skills: [42], version: 1 }],
    ['personal info as a string', { ...sections, personal_info: 'Ada', version: 1 }],
    ['a JSON array', [sections]],
    ['JSON null', null],
  ])('400 VALIDATION_FAILED for wrong types: %s', async (_label, body) => {
    const res = await put(agent, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    await unchanged();
  });

  it.each([
    [
      'a headline over the limit',
      { personal_info: { ...sections.personal_info, headline: 'x'.repeat(L.shortText + 1) } },
      'personal_info.headline',
      `Must be at most ${L.shortText} characters.`,
    ],
    [
      'too many projects',
      { projects: Array.from({ length: L.projects + 1 }, (_, i) => ({ id: String(i) })) },
      'projects',
      `At most ${L.projects} projects.`,
    ],
    [
      'a project address that is not http(s)',
      { projects: [{ id: 'p', url: 'javascript:alert(1)' }] },
      'projects.0.url',
      'Enter a web address starting with http:// or https://',
    ],
    [
      'a volunteering description over the limit',
      { volunteering: [{ id: 'v', description: 'x'.repeat(L.description + 1) }] },
      'volunteering.0.description',
      `Must be at most ${L.description} characters.`,
    ],
    [
      'an award year that is not a year',
      { awards: [{ id: 'a', year: 'last year' }] },
      'awards.0.year',
      'Choose a year.',
    ],
    [
      'too many publications',
      { publications: Array.from({ length: L.publications + 1 }, (_, i) => ({ id: String(i) })) },
      'publications',
      `At most ${L.publications} publications.`,
    ],
    [
      'too many references',
      { references: Array.from({ length: L.references + 1 }, (_, i) => ({ id: String(i) })) },
      'references',
      `At most ${L.references} references.`,
    ],
    ['an empty interest', { interests: ['  '] }, 'interests.0', 'Must not be empty.'],
    [
      'too many custom sections',
      {
        custom_sections: Array.from({ length: L.customSections + 1 }, (_, i) => ({
          id: String(i),
        })),
      },
      'custom_sections',
      `At most ${L.customSections} custom sections.`,
    ],
    [
      'an unknown section id in the layout',
      { layout: { ...sections.layout, section_order: ['hobbies'] } },
      'layout.section_order.0',
      'Unknown section id: hobbies.',
    ],
    [
      'an accent colour that is not #RRGGBB',
      { style: { ...sections.style, accent_color: 'teal' } },
      'style.accent_color',
      'Enter a colour as #RRGGBB, for example #2563eb.',
    ],
    [
      'a font scale out of range',
      { style: { ...sections.style, font_scale: 1.5 } },
      'style.font_scale',
      'Font scale must be between 0.85 and 1.15.',
    ],
    [
      'an unknown density',
      { style: { ...sections.style, density: 'airy' } },
      'style.density',
      'Density must be compact, comfortable or spacious.',
    ],
    [
      'an unknown page size',
      { style: { ...sections.style, page_size: 'A5' } },
      'style.page_size',
      'Page size must be A4 or Letter.',
    ],
    [
      'a language that is not a BCP 47 tag',
      { language: 'English' },
      'language',
      'Enter a language tag such as en, en-GB or pt-BR.',
    ],
  ])(
    '400 VALIDATION_FAILED with the field’s message for %s',
    async (_label, patch, path, message) => {
      const res = await put(agent, { ...sections, ...patch, version: 1 });
      expect(res.status).toBe(400);
      const body = await json<{
        error: { code: string; issues: { path: string; message: string }[] };
      }>(res);
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(body.error.issues).toContainEqual({ path, message });
      await unchanged();
    },
  );

  it('400 MALFORMED_JSON for text that is not JSON', async () => {
    const res = await putRaw(agent, '{"personal_info": {"fullName": "Ada"');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'MALFORMED_JSON', message: 'The request body is not valid JSON.' },
    });
    await unchanged();
  });

  it('415 for a body that is not sent as JSON', async () => {
    const res = await putRaw(agent, JSON.stringify({ ...sections, version: 1 }), 'text/plain');
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
    await unchanged();
  });

  it('413 PAYLOAD_TOO_LARGE over the resume body limit', async () => {
    const big = Array.from({ length: 45 }, (_, i) => ({
      ...sections.experience[0],
      id: String(i),
      description: 'x'.repeat(L.description),
    }));
    const body = JSON.stringify({ ...sections, experience: big, version: 1 });
    expect(body.length).toBeGreaterThan(L.maxBodyBytes);
    expect(body.length).toBeLessThan(256 * 1024);
    const res = await putRaw(agent, body);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
    await unchanged();
  });

  it('403 for a save without the page’s Origin (cross-site request)', async () => {
    const res = await agent.request('/api/resume', {
      method: 'PUT',
      json: { ...sections, version: 1 },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    await unchanged();
  });
});

describe('one user cannot read or change another’s resume', () => {
  it('keeps A’s resume away from B, whatever B sends', async () => {
    const a = await signedIn();
    const b = await signedIn();
    await put(a, { ...sections, version: 0 });
    await put(a, { ...sections, version: 1 });
    const aBefore = await load(a);

    // B sees only B's (empty) resume.
    expect(await load(b)).toMatchObject({ version: 0, personal_info: { fullName: '' } });
    // B naming A's version: a conflict against B's own (empty) resume, not A's.
    const sneaky = await put(b, { ...sections, personal_info: { fullName: 'B' }, version: 2 });
    expect(sneaky.status).toBe(409);
    expect(await sneaky.json()).toMatchObject({
      current: { version: 0, personal_info: { fullName: '' } },
    });
    // B's own first save creates B's resume and leaves A's alone.
    const own = await put(b, { ...sections, personal_info: { fullName: 'B' }, version: 0 });
    expect(own.status).toBe(200);
    expect(await load(a)).toEqual(aBefore);
    expect(await load(b)).toMatchObject({ personal_info: { fullName: 'B' }, version: 1 });
  });

  it('deletes a user’s documents with the account', async () => {
    const { agent, userId } = await signUpVerified(t.app, t.smtp);
    await put(agent, { ...sections, version: 0 });
    await t.database.db.delete(user).where(eq(user.id, userId));
    const rows = await t.database.db.select().from(documents).where(eq(documents.userId, userId));
    expect(rows).toHaveLength(0);
  });
});
