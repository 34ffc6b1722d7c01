import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { failedResource } from '../fixtures.ts';
import { E2E_BASE_URL } from '../fixtures/e2e-env.ts';
import { createUser, expect, notice, test } from '../fixtures/test.ts';
import { resumeDoc } from './builder-helpers.ts';

/** Data portability: 'Download my data', its import into another account, JSON Resume. */

const ORIGIN = { origin: E2E_BASE_URL };
const FIXTURES = path.resolve(import.meta.dirname, '../../src/shared/json-resume/__fixtures__');
// Rendering every document and importing wait behind other tests' work on a 2-core runner.
const SLOW = { timeout: 30_000 };

async function apiCreate(request: APIRequestContext, body: Record<string, unknown>) {
  const res = await request.post(`${E2E_BASE_URL}/api/documents`, { headers: ORIGIN, data: body });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; title: string };
}

async function listTitles(request: APIRequestContext): Promise<string[]> {
  const res = await request.get(`${E2E_BASE_URL}/api/documents`);
  expect(res.status()).toBe(200);
  const { documents } = (await res.json()) as { documents: { title: string }[] };
  return documents.map((d) => d.title).sort();
}

async function bytesOf(download: Download): Promise<Uint8Array> {
  return new Uint8Array(await readFile(await download.path()));
}

const yourData = (page: Page) => page.getByRole('region', { name: 'Your data' });
const outcome = (page: Page) => page.getByTestId('data-outcome');

test('Download my data, then import it into a new account', async ({ page }) => {
  await createUser(page.request, {
    label: 'portability-from',
    firstName: 'Ada',
    lastName: 'Byron',
  });
  const saved = await page.request.put(`${E2E_BASE_URL}/api/resume`, {
    headers: ORIGIN,
    data: {
      personal_info: {
        fullName: 'Ada Byron',
        email: 'ada@example.com',
        phone: '',
        location: 'London',
        summary: 'Analyst.',
        links: [],
      },
      experience: [],
      education: [],
      skills: [{ name: 'Mathematics', category: '' }],
      template_id: '5',
      version: 0,
    },
  });
  expect(saved.status()).toBe(200);
  const tailored = await apiCreate(page.request, {
    kind: 'resume',
    title: 'Engine analyst role',
    data: resumeDoc({ personalInfo: { ...resumeDoc().personalInfo, fullName: 'Ada Byron' } }),
  });
  await apiCreate(page.request, {
    kind: 'cover_letter',
    title: 'Letter to Babbage',
    linked_resume_id: tailored.id,
    data: { role: 'Analyst', greeting: 'Dear Charles,', paragraphs: ['I would like to help.'] },
  });
  const application = await page.request.post(`${E2E_BASE_URL}/api/applications`, {
    headers: ORIGIN,
    data: { job: { title: 'Analyst', company: 'Babbage & Co' } },
  });
  expect(application.status(), await application.text()).toBe(201);

  await page.goto('/profile');
  const card = yourData(page);
  await expect(card.getByRole('heading', { name: 'Your data' })).toBeVisible();
  const downloading = page.waitForEvent('download', SLOW);
  await card.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^tailorcv-data-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(notice(page, 'Your data is downloading')).toBeVisible();

  // The archive holds the three documents, their exports, the application and a manifest.
  const files = unzipSync(await bytesOf(download));
  const manifest = JSON.parse(new TextDecoder().decode(files['manifest.json'])) as {
    documents: { title: string; exports: string[] }[];
    applications: { company: string }[];
  };
  expect(manifest.documents.map((d) => d.title)).toEqual([
    'My Resume',
    'Engine analyst role',
    'Letter to Babbage',
  ]);
  for (const doc of manifest.documents) {
    for (const name of doc.exports) expect(files[name]?.byteLength, name).toBeGreaterThan(0);
  }
  expect(manifest.applications.map((a) => a.company)).toEqual(['Babbage & Co']);
  const archivePath = await download.path();

  // Another account, empty: import the archive through the page.
  await page.context().clearCookies();
  await createUser(page.request, { label: 'portability-to' });
  expect(await listTitles(page.request)).toEqual([]);
  await page.goto('/profile');
  await yourData(page).getByLabel('TailorCV archive file').setInputFiles(archivePath);
  await expect(outcome(page)).toContainText(
    'Imported 2 resumes, 1 cover letter, 0 CVs and 1 application.',
    SLOW,
  );
  await expect(outcome(page)).toContainText('The archive’s main resume is your main resume now.');
  await expect(notice(page, 'Import complete')).toBeVisible();
  // The empty names were filled in from the archive, and the form shows them.
  await expect(page.getByLabel('First Name')).toHaveValue('Ada');
  await expect(page.getByLabel('Last Name')).toHaveValue('Byron');

  expect(await listTitles(page.request)).toEqual(
    ['Engine analyst role', 'Letter to Babbage', 'My Resume'].sort(),
  );
  await outcome(page).getByRole('link', { name: 'Open My Documents' }).click();
  await expect(page).toHaveURL('/documents');
  await expect(
    page.getByRole('article', { name: 'Engine analyst role', exact: true }),
  ).toBeVisible();

  // The builder opens the imported main resume as this account's own.
  await page.goto('/build');
  await expect(page.getByLabel('Full Name')).toHaveValue('Ada Byron');
});

