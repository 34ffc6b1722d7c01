import fs from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { inspectPdf } from '../../src/server/features/export/pdf-inspect.test-support.ts';
import { expect, test } from '../fixtures.ts';
import { experienceEntry, openWithAnonymousDraft, preview, resumeDoc } from './builder-helpers.ts';

/** The Sections and Look panels: what they set reaches the preview and every download. */

test.describe.configure({ timeout: 90_000 });

function open(page: Page, name: string) {
  return page
    .getByRole('navigation', { name: 'More sections' })
    .getByRole('button', { name, exact: true })
    .click();
}

function chooseDownload(page: Page, label: 'PDF' | 'TXT') {
  return page.getByRole('menuitem', { name: new RegExp(`^${label}\\b`) }).click();
}

async function bytesOf(download: Download): Promise<Uint8Array> {
  return new Uint8Array(await fs.readFile(await download.path()));
}

async function download(page: Page, label: 'PDF' | 'TXT'): Promise<Uint8Array> {
  await page.getByRole('button', { name: 'Download' }).click();
  const waiting = page.waitForEvent('download');
  await chooseDownload(page, label);
  return bytesOf(await waiting);
}

function draft(fullName: string) {
  return resumeDoc({
    personalInfo: { ...resumeDoc().personalInfo, fullName, summary: 'Builder of engines.' },
    experience: [experienceEntry('1', { jobTitle: 'Engineer', company: 'Acme' })],
  });
}

test('the Sections panel orders, hides and renames sections in the preview and the downloads', async ({
  page,
}) => {
  await openWithAnonymousDraft(page, draft('Ada Lovelace'));
  await open(page, 'Sections');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Sections', exact: true }),
  ).toBeFocused();

  // Experience before Summary, by keyboard on the drag handle.
  await page.getByRole('button', { name: 'Drag to reorder Experience' }).press('ArrowUp');
  await expect(page.getByText('Moved Experience to position 1 of 6.')).toBeAttached();
  await page.getByRole('switch', { name: 'Show Education in the resume' }).click();
  await page.getByRole('button', { name: 'Rename Experience' }).click();
  await page.getByRole('textbox', { name: 'Title of the Experience section' }).fill('Work history');
  await page.keyboard.press('Enter');

  const headings = preview(page).getByRole('heading', { level: 3 });
  await expect(headings.first()).toHaveText('Work history');
  await expect(headings).not.toContainText(['Education']);

  // The person's own heading prints as typed; the standard ones in capitals.
  const text = new TextDecoder().decode(await download(page, 'TXT'));
  expect(text.indexOf('Work history')).toBeGreaterThan(-1);
  expect(text.indexOf('Work history')).toBeLessThan(text.indexOf('SUMMARY'));
  expect(text).not.toContain('EDUCATION');
});

test('the Look panel sets the paper, and a PDF download names the characters its fonts cannot draw', async ({
  page,
}) => {
  await openWithAnonymousDraft(page, draft('Ada 漢'));
  await open(page, 'Look');
  await expect(page.getByRole('heading', { level: 2, name: 'Look', exact: true })).toBeFocused();
  await expect(page.getByText(/cannot be drawn by the chosen fonts/).first()).toContainText(
    'would be missing from the PDF: 漢.',
  );
  await page.getByRole('radio', { name: 'US Letter' }).check();
  await page.getByRole('radio', { name: 'Source Serif + Source Sans' }).check();
  // Still checked once the edit went through the builder's state.
  await expect(page.getByRole('radio', { name: 'Source Serif + Source Sans' })).toBeChecked();

  // Cancel: nothing is downloaded.
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await page.getByRole('button', { name: 'Download' }).click();
  await chooseDownload(page, 'PDF');
  const dialog = page.getByRole('dialog', { name: 'Some characters would be missing' });
  await expect(dialog).toContainText(
    'These characters cannot be drawn by the chosen fonts and would be missing from the PDF: 漢.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Download anyway: the PDF is on US Letter.
  await page.getByRole('button', { name: 'Download' }).click();
  await chooseDownload(page, 'PDF');
  const waiting = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download anyway' }).click();
  const pdf = await inspectPdf(await bytesOf(await waiting));
  expect(pdf.pages[0]?.width).toBe(612);
  expect(downloads).toBe(1);
});
