import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import {
  experienceEntry,
  experienceForm,
  fillExperience,
  goToStep,
  openNewExperienceWith,
  openWithAnonymousDraft,
  resumeDoc,
} from './builder-helpers.ts';

/** The bullet review in the experience step and the target-job panel's keyword support. */

const suggestions = (page: Page) =>
  experienceForm(page).getByRole('list', { name: 'Bullet suggestions' });
const dismissButton = (page: Page, kind: string) =>
  experienceForm(page).getByRole('button', { name: `Dismiss ‘${kind}’ for bullet 1` });

test('Bullet review: a weak first-person bullet gets findings, a dismissed one stays dismissed, a strong bullet gets none', async ({
  page,
}) => {
  await openNewExperienceWith(page, 'I was responsible for the website.');

  await expect(suggestions(page).getByRole('listitem')).toHaveText([
    /^Bullet 1 · First person/,
    /^Bullet 1 · Weak opening.*‘responsible for’ says what the job was/,
    /^Bullet 1 · No result/,
  ]);
  await expect(
    experienceForm(page).getByRole('status').filter({ hasText: 'suggestions' }),
  ).toHaveText('3 suggestions for these bullets.');

  await dismissButton(page, 'Weak opening').click();
  await expect(dismissButton(page, 'Weak opening')).toHaveCount(0);
  await expect(suggestions(page).getByRole('listitem')).toHaveCount(2);

  // Saved, then opened again after a reload: the same bullet keeps its dismissal.
  await experienceForm(page).getByRole('button', { name: 'Add Experience' }).click();
  await expect(experienceForm(page)).toBeHidden();
  await page.reload();
  await goToStep(page, 'Experience');
  await page.getByRole('button', { name: 'Edit Web Developer at Acme' }).click();
  await expect(dismissButton(page, 'First person')).toBeVisible();
  await expect(dismissButton(page, 'Weak opening')).toHaveCount(0);

  // A strong, quantified bullet: the review runs and finds nothing.
  await fillExperience(page, {
    description: 'Rebuilt the checkout in React, lifting conversion from 2.1% to 2.9%.',
  });
  await expect(suggestions(page)).toHaveCount(0);
  await expect(dismissButton(page, 'First person')).toHaveCount(0);
});

// The panel is what this journey checks, so the posting names each keyword plainly; which span the engine picks from a
// phrase is tested in the engine's own suite.
const POSTING =
  'We are hiring an Engineering Manager. Requirements: experience in mentoring, Kubernetes and Terraform, strong stakeholder management.';

test('Keyword support: a missing keyword the resume backs offers Add to Skills with its line; one it does not is only named', async ({
  page,
}) => {
  await openWithAnonymousDraft(
    page,
    resumeDoc({
      experience: [
        experienceEntry('1', {
          jobTitle: 'Tech Lead',
          company: 'Globex',
          current: true,
          description: '- Mentored 4 junior engineers, 2 of them promoted within a year.',
        }),
      ],
      targetJob: { title: 'Engineering Manager', company: 'Acme', description: POSTING },
    }),
  );
  const panel = page.getByTestId('target-job-panel');
  const missing = (name: string) =>
    panel.getByRole('listitem').filter({ hasText: new RegExp(`^${name}`) });

  await expect(missing('Mentoring')).toContainText(
    'Your resume says: “Mentored 4 junior engineers, 2 of them promoted within a year.”',
  );
  await expect(missing('Kubernetes')).toContainText('Not found in your resume');
  await expect(missing('Kubernetes').getByRole('button')).toHaveCount(0);

  await panel.getByRole('button', { name: 'Add Mentoring to skills' }).click();
  await expect(panel.getByRole('button', { name: 'Add Mentoring to skills' })).toHaveCount(0);
  await goToStep(page, 'Skills');
  await expect(page.getByRole('button', { name: 'Remove Mentoring' })).toBeVisible();
});