test('a file that is not an archive is refused with a clear message, nothing imported', async ({
  page,
  allowConsole,
}) => {
  allowConsole(failedResource(415), 'the server refuses a file that is not an archive');
  await createUser(page.request, { label: 'portability-bad' });
  await page.goto('/profile');
  await yourData(page)
    .getByLabel('TailorCV archive file')
    .setInputFiles({ name: 'data.zip', mimeType: 'application/zip', buffer: Buffer.from('hello') });
  await expect(outcome(page)).toContainText('Import failed');
  await expect(outcome(page)).toContainText(
    'The file is not a ZIP archive. Choose the file "Download my data" gave you.',
  );
  await expect(notice(page, 'Import failed')).toBeVisible();
  expect(await listTitles(page.request)).toEqual([]);
});

test('JSON Resume: import a resume.json into a new resume, then download it as JSON Resume', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await createUser(page.request, { label: 'json-resume' });
  await page.goto('/profile');
  const card = yourData(page);
  await expect(card.getByRole('button', { name: 'Import JSON Resume' })).toBeVisible();
  // Nothing on the card is wider than a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // A file that is not JSON Resume is refused in the browser, with the reason.
  await card.getByLabel('JSON Resume file').setInputFiles({
    name: 'resume.json',
    mimeType: 'application/json',
    buffer: Buffer.from('[1]'),
  });
  await expect(outcome(page)).toContainText('A JSON Resume file holds one JSON object ({ … }).');

  await card
    .getByLabel('JSON Resume file')
    .setInputFiles(path.join(FIXTURES, 'full-stack-engineer.json'));
  await expect(outcome(page)).toContainText(
    'Imported “Priya Raman – Senior Full-Stack Engineer” as a new resume.',
    SLOW,
  );
  const notImported = outcome(page).getByRole('list', { name: 'Not imported' });
  await expect(notImported).toContainText('projects[].entity: TailorCV projects have no entity');
  await expect(notImported).toContainText('basics.image: TailorCV resumes have no photo');
  await expect(notice(page, 'Resume imported')).toBeVisible();

  await outcome(page).getByRole('link', { name: 'Open it in the builder' }).click();
  await expect(page).toHaveURL(/\/build\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Full Name')).toHaveValue('Priya Raman');
  await expect(page.getByLabel('Email')).toHaveValue('priya.raman@example.com');

  // Download → JSON Resume gives the same person back as a resume.json.
  await page.getByRole('button', { name: 'Download' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /JSON Resume/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Priya Raman - resume.json');
  const exported = JSON.parse(new TextDecoder().decode(await bytesOf(download))) as {
    basics: { name: string; url: string; profiles: { network: string }[] };
    work: { name: string; position: string; highlights?: string[] }[];
    skills: { name: string; keywords?: string[] }[];
  };
  expect(exported.basics.name).toBe('Priya Raman');
  expect(exported.basics.url).toBe('https://priya-raman.example');
  expect(exported.basics.profiles.map((p) => p.network)).toEqual(['GitHub', 'LinkedIn']);
  expect(exported.work.map((w) => w.name)).toEqual([
    'Brightline Payments',
    'Parcelwise',
    'Fogbank Studios',
  ]);
  expect(exported.work[0]?.highlights).toHaveLength(3);
  expect(exported.skills[0]).toEqual({
    name: 'Back end',
    keywords: ['Go', 'PostgreSQL', 'Kafka', 'gRPC'],
  });
});
