import type { APIRequestContext, Page } from '@playwright/test';
import { failedResource } from '../fixtures.ts';
import { shortResume } from '../../src/shared/documents/__fixtures__/resume-fixtures.ts';
import { E2E_BASE_URL } from '../fixtures/e2e-env.ts';
import { createUser, expect, notice, test } from '../fixtures/test.ts';

/** CV import (issue 6): the Quick Start card of builder step 1, end to end. */

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
    await card.getByRole('button', { name: 'Upload and extract' }).click();
    await expect(card.getByText(/Uploading\.\.\.|Processing with AI\.\.\./)).toBeVisible();

    await expect(
      notice(
        page,
        'CV processed successfully!',
        'Your profile information has been extracted from your CV.',
      ),
    ).toBeVisible({ timeout: 45_000 });
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
