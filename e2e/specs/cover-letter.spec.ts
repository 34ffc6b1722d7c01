import fs from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { JANE_DOE_PACK_FILES } from '../../src/shared/documents/__fixtures__/cover-letter-fixtures.ts';
import { inspectPdf } from '../../src/server/features/export/pdf-inspect.test-support.ts';
import { E2E_BASE_URL } from '../fixtures/e2e-env.ts';
import { failedResource } from '../fixtures.ts';
import { createUser, expect, notice, test } from '../fixtures/test.ts';
import { experienceEntry, openWithAnonymousDraft, resumeDoc } from './builder-helpers.ts';
import { ORIGIN, SAVE_WAIT, apiCreate, apiGet } from './documents-helpers.ts';

/**
 * The cover letter editor: a letter linked to a resume with a target job,
 * 'Draft from my resume', edits, the preview, every download and the application pack,
 * saving with versions (409), and the anonymous letter moved into a new account.
 */

test.describe.configure({ timeout: 120_000 });

/** The first drawing loads the engine (worker, fonts, pdf.js): slow on a busy 2-core machine. */
const FIRST_DRAW = { timeout: 60_000 };

const POSTING = [
  'Globex builds checkout software for 3,000 independent shops.',
  'We are hiring a Lead Product Designer to shape our checkout.',
  'Requirements:',
  '- Figma and prototyping',
  '- User research with customers',
  '- Kubernetes is a plus',
].join('\n');

const JANE = resumeDoc({
  personalInfo: {
    fullName: 'Jane Doe',
    email: 'jane.doe@example.com',
    phone: '+1 555 0100',
    location: 'Portland, OR',
    summary: '',
    links: [],
  },
  experience: [
    experienceEntry('1', {
      jobTitle: 'Senior Product Designer',
      company: 'Northwind Apps',
      startMonth: '04',
      startYear: '2019',
      current: true,
      description:
        'Raised trial-to-paid conversion by 18% with a redesigned checkout.\nLead design for the onboarding flow used by 2 million people a month.\nRan 40 usability sessions a quarter with customers to test new flows before launch.',
      tags: ['Figma', 'User Research'],
    }),
  ],
  skills: [{ name: 'Prototyping', category: '' }],
  targetJob: { title: 'Lead Product Designer', company: 'Globex', description: POSTING },
});

interface Doc {
  id: string;
  version: number;
  data: Record<string, unknown> & { greeting?: string; paragraphs?: string[] };
}

async function bytesOf(download: Download): Promise<Uint8Array> {
  return new Uint8Array(await fs.readFile(await download.path()));
}

async function downloadAs(page: Page, label: 'PDF' | 'DOCX' | 'TXT'): Promise<Download> {
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const waiting = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: new RegExp(`^${label}\\b`) }).click();
  return waiting;
}

/** The person's own last paragraph: long enough that the letter keeps its 150 words. */
const OWN_WORDS =
  'Thank you for reading my letter. I would love to talk about the role at Globex with you soon.';

const saveStatus = (page: Page) => page.getByTestId('letter-save-status');
const paragraph = (page: Page, n: number) => page.getByLabel(`Paragraph ${n}`, { exact: true });

