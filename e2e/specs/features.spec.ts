import { expect, test } from '../fixtures.ts';

const TITLES = [
  'AI-Powered Suggestions',
  'ATS-Friendly Templates',
  'Multiple Export Formats',
  'Professional Quality',
  'Quick & Easy',
  'Industry-Specific',
];

test('shows the six feature cards', async ({ page }) => {
  await page.goto('/features');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(6);
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(TITLES);
  for (const card of await cards.all()) {
    const text = (await card.textContent()) ?? '';
    expect(text.length).toBeGreaterThan(60);
  }
  await expect(cards.filter({ hasText: 'Quick & Easy' })).toContainText('drag-and-drop editor');
  await expect(cards.filter({ hasText: 'Multiple Export Formats' })).toContainText(
    /PDF.*DOCX.*TXT/,
  );
});

test('the call to action opens the builder', async ({ page }) => {
  await page.goto('/features');
  await page.getByRole('link', { name: 'Start Building' }).click();
  await expect(page).toHaveURL('/build');
});

test('fits a 375 px phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/features');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(6);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
