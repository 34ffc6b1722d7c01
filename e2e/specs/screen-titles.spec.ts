import { failedResource } from '../fixtures.ts';
import { createUser, expect, test } from '../fixtures/test.ts';

/** Every screen names itself in the browser tab, and its first load logs nothing unexpected. */

const PUBLIC_SCREENS = [
  ['/', 'TailorCV – ATS-friendly resumes tailored to the job'],
  ['/build', 'Resume Builder – TailorCV'],
  ['/templates', 'Templates – TailorCV'],
  ['/samples', 'Sample Resumes – TailorCV'],
  ['/features', 'Features – TailorCV'],
  ['/help', 'Help – TailorCV'],
  ['/auth', 'Sign In – TailorCV'],
  ['/cover-letter', 'Cover Letter – TailorCV'],
] as const;

for (const [path, title] of PUBLIC_SCREENS) {
  test(`${path} is titled '${title}'`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page).toHaveTitle(title);
  });
}

test('signed in, My Documents, Applications and Profile have their own titles', async ({
  page,
}) => {
  await createUser(page.request, { label: 'titles' });
  await page.goto('/documents');
  await expect(page).toHaveTitle('My Documents – TailorCV');
  await page.goto('/applications');
  await expect(page.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Applications – TailorCV');
  await page.goto('/profile');
  await expect(page.getByLabel('First Name')).toBeVisible();
  await expect(page).toHaveTitle('Profile – TailorCV');
});

test('an unknown path is titled Page Not Found', async ({ page, allowConsole }) => {
  allowConsole(failedResource(404), 'the server answers an unknown path with HTTP 404');
  allowConsole('404 Error: User attempted to access', 'the 404 page logs the path it was given');
  await page.goto('/no-such-screen');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found – TailorCV');
});

test('the title follows the screen when moving within the app', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('TailorCV – ATS-friendly resumes tailored to the job');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sample Resumes' }).click();
  await expect(page).toHaveURL('/samples');
  await expect(page).toHaveTitle('Sample Resumes – TailorCV');
  await page.goBack();
  await expect(page).toHaveTitle('TailorCV – ATS-friendly resumes tailored to the job');
});
