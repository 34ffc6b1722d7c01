import type { Page } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { linkedInZip } from '../../src/server/features/linkedin-import/__fixtures__/linkedin-export.ts';
import { failedResource } from '../fixtures.ts';
import { createUser, expect, notice, test } from '../fixtures/test.ts';
import { goToStep, openMoreSection, preview } from './builder-helpers.ts';

/** LinkedIn import: the data export ZIP from the Quick Start card, merged as a CV is. */

test.describe.configure({ timeout: 90_000 });

const quickStart = (page: Page) => page.getByRole('region', { name: /Quick Start/ });

test('a LinkedIn data export fills the builder and the preview after Replace', async ({ page }) => {
  await createUser(page.request, { label: 'linkedin-import' });
  await page.goto('/build');
  const card = quickStart(page);
  await expect(card).toBeVisible();
  await expect(card.getByText(/Settings → Data privacy → Get a copy of your data/)).toBeVisible();
  // The resume has a name already: the import asks first.
  await page.getByLabel('Full Name').fill('Someone Else');

  await card.getByLabel('Import LinkedIn data (ZIP)').setInputFiles({
    name: 'Basic_LinkedInDataExport.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(linkedInZip()),
  });
  // The dialog and the notice name what was uploaded: a LinkedIn export, not a CV.
  const dialog = page.getByRole('dialog', { name: 'Import from your LinkedIn export' });
  await expect(dialog).toBeVisible({ timeout: 45_000 });
  await expect(dialog.getByText(/^Your LinkedIn export: /).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Replace everything' }).click();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(notice(page, 'LinkedIn export imported!')).toContainText('Found 2 jobs, 1 degree');
  await expect(page.getByText('LinkedIn export loaded successfully!')).toBeVisible();

  await expect(page.getByLabel('Full Name')).toHaveValue('Grace Okafor');
  await expect(page.getByLabel('Headline')).toHaveValue('Staff Engineer, Platform');
  await expect(page.getByLabel('Email')).toHaveValue('grace@example.com');

  await goToStep(page, 'Experience');
  await expect(page.getByRole('heading', { level: 3, name: 'Staff Engineer' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Software Engineer' })).toBeVisible();
  await goToStep(page, 'Education');
  await expect(page.getByText('University of Lagos').first()).toBeVisible();
  await goToStep(page, 'Skills');
  await expect(page.getByText('Kubernetes', { exact: true }).first()).toBeVisible();
  await openMoreSection(page, 'Awards');
  await expect(page.getByRole('heading', { level: 3, name: 'Engineer of the Year' })).toBeVisible();

  for (const text of [
    'Grace Okafor',
    'Acme Cloud',
    'Globex',
    'University of Lagos',
    'Distributed Systems',
    'Engineer of the Year',
  ]) {
    await expect(preview(page).getByText(text).first()).toBeAttached();
  }
});

test('a ZIP without LinkedIn files is refused with the files it should hold', async ({
  page,
  allowConsole,
}) => {
  allowConsole(failedResource(422), 'the server refuses a ZIP that is not a LinkedIn export');
  await createUser(page.request, { label: 'linkedin-refused' });
  await page.goto('/build');
  await quickStart(page)
    .getByLabel('Import LinkedIn data (ZIP)')
    .setInputFiles({
      name: 'photos.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from(zipSync({ 'notes.txt': strToU8('hello') })),
    });
  await expect(notice(page, 'LinkedIn import failed')).toContainText('Positions.csv');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(quickStart(page)).toBeVisible();
});