/** A signed-in user with the resume above and an empty letter linked to it, opened. */
async function openLinkedLetter(page: Page, label: string): Promise<{ letter: Doc; resume: Doc }> {
  await createUser(page.request, { label });
  const resume = await apiCreate<Doc>(page.request, {
    kind: 'resume',
    title: 'Globex application',
    template_id: '12',
    data: JANE,
  });
  const letter = await apiCreate<Doc>(page.request, {
    kind: 'cover_letter',
    title: 'Letter to Globex',
    linked_resume_id: resume.id,
  });
  await page.goto(`/cover-letter/${letter.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Letter to Globex');
  return { letter, resume };
}

test('create a letter from a resume with a target job: draft, edit, save, preview, download all, application pack', async ({
  page,
}) => {
  const { letter } = await openLinkedLetter(page, 'letter-main');

  // Filled from the linked resume and its target job.
  await expect(page.getByLabel('Full name')).toHaveValue('Jane Doe');
  await expect(page.getByLabel('E-mail')).toHaveValue('jane.doe@example.com');
  await expect(page.getByLabel('Role applied for')).toHaveValue('Lead Product Designer');
  await expect(page.getByLabel('Company')).toHaveValue('Globex');
  await expect(page.getByText('Target job: Lead Product Designer at Globex')).toBeVisible();

  // The recipient's name first, so the draft greets them.
  await page.getByLabel("Hiring manager's name").fill('Dana Smith');
  await page.getByRole('radio', { name: 'Warm' }).check();
  await page.getByRole('button', { name: 'Draft from my resume' }).click();
  await expect(notice(page, 'Draft ready')).toBeVisible();
  await expect(page.getByLabel('Greeting')).toHaveValue('Dear Dana,');
  await expect(paragraph(page, 1)).toHaveValue(
    /Globex is (looking for|hiring) a Lead Product Designer/,
  );
  await expect(page.getByLabel('Closing')).toHaveValue('Warm regards,');
  await expect(page.getByLabel('Signature')).toHaveValue('Jane Doe');
  // The company in the posting's own words, then the achievements and the keywords.
  await expect(paragraph(page, 2)).toHaveValue(
    'It is exciting to read in your posting that Globex builds checkout software for 3,000 independent shops.',
  );
  const body = (await paragraph(page, 3).inputValue()) + (await paragraph(page, 4).inputValue());
  expect(body).toContain('18%');
  expect(body).toContain('Figma');
  expect(body).not.toContain('Kubernetes');

  // Every fact sentence shows its sources beside the letter; nothing is flagged.
  const sources = page.getByTestId('sentence-sources');
  await expect(sources.getByText('Job 1 (Northwind Apps): title').first()).toBeVisible();
  await expect(sources.getByText('Target job: company').first()).toBeVisible();
  await expect(sources.getByText('The job posting')).toBeVisible();
  await expect(sources.getByText('Framing: names the role and company only').first()).toBeVisible();
  await expect(sources.locator('[data-flagged]')).toHaveCount(0);

  // The checks pass for the draft.
  const checks = page.getByTestId('letter-checks');
  await expect(checks.getByRole('status')).toHaveText('All checks pass.');

  // Asking again over text asks first, and 'Keep my letter' changes nothing.
  await page.getByLabel('Greeting').fill('Dear Ms. Smith,');
  await page.getByRole('button', { name: 'Draft from my resume' }).click();
  const confirm = page.getByRole('dialog', { name: 'Replace your letter?' });
  await confirm.getByRole('button', { name: 'Keep my letter' }).click();
  await expect(page.getByLabel('Greeting')).toHaveValue('Dear Ms. Smith,');

  // An edit of my own: placeholder text is caught by the checks until replaced.
  await paragraph(page, 5).fill(
    'Thank you for reading my letter. I would love to join [Company] and talk with you soon.',
  );
  await expect(checks.locator('[data-status="fail"]')).toContainText('No placeholder text');
  await paragraph(page, 5).fill(OWN_WORDS);
  await expect(checks.getByRole('status')).toHaveText('All checks pass.');

  await expect(saveStatus(page)).toHaveText('Unsaved changes (kept in this browser)');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saveStatus(page)).toHaveText('All changes saved', SAVE_WAIT);
  const saved = await apiGet<Doc>(page.request, letter.id);
  expect(saved.version).toBe(letter.version + 1);
  expect(saved.data).toMatchObject({
    greeting: 'Dear Ms. Smith,',
    tone: 'warm',
    recipient: { name: 'Dana Smith', company: 'Globex' },
  });
  expect(saved.data.paragraphs?.at(-1)).toBe(OWN_WORDS);

  // The live preview and the Preview dialog draw the letter.
  await expect(page.getByTestId('letter-preview-status')).toContainText('1 page', FIRST_DRAW);
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview' });
  await expect(dialog.getByTestId('preview-dialog-status')).toHaveText('1 page', FIRST_DRAW);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Each format downloads under the letter's name and parses.
  const pdf = await downloadAs(page, 'PDF');
  expect(pdf.suggestedFilename()).toBe('Jane Doe - Cover Letter.pdf');
  const pdfText = (await inspectPdf(await bytesOf(pdf))).text;
  expect(pdfText).toContain('Dear Ms. Smith,');
  expect(pdfText).toContain('Re: Lead Product Designer');

  const docx = await downloadAs(page, 'DOCX');
  expect(docx.suggestedFilename()).toBe('Jane Doe - Cover Letter.docx');
  const docxText = await mammoth.extractRawText({ buffer: Buffer.from(await bytesOf(docx)) });
  expect(docxText.value).toContain(OWN_WORDS);

  const txt = await downloadAs(page, 'TXT');
  expect(txt.suggestedFilename()).toBe('Jane Doe - Cover Letter.txt');
  const txtText = new TextDecoder().decode(await bytesOf(txt));
  expect(txtText).toContain('Dear Ms. Smith,\n\n');
  expect(txtText.trimEnd().endsWith('Warm regards,\nJane Doe')).toBe(true);

  // The application pack: both documents in all three formats, in one ZIP.
  const waiting = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Application pack' }).click();
  const pack = await waiting;
  expect(pack.suggestedFilename()).toBe('Jane Doe - Application.zip');
  const files = unzipSync(await bytesOf(pack));
  expect(Object.keys(files)).toEqual(JANE_DOE_PACK_FILES);
  expect((await inspectPdf(files['Jane Doe - Resume.pdf']!)).text).toContain('Northwind Apps');
  expect((await inspectPdf(files['Jane Doe - Cover Letter.pdf']!)).text).toContain(
    'Dear Ms. Smith,',
  );
  const resumeDocx = await mammoth.extractRawText({
    buffer: Buffer.from(files['Jane Doe - Resume.docx']!),
  });
  expect(resumeDocx.value).toContain('Senior Product Designer');
  expect(new TextDecoder().decode(files['Jane Doe - Cover Letter.txt'])).toBe(txtText);
});

test('Save is enabled only while something is unsaved, as in the builder', async ({ page }) => {
  const { letter } = await openLinkedLetter(page, 'letter-save-state');
  const save = page.getByRole('button', { name: 'Save', exact: true });
  const greeting = page.getByLabel('Greeting');
  await greeting.fill('Dear team,');
  await expect(saveStatus(page)).toHaveText('Unsaved changes (kept in this browser)');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(saveStatus(page)).toHaveText('All changes saved', SAVE_WAIT);
  await expect(save).toBeDisabled();

  // An edit enables it; typing the saved text back disables it again.
  await greeting.fill('Dear Globex team,');
  await expect(save).toBeEnabled();
  await greeting.fill('Dear team,');
  await expect(saveStatus(page)).toHaveText('All changes saved');
  await expect(save).toBeDisabled();

  // Opened again, the saved letter has nothing to save.
  await page.reload();
  await expect(greeting).toHaveValue('Dear team,');
  await expect(save).toBeDisabled();
  expect((await apiGet<Doc>(page.request, letter.id)).version).toBe(letter.version + 1);
});

test('a save made elsewhere meanwhile: 409, and the person chooses', async ({
  page,
  allowConsole,
}) => {
  allowConsole(failedResource(409), 'the server refuses a save over a newer version with 409');
  const { letter } = await openLinkedLetter(page, 'letter-conflict');
  await page.getByLabel('Greeting').fill('Dear team,');

  // Another tab saves first.
  const res = await page.request.put(`${E2E_BASE_URL}/api/documents/${letter.id}`, {
    headers: ORIGIN,
    data: { version: letter.version, data: { greeting: 'Hello from elsewhere,' } },
  });
  expect(res.status()).toBe(200);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const conflict = page.getByRole('dialog', { name: 'Your letter was changed somewhere else' });
  await expect(conflict).toBeVisible(SAVE_WAIT);
  await conflict.getByRole('button', { name: 'Load the saved one' }).click();
  await expect(page.getByLabel('Greeting')).toHaveValue('Hello from elsewhere,');

  await page.getByLabel('Greeting').fill('Dear Globex team,');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saveStatus(page)).toHaveText('All changes saved', SAVE_WAIT);
  expect((await apiGet<Doc>(page.request, letter.id)).data.greeting).toBe('Dear Globex team,');
});

test('leaving with unsaved changes asks first, as in the builder', async ({ page }) => {
  await openLinkedLetter(page, 'letter-leave');
  await page.getByLabel('Greeting').fill('Dear team,');
  await expect(saveStatus(page)).toHaveText('Unsaved changes (kept in this browser)');

  const leaveDialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  const back = page.getByRole('main').getByRole('link', { name: 'My Documents' });
  await back.click();
  await expect(leaveDialog).toBeVisible();
  await leaveDialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(leaveDialog).toBeHidden();
  await expect(page.getByLabel('Greeting')).toHaveValue('Dear team,');

  await back.click();
  await leaveDialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/documents`);
});

