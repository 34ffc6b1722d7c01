import { createUser, expect, holdRequests, test, userMenuButton } from '../fixtures/test.ts';

const NAV = [
  { name: 'Templates', path: '/templates' },
  { name: 'Features', path: '/features' },
  { name: 'Help', path: '/help' },
] as const;

test.describe('site header on desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const item of NAV) {
    test(`the ${item.name} nav link is visible and opens ${item.path}`, async ({ page }) => {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav).toBeVisible();
      await nav.getByRole('link', { name: item.name, exact: true }).click();
      await expect(page).toHaveURL(item.path);
      await expect(nav.getByRole('link', { name: item.name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  }

  test('there is no menu button, and the logo links home', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await page.getByRole('banner').getByRole('link', { name: 'TailorCV home' }).click();
    await expect(page).toHaveURL('/');
  });

  for (const name of ['Log In', 'Get Started']) {
    test(`signed out, '${name}' opens /auth`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL('/auth');
    });
  }

  test('the signed-out buttons do not flash while the session loads', async ({ page }) => {
    const release = await holdRequests(page, /\/api\/auth\/get-session/);
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'TailorCV home' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Get Started' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Log In' })).toHaveCount(0);
    release();
    await expect(header.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Log In' })).toBeVisible();
  });

  test('the footer links to the legal pages', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await footer.getByRole('link', { name: 'Sample Resumes' }).click();
    await expect(page).toHaveURL('/samples');
  });

  test('the skip link moves keyboard focus to the main content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/#main');
    await page.keyboard.press('Tab');
    // The next stop is inside <main>, not the header's links.
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
  });
});

test.describe('site header on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the nav links are hidden behind a keyboard-operable menu button', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    for (const item of NAV) {
      await expect(menu.getByRole('link', { name: item.name, exact: true })).toBeVisible();
    }

    // Escape closes the menu and hands focus back to its button.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    // Space opens it again; Tab reaches the first link and Enter follows it.
    await page.keyboard.press('Space');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Templates' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/templates');
    await expect(menu).toBeHidden();
  });

  for (const item of NAV) {
    test(`the menu's ${item.name} link opens ${item.path}`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('navigation', { name: 'Mobile' })
        .getByRole('link', { name: item.name, exact: true })
        .click();
      await expect(page).toHaveURL(item.path);
    });
  }

  test("'Get Started' and the menu's 'Log In' open /auth", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL('/auth');
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'Log In' })
      .click();
    await expect(page).toHaveURL('/auth');
  });

  test('a click outside the open menu closes it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    // Below the menu panel, on the page itself.
    await page.mouse.click(20, 760);
    await expect(menu).toBeHidden();
  });

  test('the landing page does not scroll sideways', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    expect(clientWidth).toBe(375);
  });
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`at ${viewport.width} px the footer's account link follows the header's sign-in state`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const support = page.getByRole('contentinfo').getByRole('navigation', { name: 'Support' });
    await page.goto('/help');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expect(support.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth');

    await createUser(page.request, { label: 'footer' });
    await page.reload();
    await expect(userMenuButton(page)).toBeVisible();
    await expect(support.getByRole('link', { name: 'Log In' })).toHaveCount(0);
    await support.getByRole('link', { name: 'My Documents' }).click();
    await expect(page).toHaveURL('/documents');
  });
}
