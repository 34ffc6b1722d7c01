import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createUser, otherBrowser } from '../fixtures/test.ts';
import { expect, failedResource, test } from '../fixtures.ts';
import { apiCreate } from './documents-helpers.ts';
import { resumeDoc } from './builder-helpers.ts';

/**
 * Public links: a resume shared from My Documents and opened in a signed-out browser, its
 * PDF downloaded, the link protected with a password, then stopped.
 */

const RESUME = resumeDoc({
  personalInfo: {
    fullName: 'Ada Lovelace',
    headline: 'Analyst of engines',
    email: 'ada@example.com',
    phone: '',
    location: 'London',
    summary: 'Wrote the first published algorithm for a machine.',
    links: [],
  },
  experience: [
    {
      id: 'e1',
      jobTitle: 'Analyst',
      company: 'Analytical Engines Ltd',
      startMonth: '03',
      startYear: '2020',
      endMonth: '',
      endYear: '',
      isCurrentJob: true,
      description: '- Wrote the first program\n- Translated Menabrea',
      tags: [],
    },
  ],
  skills: [{ name: 'Mathematics', category: '' }],
});

async function downloadPdf(page: Page): Promise<string> {
  const waiting = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const download = await waiting;
  const bytes = await fs.readFile(await download.path());
  return bytes.subarray(0, 5).toString('latin1');
}

test('a resume shared from My Documents, seen signed out, protected, then unshared', async ({
  page,
  context,
  browser,
  clientIp,
  allowConsole,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await createUser(page.request, { label: 'share' });
  await apiCreate(page.request, {
    kind: 'resume',
    title: 'Shared CV',
    template_id: '1',
    data: RESUME,
  });

  await page.goto('/documents');
  const card = page.getByRole('article', { name: 'Shared CV', exact: true });
  await card.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share “Shared CV”' });
  await expect(dialog.getByRole('switch', { name: 'Allow Download PDF' })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Allow search engines' })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Create link' }).click();

  const linkField = dialog.getByLabel('Public link');
  await expect(linkField).toHaveValue(/\/r\/[A-Za-z0-9_-]{22}$/);
  const url = await linkField.inputValue();
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByText('Link copied to the clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // A stranger, signed out, in a browser of their own.
  const stranger = await otherBrowser(browser, clientIp);
  const visitor = await stranger.newPage();
  await visitor.goto(url);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2, name: 'Experience' })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 3, name: 'Analyst' })).toBeVisible();
  await expect(visitor).toHaveTitle('Ada Lovelace – Analyst of engines');
  expect(await downloadPdf(visitor)).toBe('%PDF-');

  // On a phone: one column, nothing wider than the screen.
  await visitor.setViewportSize({ width: 375, height: 800 });
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    375,
  );
  const [main, side] = await Promise.all([
    visitor.locator('.col-main').boundingBox(),
    visitor.locator('.col-side').boundingBox(),
  ]);
  expect(side!.y).toBeGreaterThanOrEqual(main!.y + main!.height - 1);

  // The owner sees the counts on the card.
  await page.reload();
  await expect(card.getByTestId('share-status')).toContainText('1 view · 1 download');

  // A password: the stranger sees the form, and nothing of the resume until it is given.
  await card.getByRole('button', { name: 'Sharing', exact: true }).click();
  await expect(dialog.getByTestId('share-dialog-counts')).toHaveText('1 view · 1 download');
  await dialog.getByRole('switch', { name: 'Require a password' }).click();
  await dialog.getByLabel('Password', { exact: true }).fill('open sesame 7');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByLabel('New password (optional)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(card.getByTestId('share-status')).toContainText('(password)');

  await visitor.goto(url);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'This resume is protected' }),
  ).toBeVisible();
  await expect(visitor.getByText('Ada Lovelace')).toHaveCount(0);
  allowConsole(failedResource(401), 'a wrong password is answered 401 with the form again');
  await visitor.getByLabel('Password').fill('not the password');
  await visitor.getByRole('button', { name: 'Show the resume' }).click();
  await expect(visitor.getByRole('alert')).toHaveText(
    'That password is not right. Check it and try again.',
  );
  await expect(visitor.getByText('Ada Lovelace')).toHaveCount(0);
  await visitor.getByLabel('Password').fill('open sesame 7');
  await visitor.getByRole('button', { name: 'Show the resume' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
  expect(await downloadPdf(visitor)).toBe('%PDF-');

  // Stop sharing: the link answers 404 at once.
  await card.getByRole('button', { name: 'Sharing', exact: true }).click();
  await dialog.getByRole('button', { name: 'Stop sharing' }).click();
  await dialog.getByRole('button', { name: 'Yes, stop sharing' }).click();
  await expect(dialog.getByRole('button', { name: 'Create link' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(card.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
  await expect(card.getByTestId('share-status')).toHaveCount(0);
  allowConsole(failedResource(404), 'the stopped link answers 404');
  const gone = await visitor.goto(url);
  expect(gone?.status()).toBe(404);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'This link does not work' }),
  ).toBeVisible();
  await stranger.close();
});
