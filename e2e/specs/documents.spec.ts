import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_BASE_URL } from '../fixtures/e2e-env.ts';
import {
  createUser,
  expect,
  notice,
  otherBrowser,
  test,
  userMenuButton,
} from '../fixtures/test.ts';
import { resumeDoc } from './builder-helpers.ts';
import {
  ORIGIN,
  SAVE_WAIT,
  apiCreate,
  apiGet,
  saveButton,
  saveInBothTabs,
  saveStatus,
  type SavedDocument,
} from './documents-helpers.ts';

/** /documents and /build/:id: the documents page and the builder on a document. */

type Doc = SavedDocument;

async function apiList(request: APIRequestContext): Promise<Doc[]> {
  const res = await request.get(`${E2E_BASE_URL}/api/documents`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { documents: Doc[] }).documents;
}

/** The default resume, saved through /api/resume as the builder at /build does. */
async function saveDefaultResume(request: APIRequestContext, fullName: string) {
  const res = await request.put(`${E2E_BASE_URL}/api/resume`, {
    headers: ORIGIN,
    data: {
      personal_info: { fullName, email: '', phone: '', location: '', summary: '', links: [] },
      experience: [],
      education: [],
      skills: [],
      version: 0,
    },
  });
  expect(res.status()).toBe(200);
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

test('signed-out visitors are sent to /auth', async ({ page }) => {
  await page.goto('/documents');
  await expect(page).toHaveURL('/auth');
});

test('the list: resumes and letters with template, target job and last edit; New resume; Rename', async ({
  page,
}) => {
  await createUser(page.request, { label: 'docs-list' });
  await saveDefaultResume(page.request, 'Ada Lovelace');
  const tailored = await apiCreate(page.request, {
    kind: 'resume',
    title: 'Babbage application',
    template_id: '12',
    data: resumeDoc({
      targetJob: { title: 'Data Engineer', company: 'Babbage & Co', description: '' },
    }),
  });
  await apiCreate(page.request, {
    kind: 'cover_letter',
    title: 'Letter to Babbage',
    linked_resume_id: tailored.id,
    data: { role: 'Data Engineer', recipient: { company: 'Babbage & Co' } },
  });

  await page.goto('/');
  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'My Documents' }).click();
  await expect(page).toHaveURL('/documents');
  await expect(page.getByRole('heading', { name: 'My Documents', level: 1 })).toBeVisible();

  const resumes = page.getByRole('region', { name: 'Resumes' });
  const main = card(page, 'My Resume');
  await expect(resumes.getByRole('article')).toHaveCount(2);
  await expect(main).toContainText('Main resume');
  await expect(main.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/build');

  const babbage = card(page, 'Babbage application');
  await expect(babbage).toContainText(/Target job:\s*Data Engineer at Babbage & Co/);
  await expect(babbage).toContainText(/Last edited:\s*just now/);
  await expect(babbage.locator('img')).toHaveCount(1);
  await expect(babbage.getByRole('link', { name: 'Open' })).toHaveAttribute(
    'href',
    `/build/${tailored.id}`,
  );
  const letter = page.getByRole('region', { name: 'Cover letters' }).getByRole('article');
  await expect(letter).toHaveCount(1);
  await expect(letter).toContainText('Letter to Babbage');
  await expect(letter).toContainText('Data Engineer at Babbage & Co');
  // The letter shows its linked resume's template.
  await expect(letter.locator('img')).toHaveCount(1);

  // Rename: an empty title is refused in place; a new one is saved.
  await babbage.getByRole('button', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename document' });
  await rename.getByLabel('Title').fill('  ');
  await rename.getByRole('button', { name: 'Save title' }).click();
  await expect(rename.getByText('Give the document a title.')).toBeVisible();
  await rename.getByLabel('Title').fill('Babbage data role');
  await rename.getByRole('button', { name: 'Save title' }).click();
  await expect(rename).toBeHidden();
  await expect(notice(page, 'Document renamed')).toBeVisible();
  await expect(card(page, 'Babbage data role')).toBeVisible();
  expect((await apiGet(page.request, tailored.id)).title).toBe('Babbage data role');

  // New resume: a title, then the same builder at /build/:id.
  await page.getByRole('button', { name: 'New resume' }).click();
  const create = page.getByRole('dialog', { name: 'New resume' });
  await create.getByLabel('Title').fill('Backend role');
  await create.getByRole('button', { name: 'Create resume' }).click();
  await expect(page).toHaveURL(/\/build\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  await expect(page.getByTestId('document-title')).toHaveText('Backend role');
  await expect(page.getByRole('heading', { name: 'Resume Builder' })).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();
  await page.getByLabel('Full Name').fill('Grace Hopper');
  await saveButton(page).click();
  await expect(notice(page, 'Resume data saved successfully')).toBeVisible();
  await expect(saveStatus(page)).toHaveText('All changes saved', SAVE_WAIT);
  expect((await apiGet(page.request, id)).data).toMatchObject({
    personalInfo: { fullName: 'Grace Hopper' },
  });
  // The default resume is untouched.
  const res = await page.request.get(`${E2E_BASE_URL}/api/resume`);
  expect(
    ((await res.json()) as { personal_info: { fullName: string } }).personal_info.fullName,
  ).toBe('Ada Lovelace');

  await page.getByRole('main').getByRole('link', { name: 'My Documents' }).click();
  await expect(page).toHaveURL('/documents');
  await expect(card(page, 'Backend role')).toBeVisible();
});

test('Tailor a copy for another job: the dialog asks for the job (a pasted posting or an application), the copy opens at /build/:id aimed at it', async ({
  page,
}) => {
  await createUser(page.request, { label: 'docs-tailor' });
  const original = await apiCreate(page.request, {
    kind: 'resume',
    title: 'Acme application',
    data: resumeDoc({
      personalInfo: {
        fullName: 'Ada Lovelace',
        email: '',
        phone: '',
        location: 'London',
        summary: '',
        links: [],
      },
      targetJob: { title: 'Analyst', company: 'Acme', description: '' },
    }),
  });

  await page.goto('/documents');
  await card(page, 'Acme application')
    .getByRole('button', { name: 'Tailor a copy for another job' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Tailor a copy for another job' });
  await expect(dialog.getByRole('radio', { name: /Paste a posting/ })).toBeChecked();
  await dialog.getByLabel('Job title').fill('Platform Engineer');
  await dialog.getByRole('textbox', { name: 'Company', exact: true }).fill('Globex');
  await dialog.getByLabel('Job description').fill('Platform Engineer: Kubernetes, Go, on-call.');
  await dialog.getByRole('button', { name: 'Tailor the copy' }).click();
  await expect(page).toHaveURL(/\/build\/[0-9a-f-]{36}$/);
  const copyId = page.url().split('/').pop()!;
  expect(copyId).not.toBe(original.id);
  await expect(notice(page, 'Tailored copy created')).toBeVisible();
  await expect(page.getByTestId('document-title')).toHaveText('Platform Engineer at Globex');
  await expect(page.getByLabel('Full Name')).toHaveValue('Ada Lovelace');

  await page.getByLabel('Location').fill('Manchester');
  await saveButton(page).click();
  await expect(saveStatus(page)).toHaveText('All changes saved', SAVE_WAIT);
  await page.reload();
  await expect(page.getByLabel('Location')).toHaveValue('Manchester');
  expect((await apiGet(page.request, copyId)).data).toMatchObject({
    personalInfo: { location: 'Manchester' },
    targetJob: { title: 'Platform Engineer', company: 'Globex' },
  });
  // The original keeps its own job.
  expect((await apiGet(page.request, original.id)).data).toMatchObject({
    personalInfo: { location: 'London' },
    targetJob: { title: 'Analyst', company: 'Acme' },
  });

  // The second way: an application saved before.
  const saved = await page.request.post(`${E2E_BASE_URL}/api/applications`, {
    headers: ORIGIN,
    data: { job: { title: 'Data Analyst', company: 'Initech', url: '', description: 'SQL.' } },
  });
  expect(saved.status()).toBe(201);
  await page.goto('/documents');
  await expect(card(page, 'Platform Engineer at Globex')).toContainText(
    /Target job:\s*Platform Engineer at Globex/,
  );
  await expect(card(page, 'Acme application')).toContainText(/Target job:\s*Analyst at Acme/);
  await card(page, 'Acme application')
    .getByRole('button', { name: 'Tailor a copy for another job' })
    .click();
  await dialog.getByRole('radio', { name: /Pick an application/ }).check();
  await dialog.getByLabel('Application', { exact: true }).selectOption({
    label: 'Data Analyst at Initech',
  });
  await dialog.getByRole('button', { name: 'Tailor the copy' }).click();
  await expect(page.getByTestId('document-title')).toHaveText('Data Analyst at Initech');
  await expect(page.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
});

test('delete with Undo, and delete then restore from the Trash', async ({ page }) => {
  await createUser(page.request, { label: 'docs-trash' });
  await apiCreate(page.request, { kind: 'resume', title: 'Keep me' });
  await apiCreate(page.request, { kind: 'resume', title: 'Undo me' });
  await apiCreate(page.request, { kind: 'cover_letter', title: 'Bin me' });

  await page.goto('/documents');
  const trash = page.getByRole('region', { name: 'Trash' });
  await expect(trash).toContainText('The trash is empty.');

  await card(page, 'Undo me').getByRole('button', { name: 'Delete' }).click();
  const undoNotice = notice(
    page,
    'Moved to the trash',
    'Undo me is kept in the trash for 30 days.',
  );
  await expect(undoNotice).toBeVisible();
  await expect(card(page, 'Undo me')).toHaveCount(0);
  await expect(trash.getByRole('listitem', { name: 'Undo me' })).toBeVisible();
  await undoNotice.getByRole('button', { name: 'Undo' }).click();
  await expect(notice(page, 'Document restored')).toBeVisible();
  await expect(card(page, 'Undo me')).toBeVisible();
  await expect(trash).toContainText('The trash is empty.');

  await card(page, 'Bin me').getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, 'Bin me')).toHaveCount(0);
  const binned = trash.getByRole('listitem', { name: 'Bin me' });
  await expect(binned).toContainText('Cover letter');
  await expect(binned).toContainText('removed for good in 30 days');
  expect((await apiList(page.request)).map((d) => d.title).sort()).toEqual(['Keep me', 'Undo me']);

  // Still in the trash after a reload; then restored from it.
  await page.reload();
  await expect(binned).toBeVisible();
  await binned.getByRole('button', { name: 'Restore' }).click();
  await expect(
    notice(page, 'Document restored', 'Bin me is back in your documents.'),
  ).toBeVisible();
  await expect(card(page, 'Bin me')).toBeVisible();
  await expect(trash).toContainText('The trash is empty.');
  expect((await apiList(page.request)).map((d) => d.title).sort()).toEqual([
    'Bin me',
    'Keep me',
    'Undo me',
  ]);
});

test('/build/:id: a stale save opens the choice; another user’s or a broken id is not found', async ({
  page,
  browser,
  clientIp,
  allowConsole,
}) => {
  allowConsole(
    /status of 409/,
    'the stale save is answered 409 Conflict, which this test is about',
  );
  allowConsole(/status of 404/, 'another user’s document and a broken id are answered 404');
  const user = await createUser(page.request, { label: 'docs-conflict' });
  const doc = await apiCreate(page.request, { kind: 'resume', title: 'Shared' });
  const other = await otherBrowser(browser, clientIp, user);
  try {
    const tabB = await other.newPage();
    await page.goto(`/build/${doc.id}`);
    await tabB.goto(`/build/${doc.id}`);
    await expect(saveButton(page)).toBeDisabled();
    await expect(saveButton(tabB)).toBeDisabled();
    const conflict = await saveInBothTabs([page, tabB], 'Full Name', ['Version A', 'Version B']);
    await expect(conflict).toContainText('Version A');
    await conflict.getByRole('button', { name: 'Keep mine and overwrite' }).click();
    await expect(saveStatus(tabB)).toHaveText('All changes saved', SAVE_WAIT);
    expect(await apiGet(page.request, doc.id)).toMatchObject({
      version: 3,
      data: { personalInfo: { fullName: 'Version B' } },
    });
  } finally {
    await other.close();
  }

  // Someone else's document, a missing one and a malformed id: not found, nothing shown.
  const stranger = await otherBrowser(browser, clientIp);
  try {
    const strangerPage = await stranger.newPage();
    await createUser(strangerPage.request, { label: 'docs-stranger' });
    for (const id of [doc.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      await strangerPage.goto(`/build/${id}`);
      await expect(
        strangerPage.getByRole('heading', { name: 'Failed to load saved resume data' }),
      ).toBeVisible();
      await expect(
        strangerPage
          .getByRole('main')
          .getByText('This document does not exist or is not yours.', { exact: true }),
      ).toBeVisible();
      await expect(
        strangerPage.getByRole('main').getByRole('link', { name: 'My Documents' }),
      ).toBeVisible();
    }
  } finally {
    await stranger.close();
  }
});

test('at 375 px the page fits the screen and works', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await createUser(page.request, { label: 'docs-phone' });
  await apiCreate(page.request, {
    kind: 'resume',
    title: 'A resume with a rather long title for a small phone screen',
    data: resumeDoc({
      targetJob: {
        title: 'Senior Platform Engineer',
        company: 'Globex Corporation',
        description: '',
      },
    }),
  });
  await page.goto('/documents');
  const docCard = card(page, 'A resume with a rather long title for a small phone screen');
  await expect(docCard).toBeVisible();
  for (const name of ['Open', 'Rename', 'Tailor a copy for another job', 'Delete']) {
    const control = docCard.getByRole(name === 'Open' ? 'link' : 'button', { name, exact: true });
    await control.scrollIntoViewIfNeeded();
    await expect(control).toBeInViewport({ ratio: 1 });
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'New cover letter' }).click();
  const dialog = page.getByRole('dialog', { name: 'New cover letter' });
  await expect(dialog.getByLabel('Resume it goes with')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
