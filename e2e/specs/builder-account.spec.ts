import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_BASE_URL } from '../fixtures/e2e-env.ts';
import {
  boxesOverlap,
  createUser,
  expect,
  holdRequests,
  notice,
  otherBrowser,
  signInWithApi,
  test,
} from '../fixtures/test.ts';
import {
  ANONYMOUS_DRAFT_KEY,
  addExperience,
  cardTitles,
  experienceForm,
  fillExperience,
  goToStep,
  readAnonymousDraft,
} from './builder-helpers.ts';
import { SAVE_WAIT, saveButton, saveInBothTabs, saveStatus } from './documents-helpers.ts';

interface SavedResume {
  personal_info: { fullName: string; summary: string };
  experience: { jobTitle: string }[];
  template_id: string | null;
  version: number;
}

async function savedResume(request: APIRequestContext): Promise<SavedResume> {
  const res = await request.get(`${E2E_BASE_URL}/api/resume`);
  expect(res.status()).toBe(200);
  return (await res.json()) as SavedResume;
}

async function signOut(request: APIRequestContext) {
  const res = await request.post(`${E2E_BASE_URL}/api/auth/sign-out`, {
    headers: { origin: E2E_BASE_URL },
    data: {},
  });
  expect(res.status()).toBe(200);
}

test('signed in: loading text, Save only while there are unsaved changes, the saved notice', async ({
  page,
}) => {
  await createUser(page.request, { label: 'builder-save' });
  const release = await holdRequests(page, '**/api/resume', 'GET');
  await page.goto('/build');
  await expect(page.getByText('Loading your resume data...')).toBeVisible();
  release();

  const save = saveButton(page);
  await expect(save).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(saveStatus(page)).toHaveText('Nothing saved yet');

  const name = page.getByLabel('Full Name');
  await name.fill('Ada');
  await expect(save).toBeEnabled();
  await expect(saveStatus(page)).toHaveText('Unsaved changes');
  // Back to what was loaded: nothing to save.
  await name.fill('');
  await expect(save).toBeDisabled();

  await name.fill('Ada Lovelace');
  await save.click();
  await expect(notice(page, 'Resume data saved successfully')).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(saveStatus(page)).toHaveText('All changes saved', SAVE_WAIT);
  expect(await savedResume(page.request)).toMatchObject({
    personal_info: { fullName: 'Ada Lovelace' },
    version: 1,
  });

  // Save is disabled while a save runs.
  const releasePut = await holdRequests(page, '**/api/resume', 'PUT');
  await page.getByLabel('Professional Summary').fill('Analyst.');
  await save.click();
  await expect(saveStatus(page)).toHaveText('Saving...');
  await expect(save).toBeDisabled();
  releasePut();
  await expect(saveStatus(page)).toHaveText('All changes saved', SAVE_WAIT);

  await page.reload();
  await expect(name).toHaveValue('Ada Lovelace');
  await expect(page.getByLabel('Professional Summary')).toHaveValue('Analyst.');
  await expect(save).toBeDisabled();
});

test('signed in: adding an experience saves at once; editing and deleting do not', async ({
  page,
}) => {
  await createUser(page.request, { label: 'builder-exp' });
  await page.goto('/build?template=3');
  await goToStep(page, 'Experience');
  await addExperience(page, {
    jobTitle: 'Engineer',
    company: 'Acme',
    startMonth: '03',
    startYear: '2020',
  });
  await expect(notice(page, 'Resume data saved successfully')).toBeVisible();
  await expect(saveStatus(page)).toHaveText('All changes saved', SAVE_WAIT);
  expect(await savedResume(page.request)).toMatchObject({
    experience: [{ jobTitle: 'Engineer' }],
    template_id: '3',
    version: 1,
  });

  await page.getByRole('button', { name: 'Edit Engineer at Acme' }).click();
  await fillExperience(page, { jobTitle: 'Senior Engineer' });
  await experienceForm(page).getByRole('button', { name: 'Update Experience' }).click();
  await expect(cardTitles(page, 'Work experience')).toHaveText(['Senior Engineer']);
  await expect(saveStatus(page)).toHaveText('Unsaved changes');
  expect((await savedResume(page.request)).experience).toEqual([
    expect.objectContaining({ jobTitle: 'Engineer' }),
  ]);

  await page.getByRole('button', { name: 'Delete Senior Engineer at Acme' }).click();
  await expect(cardTitles(page, 'Work experience')).toHaveCount(0);
  expect((await savedResume(page.request)).experience).toHaveLength(1);
  await saveButton(page).click();
  await expect(saveStatus(page)).toHaveText('All changes saved', SAVE_WAIT);
  expect(await savedResume(page.request)).toMatchObject({ experience: [], version: 2 });
});

