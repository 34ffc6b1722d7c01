import { MONTHS } from '../../src/shared/resume/dates.ts';
import { expect, notice, test } from '../fixtures/test.ts';
import {
  addExperience,
  cardTitles,
  experienceEntry,
  experienceForm,
  fillExperience,
  goToStep,
  openWithAnonymousDraft,
  preview,
  resumeDoc,
  stepButton,
  type ExperienceInput,
} from './builder-helpers.ts';

test('Experience form: required fields, months, 50 years, current job, end date, tags', async ({
  page,
}) => {
  await page.goto('/build');
  await goToStep(page, 'Experience');
  await expect(page.getByText('No work experience added yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add Work Experience' }).click();

  const form = experienceForm(page);
  await expect(form.getByRole('heading', { name: 'Add Experience' })).toBeVisible();
  const submit = form.getByRole('button', { name: 'Add Experience' });
  await expect(submit).toBeDisabled();
  // Field by field: Add waits for all four required ones; a title of spaces is no title.
  const steps: [input: Partial<ExperienceInput>, enabled: boolean][] = [
    [{ jobTitle: 'Engineer' }, false],
    [{ company: 'Acme' }, false],
    [{ startMonth: '03' }, false],
    [{ startYear: '2020' }, true],
    [{ jobTitle: '   ' }, false],
    [{ jobTitle: '  Engineer  ' }, true],
  ];
  for (const [input, enabled] of steps) {
    await fillExperience(page, input);
    await expect(submit).toBeEnabled({ enabled });
  }

  // Months as full names; years: 50, counting back from the current year.
  await expect(form.getByLabel('Start Month').getByRole('option')).toHaveText([
    'Month',
    ...MONTHS.map((m) => m.name),
  ]);
  const thisYear = new Date().getFullYear();
  const years = await form.getByLabel('Start Year').getByRole('option').allTextContents();
  expect(years).toHaveLength(51);
  expect(years[1]).toBe(String(thisYear));
  expect(years[50]).toBe(String(thisYear - 49));

  // 'I currently work here' hides the end date.
  await expect(form.getByLabel('End Month')).toBeVisible();
  await form.getByLabel('I currently work here').check();
  await expect(form.getByLabel('End Month')).toHaveCount(0);
  await expect(form.getByLabel('End Year')).toHaveCount(0);
  await form.getByLabel('I currently work here').uncheck();

  // The end date may not be before the start date.
  await fillExperience(page, { endMonth: '02', endYear: '2020' });
  await expect(form.getByText('End date cannot be before start date.')).toBeVisible();
  await expect(submit).toBeDisabled();
  await fillExperience(page, { endMonth: '06', endYear: '2022' });
  await expect(form.getByText('End date cannot be before start date.')).toBeHidden();
  await expect(submit).toBeEnabled();
  await form.getByLabel('I currently work here').check();

  // Tags: trimmed, never empty, duplicates ignored, Enter adds (and does not submit).
  const tagField = form.getByRole('textbox', { name: 'Skills', exact: true });
  const tags = form.getByRole('list', { name: 'Skills', exact: true }).getByRole('listitem');
  await tagField.fill('  React  ');
  await tagField.press('Enter');
  await expect(tags).toHaveText(['React']);
  await expect(tagField).toHaveValue('');
  await tagField.fill('react');
  await tagField.press('Enter');
  await expect(tags).toHaveText(['React']);
  await expect(form.getByText('That skill is already added.')).toBeVisible();
  await tagField.fill('   ');
  await tagField.press('Enter');
  await expect(tags).toHaveText(['React']);
  await tagField.fill('Node');
  await form.getByRole('button', { name: 'Add skills' }).click();
  await tagField.fill('Go');
  await tagField.press('Enter');
  await expect(tags).toHaveText(['React', 'Node', 'Go']);
  await form.getByRole('button', { name: 'Remove Node' }).click();
  await expect(tags).toHaveText(['React', 'Go']);
  await expect(form).toBeVisible();

  await fillExperience(page, { description: 'Built the billing system.' });
  await submit.click();

  // The form closes; the card shows everything.
  await expect(form).toBeHidden();
  const card = page
    .getByRole('list', { name: 'Work experience', exact: true })
    .getByRole('listitem');
  await expect(card.getByRole('heading', { name: 'Engineer' })).toBeVisible();
  await expect(card.getByText('Acme', { exact: true })).toBeVisible();
  await expect(card.getByText('Mar 2020 - Present', { exact: true })).toBeVisible();
  await expect(card.getByText('Current', { exact: true })).toBeVisible();
  await expect(card.getByText('Built the billing system.')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveText([
    'React',
    'Go',
  ]);
  await expect(page.getByRole('button', { name: 'Add Experience' })).toBeFocused();
  await expect(stepButton(page, 'Experience (completed)')).toBeVisible();

  // A past job shows its end date and no Current badge.
  await addExperience(page, {
    jobTitle: 'Intern',
    company: 'Initech',
    startMonth: '09',
    startYear: '2018',
    endMonth: '08',
    endYear: '2019',
  });
  const intern = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Intern' }) });
  await expect(intern.getByText('Sep 2018 - Aug 2019', { exact: true })).toBeVisible();
  await expect(intern.getByText('Current', { exact: true })).toHaveCount(0);
  await expect(preview(page).getByText('Initech · Sep 2018 - Aug 2019')).toBeAttached();
});

test('Experience: edit replaces the entry in place, delete offers Undo', async ({ page }) => {
  await openWithAnonymousDraft(
    page,
    resumeDoc({
      experience: [
        experienceEntry('1', { jobTitle: 'First', company: 'A' }),
        experienceEntry('2', { jobTitle: 'Second', company: 'B', tags: ['SQL'] }),
        experienceEntry('3', { jobTitle: 'Third', company: 'C' }),
      ],
    }),
  );
  await goToStep(page, 'Experience');
  const titles = cardTitles(page, 'Work experience');
  await expect(titles).toHaveText(['First', 'Second', 'Third']);

  await page.getByRole('button', { name: 'Edit Second at B' }).click();
  const form = experienceForm(page);
  await expect(form.getByRole('heading', { name: 'Edit Experience' })).toBeVisible();
  await expect(form.getByLabel('Job Title')).toHaveValue('Second');
  await expect(form.getByRole('list', { name: 'Skills', exact: true })).toHaveText('SQL');
  await fillExperience(page, { jobTitle: 'Second, renamed', current: true });
  await form.getByRole('button', { name: 'Update Experience' }).click();
  await expect(form).toBeHidden();
  await expect(titles).toHaveText(['First', 'Second, renamed', 'Third']);

  // Cancel leaves the entry as it was.
  await page.getByRole('button', { name: 'Edit Third at C' }).click();
  await fillExperience(page, { jobTitle: 'Changed my mind' });
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(titles).toHaveText(['First', 'Second, renamed', 'Third']);

  await page.getByRole('button', { name: 'Delete Second, renamed at B' }).click();
  await expect(titles).toHaveText(['First', 'Third']);
  const deleted = notice(page, 'Experience deleted');
  await expect(deleted).toContainText('Second, renamed at B was removed.');
  await deleted.getByRole('button', { name: 'Undo' }).click();
  await expect(titles).toHaveText(['First', 'Second, renamed', 'Third']);
});

test('Experience: reorder with the buttons, the keyboard and by dragging', async ({ page }) => {
  await openWithAnonymousDraft(
    page,
    resumeDoc({
      experience: ['A', 'B', 'C'].map((t, i) =>
        experienceEntry(String(i + 1), { jobTitle: t, company: 'X' }),
      ),
    }),
  );
  await goToStep(page, 'Experience');
  const titles = cardTitles(page, 'Work experience');
  await expect(titles).toHaveText(['A', 'B', 'C']);
  await expect(page.getByRole('button', { name: 'Move A at X up' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Move C at X down' })).toBeDisabled();

  await page.getByRole('button', { name: 'Move A at X down' }).click();
  await expect(titles).toHaveText(['B', 'A', 'C']);
  // Focus stays with the moved card's button, so repeated presses keep moving it.
  await expect(page.getByRole('button', { name: 'Move A at X down' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(titles).toHaveText(['B', 'C', 'A']);
  await expect(page.getByText('Moved A at X to position 3 of 3.')).toBeAttached();

  // Arrow keys on the drag handle.
  await page.getByRole('button', { name: 'Drag to reorder A at X' }).focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(titles).toHaveText(['A', 'B', 'C']);

  // Drag C's handle above A.
  const handle = page.getByRole('button', { name: 'Drag to reorder C at X' });
  const target = page.getByRole('heading', { name: 'A', exact: true });
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y - 10, { steps: 12 });
  await page.mouse.up();
  await expect(titles).toHaveText(['C', 'A', 'B']);
  await expect(preview(page).getByText(/^[ABC]$/)).toHaveText(['C', 'A', 'B']);

  // The order survives a reload.
  await page.reload();
  await goToStep(page, 'Experience');
  await expect(titles).toHaveText(['C', 'A', 'B']);
});

test('Education: add, edit, delete with Undo, reorder, its rules', async ({ page }) => {
  await page.goto('/build');
  await goToStep(page, 'Education');
  await expect(page.getByText('No education added yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add Your Education' }).click();
  const form = page.getByRole('form', { name: /^(Add|Edit) Education$/ });
  const submit = form.getByRole('button', { name: 'Add Education' });
  await expect(submit).toBeDisabled();
  await form.getByLabel('School').fill('MIT');
  await form.getByLabel('Degree').fill('BSc');
  await form.getByLabel('Field of Study').fill('Computer Science');
  await form.getByLabel('Start Month').selectOption('09');
  await expect(submit).toBeDisabled();
  await form.getByLabel('Start Year').selectOption('2015');
  await expect(submit).toBeEnabled();
  await form.getByLabel('End Month').selectOption('06');
  await form.getByLabel('End Year').selectOption('2014');
  await expect(form.getByText('End date cannot be before start date.')).toBeVisible();
  await expect(submit).toBeDisabled();
  await form.getByLabel('I currently study here').check();
  await expect(form.getByLabel('End Year')).toHaveCount(0);
  await expect(submit).toBeEnabled();
  await form.getByLabel('I currently study here').uncheck();
  await form.getByLabel('End Year').selectOption('2019');
  await submit.click();
  await expect(form).toBeHidden();

  const titles = cardTitles(page, 'Education');
  await expect(titles).toHaveText(['BSc']);
  await expect(page.getByText('Sep 2015 - Jun 2019', { exact: true })).toBeVisible();
  await expect(stepButton(page, 'Education (completed)')).toBeVisible();

  await page.getByRole('button', { name: 'Add Education' }).click();
  await form.getByLabel('School').fill('Open University');
  await form.getByLabel('Degree').fill('MSc');
  await form.getByLabel('Start Month').selectOption('01');
  await form.getByLabel('Start Year').selectOption('2020');
  await form.getByLabel('I currently study here').check();
  await submit.click();
  await expect(titles).toHaveText(['BSc', 'MSc']);
  await expect(page.getByText('Jan 2020 - Present', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Move MSc at Open University up' }).click();
  await expect(titles).toHaveText(['MSc', 'BSc']);

  await page.getByRole('button', { name: 'Edit BSc at MIT' }).click();
  await form.getByLabel('Degree').fill('BEng');
  await form.getByRole('button', { name: 'Update Education' }).click();
  await expect(titles).toHaveText(['MSc', 'BEng']);

  await page.getByRole('button', { name: 'Delete MSc at Open University' }).click();
  await expect(titles).toHaveText(['BEng']);
  await notice(page, 'Education deleted').getByRole('button', { name: 'Undo' }).click();
  await expect(titles).toHaveText(['MSc', 'BEng']);
  await expect(preview(page).getByText('MIT · Sep 2015 - Jun 2019')).toBeAttached();
});

test('Skills: tags grouped by category, languages with a level, certifications', async ({
  page,
}) => {
  await page.goto('/build');
  await goToStep(page, 'Skills');
  const skill = page.getByRole('textbox', { name: 'Skill', exact: true });
  const category = page.getByLabel('Category (optional)');
  await skill.fill('  SQL ');
  await category.fill('Data');
  await skill.press('Enter');
  await skill.fill('sql');
  await page.getByRole('button', { name: 'Add Skill' }).click();
  await expect(page.getByText('That skill is already in your list.')).toBeVisible();
  await skill.fill('   ');
  await page.getByRole('button', { name: 'Add Skill' }).click();
  await expect(page.getByText('Type a skill first.')).toBeVisible();
  await skill.fill('Python');
  await category.fill('data');
  await skill.press('Enter');
  await skill.fill('Leadership');
  await category.fill('');
  await skill.press('Enter');

  await expect(page.getByRole('list', { name: 'Data' }).getByRole('listitem')).toHaveText([
    'SQL',
    'Python',
  ]);
  await expect(page.getByRole('heading', { name: 'Other skills' })).toBeVisible();
  await expect(stepButton(page, 'Skills (completed)')).toBeVisible();
  const view = preview(page);
  await expect(view.getByText('Data: SQL, Python')).toBeAttached();
  await page.getByRole('button', { name: 'Remove Python' }).click();
  await expect(view.getByText('Data: SQL')).toBeAttached();

  const language = page.getByRole('textbox', { name: 'Language', exact: true });
  await language.fill('French');
  await page.getByLabel('Level', { exact: true }).selectOption('Fluent');
  await page.getByRole('button', { name: 'Add Language' }).click();
  await language.fill('french');
  await language.press('Enter');
  await expect(page.getByText('That language is already in your list.')).toBeVisible();
  await language.fill('German');
  await language.press('Enter');
  await page.getByLabel('Level of German').selectOption('Basic');
  await expect(view.getByText('French (Fluent), German (Basic)')).toBeAttached();
  await page.getByRole('button', { name: 'Remove German' }).click();
  await expect(view.getByText('French (Fluent)', { exact: true })).toBeAttached();

  const add = page.getByRole('button', { name: 'Add Certification' });
  await expect(add).toBeDisabled();
  await page.getByLabel('Certification Name').fill('AWS Certified Developer');
  await page.getByLabel('Issuer').fill('Amazon');
  await page.getByLabel('Year', { exact: true }).selectOption(String(new Date().getFullYear() - 1));
  await add.click();
  await expect(
    view.getByText(`AWS Certified Developer · Amazon · ${new Date().getFullYear() - 1}`),
  ).toBeAttached();
  await page.getByRole('button', { name: 'Remove AWS Certified Developer' }).click();
  await expect(view.getByText('AWS Certified Developer', { exact: false })).toHaveCount(0);

  await page.reload();
  await goToStep(page, 'Skills');
  await expect(page.getByRole('list', { name: 'Data' }).getByRole('listitem')).toHaveText(['SQL']);
  await expect(page.getByLabel('Level of French')).toHaveValue('Fluent');
});
