import { expect, failedResource, test } from '../fixtures.ts';

test('an unknown path shows the 404 page and logs the path to the console', async ({
  page,
  allowConsole,
}) => {
  allowConsole(
    failedResource(404),
    'the server answers an unknown path with HTTP 404, which Chromium reports',
  );
  allowConsole(
    '404 Error: User attempted to access non-existent route: /definitely/not/here',
    'the 404 page logs the path the visitor tried',
  );
  const messages: string[] = [];
  page.on('console', (msg) => messages.push(msg.text()));
  const res = await page.goto('/definitely/not/here');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect.poll(() => messages.join('\n')).toContain('/definitely/not/here');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
});