test('signed in: unsaved edits are kept in this browser and restored after a reload', async ({
  page,
}) => {
  await createUser(page.request, { label: 'builder-restore' });
  await page.goto('/build');
  await expect(saveButton(page)).toBeDisabled();
  await page.getByLabel('Full Name').fill('Not saved yet');
  await expect(saveButton(page)).toBeEnabled();

  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(notice(page, 'Unsaved changes restored')).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('Not saved yet');
  await expect(saveButton(page)).toBeEnabled();
  expect((await savedResume(page.request)).version).toBe(0);

  await saveButton(page).click();
  await expect(notice(page, 'Resume data saved successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('Not saved yet');
  await expect(saveButton(page)).toBeDisabled();
  await expect(notice(page, 'Unsaved changes restored')).toHaveCount(0);
});

test('signed in: leaving with unsaved changes asks first (links, Back, closing the tab)', async ({
  page,
}) => {
  await createUser(page.request, { label: 'builder-leave' });
  await page.goto('/help');
  await page.goto('/build');
  await page.getByLabel('Full Name').fill('Unsaved');
  // The guard is armed once the builder shows the edit as unsaved.
  await expect(saveStatus(page)).toHaveText('Unsaved changes');

  const leaveDialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await page.getByRole('main').getByRole('link', { name: 'My Documents' }).click();
  await expect(leaveDialog).toBeVisible();
  await leaveDialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(leaveDialog).toBeHidden();
  await expect(page).toHaveURL(/\/build$/);
  await expect(page.getByLabel('Full Name')).toHaveValue('Unsaved');

  // The browser's Back button.
  await page.goBack();
  await expect(leaveDialog).toBeVisible();
  await expect(page).toHaveURL(/\/build$/);
  await leaveDialog.getByRole('button', { name: 'Stay on this page' }).click();
  // Closed first, so the next dialog is the one the second Back opens, not this one closing.
  await expect(leaveDialog).toBeHidden();
  await page.goBack();
  await expect(leaveDialog).toBeVisible();
  await leaveDialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/help$/);

  // A header link, then Leave.
  await page.goto('/build');
  await expect(notice(page, 'Unsaved changes restored')).toBeVisible();
  await expect(saveStatus(page)).toHaveText('Unsaved changes');
  await page.getByRole('banner').getByRole('link', { name: 'Templates' }).click();
  await expect(leaveDialog).toBeVisible();
  await leaveDialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/templates$/);

  // Saved: nothing to ask. The restored-edits notice must not cover Save (it once did, and
  // the pointer resting on it kept it open).
  await page.goto('/build');
  const restored = notice(page, 'Unsaved changes restored');
  await expect(restored).toBeVisible();
  // Measured where the notice comes to rest: a trial hover waits until its box stops moving
  // (the slide-in has ended) and does nothing else.
  await restored.hover({ trial: true });
  await expect(saveButton(page)).toBeEnabled();
  const [noticeBox, saveBox] = await Promise.all([
    restored.boundingBox(),
    saveButton(page).boundingBox(),
  ]);
  expect(noticeBox && saveBox && boxesOverlap(noticeBox, saveBox)).toBe(false);
  await saveButton(page).click();
  await expect(saveStatus(page)).toHaveText('All changes saved', SAVE_WAIT);
  await page.getByRole('main').getByRole('link', { name: 'My Documents' }).click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/documents`);

  // Closing the tab or reloading: the browser's own question.
  await page.goto('/build');
  // Chromium asks before unload only after a real user gesture on the page: click, then type.
  await page.getByLabel('Full Name').click();
  await page.getByLabel('Full Name').pressSequentially(' again');
  await expect(saveStatus(page)).toHaveText('Unsaved changes');
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
});

test('two tabs on one account: a stale save opens the choice, nothing is overwritten silently', async ({
  page,
  browser,
  clientIp,
  allowConsole,
}) => {
  allowConsole(
    /status of 409/,
    'the stale save is answered 409 Conflict, which this test is about',
  );
  const user = await createUser(page.request, { label: 'builder-conflict' });
  const otherContext = await otherBrowser(browser, clientIp, user);
  try {
    const other = await otherContext.newPage();
    await page.goto('/build');
    await other.goto('/build');
    await expect(saveButton(page)).toBeDisabled();
    await expect(saveButton(other)).toBeDisabled();
    // The other tab started from version 0: its save is refused and it chooses.
    const conflict = await saveInBothTabs([page, other], 'Full Name', ['Version A', 'Version B']);
    await expect(conflict).toContainText('Version B');
    await expect(conflict).toContainText('Version A');
    await conflict.getByRole('button', { name: 'Load the saved one' }).click();
    await expect(other.getByLabel('Full Name')).toHaveValue('Version A');
    await expect(saveButton(other)).toBeDisabled();
    expect((await savedResume(page.request)).personal_info.fullName).toBe('Version A');

    // Now the other tab saves; the first one is stale and keeps its own version.
    const conflictA = await saveInBothTabs([other, page], 'Professional Summary', [
      'Written in tab B.',
      'Written in tab A.',
    ]);
    expect((await savedResume(page.request)).personal_info.summary).toBe('Written in tab B.');
    await expect(saveStatus(page)).toHaveText('Unsaved changes');
    await conflictA.getByRole('button', { name: 'Keep mine and overwrite' }).click();
    await expect(conflictA).toBeHidden();
    await expect(saveStatus(page)).toHaveText('All changes saved', SAVE_WAIT);
    expect(await savedResume(page.request)).toMatchObject({
      personal_info: { fullName: 'Version A', summary: 'Written in tab A.' },
      version: 3,
    });
  } finally {
    await otherContext.close();
  }
});

test('an anonymous draft is moved into a new account on sign-up', async ({ page }) => {
  await page.goto('/build?template=9');
  await page.getByLabel('Full Name').fill('Draft Person');
  await goToStep(page, 'Experience');
  await addExperience(page, {
    jobTitle: 'Drafted job',
    company: 'Nowhere',
    startMonth: '01',
    startYear: '2021',
  });
  expect(await readAnonymousDraft(page)).not.toBeNull();

  // Sign up (and verify) in this browser, then come back to the builder.
  await createUser(page.request, { label: 'builder-move' });
  await page.goto('/build');
  await expect(notice(page, 'Draft moved to your account')).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('Draft Person');
  await expect(saveStatus(page)).toHaveText('All changes saved', SAVE_WAIT);
  expect(await savedResume(page.request)).toMatchObject({
    personal_info: { fullName: 'Draft Person' },
    experience: [{ jobTitle: 'Drafted job' }],
    template_id: '9',
    version: 1,
  });
  expect(await page.evaluate((key) => localStorage.getItem(key), ANONYMOUS_DRAFT_KEY)).toBeNull();
});

test('an account that already has a resume: the person chooses which to keep', async ({ page }) => {
  const user = await createUser(page.request, { label: 'builder-choose' });
  await page.goto('/build');
  await page.getByLabel('Full Name').fill('Saved Person');
  await saveButton(page).click();
  await expect(saveStatus(page)).toHaveText('All changes saved', SAVE_WAIT);

  // Signed out, the visitor starts a draft in this browser.
  await signOut(page.request);
  await page.goto('/build');
  await expect(page.getByText('Draft kept in this browser')).toBeVisible();
  await page.getByLabel('Full Name').fill('Drafted Person');

  await signInWithApi(page.request, user);
  await page.goto('/build');
  const choice = page.getByRole('dialog', { name: 'Which resume do you want to keep?' });
  await expect(choice).toBeVisible();
  await expect(choice).toContainText('Drafted Person');
  await expect(choice).toContainText('Saved Person');
  await choice.getByRole('button', { name: 'Keep my saved resume' }).click();
  await expect(page.getByLabel('Full Name')).toHaveValue('Saved Person');
  expect(await readAnonymousDraft(page)).toBeNull();

  // Again, keeping the draft this time.
  await signOut(page.request);
  await page.goto('/build');
  await page.getByLabel('Full Name').fill('Second Draft');
  await signInWithApi(page.request, user);
  await page.goto('/build');
  await choice.getByRole('button', { name: 'Keep the draft from this browser' }).click();
  await expect(notice(page, 'Draft moved to your account')).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('Second Draft');
  expect(await savedResume(page.request)).toMatchObject({
    personal_info: { fullName: 'Second Draft' },
    version: 2,
  });
});

/** The server failing the builder's `method` requests to /api/resume; the others pass. */
async function failResumeApi(page: Page, method: 'GET' | 'PUT') {
  await page.route('**/api/resume', (route) =>
    route.request().method() === method
      ? route.fulfill({
          status: 500,
          json: {
            error: {
              code: 'INTERNAL_ERROR',
              message: 'An unexpected error occurred. Please try again.',
            },
          },
        })
      : route.continue(),
  );
}

test('load and save failures show their notices and lose nothing', async ({
  page,
  allowConsole,
}) => {
  allowConsole(/status of 500/, 'the resume API is made to fail with 500 here');
  await createUser(page.request, { label: 'builder-fail' });
  await failResumeApi(page, 'GET');
  await page.goto('/build');
  await expect(notice(page, 'Failed to load saved resume data')).toBeVisible();
  await page.unroute('**/api/resume');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel('Full Name')).toBeVisible();

  await failResumeApi(page, 'PUT');
  await page.getByLabel('Full Name').fill('Kept');
  await saveButton(page).click();
  await expect(notice(page, 'Failed to save resume data')).toBeVisible();
  await expect(saveButton(page)).toBeEnabled();
  await expect(saveStatus(page)).toHaveText('Unsaved changes');
  await expect(page.getByLabel('Full Name')).toHaveValue('Kept');
});
