import type { Page } from '@playwright/test';
import { E2E_BASE_URL } from '../fixtures/e2e-env.ts';
import { createUser } from '../fixtures/test.ts';
import { expect, test } from '../fixtures.ts';
import { resumeDoc } from './builder-helpers.ts';

/** The builder's toolbar: one way back that reads the same everywhere, one row on a phone. */

const BACK = /^(Back to Home|My Documents)$/;
const back = (page: Page) => page.getByRole('main').getByRole('link', { name: BACK });

async function openBuilder(page: Page, path = '/build') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Resume Builder' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download', exact: true })).toBeVisible();
}

/** The toolbar's controls, found by their names, in order. */
function controls(page: Page, names: string[]) {
  const main = page.getByRole('main');
  return names.map((name) =>
    BACK.test(name) || name === 'Cover letter'
      ? main.getByRole('link', { name, exact: true })
      : main.getByRole('button', { name, exact: true }),
  );
}

async function expectOneRow(page: Page, names: string[]) {
  const boxes = await Promise.all(
    controls(page, names).map(async (control) => {
      await expect(control).toBeVisible();
      const box = (await control.boundingBox())!;
      return {
        top: Math.round(box.y),
        bottom: Math.round(box.y + box.height),
        right: box.x + box.width,
      };
    }),
  );
  // One row: the same top and bottom for all, none past the screen's right edge.
  expect(new Set(boxes.map((b) => b.top)).size, JSON.stringify(boxes)).toBe(1);
  expect(new Set(boxes.map((b) => b.bottom)).size, JSON.stringify(boxes)).toBe(1);
  for (const b of boxes) expect(b.right).toBeLessThanOrEqual(375);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
}

test('a visitor goes Back to Home', async ({ page }) => {
  await openBuilder(page);
  await expect(back(page)).toHaveText('Back to Home');
  await expect(back(page)).toHaveAttribute('href', '/');
});

test('signed in, the way back reads My Documents on /build and on /build/:id', async ({ page }) => {
  await createUser(page.request, { label: 'toolbar-back' });
  await openBuilder(page);
  await expect(back(page)).toHaveText('My Documents');
  await expect(back(page)).toHaveAttribute('href', '/documents');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveCount(0);

  const res = await page.request.post(`${E2E_BASE_URL}/api/documents`, {
    headers: { origin: E2E_BASE_URL },
    data: { kind: 'resume', title: 'Tailored copy', data: resumeDoc() },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await openBuilder(page, `/build/${id}`);
  await expect(page.getByTestId('document-title')).toHaveText('Tailored copy');
  await expect(back(page)).toHaveText('My Documents');
  await back(page).click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/documents`);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

  test("a visitor's toolbar is one row, its buttons named though they show icons", async ({
    page,
  }) => {
    await openBuilder(page);
    await expectOneRow(page, ['Back to Home', 'Cover letter', 'Preview', 'Download']);
    await expect(page.getByTestId('save-status')).toContainText('Draft kept in this browser');
  });

  test("a signed-in user's toolbar is one row", async ({ page }) => {
    await createUser(page.request, { label: 'toolbar-phone' });
    await openBuilder(page);
    await expectOneRow(page, ['My Documents', 'Save', 'Preview', 'Download']);
  });
});
