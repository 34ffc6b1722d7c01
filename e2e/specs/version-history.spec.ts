import type { Page } from '@playwright/test';
import { findTemplate } from '../../src/shared/templates/catalogue.ts';
import { createUser, expect, notice, test } from '../fixtures/test.ts';
import { openMoreSection, stepButton } from './builder-helpers.ts';
import { SAVE_WAIT, apiCreate, apiGet, saveButton, saveStatus } from './documents-helpers.ts';

/**
 * Version history: a signed-in person saves a resume, changes its template and saves, edits
 * it again and saves; History lists the three versions with what changed, a preview shows
 * an older one, and restoring it brings its content back into the builder and after a
 * reload, with the state before the restore kept. The same for a cover letter's history,
 * and a CV import's save kept as an import. (The ten-minute folding of saves is tested on
 * the server with a fake clock.)
 */

test.describe.configure({ timeout: 120_000 });

const history = (page: Page) => page.getByRole('region', { name: 'History' });
const versionRows = (page: Page) => history(page).getByTestId('history-version');

async function saveAndWait(page: Page) {
  await saveButton(page).click();
  await expect(saveStatus(page)).toHaveText('All changes saved', SAVE_WAIT);
}

test('resume: save, change the template, edit again, then preview and restore the first version', async ({
  page,
}) => {
  await createUser(page.request, { label: 'version-history' });
  const template = findTemplate(3)!;
  await page.goto('/build');
  await page.getByLabel('Full Name').fill('Ada Lovelace');
  await page.getByLabel('Professional Summary').fill('First summary.');
  await saveAndWait(page);

  // A template change is a version of its own.
  await page.getByRole('button', { name: 'Change template' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a template' });
  await picker
    .getByRole('button', { name: new RegExp(template.name) })
    .first()
    .click();
  if (await picker.isVisible()) await page.keyboard.press('Escape');
  await expect(page.getByTestId('current-template')).toHaveText(template.name);
  await saveAndWait(page);

  await page.getByLabel('Professional Summary').fill('Second summary, rewritten.');
  await saveAndWait(page);

  await openMoreSection(page, 'History');
  await expect(page.getByRole('heading', { level: 2, name: 'History' })).toBeFocused();
  await expect(versionRows(page)).toHaveCount(3);
  await expect(versionRows(page).nth(0)).toContainText('Saved');
  await expect(versionRows(page).nth(0)).toContainText('Summary edited');
  await expect(versionRows(page).nth(1)).toContainText('Template changed');
  await expect(versionRows(page).nth(1)).toContainText(`→ ${template.name}`);
  await expect(versionRows(page).nth(2)).toContainText('Created');

  // Name the first version.
  await versionRows(page)
    .nth(2)
    .getByRole('button', { name: /^Name / })
    .click();
  await history(page).getByLabel('Version name').fill('  First draft  ');
  await history(page).getByRole('button', { name: 'Save name' }).click();
  await expect(versionRows(page).nth(2)).toContainText('First draft');

  // Preview it: the builder's own preview of that version.
  await versionRows(page)
    .nth(2)
    .getByRole('button', { name: /^Preview / })
    .click();
  const previewDialog = page.getByRole('dialog', { name: /^Version of / });
  await expect(previewDialog.getByRole('article', { name: 'Resume preview' })).toContainText(
    'First summary.',
  );
  await previewDialog.getByRole('button', { name: 'Restore this version' }).click();

  const confirm = page.getByRole('dialog', { name: 'Restore this version?' });
  await confirm.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(notice(page, 'Version restored')).toBeVisible();
  await expect(confirm).toBeHidden();

  // The editor shows the restored content, saved: nothing left to save.
  await expect(versionRows(page)).toHaveCount(4);
  await expect(versionRows(page).nth(0)).toContainText('Before a restore');
  await expect(saveStatus(page)).toHaveText('All changes saved');
  await stepButton(page, 'Personal Info').click();
  await expect(page.getByLabel('Professional Summary')).toHaveValue('First summary.');
  await expect(page.getByTestId('current-template')).not.toHaveText(template.name);

  await page.reload();
  await expect(page.getByLabel('Professional Summary')).toHaveValue('First summary.');
  await expect(saveButton(page)).toBeDisabled();

  // Undo the restore: the version kept before it holds the rewritten summary.
  await openMoreSection(page, 'History');
  await versionRows(page)
    .nth(0)
    .getByRole('button', { name: /^Restore / })
    .click();
  await page
    .getByRole('dialog', { name: 'Restore this version?' })
    .getByRole('button', { name: 'Restore', exact: true })
    .click();
  await expect(notice(page, 'Version restored')).toBeVisible();
  await stepButton(page, 'Personal Info').click();
  await expect(page.getByLabel('Professional Summary')).toHaveValue('Second summary, rewritten.');
});

test('resume at 375 px: History is reachable from the keyboard and fits the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await createUser(page.request, { label: 'version-history-phone' });
  const doc = await apiCreate<{ id: string }>(page.request, {
    kind: 'resume',
    title: 'Phone resume',
  });
  await page.goto(`/build/${doc.id}`);
  const entry = page
    .getByRole('navigation', { name: 'More sections' })
    .getByRole('button', { name: 'History', exact: true });
  await entry.focus();
  await page.keyboard.press('Enter');
  await expect(versionRows(page)).toHaveCount(1);
  await expect(versionRows(page).first()).toContainText('Created');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  const restore = versionRows(page)
    .first()
    .getByRole('button', { name: /^Restore / });
  await expect(restore).toBeVisible();
  const box = await restore.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
});

test('a visitor’s builder offers History only as a sign-in hint', async ({ page }) => {
  await page.goto('/build');
  await openMoreSection(page, 'History');
  await expect(history(page)).toHaveCount(0);
  await expect(page.getByText('to keep a history of your resume')).toBeVisible();
});

test('cover letter: name the first version, edit and save, then restore it from Letter history', async ({
  page,
}) => {
  await createUser(page.request, { label: 'version-history-letter' });
  const letter = await apiCreate<{ id: string }>(page.request, {
    kind: 'cover_letter',
    title: 'Globex letter',
    data: { role: 'Designer', greeting: 'Dear Dana,', paragraphs: ['The first opening.'] },
  });
  await page.goto(`/cover-letter/${letter.id}`);
  const first = page.getByLabel('Paragraph 1', { exact: true });
  await expect(first).toHaveValue('The first opening.');

  // A named version is never folded into: the next save is a version of its own.
  await page.getByRole('button', { name: 'Letter history' }).click();
  await expect(versionRows(page)).toHaveCount(1);
  await versionRows(page)
    .first()
    .getByRole('button', { name: /^Name / })
    .click();
  await history(page).getByLabel('Version name').fill('Before Globex');
  await page.keyboard.press('Enter');
  await expect(versionRows(page).first()).toContainText('Before Globex');

  await first.fill('A rewritten opening.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('letter-save-status')).toHaveText('All changes saved', SAVE_WAIT);
  await expect(versionRows(page)).toHaveCount(2);
  await expect(versionRows(page).nth(0)).toContainText('Paragraphs edited');
  await versionRows(page)
    .nth(1)
    .getByRole('button', { name: /^Preview / })
    .click();
  const previewDialog = page.getByRole('dialog', { name: /^Version of / });
  await expect(previewDialog).toContainText('The first opening.');
  await previewDialog.getByRole('button', { name: 'Restore this version' }).click();
  await page
    .getByRole('dialog', { name: 'Restore this version?' })
    .getByRole('button', { name: 'Restore', exact: true })
    .click();
  await expect(notice(page, 'Version restored')).toBeVisible();
  await expect(first).toHaveValue('The first opening.');

  await page.reload();
  await expect(first).toHaveValue('The first opening.');
  const saved = await apiGet(page.request, letter.id);
  expect(saved.data.paragraphs).toEqual(['The first opening.']);
});

test('a CV import, then a save: the version kept says it was imported', async ({ page }) => {
  await createUser(page.request, { label: 'version-history-import' });
  await page.goto('/build');
  const card = page.getByRole('region', { name: /Quick Start/ });
  const cv = [
    'Jane Long',
    'jane.long@example.com',
    'EXPERIENCE',
    'Engineer at Acme',
    'Jan 2010 - Dec 2012',
    '- Built the billing service',
  ].join('\n');
  await card
    .getByLabel(/Choose a file/)
    .setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from(cv) });
  await card.getByRole('button', { name: 'Upload and extract' }).click();
  await expect(notice(page, 'CV processed successfully!')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByLabel('Full Name')).toHaveValue('Jane Long');
  await saveAndWait(page);

  await openMoreSection(page, 'History');
  await expect(versionRows(page)).toHaveCount(1);
  await expect(versionRows(page).first()).toContainText('Imported');
});
