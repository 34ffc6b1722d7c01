import type { APIRequestContext, Page } from '@playwright/test';
import { failedResource } from '../fixtures.ts';
import { shortResume } from '../../src/shared/documents/__fixtures__/resume-fixtures.ts';
import { resumeToApi } from '../../src/shared/resume/resume-api.ts';
import { resumeDataSchema } from '../../src/shared/resume/resume.schema.ts';
import { E2E_BASE_URL } from '../fixtures/e2e-env.ts';
import { createUser, expect, holdRequests, notice, test } from '../fixtures/test.ts';
import { goToStep } from './builder-helpers.ts';

/** CV import: the Quick Start card of builder step 1, end to end. */

test.describe.configure({ timeout: 90_000 });

/** A real CV file, rendered by the app's own document engine from a known resume. */
async function renderCv(request: APIRequestContext, format: 'pdf' | 'docx'): Promise<Buffer> {
  const res = await request.post(`${E2E_BASE_URL}/api/export/${format}`, {
    headers: { origin: E2E_BASE_URL },
    data: {
      personal_info: shortResume.personalInfo,
      experience: shortResume.experience,
      education: shortResume.education,
      skills: shortResume.skills,
      template_id: 1,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return res.body();
}

const MIME = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

const quickStart = (page: Page) => page.getByRole('region', { name: /Quick Start/ });
const importDialog = (page: Page) => page.getByRole('dialog', { name: 'Import from your CV' });

async function openBuilder(page: Page) {
  await page.goto('/build');
  await expect(quickStart(page)).toBeVisible();
}

for (const format of ['pdf', 'docx'] as const) {
  test(`uploading a real ${format.toUpperCase()} fills the builder, and the import can be undone`, async ({
    page,
  }) => {
    await createUser(page.request, { label: `cv-${format}` });
    const cv = await renderCv(page.request, format);
    await openBuilder(page);
    await page.getByLabel('Full Name').fill('Someone Else');
    const emailBefore = await page.getByLabel('Email').inputValue();

    const card = quickStart(page);
    await expect(card.getByText('No file selected.')).toBeVisible();
    await card
      .getByLabel(/Choose a file/)
      .setInputFiles({ name: `jane-doe.${format}`, mimeType: MIME[format], buffer: cv });
    await expect(card.getByText(`jane-doe.${format}`)).toBeVisible();
    // Each call is held until its state has been seen: a fast server would otherwise pass
    // through both states before the page is looked at.
    const releaseUpload = await holdRequests(page, '**/api/cv', 'POST');
    const releaseProcess = await holdRequests(page, '**/api/functions/process-cv', 'POST');
    await card.getByRole('button', { name: 'Upload and extract' }).click();
    await expect(card.getByText('Uploading...', { exact: true })).toBeVisible();
    releaseUpload();
    await expect(card.getByText('Processing with AI...', { exact: true })).toBeVisible();
    releaseProcess();

    // The resume has a name already: the import asks first.
    const dialog = importDialog(page);
    await expect(dialog).toBeVisible({ timeout: 45_000 });
    await dialog.getByRole('button', { name: 'Replace everything' }).click();
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog).toBeHidden();

    await expect(notice(page, 'CV processed successfully!')).toContainText(
      'Your profile information has been extracted from your CV. Found 1 job, 1 degree, ',
    );
    await expect(page.getByText('CV information loaded successfully!')).toBeVisible();
    await page
      .getByRole('region', { name: 'CV import' })
      .screenshot({ path: `.tmp/shots-n/cv-loaded-${format}.png` });
    await expect(quickStart(page)).toHaveCount(0);
    await expect(page.getByLabel('Full Name')).toHaveValue('Jane Doe');
    await expect(page.getByLabel('Email')).toHaveValue('jane.doe@example.com');
    await expect(page.getByLabel('Location')).toHaveValue('Portland, OR');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Senior Product Designer' })).toBeVisible();
    await expect(
      page
        .getByText(/Northwind Apps/)
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Previous' }).click();

    // Undo from the notice gives back the document as it was, and the card again.
    await notice(page, 'CV processed successfully!').getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByLabel('Full Name')).toHaveValue('Someone Else');
    await expect(page.getByLabel('Email')).toHaveValue(emailBefore);
    await expect(quickStart(page)).toBeVisible();
  });
}

test('a CV with more jobs than the builder holds: the first 50 come in, and the notice says how many did not', async ({
  page,
}) => {
  await createUser(page.request, { label: 'cv-long' });
  await openBuilder(page);
  const jobs = Array.from(
    { length: 57 },
    (_, i) => `Engineer ${i} at Acme ${i}\nJan 2010 - Dec 2012\n- Built things`,
  );
  const cv = ['Jane Long', 'jane.long@example.com', 'EXPERIENCE', ...jobs].join('\n');
  await quickStart(page)
    .getByLabel(/Choose a file/)
    .setInputFiles({ name: 'long-cv.txt', mimeType: 'text/plain', buffer: Buffer.from(cv) });
  await quickStart(page).getByRole('button', { name: 'Upload and extract' }).click();

  const leftOut = 'Imported the first 50 jobs; 7 more were left out.';
  await expect(notice(page, 'Part of your CV was not imported', leftOut)).toBeVisible({
    timeout: 45_000,
  });
  await expect(notice(page, 'CV processed successfully!')).toBeVisible();
  await expect(page.getByRole('region', { name: 'CV import' }).getByText(leftOut)).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('Jane Long');
});

test('refuses a wrong type and a file over 5 MB with the spec’s notices, resetting the selection', async ({
  page,
  allowConsole,
}) => {
  allowConsole(failedResource(415), 'the server refuses a file that is not a CV');
  await createUser(page.request, { label: 'cv-rules' });
  await openBuilder(page);
  const input = quickStart(page).getByLabel(/Choose a file/);

  await input.setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from([137, 80, 78, 71]),
  });
  await expect(
    notice(page, 'Invalid file type', 'Please upload a PDF, DOC, DOCX, or TXT file.'),
  ).toBeVisible();
  await expect(quickStart(page).getByText('No file selected.')).toBeVisible();
  expect(await input.evaluate((el) => (el as HTMLInputElement).files?.length ?? 0)).toBe(0);

  await input.setInputFiles({
    name: 'huge.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x20),
  });
  await expect(
    notice(page, 'File too large', 'Please upload a file smaller than 5MB.'),
  ).toBeVisible();
  await expect(quickStart(page).getByText('No file selected.')).toBeVisible();

  // Wait for the first notice to go, so the next one is the server's answer.
  await expect(notice(page, 'Invalid file type')).toHaveCount(0, { timeout: 20_000 });
  // A file whose name says PDF but whose content is a web page: the server refuses it.
  await input.setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html><body><h1>Jane Doe</h1></body></html>'),
  });
  await quickStart(page).getByRole('button', { name: 'Upload and extract' }).click();
  await expect(
    notice(
      page,
      'Invalid file type',
      'This file is named .pdf but holds a web page (HTML). Please upload a PDF, DOC, DOCX, or TXT file.',
    ),
  ).toBeVisible();
  await expect(quickStart(page).getByText('No file selected.')).toBeVisible();

  // A text file with no CV in it: processing answers success false with the reason.
  await input.setInputFiles({
    name: 'empty.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('  \n\n '),
  });
  await quickStart(page).getByRole('button', { name: 'Upload and extract' }).click();
  await expect(notice(page, 'Processing failed')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByLabel('Full Name')).toHaveValue('');
  await expect(quickStart(page).getByText('No file selected.')).toBeVisible();
});