test('a resume without experience: "Please add your experience first"', async ({
  page,
  allowConsole,
}) => {
  allowConsole(failedResource(422), 'the server refuses to draft from a resume without experience');
  await createUser(page.request, { label: 'letter-empty' });
  const resume = await apiCreate<Doc>(page.request, {
    kind: 'resume',
    title: 'Empty',
    data: resumeDoc({
      personalInfo: {
        fullName: 'No Jobs',
        email: '',
        phone: '',
        location: '',
        summary: '',
        links: [],
      },
    }),
  });
  const letter = await apiCreate<Doc>(page.request, {
    kind: 'cover_letter',
    title: 'Letter',
    linked_resume_id: resume.id,
  });
  await page.goto(`/cover-letter/${letter.id}`);
  await expect(page.getByLabel('Full name')).toHaveValue('No Jobs');
  await page.getByRole('button', { name: 'Draft from my resume' }).click();
  await expect(notice(page, 'Please add your experience first')).toBeVisible();
  await expect(paragraph(page, 1)).toHaveValue('');
});

test('an anonymous letter is moved into a new account on sign-up', async ({ page }) => {
  // The visitor's resume in this browser, then the letter beside it.
  await openWithAnonymousDraft(page, JANE, '/cover-letter');
  await expect(page.getByText('Kept in this browser.')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Jane Doe');
  await page.getByRole('radio', { name: 'Concise' }).check();
  await page.getByRole('button', { name: 'Draft from my resume' }).click();
  await expect(notice(page, 'Draft ready')).toBeVisible();
  await page.getByLabel('Greeting').fill('Dear Globex recruiters,');
  // It survives a reload.
  await page.reload();
  await expect(page.getByLabel('Greeting')).toHaveValue('Dear Globex recruiters,');

  // Sign up in this browser, then land in the builder as after the sign-up form.
  await createUser(page.request, { label: 'letter-move' });
  await page.goto('/build');
  await expect(notice(page, 'Cover letter moved to your account')).toBeVisible(SAVE_WAIT);
  expect(
    await page.evaluate(() => localStorage.getItem('tailorcv.cover-letter-draft.anonymous')),
  ).toBeNull();

  await page.goto('/documents');
  const card = page.getByRole('article', { name: 'Cover letter: Lead Product Designer' });
  await expect(card).toBeVisible();
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/cover-letter\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Greeting')).toHaveValue('Dear Globex recruiters,');
  await expect(paragraph(page, 1)).toHaveValue(
    /I am applying for the Lead Product Designer role at Globex\./,
  );
  // Linked to the account's main resume (the builder moved the browser's resume in).
  await expect(page.getByLabel('Resume it goes with')).toHaveValue(/[0-9a-f-]{36}/);
});

test('on a 375 px phone the editor fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openWithAnonymousDraft(page, JANE, '/cover-letter');
  await expect(page.getByRole('button', { name: 'Draft from my resume' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Draft from my resume' }).click();
  await expect(notice(page, 'Draft ready')).toBeVisible();
  await expect(page.getByTestId('letter-preview-status')).toContainText('1 page', FIRST_DRAW);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
});
