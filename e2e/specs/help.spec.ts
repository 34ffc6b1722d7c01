import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

const QUESTIONS = [
  'What makes a resume ATS-friendly?',
  'Can I customize the templates?',
  'How does the AI content generation work?',
  'What formats can I download my resume in?',
  'Is my data secure?',
];

const faq = (page: Page) => page.getByRole('region', { name: 'Frequently Asked Questions' });
const question = (page: Page, name: string) => faq(page).getByRole('button', { name });

test.beforeEach(async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('shows the three help cards', async ({ page }) => {
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
    'Getting Started Guide',
    'Email Support',
    'Documentation',
  ]);
});

test('Getting Started Guide opens a step list that leads to the builder', async ({ page }) => {
  const card = page.getByRole('article').filter({ hasText: 'Getting Started Guide' });
  const toggle = card.getByRole('button', { name: 'View Guide' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const guide = page.getByRole('region', { name: 'Getting started in four steps' });
  await expect(guide).toHaveCount(0);

  await toggle.click();
  const hide = card.getByRole('button', { name: 'Hide Guide' });
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  await expect(guide).toBeInViewport();
  expect(await hide.getAttribute('aria-controls')).toBe(await guide.getAttribute('id'));
  const steps = guide.getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.first()).toContainText('Choose a template');
  await expect(steps.last()).toContainText('PDF, DOCX or TXT');

  await hide.click();
  await expect(guide).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'View Guide' })).toBeFocused();

  await card.getByRole('button', { name: 'View Guide' }).press('Enter');
  await guide.getByRole('link', { name: 'Open the resume builder' }).click();
  await expect(page).toHaveURL('/build');
});

test('Email Support is a mailto link to the support address and promises a reply in 24 hours', async ({
  page,
}) => {
  const card = page.getByRole('article').filter({ hasText: 'Email Support' });
  await expect(card.getByText('support@tailorcv.example', { exact: true })).toBeVisible();
  await expect(card).toContainText('within 24 hours');
  const link = card.getByRole('link', { name: 'Contact Support' });
  await expect(link).toHaveAttribute('href', /^mailto:support@tailorcv\.example\?subject=/);
});

test('Documentation leads to the FAQ and to the features page', async ({ page }) => {
  const card = page.getByRole('article').filter({ hasText: 'Documentation' });
  await card.getByRole('link', { name: 'Read the FAQ' }).click();
  await expect(page).toHaveURL(/\/help#faq$/);
  await expect(
    faq(page).getByRole('heading', { name: 'Frequently Asked Questions' }),
  ).toBeInViewport();

  await card.getByRole('link', { name: 'Explore Features' }).click();
  await expect(page).toHaveURL('/features');
  await expect(page.getByRole('heading', { name: 'Quick & Easy' })).toBeVisible();
});

test('the FAQ has five questions, all closed at first', async ({ page }) => {
  const triggers = faq(page).getByRole('button');
  await expect(triggers).toHaveText(QUESTIONS);
  for (const trigger of await triggers.all()) {
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  }
  await expect(faq(page).getByRole('region')).toHaveCount(0);
});

test('opening one answer closes the other, and an open answer can be closed', async ({ page }) => {
  await question(page, QUESTIONS[3]!).click();
  await expect(question(page, QUESTIONS[3]!)).toHaveAttribute('aria-expanded', 'true');
  const answer = faq(page).getByRole('region', { name: QUESTIONS[3]! });
  await expect(answer).toContainText('PDF, DOCX and TXT');

  await question(page, QUESTIONS[4]!).click();
  await expect(question(page, QUESTIONS[4]!)).toHaveAttribute('aria-expanded', 'true');
  await expect(question(page, QUESTIONS[3]!)).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
  const security = faq(page).getByRole('region', { name: QUESTIONS[4]! });
  await expect(security).toContainText('encrypted');
  await expect(security).toContainText('never sell or share');
  await expect(faq(page).getByRole('region')).toHaveCount(1);

  await question(page, QUESTIONS[4]!).click();
  await expect(question(page, QUESTIONS[4]!)).toHaveAttribute('aria-expanded', 'false');
  await expect(faq(page).getByRole('region')).toHaveCount(0);
});

test('the answers say honestly where the AI runs', async ({ page }) => {
  await question(page, QUESTIONS[2]!).click();
  const answer = faq(page).getByRole('region', { name: QUESTIONS[2]! });
  await expect(answer).toContainText('built into the TailorCV server');
  await expect(answer).toContainText('not sent to any third party');
  await question(page, QUESTIONS[0]!).click();
  await expect(faq(page).getByRole('region', { name: QUESTIONS[0]! })).toContainText(
    'Applicant tracking systems',
  );
  await question(page, QUESTIONS[1]!).click();
  await expect(faq(page).getByRole('region', { name: QUESTIONS[1]! })).toContainText('template');
});

test('the FAQ works from the keyboard', async ({ page }) => {
  const first = question(page, QUESTIONS[0]!);
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');

  // Arrow keys move between questions; Space opens the focused one and closes the other.
  await page.keyboard.press('ArrowDown');
  await expect(question(page, QUESTIONS[1]!)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(question(page, QUESTIONS[1]!)).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('End');
  await expect(question(page, QUESTIONS[4]!)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();

  // Tab reaches the questions in order too.
  await page.keyboard.press('Tab');
  await expect(question(page, QUESTIONS[1]!)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question(page, QUESTIONS[1]!)).toHaveAttribute('aria-expanded', 'false');
});

test('fits a 375 px phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // On a phone the guide opens below the other cards, so it is scrolled into view.
  await page.getByRole('button', { name: 'View Guide' }).click();
  await expect(
    page.getByRole('region', { name: 'Getting started in four steps' }),
  ).toBeInViewport();
  await question(page, QUESTIONS[2]!).click();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
