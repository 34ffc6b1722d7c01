import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { EXPERIENCE_LEVEL_LABELS, SAMPLE_RESUMES } from '../../src/shared/samples/samples.ts';

const cards = (page: Page) =>
  page.getByRole('list', { name: 'Sample resumes' }).getByRole('article');
const titles = (page: Page) =>
  page.getByRole('list', { name: 'Sample resumes' }).getByRole('heading', { level: 2 });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search samples' });
const industry = (page: Page) => page.getByRole('combobox', { name: 'Industry' });
const level = (page: Page) => page.getByRole('combobox', { name: 'Experience level' });
const count = (page: Page) => page.getByRole('status');

/** The list shows these titles, in this order, and the count says how many. */
async function expectShown(page: Page, found: string[]) {
  await expect(count(page)).toHaveText(`Showing ${found.length} of 8 sample resumes`);
  await expect(titles(page)).toHaveText(found);
}

/** Searches for `query`: these titles are what it finds. */
async function expectSearch(page: Page, query: string, found: string[]) {
  await search(page).fill(query);
  await expectShown(page, found);
}

/** Chooses each option of a filter in turn (the titles each shows), then `all` again. */
async function expectEachOption(
  page: Page,
  filter: Locator,
  expected: Record<string, string[]>,
  all: string,
) {
  for (const [name, found] of Object.entries(expected)) {
    await filter.selectOption(name);
    await expectShown(page, found);
  }
  await filter.selectOption(all);
  await expect(count(page)).toHaveText('Showing 8 of 8 sample resumes');
}

test.beforeEach(async ({ page }) => {
  await page.goto('/samples');
  await expect(count(page)).toHaveText('Showing 8 of 8 sample resumes');
});

test('lists the 8 samples with title, description, industry, level and features', async ({
  page,
}) => {
  await expect(cards(page)).toHaveCount(8);
  for (const sample of SAMPLE_RESUMES) {
    const card = page.getByRole('article', { name: sample.title });
    await expect(card.getByRole('heading', { name: sample.title })).toBeVisible();
    await expect(card).toContainText(sample.description);
    await expect(card).toContainText(sample.industry);
    await expect(card).toContainText(EXPERIENCE_LEVEL_LABELS[sample.experienceLevel]);
    for (const feature of sample.features) {
      await expect(card.getByRole('listitem').filter({ hasText: feature })).toBeVisible();
    }
  }
  // The level labels name their years of experience.
  const list = page.getByRole('list', { name: 'Sample resumes' });
  await expect(list.getByText('Entry-Level (0-2 years)', { exact: true })).toHaveCount(2);
  await expect(list.getByText('Mid-Level (3-5 years)', { exact: true })).toHaveCount(3);
  await expect(list.getByText('Senior (5+ years)', { exact: true })).toHaveCount(3);
  // Each card opens the builder with its sample.
  await expect(list.getByRole('link', { name: /^Use this sample: / })).toHaveCount(8);
});

test('searches titles, case-insensitively', async ({ page }) => {
  await expectSearch(page, 'FINANCIAL analyst', ['Financial Analyst']);
  await expectSearch(page, 'Project Manager', ['Senior Project Manager']);
});

test('one search covers titles and descriptions together', async ({ page }) => {
  // Two titles say 'Senior'; the financial analyst's description mentions senior leadership.
  await expectSearch(page, 'senior', [
    'Senior Software Engineer',
    'Financial Analyst',
    'Senior Project Manager',
  ]);
});

test('searches descriptions', async ({ page }) => {
  await expectSearch(page, 'distributed systems', ['Senior Software Engineer']);
  await expectSearch(page, 'cold outreach', ['Sales Development Representative']);
});

test('does not search features or industries', async ({ page }) => {
  // 'credentials' is only in two cards' feature lists.
  await expect(page.getByText('PMP and PRINCE2 credentials')).toBeVisible();
  await search(page).fill('credentials');
  await expect(count(page)).toHaveText('Showing 0 of 8 sample resumes');
  await expect(cards(page)).toHaveCount(0);

  await search(page).fill('Human Resources');
  await expect(count(page)).toHaveText('Showing 0 of 8 sample resumes');
});

test('filters by each industry', async ({ page }) => {
  const expected: Record<string, string[]> = {
    Technology: ['Senior Software Engineer', 'Junior Data Analyst'],
    Marketing: ['Digital Marketing Manager'],
    Finance: ['Financial Analyst'],
    Design: ['UX/UI Designer'],
    Management: ['Senior Project Manager'],
    Sales: ['Sales Development Representative'],
    'Human Resources': ['HR Business Partner'],
  };
  await expect(industry(page).locator('option')).toHaveText([
    'All Industries',
    ...Object.keys(expected),
  ]);
  await expectEachOption(page, industry(page), expected, 'All Industries');
});

test('filters by each experience level', async ({ page }) => {
  await expect(level(page).locator('option')).toHaveText([
    'All Levels',
    'Entry-Level (0-2 years)',
    'Mid-Level (3-5 years)',
    'Senior (5+ years)',
  ]);
  const expected: Record<string, string[]> = {
    'Entry-Level (0-2 years)': ['Junior Data Analyst', 'Sales Development Representative'],
    'Mid-Level (3-5 years)': ['Digital Marketing Manager', 'Financial Analyst', 'UX/UI Designer'],
    'Senior (5+ years)': [
      'Senior Software Engineer',
      'Senior Project Manager',
      'HR Business Partner',
    ],
  };
  await expectEachOption(page, level(page), expected, 'All Levels');
});

test('combines search and both filters', async ({ page }) => {
  await industry(page).selectOption('Technology');
  await level(page).selectOption('Senior (5+ years)');
  await expect(titles(page)).toHaveText(['Senior Software Engineer']);

  await level(page).selectOption('Entry-Level (0-2 years)');
  await expect(titles(page)).toHaveText(['Junior Data Analyst']);

  await search(page).fill('analyst');
  await expect(count(page)).toHaveText('Showing 1 of 8 sample resumes');

  await industry(page).selectOption('All Industries');
  await level(page).selectOption('Mid-Level (3-5 years)');
  await expect(titles(page)).toHaveText(['Financial Analyst']);
});

test('the empty state clears the search and both filters', async ({ page }) => {
  await search(page).fill('designer');
  await industry(page).selectOption('Sales');
  await level(page).selectOption('Senior (5+ years)');
  await expect(count(page)).toHaveText('Showing 0 of 8 sample resumes');
  await expect(page.getByRole('heading', { name: 'No sample resumes found' })).toBeVisible();

  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(count(page)).toHaveText('Showing 8 of 8 sample resumes');
  await expect(cards(page)).toHaveCount(8);
  await expect(search(page)).toHaveValue('');
  await expect(industry(page)).toHaveValue('All Industries');
  await expect(level(page)).toHaveValue('All Levels');
  await expect(search(page)).toBeFocused();
  await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);
});

test('the filters work from the keyboard', async ({ page }) => {
  await search(page).focus();
  await page.keyboard.type('manager');
  await expect(count(page)).toHaveText('Showing 2 of 8 sample resumes');
  await page.keyboard.press('Tab');
  await expect(industry(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(level(page)).toBeFocused();
});

test('fits a 375 px phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(cards(page)).toHaveCount(8);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
