import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { processCvResponseSchema } from '#shared/cv-import/cv-import.schema.ts';
import {
  DATA_ARCHIVE_LIMITS,
  PORTABILITY_NOTICES,
} from '#shared/portability/data-archive.schema.ts';
import { resumeToApi } from '#shared/resume/resume-api.ts';
import { emptyResume } from '#shared/resume/resume.schema.ts';
import { lyingZip } from '../../lib/safe-zip.test-support.ts';
import { signUpVerified } from '../../test/auth-helpers.ts';
import { Agent, json } from '../../test/http-agent.ts';
import { useMailedTestApp } from '../../test/test-app.ts';
import { LINKEDIN_CSVS, linkedInZip } from './__fixtures__/linkedin-export.ts';
import { LINKEDIN_NOTICES, MAX_LINKEDIN_CSV_BYTES } from './linkedin-import.ts';
import { LINKEDIN_IMPORT_RATE_LIMIT } from './linkedin-import.routes.ts';

const t = useMailedTestApp();

function postZip(agent: Agent, bytes: Uint8Array, type = 'application/zip') {
  return agent.request('/api/linkedin-import', {
    method: 'POST',
    headers: { 'content-type': type },
    body: bytes,
  });
}

async function errorOf(res: Response): Promise<{ status: number; message: string }> {
  const body = await json<{ error: { message: string } }>(res);
  return { status: res.status, message: body.error.message };
}

