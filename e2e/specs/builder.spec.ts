import { expect, test } from '../fixtures.ts';
import {
  addExperience,
  cardTitles,
  goToStep,
  preview,
  readAnonymousDraft,
  stepButton,
} from './builder-helpers.ts';

test('header, the four steps, Previous / Next / Complete (anonymous visitor)', async ({ page }) => {
  await page.goto('/build');
  await expect(page.getByRole('heading', { level: 1, name: 'Resume Builder' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  // Anonymous visitors can use the builder but cannot save; they can preview and download.
  await expect(page.getByText('Draft kept in this browser')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Preview', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download', exact: true })).toBeVisible();

  const steps = page.getByRole('navigation', { name: 'Resume steps' }).getByRole('button');
  await expect(steps).toHaveText(['1Personal Info', '2Experience', '3Education', '4Skills']);
  await expect(stepButton(page, 'Personal Info')).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();

  const previous = page.getByRole('button', { name: 'Previous' });
  const next = page.getByRole('button', { name: 'Next' });
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(page.getByRole('heading', { name: 'Work Experience' })).toBeVisible();
  await expect(stepButton(page, 'Experience')).toHaveAttribute('aria-current', 'step');
  await expect(previous).toBeEnabled();
  await next.click();
  await expect(page.getByRole('heading', { name: 'Education', level: 2 })).toBeVisible();
  await next.click();
  await expect(page.getByRole('heading', { name: 'Skills', level: 2 })).toBeVisible();
  // On the last step Next reads 'Complete' and is disabled.
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Complete' })).toBeDisabled();

  // Any step can be clicked.
  await goToStep(page, 'Education');
  await expect(page.getByRole('heading', { name: 'Education', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Education', level: 2 })).toBeFocused();
  await previous.click();
  await expect(page.getByRole('heading', { name: 'Work Experience' })).toBeVisible();
  await goToStep(page, 'Personal Info');
  await expect(previous).toBeDisabled();
});

test('Personal Info: fields, live preview with placeholders, links, check mark', async ({
  page,
}) => {
  await page.goto('/build');
  await expect(page.getByText('OR FILL MANUALLY', { exact: true })).toBeVisible();
  const view = preview(page);
  await expect(view.getByTestId('preview-name')).toHaveText('Your Name');
  await expect(view.getByTestId('preview-email')).toHaveText('your.email@example.com');
  await expect(view.getByTestId('preview-phone')).toHaveText('Your phone number');
  await expect(view.getByTestId('preview-summary')).toHaveText(
    'Your professional summary will appear here...',
  );
  await expect(stepButton(page, 'Personal Info (completed)')).toHaveCount(0);

  // Updated as you type: every keystroke reaches the preview.
  const name = page.getByLabel('Full Name');
  await name.pressSequentially('Ada');
  await expect(view.getByTestId('preview-name')).toHaveText('Ada');
  await name.pressSequentially(' Lovelace');
  await expect(view.getByTestId('preview-name')).toHaveText('Ada Lovelace');
  await page.getByLabel('Email').fill('ada@example');
  await page.getByLabel('Phone').click();
  await expect(page.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();
  await page.getByLabel('Email').fill('ada@example.com');
  await expect(page.getByText('Enter a valid email address, like name@example.com.')).toBeHidden();
  await page.getByLabel('Phone').fill('+44 20 7946 0000');
  await page.getByLabel('Location').fill('London');
  await page.getByLabel('Professional Summary').fill('Mathematician and writer.');
  await expect(view.getByTestId('preview-email')).toHaveText('ada@example.com');
  await expect(view.getByTestId('preview-phone')).toHaveText('+44 20 7946 0000');
  await expect(view.getByTestId('preview-summary')).toHaveText('Mathematician and writer.');
  await expect(view.getByText('London')).toBeAttached();

  // A completed step shows a check mark: Personal Info needs a full name and an e-mail.
  await expect(stepButton(page, 'Personal Info (completed)')).toBeVisible();
  await expect(stepButton(page, 'Personal Info').getByTestId('step-check')).toBeVisible();
  await page.getByLabel('Email').fill('');
  await expect(stepButton(page, 'Personal Info').getByTestId('step-check')).toHaveCount(0);
  await expect(view.getByTestId('preview-email')).toHaveText('your.email@example.com');
  await page.getByLabel('Email').fill('ada@example.com');

  // Links take http and https only.
  const url = page.getByLabel('Link URL');
  for (const bad of ['javascript:alert(1)', 'ftp://ada.example.com', 'ada.example.com']) {
    await url.fill(bad);
    await page.getByRole('button', { name: 'Add Link' }).click();
    await expect(
      page.getByText('Enter a web address starting with http:// or https://'),
    ).toBeVisible();
  }
  await page.getByLabel('Link label').fill('Portfolio');
  await url.fill('https://ada.example.com');
  await url.press('Enter');
  await expect(
    page.getByText('Enter a web address starting with http:// or https://'),
  ).toBeHidden();
  await expect(view.getByText('Portfolio: https://ada.example.com')).toBeAttached();
  await page.getByRole('button', { name: 'Remove link Portfolio' }).click();
  await expect(view.getByText('Portfolio: https://ada.example.com')).toHaveCount(0);
});

test('an anonymous draft survives a reload, with the template from ?template=', async ({
  page,
}) => {
  await page.goto('/build?template=7');
  await page.getByLabel('Full Name').fill('Grace Hopper');
  await page.getByLabel('Professional Summary').fill('Rear admiral.');
  await goToStep(page, 'Experience');
  await addExperience(page, {
    jobTitle: 'Programmer',
    company: 'Harvard',
    startMonth: '07',
    startYear: '2000',
    current: true,
  });
  await expect(cardTitles(page, 'Work experience')).toHaveText(['Programmer']);

  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('Grace Hopper');
  await expect(preview(page).getByTestId('preview-summary')).toHaveText('Rear admiral.');
  await goToStep(page, 'Experience');
  await expect(cardTitles(page, 'Work experience')).toHaveText(['Programmer']);
  const draft = await readAnonymousDraft(page);
  expect(draft?.templateId).toBe('7');

  // A fresh visit (new page, same browser) still finds it.
  const other = await page.context().newPage();
  await other.goto('/build');
  await expect(other.getByLabel('Full Name')).toHaveValue('Grace Hopper');
});

test('markup typed into fields shows as text and never runs', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const script = '<script>alert(1)</script>';
  const img = '<img src=x onerror=alert(1)>';
  await page.goto('/build');
  await page.getByLabel('Full Name').fill(script);
  await page.getByLabel('Professional Summary').fill(img);
  await page.getByLabel('Location').fill(`${img}${script}`);
  const view = preview(page);
  await expect(view.getByTestId('preview-name')).toHaveText(script);
  await expect(view.getByTestId('preview-summary')).toHaveText(img);

  await goToStep(page, 'Experience');
  await addExperience(page, {
    jobTitle: script,
    company: img,
    startMonth: '01',
    startYear: '2020',
    description: `${script}\n${img}`,
    tags: [img],
  });
  await expect(cardTitles(page, 'Work experience')).toHaveText([script]);
  const card = page
    .getByRole('list', { name: 'Work experience', exact: true })
    .getByRole('listitem')
    .first();
  await expect(card.getByText(img, { exact: true }).first()).toBeVisible();
  await expect(view.getByText(script, { exact: true }).first()).toBeAttached();

  await goToStep(page, 'Skills');
  await page.getByRole('textbox', { name: 'Skill', exact: true }).fill(img);
  await page.getByRole('button', { name: 'Add Skill' }).click();
  await expect(view.getByText(img, { exact: true }).last()).toBeAttached();

  await page.reload();
  await expect(preview(page).getByTestId('preview-name')).toHaveText(script);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('main script')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});
