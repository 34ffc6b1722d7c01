import { expect, test } from '../fixtures.ts';
import { experienceForm, openNewExperienceWith } from './builder-helpers.ts';

/**
 * 'Suggest a rewrite' in the experience step, with the engine the e2e server runs
 * (AI_PROVIDER=local: the opening verb only, nothing added): offered one bullet at a
 * time, Reject leaves the bullet, Accept puts the rewrite in its place.
 */

test('Suggest a rewrite: one bullet at a time, Reject keeps it, Accept replaces it', async ({
  page,
}) => {
  await openNewExperienceWith(
    page,
    '- Responsible for managing the checkout used by 40,000 shops\n- Rebuilt the search page in React',
  );

  const rewrite = experienceForm(page).getByTestId('bullet-rewrite');
  await rewrite.getByText('Suggest a rewrite').click();
  await rewrite.getByRole('button', { name: 'Suggest a rewrite for bullet 1' }).click();
  const offer = rewrite.getByRole('group', { name: 'Suggested rewrite' });
  await expect(offer.getByTestId('rewrite-offer-text')).toHaveText(
    'Managed the checkout used by 40,000 shops',
  );
  // Nothing the resume does not hold: nothing marked.
  await expect(offer.locator('mark')).toHaveCount(0);
  // One offer at a time: the other bullets wait until this one is settled.
  await expect(rewrite.getByRole('button', { name: /Suggest a rewrite for bullet/ })).toHaveCount(
    0,
  );

  await offer.getByRole('button', { name: 'Reject' }).click();
  const description = experienceForm(page).getByLabel('Description');
  await expect(description).toHaveValue(/^- Responsible for managing the checkout/);

  await rewrite.getByRole('button', { name: 'Suggest a rewrite for bullet 1' }).click();
  await offer.getByRole('button', { name: 'Accept' }).click();
  await expect(description).toHaveValue(
    '- Managed the checkout used by 40,000 shops\n- Rebuilt the search page in React',
  );

  // A bullet that already opens well is said to, and left alone.
  await rewrite.getByRole('button', { name: 'Suggest a rewrite for bullet 2' }).click();
  await expect(offer).toContainText('This bullet already opens with a strong verb.');
  await offer.getByRole('button', { name: 'Close' }).click();
  await expect(description).toHaveValue(
    '- Managed the checkout used by 40,000 shops\n- Rebuilt the search page in React',
  );
});
