import type { Page } from '@playwright/test';
import { createUser, expect, test } from '../fixtures/test.ts';
import { preview } from './builder-helpers.ts';
import { SAVE_WAIT, saveButton, saveStatus } from './documents-helpers.ts';

/** The optional sections: added from the Sections panel, edited in their own editors, kept. */

function moreSections(page: Page) {
  return page.getByRole('navigation', { name: 'More sections' });
}

async function open(page: Page, name: string) {
  await moreSections(page).getByRole('button', { name, exact: true }).click();
}

/** Adds the optional section `name` from the Sections panel and opens its editor. */
async function addSection(page: Page, name: string, opensAs = name) {
  await open(page, 'Sections');
  await page.getByRole('button', { name: `Add ${name}`, exact: true }).click();
  await open(page, opensAs);
  await expect(page.getByRole('heading', { level: 2, name: opensAs })).toBeFocused();
}

/** Fills the open entry form: text fields by label, selects by label (value), then submits. */
async function fillForm(
  page: Page,
  noun: string,
  fields: Record<string, string>,
  selects: Record<string, string> = {},
) {
  const form = page.getByRole('form', { name: `Add ${noun}` });
  for (const [label, value] of Object.entries(fields)) {
    await form.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  for (const [label, value] of Object.entries(selects)) {
    await form.getByRole('combobox', { name: label, exact: true }).selectOption(value);
  }
  await form.getByRole('button', { name: `Add ${noun}` }).click();
  await expect(form).toBeHidden();
}

test('projects, volunteering, awards, publications, references, interests and a custom section are added, saved and kept', async ({
  page,
}) => {
  // One journey through seven editors and a reload: more steps than the default limit allows
  // on a busy machine.
  test.slow();
  await createUser(page.request, { label: 'builder-sections' });
  await page.goto('/build');
  await page.getByLabel('Full Name').fill('Ada Lovelace');
  await page.getByLabel('Headline').fill('Analytical engine programmer');

  await addSection(page, 'Projects');
  await page.getByRole('button', { name: 'Add Your First Project' }).click();
  await fillForm(
    page,
    'Project',
    { 'Project Name': 'Note G', 'Project URL': 'https://example.com/note-g' },
    { 'Start Year': '2020' },
  );

  await addSection(page, 'Volunteering');
  await page.getByRole('button', { name: 'Add Volunteering' }).click();
  await fillForm(page, 'Volunteering', { Role: 'Mentor', Organization: 'Code Club' });

  await addSection(page, 'Awards');
  await page.getByRole('button', { name: 'Add Your First Award' }).click();
  await fillForm(page, 'Award', { 'Award Title': 'Royal Medal' }, { Year: '2019' });

  await addSection(page, 'Publications');
  await page.getByRole('button', { name: 'Add Your First Publication' }).click();
  await fillForm(page, 'Publication', { Title: 'Sketch of the Analytical Engine' });

  await addSection(page, 'References');
  await page.getByRole('button', { name: 'Add Your First Reference' }).click();
  await fillForm(page, 'Reference', { Name: 'Charles Babbage', Contact: 'On request' });

  await addSection(page, 'Interests');
  const interest = page.getByRole('textbox', { name: 'Interests' });
  await interest.fill('Poetical science');
  await interest.press('Enter');
  await expect(page.getByRole('list', { name: 'Interests' })).toHaveText('Poetical science');

  await addSection(page, 'Custom section', 'Additional Information');
  await page.getByLabel('Section Title').fill('Talks');
  await expect(moreSections(page).getByRole('button', { name: 'Talks' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Your First Entry' }).click();
  await fillForm(page, 'Entry', { Title: 'On Bernoulli numbers', Date: 'Spring 1843' });

  // Adding an entry saves at once, and the last one carried everything typed before it.
  await expect(saveStatus(page)).toHaveText('All changes saved', SAVE_WAIT);
  await expect(saveButton(page)).toBeDisabled();

  await page.reload();
  await expect(page.getByLabel('Headline')).toHaveValue('Analytical engine programmer');
  await expect(moreSections(page).getByRole('button')).toHaveText([
    'Projects',
    'Volunteering',
    'Awards',
    'Publications',
    'References',
    'Interests',
    'Talks',
    'Sections',
    'Look',
    'History',
  ]);
  const kept: [section: string, card: string][] = [
    ['Projects', 'Note G'],
    ['Volunteering', 'Mentor'],
    ['Awards', 'Royal Medal'],
    ['Publications', 'Sketch of the Analytical Engine'],
    ['References', 'Charles Babbage'],
    ['Talks', 'On Bernoulli numbers'],
  ];
  for (const [section, card] of kept) {
    await open(page, section);
    await expect(page.getByRole('heading', { level: 3, name: card })).toBeVisible();
  }
  await open(page, 'Interests');
  await expect(page.getByRole('list', { name: 'Interests' })).toHaveText('Poetical science');

  for (const text of [
    'Analytical engine programmer',
    'Note G',
    'Code Club',
    'Royal Medal',
    'Sketch of the Analytical Engine',
    'Charles Babbage',
    'Poetical science',
    'Talks',
    'On Bernoulli numbers',
  ]) {
    await expect(preview(page).getByText(text).first()).toBeAttached();
  }
});