test('an anonymous visitor sees the card with a prompt to sign in', async ({ page }) => {
  await openBuilder(page);
  const card = quickStart(page);
  await expect(
    card.getByText('Sign in to upload your CV and fill the builder from it.'),
  ).toBeVisible();
  await expect(card.getByLabel(/Choose a file/)).toHaveCount(0);
  await card.screenshot({ path: '.tmp/shots-n/cv-card-anonymous.png' });
  await card.getByRole('link', { name: 'Sign in to upload' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('the card at 375 px and 1280 px', async ({ page }) => {
  await createUser(page.request, { label: 'cv-shots' });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await openBuilder(page);
    await quickStart(page)
      .getByLabel(/Choose a file/)
      .setInputFiles({
        name: 'my-resume.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('Jane Doe'),
      });
    await quickStart(page).screenshot({ path: `.tmp/shots-n/cv-card-${width}.png` });
    const box = await quickStart(page).boundingBox();
    expect(box!.width).toBeLessThanOrEqual(width);
  }
});

/** The resume of another person than the CV's, with something in every section. */
const oldResume = resumeDataSchema.parse({
  personalInfo: {
    fullName: 'Old Name',
    email: 'old@example.com',
    phone: '',
    location: 'Oslo, Norway',
    summary: 'Old summary',
    links: [{ label: 'Old site', url: 'https://old.example.com' }],
  },
  experience: [{ id: '1', jobTitle: 'Old job', company: 'Old Co', startYear: '2010' }],
  skills: [{ name: 'Old skill', category: '' }],
  languages: [{ name: 'Norwegian', level: 'Native' }],
  certifications: [{ id: '2', name: 'Old cert' }],
});

/** Ada's CV as plain text, with a section the builder has no place for. */
const adaCv = [
  'Ada Lovelace',
  'ada.lovelace@example.com | +44 20 7946 0958 | London, UK',
  'linkedin.com/in/ada-lovelace',
  '',
  'SUMMARY',
  'Analyst who turns numbers into engines.',
  '',
  'EXPERIENCE',
  'Lead Analyst at Engines Ltd',
  // A start year to come, as a typo makes it: marked for review as well.
  'Jan 2099 - Present',
  '- Built the difference engine',
  '',
  'Analyst at Babbage & Co',
  'Mar 2016 - Dec 2019',
  '- Wrote the first program',
  '',
  'Clerk at Bank of London',
  // The years swapped, as a hurried CV has them: the engine marks the end date for review.
  'Jun 2016 - Feb 2014',
  '- Counted things',
  '',
  'EDUCATION',
  'BSc Mathematics, University of London',
  '2010 - 2014',
  '',
  'MSc Computing, Imperial College',
  '2014 - 2015',
  '',
  'SKILLS',
  'Python, SQL, Analysis, Git',
  '',
  'LANGUAGES',
  'English (Native), French (B2)',
  '',
  'CERTIFICATIONS',
  'AWS Certified Developer, Amazon, 2021',
  '',
  'PUBLICATIONS',
  'Notes on the Analytical Engine, 1843',
  '',
  'REFERENCES',
  'Available on request',
].join('\n');

/** Saves `oldResume` as the account's resume, so the builder opens with it. */
async function saveOldResume(request: APIRequestContext) {
  const res = await request.put(`${E2E_BASE_URL}/api/resume`, {
    headers: { origin: E2E_BASE_URL },
    data: { ...resumeToApi(oldResume), version: 0 },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function uploadAda(page: Page) {
  await quickStart(page)
    .getByLabel(/Choose a file/)
    .setInputFiles({ name: 'ada.txt', mimeType: 'text/plain', buffer: Buffer.from(adaCv) });
  await quickStart(page).getByRole('button', { name: 'Upload and extract' }).click();
  await expect(importDialog(page)).toBeVisible({ timeout: 45_000 });
}

/** The builder's step card (not the live preview, which shows the same texts). */
const editor = (page: Page) => page.locator('section[aria-labelledby^="step-"]');

/** A section's row of the dialog: its choices are a radio group named by the section. */
const row = (page: Page, section: string) =>
  importDialog(page).getByRole('radiogroup', { name: section, exact: true });

test('into a filled resume: the import asks per section, shows what changes, does what was chosen, and can be undone', async ({
  page,
}) => {
  await createUser(page.request, { label: 'cv-choose' });
  await saveOldResume(page.request);
  await openBuilder(page);
  await expect(page.getByLabel('Full Name')).toHaveValue('Old Name');
  await uploadAda(page);

  // What the CV holds and, for the defaults, what changes.
  const experience = row(page, 'Work experience');
  await expect(experience).toHaveAccessibleDescription('1 job kept, 3 added');
  await expect(importDialog(page).getByText('Your CV: 3 jobs')).toBeVisible();
  await expect(experience.getByRole('radio', { name: 'Add' })).toBeChecked();
  await expect(row(page, 'Personal details')).toHaveAccessibleDescription('Fills phone');
  await expect(row(page, 'Education')).toHaveAccessibleDescription('Adds 2 degrees');
  await expect(row(page, 'Summary')).toHaveAccessibleDescription('No change');
  await page.setViewportSize({ width: 1280, height: 900 });
  await importDialog(page).screenshot({ path: '.tmp/shots-d/cv-import-dialog-1280.png' });

  // Choose: Ada's personal details and skills replace Old Name's; links and
  // certifications stay; the jobs are added.
  await row(page, 'Personal details').getByRole('radio', { name: 'Replace' }).check();
  await expect(row(page, 'Personal details')).toHaveAccessibleDescription(
    'Fills phone; Replaces name, email and location',
  );
  await row(page, 'Skills').getByRole('radio', { name: 'Replace' }).check();
  await expect(row(page, 'Skills')).toHaveAccessibleDescription('Replaces 1 skill with 4');
  await row(page, 'Links').getByRole('radio', { name: 'Keep' }).check();
  await expect(row(page, 'Links')).toHaveAccessibleDescription('No change: 1 link kept');
  // The keyboard moves between a section's choices.
  await row(page, 'Certifications').getByRole('radio', { name: 'Add' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(row(page, 'Certifications').getByRole('radio', { name: 'Keep' })).toBeChecked();
  await importDialog(page).getByRole('button', { name: 'Import', exact: true }).click();
  await expect(importDialog(page)).toBeHidden();

  // The notice says what was read and what was not imported.
  const processed = notice(page, 'CV processed successfully!');
  await expect(processed).toContainText('Found 3 jobs, 2 degrees, 4 skills, 2 languages');
  await expect(processed).toContainText('1 publication');
  await expect(processed).toContainText(/'REFERENCES' not imported/i);
  await expect(page.getByRole('region', { name: 'CV import' })).toContainText('Found 3 jobs');

  await expect(page.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
  await expect(page.getByLabel('Email')).toHaveValue('ada.lovelace@example.com');
  await expect(page.getByLabel('Location')).toHaveValue('London, UK');
  await expect(page.getByLabel('Professional Summary')).toHaveValue('Old summary');
  await expect(editor(page).getByText('https://old.example.com')).toBeVisible();
  await expect(page.getByText(/linkedin\.com/)).toHaveCount(0);

  await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue(
    '+44 20 7946 0958',
  );

  await goToStep(page, 'Experience');
  const jobs = page.getByRole('list', { name: 'Work experience', exact: true });
  await expect(jobs.getByRole('heading', { level: 3 })).toHaveText([
    'Old job',
    'Lead Analyst',
    'Analyst',
    'Clerk',
  ]);
  // The swapped years are marked on the job's card, with the CV line they came from.
  const marked = jobs.getByRole('article').filter({ hasText: 'Bank of London' });
  await expect(marked.getByText('Check this')).toBeVisible();
  await expect(marked).toContainText('End year: The end date is before the start date');
  await expect(marked).toContainText('From your CV: “Jun 2016 - Feb 2014”');
  await marked.screenshot({ path: '.tmp/shots-d/cv-review-mark-card.png' });
  // The other mark, on the start year to come, is dismissed from its card.
  const future = jobs.getByRole('article').filter({ hasText: 'Engines Ltd' });
  await expect(future).toContainText('Start year: The start date is in the future');
  await future.getByRole('button', { name: /^Dismiss the check of/ }).click();
  await expect(future.getByText('Check this')).toHaveCount(0);
  await expect(jobs.getByText('Check this')).toHaveCount(1);
  // In the form the mark sits on the field; saving a corrected value takes it away.
  await marked.getByRole('button', { name: 'Edit Clerk at Bank of London' }).click();
  const form = page.getByRole('form', { name: 'Edit Experience' });
  const endYear = form.getByRole('combobox', { name: 'End Year' });
  await expect(endYear).toHaveAccessibleDescription(/Check this.*end date is before the start/);
  await form.getByRole('combobox', { name: 'Start Year' }).selectOption('2014');
  await endYear.selectOption('2016');
  await form.getByRole('button', { name: 'Update Experience' }).click();
  await expect(jobs.getByText('Check this')).toHaveCount(0);

  await goToStep(page, 'Skills');
  await expect(page.getByText('Old skill')).toHaveCount(0);
  await expect(editor(page).getByText('Norwegian')).toBeVisible();
  await expect(editor(page).getByText('English', { exact: true })).toBeVisible();
  await expect(editor(page).getByText('Old cert')).toBeVisible();
  await expect(page.getByText('AWS Certified Developer')).toHaveCount(0);

  // Undo gives back the resume as it was.
  await processed.getByRole('button', { name: 'Undo' }).click();
  await expect(editor(page).getByText('Old skill')).toBeVisible();
  await goToStep(page, 'Personal Info');
  await expect(page.getByLabel('Full Name')).toHaveValue('Old Name');
  await expect(page.getByLabel('Phone')).toHaveValue('');
  await goToStep(page, 'Experience');
  await expect(jobs.getByRole('heading', { level: 3 })).toHaveText(['Old job']);
});

test('replacing everything leaves nothing of the old resume; cancelling changes nothing', async ({
  page,
}) => {
  await createUser(page.request, { label: 'cv-replace' });
  await saveOldResume(page.request);
  await page.setViewportSize({ width: 375, height: 800 });
  await openBuilder(page);
  await uploadAda(page);
  const dialog = importDialog(page);
  const box = await dialog.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
  await dialog.screenshot({ path: '.tmp/shots-d/cv-import-dialog-375.png' });

  // Cancel: nothing changes.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(notice(page, 'Import cancelled', 'Your resume was not changed.')).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('Old Name');

  await uploadAda(page);
  await dialog.getByRole('button', { name: 'Replace everything' }).click();
  await expect(row(page, 'Links')).toHaveAccessibleDescription('Replaces 1 link with 1');
  await expect(row(page, 'Summary')).toHaveAccessibleDescription('Replaces your summary');
  await expect(row(page, 'Certifications')).toHaveAccessibleDescription(
    'Replaces 1 certification with 1',
  );
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(notice(page, 'CV processed successfully!')).toBeVisible();

  await expect(page.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
  await expect(page.getByText('https://old.example.com')).toHaveCount(0);
  await expect(editor(page).getByText('https://linkedin.com/in/ada-lovelace')).toBeVisible();
  await goToStep(page, 'Skills');
  await expect(page.getByText('Norwegian')).toHaveCount(0);
  await expect(page.getByText('Old cert')).toHaveCount(0);
  await expect(page.getByText('Old skill')).toHaveCount(0);
  await expect(editor(page).getByText('AWS Certified Developer')).toBeVisible();
});
