import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 page and logs the path to the console', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (msg) => messages.push(msg.text()));
  const res = await page.goto('/definitely/not/here');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect.poll(() => messages.join('\n')).toContain('/definitely/not/here');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
});
