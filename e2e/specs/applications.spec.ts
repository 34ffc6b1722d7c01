import fs from 'node:fs/promises';
import type { APIRequestContext, Download, Locator, Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { E2E_BASE_URL } from '../fixtures/e2e-env.ts';
import { createUser, expect, notice, test, userMenuButton } from '../fixtures/test.ts';
import { ORIGIN, apiGet } from './documents-helpers.ts';

/** /applications and /applications/:id: the board, the list, one application and its pack. */

async function bytesOf(download: Download): Promise<Uint8Array> {
  return new Uint8Array(await fs.readFile(await download.path()));
}

/** The default resume, saved through /api/resume as the builder at /build does. */
async function saveDefaultResume(request: APIRequestContext) {
  const res = await request.put(`${E2E_BASE_URL}/api/resume`, {
    headers: ORIGIN,
    data: {
      personal_info: {
        fullName: 'Ada Lovelace',
        email: 'ada@example.test',
        phone: '',
        location: 'London',
        summary: 'Data engineer who builds pipelines in Python and SQL.',
        links: [],
      },
      experience: [],
      education: [],
      skills: [],
      version: 0,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function apiAddApplication(
  request: APIRequestContext,
  title: string,
  company: string,
  location = '',
) {
  const res = await request.post(`${E2E_BASE_URL}/api/applications`, {
    headers: ORIGIN,
    data: { job: { title, company, url: '', description: '', location } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

const column = (page: Page, status: string) =>
  page.getByRole('region', { name: 'Applications board' }).getByRole('region', {
    name: new RegExp(`^${status}\\b`),
  });

const cardIn = (where: Locator, company: string) =>
  where.getByRole('article', { name: company, exact: true });

/** Resolves with the PATCH of an application that the page sends next. */
const nextPatch = (page: Page) =>
  page.waitForResponse(
    (res) => res.request().method() === 'PATCH' && res.url().includes('/api/applications/'),
  );

test('signed-out visitors are sent to /auth', async ({ page }) => {
  await page.goto('/applications');
  await expect(page).toHaveURL('/auth');
});

test('paste a posting → on the board → its match → tailor → the resume in the builder and the letter → the application pack', async ({
  page,
}) => {
  // Renders the resume and the letter in three formats each for the pack.
  test.slow();
  await createUser(page.request, { label: 'apps-flow' });
  await saveDefaultResume(page.request);

  await page.goto('/documents');
  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Applications' }).click();
  await expect(page).toHaveURL('/applications');
  await expect(page).toHaveTitle('Applications – TailorCV');

  // Paste a posting.
  await page.getByRole('button', { name: 'Add application' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add application' });
  await dialog.getByLabel('Job title').fill('Data Engineer');
  await dialog.getByRole('textbox', { name: 'Company', exact: true }).fill('Globex');
  await dialog.getByLabel('Posting URL').fill('https://jobs.example/globex/42');
  await dialog.getByLabel('Location').fill('Remote');
  await dialog
    .getByLabel('Job description')
    .fill(
      'Data Engineer. Requirements: Python, SQL, Kubernetes and Airflow. Nice to have: Terraform. Strong communication.',
    );
  await dialog.getByRole('button', { name: 'Add application' }).click();
  await expect(notice(page, 'Application added')).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = cardIn(column(page, 'Saved'), 'Globex');
  await expect(card).toContainText('Data Engineer');
  // The card's match score is read once it is in view, and kept with the application: the
  // board opened again shows it from the list, with no match read.
  await expect(card).toContainText(/Match:\s*\d+%/);
  const score = (await card.textContent())!.match(/Match:\s*(\d+%)/)![1]!;
  const matchReads: string[] = [];
  page.on('request', (req) => {
    if (/\/api\/applications\/[^/]+\/match$/.test(req.url())) matchReads.push(req.url());
  });
  await page.reload();
  await expect(card).toContainText(`Match:${score}`);
  expect(matchReads).toEqual([]);

  // The application page: the posting and its match with the main resume.
  await card.getByRole('link', { name: 'Globex' }).click();
  await expect(page).toHaveURL(/\/applications\/[0-9a-f-]{36}$/);
  const applicationUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'Data Engineer' })).toBeVisible();
  await expect(page.getByRole('link', { name: /jobs\.example\/globex\/42/ })).toBeVisible();
  const match = page.getByRole('region', { name: 'Match report' });
  await expect(match.getByTestId('match-score')).toHaveText(/^\d+%$/);
  await expect(match).toContainText('Compared with your main resume');
  await expect(match.getByRole('heading', { name: /^In your resume/ })).toBeVisible();
  await expect(match.getByRole('heading', { name: /^Missing/ })).toBeVisible();

  // Tailor: a copy of the main resume aimed at the job, and a letter drafted from it.
  await page.getByRole('button', { name: 'Tailor my resume' }).click();
  await expect(notice(page, 'Resume tailored')).toBeVisible();
  const resumeLink = page.getByRole('link', { name: 'Open the tailored resume' });
  const letterLink = page.getByRole('link', { name: 'Open the cover letter' });
  const letterId = (await letterLink.getAttribute('href'))!.split('/').pop()!;
  const letter = await apiGet(page.request, letterId);
  expect(letter.kind).toBe('cover_letter');
  await expect(match).toContainText('Compared with the resume tailored for this job');

  await resumeLink.click();
  await expect(page).toHaveURL(/\/build\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
  await expect(page.getByTestId('document-title')).toHaveText('Data Engineer at Globex');
  await page.goBack();
  await expect(page).toHaveURL(applicationUrl);

  await letterLink.click();
  await expect(page).toHaveURL(`/cover-letter/${letterId}`);
  await page.goBack();

  // The application pack: the tailored resume and the letter, each as PDF, DOCX and TXT.
  const packWait = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the application pack' }).click();
  const pack = await packWait;
  expect(pack.suggestedFilename()).toBe('Ada Lovelace - Application.zip');
  expect(Object.keys(unzipSync(await bytesOf(pack))).sort()).toEqual([
    'Ada Lovelace - Cover Letter.docx',
    'Ada Lovelace - Cover Letter.pdf',
    'Ada Lovelace - Cover Letter.txt',
    'Ada Lovelace - Resume.docx',
    'Ada Lovelace - Resume.pdf',
    'Ada Lovelace - Resume.txt',
  ]);
});

test('statuses by keyboard, the Move to menu and a drag; notes and the next step; history; the list, its CSV and the calendar; delete', async ({
  page,
}) => {
  await createUser(page.request, { label: 'apps-status' });
  const { id } = await apiAddApplication(page.request, 'Data Engineer', 'Globex', 'Remote');
  const applicationUrl = `/applications/${id}`;
  await page.goto(applicationUrl);

  // Notes and the next step, saved.
  await page.getByRole('textbox', { name: 'Notes', exact: true }).fill('Referred by Grace.');
  await page.getByRole('textbox', { name: 'Next step', exact: true }).fill('Phone screen');
  await page.getByLabel('Next step date', { exact: true }).fill('2030-01-15T10:30');
  const saved = nextPatch(page);
  await page.getByRole('button', { name: 'Save notes and dates' }).click();
  expect((await saved).status()).toBe(200);
  await expect(notice(page, 'Saved')).toBeVisible();

  // Statuses on the board: arrow keys on the handle, the Move to menu, and a drag.
  await page.getByRole('link', { name: 'All applications' }).click();
  await expect(page).toHaveURL('/applications');
  await expect(page).toHaveTitle('Applications – TailorCV');
  const handle = page.getByRole('button', {
    name: 'Drag Data Engineer at Globex to another column',
  });
  await handle.focus();
  let patched = nextPatch(page);
  await page.keyboard.press('ArrowRight');
  expect((await patched).status()).toBe(200);
  await expect(cardIn(column(page, 'Applied'), 'Globex')).toBeVisible();
  await expect(page.getByText('Moved Data Engineer at Globex to Applied.')).toBeAttached();
  await expect(handle).toBeFocused();

  // The Move to menu from the keyboard: it opens on the card's status; Escape closes it.
  const moveButton = page.getByRole('button', { name: 'Move Data Engineer at Globex to' });
  await moveButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Move Data Engineer at Globex to' });
  await expect(menu.getByRole('menuitemradio', { name: 'Applied' })).toBeFocused();
  await expect(menu.getByRole('menuitemradio', { name: 'Applied' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(moveButton).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(moveButton).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitemradio', { name: 'Screening' })).toBeFocused();
  patched = nextPatch(page);
  await page.keyboard.press('Enter');
  expect((await patched).status()).toBe(200);
  await expect(cardIn(column(page, 'Screening'), 'Globex')).toBeVisible();
  await expect(page.getByText('Moved Data Engineer at Globex to Screening.')).toBeAttached();
  // Focus follows the card into its new column.
  await expect(moveButton).toBeFocused();
  await expect(menu).toBeHidden();

  const target = column(page, 'Interview');
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  patched = nextPatch(page);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + 40, { steps: 8 });
  await page.mouse.up();
  expect((await patched).status()).toBe(200);
  await expect(cardIn(target, 'Globex')).toBeVisible();
  await expect(cardIn(target, 'Globex')).toContainText('Phone screen');

  // Kept by the server, with every change in the history.
  await page.reload();
  await expect(cardIn(column(page, 'Interview'), 'Globex')).toBeVisible();
  await page.goto(applicationUrl);
  await expect(page).toHaveURL(applicationUrl);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('interview');
  await expect(page.getByRole('textbox', { name: 'Notes', exact: true })).toHaveValue(
    'Referred by Grace.',
  );
  await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem')).toHaveText([
    /^Saved/,
    /^Applied/,
    /^Screening/,
    /^Interview/,
  ]);

  // The list: search and sort; the CSV of the list and the calendar of next steps.
  await apiAddApplication(page.request, 'Analyst', 'Initech');
  await page.goto('/applications');
  await page.getByRole('button', { name: 'List' }).click();
  const table = page.getByRole('region', { name: 'Applications list' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await page.getByLabel('Sort by').selectOption({ label: 'Company (A–Z)' });
  await expect(table.getByRole('rowheader')).toHaveText(['Globex', 'Initech']);
  await page.getByLabel('Search').fill('glob');
  await expect(table.getByRole('rowheader')).toHaveText(['Globex']);

  const csvWait = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await csvWait;
  expect(csv.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
  const csvText = new TextDecoder().decode(await bytesOf(csv));
  expect(csvText).toContain('Data Engineer,Globex,Remote,Interview');
  expect(csvText).toContain('Analyst,Initech');

  const icsWait = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Next steps (.ics)' }).click();
  const ics = await icsWait;
  expect(ics.suggestedFilename()).toBe('application-next-steps.ics');
  const icsText = new TextDecoder().decode(await bytesOf(ics));
  expect(icsText).toContain('BEGIN:VCALENDAR');
  expect(icsText.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  expect(icsText).toContain('Phone screen');

  // Delete, once confirmed.
  await page.goto(applicationUrl);
  await page.getByRole('button', { name: 'Delete application' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this application?' });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL('/applications');
  await expect(notice(page, 'Application deleted')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Globex' })).toHaveCount(0);
  expect((await page.request.get(`${E2E_BASE_URL}/api/applications/${id}`)).status()).toBe(404);
});

test('at 375 px the board scrolls sideways inside itself and a card moves with its Move to menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await createUser(page.request, { label: 'apps-phone' });
  await apiAddApplication(page.request, 'A role with a rather long title for a phone', 'Globex');
  await apiAddApplication(page.request, 'Analyst', 'Initech');
  await page.goto('/applications');
  const board = page.getByRole('region', { name: 'Applications board' });
  const card = cardIn(column(page, 'Saved'), 'Globex');
  await expect(card).toBeVisible();
  for (const control of [
    card.getByRole('link', { name: 'Globex' }),
    card.getByRole('button', { name: /^Move/ }),
    card.getByRole('button', { name: /^Drag/ }),
    page.getByRole('button', { name: 'Add application' }),
  ]) {
    await control.scrollIntoViewIfNeeded();
    await expect(control).toBeInViewport({ ratio: 1 });
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await board.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

  await card.getByRole('button', { name: /^Move/ }).click();
  const offerItem = page.getByRole('menu').getByRole('menuitemradio', { name: 'Offer' });
  // The menu stays inside the narrow window.
  await expect(page.getByRole('menu')).toBeInViewport({ ratio: 1 });
  const patched = nextPatch(page);
  await offerItem.click();
  expect((await patched).status()).toBe(200);
  const offer = column(page, 'Offer');
  await offer.scrollIntoViewIfNeeded();
  await expect(cardIn(offer, 'Globex')).toBeInViewport();
});