describe('POST /api/linkedin-import', () => {
  it('answers the profile of a LinkedIn export, shaped as process-cv answers it', async () => {
    const { agent } = await signUpVerified(t.app, t.smtp);
    // Sent with a type that says nothing: the bytes decide.
    const res = await postZip(agent, linkedInZip(), 'application/octet-stream');
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const answer = processCvResponseSchema.parse(await res.json());
    expect(answer.success).toBe(true);
    expect(answer.leftOut).toBeNull();
    expect(answer.profileData).toMatchObject({
      display_name: 'Grace Okafor',
      email: 'grace@example.com',
      headline: 'Staff Engineer, Platform',
      skills: ['Go', 'Kubernetes', 'Distributed Systems'],
      awards: [{ title: 'Engineer of the Year', year: '2022' }],
    });
    expect(answer.profileData?.experience.map((e) => [e.company, e.isCurrentJob])).toEqual([
      ['Acme Cloud', true],
      ['Globex', false],
    ]);
    expect(answer.profileData?.education[0]?.school).toBe('University of Lagos');
  });

  it('reads an export packed again in a folder, with names in another case, and any file missing', async () => {
    const { agent } = await signUpVerified(t.app, t.smtp);
    const zip = zipSync({
      'Export/skills.CSV': strToU8(LINKEDIN_CSVS['Skills.csv']!),
      'Export/Honors.csv': strToU8(LINKEDIN_CSVS['Honors.csv']!),
      '__MACOSX/Export/._Honors.csv': strToU8('mac'),
    });
    const res = await postZip(agent, zip);
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = processCvResponseSchema.parse(await res.json());
    expect(answer.profileData?.skills).toEqual(['Go', 'Kubernetes', 'Distributed Systems']);
    expect(answer.profileData?.awards).toHaveLength(1);
    expect(answer.profileData?.experience).toEqual([]);
  });

  it('cuts a profile to the resume’s limits and says what was left out', async () => {
    const { agent } = await signUpVerified(t.app, t.smtp);
    const skills = ['Name', ...Array.from({ length: 200 }, (_, i) => `Skill ${i}`)].join('\n');
    const res = await postZip(agent, linkedInZip({ 'Skills.csv': skills }));
    const answer = processCvResponseSchema.parse(await res.json());
    expect(answer.leftOut?.skills).toBeGreaterThan(0);
    expect(answer.profileData?.skills[0]).toBe('Skill 0');
  });

  it('stores nothing and never involves another account’s data', async () => {
    const other = await signUpVerified(t.app, t.smtp);
    const marker = `Other-${Date.now()}`;
    const saved = await other.agent.request('/api/resume', {
      method: 'PUT',
      json: {
        ...resumeToApi({
          ...emptyResume(),
          personalInfo: { ...emptyResume().personalInfo, fullName: marker },
        }),
        version: 0,
      },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const before = await (await other.agent.get('/api/resume')).text();

    const { agent } = await signUpVerified(t.app, t.smtp);
    const mineBefore = await (await agent.get('/api/resume')).text();
    const res = await postZip(agent, linkedInZip());
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(text).not.toContain(marker);
    expect(await (await agent.get('/api/resume')).text()).toBe(mineBefore);
    expect(await (await other.agent.get('/api/resume')).text()).toBe(before);
  });

  it('refuses what is not a LinkedIn export with a clear reason', async () => {
    const { agent } = await signUpVerified(t.app, t.smtp);
    expect(await errorOf(await postZip(agent, strToU8('%PDF-1.7 not a zip')))).toEqual({
      status: 415,
      message: LINKEDIN_NOTICES.notZip,
    });
    // Named like LinkedIn's files but not a ZIP: the bytes decide, not the name.
    expect((await postZip(agent, strToU8('First Name,Last Name\nA,B'))).status).toBe(415);
    expect(await errorOf(await postZip(agent, linkedInZip().slice(0, 120)))).toEqual({
      status: 400,
      message: PORTABILITY_NOTICES.unreadableZip,
    });
    const none = await errorOf(await postZip(agent, zipSync({ 'notes.txt': strToU8('hi') })));
    expect(none).toEqual({ status: 422, message: LINKEDIN_NOTICES.noLinkedInFiles });
    expect(none.message).toContain('Positions.csv');
    expect((await postZip(agent, new Uint8Array(0))).status).toBe(400);
  });

  it('refuses a hostile ZIP as the data import does', async () => {
    const { agent } = await signUpVerified(t.app, t.smtp);
    // A CSV declaring 200 bytes that inflates to 64 MB: refused at its first extra byte.
    const lying = await errorOf(
      await postZip(agent, lyingZip('Positions.csv', 200, 64 * 1024 * 1024)),
    );
    expect(lying).toEqual({ status: 400, message: PORTABILITY_NOTICES.entryLargerThanDeclared });
    // Honest but huge: past the archive's total, refused before anything is inflated.
    const bomb = lyingZip('Skills.csv', 0xfffffff0, 1024);
    expect((await errorOf(await postZip(agent, bomb))).status).toBe(413);
    // A CSV over its own limit.
    const big = await errorOf(
      await postZip(
        agent,
        linkedInZip({ 'Skills.csv': `Name\n${'x'.repeat(MAX_LINKEDIN_CSV_BYTES)}` }),
      ),
    );
    expect(big.status).toBe(413);
    expect(big.message).toContain('Skills.csv');

    const files: Record<string, Uint8Array> = {};
    for (let i = 0; i <= DATA_ARCHIVE_LIMITS.maxEntries; i += 1)
      files[`media/${i}.txt`] = new Uint8Array(0);
    files['Skills.csv'] = strToU8(LINKEDIN_CSVS['Skills.csv']!);
    expect(await errorOf(await postZip(agent, zipSync(files)))).toEqual({
      status: 400,
      message: `The archive holds more than ${DATA_ARCHIVE_LIMITS.maxEntries} files.`,
    });

    for (const name of [
      '../../Skills.csv',
      '/etc/Skills.csv',
      'a\\..\\Skills.csv',
      'x\u0000/Skills.csv',
    ]) {
      const res = await postZip(agent, zipSync({ [name]: strToU8('Name\nGo') }));
      expect(res.status, name).toBe(400);
      expect((await errorOf(res)).message, name).toMatch(/file name that is not allowed/);
    }
  });

  it('answers 401 signed out, 403 cross-site, 413 over the size limit', async () => {
    const { agent } = await signUpVerified(t.app, t.smtp);
    expect((await postZip(new Agent(t.app), linkedInZip())).status).toBe(401);
    const foreign = new Agent(t.app, { origin: 'https://evil.example' });
    for (const pair of agent.jar.header().split('; ')) {
      foreign.jar.store(new Response(null, { headers: { 'set-cookie': pair } }));
    }
    expect((await postZip(foreign, linkedInZip())).status).toBe(403);
    const big = await agent.request('/api/linkedin-import', {
      method: 'POST',
      headers: { 'content-type': 'application/zip', 'content-length': String(101 * 1024 * 1024) },
      body: linkedInZip(),
    });
    expect(big.status).toBe(413);
  });

  it(`allows ${LINKEDIN_IMPORT_RATE_LIMIT.max} imports an hour, then answers 429`, async () => {
    const { agent } = await signUpVerified(t.app, t.smtp);
    for (let i = 0; i < LINKEDIN_IMPORT_RATE_LIMIT.max; i += 1) {
      expect((await postZip(agent, strToU8('not a zip'))).status).toBe(415);
    }
    expect((await postZip(agent, linkedInZip())).status).toBe(429);
  });
});
