import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_BASE_URL } from '../fixtures/e2e-env.ts';
import { createUser } from '../fixtures/test.ts';
import { expect, test } from '../fixtures.ts';
import { resumeDoc } from './builder-helpers.ts';

/** The cards of /documents: every resume pictured, Delete on the row of the card's actions. */

const ORIGIN = { origin: E2E_BASE_URL };
const JSON_RESUME = path.resolve(
  import.meta.dirname,
  '../../src/shared/json-resume/__fixtures__/full-stack-engineer.json',
);

/** A resume with a template of its own and one imported from a resume.json (no template). */
async function twoResumes(page: Page) {
  await createUser(page.request, { label: 'docs-cards' });
  const own = await page.request.post(`${E2E_BASE_URL}/api/documents`, {
    headers: ORIGIN,
    data: { kind: 'resume', title: 'Chosen template', template_id: '12', data: resumeDoc() },
  });
  expect(own.status()).toBe(201);
  const imported = await page.request.post(`${E2E_BASE_URL}/api/portability/json-resume`, {
    headers: { ...ORIGIN, 'content-type': 'application/json' },
    data: await readFile(JSON_RESUME),
  });
  expect(imported.status(), await imported.text()).toBe(201);
  const { document } = (await imported.json()) as { document: { title: string } };
  await page.goto('/documents');
  const card = (title: string) => page.getByRole('article', { name: title, exact: true });
  await expect(card('Chosen template')).toBeVisible();
  await expect(card(document.title)).toBeVisible();
  return { chosen: card('Chosen template'), imported: card(document.title) };
}

async function expectDeleteOnActionRow(card: ReturnType<Page['getByRole']>) {
  const open = card.getByRole('link', { name: 'Open', exact: true });
  const remove = card.getByRole('button', { name: 'Delete', exact: true });
  await expect(remove).toBeVisible();
  const [openBox, deleteBox, cardBox] = await Promise.all([
    open.boundingBox(),
    remove.boundingBox(),
    card.boundingBox(),
  ]);
  expect(Math.round(deleteBox!.y)).toBe(Math.round(openBox!.y));
  expect(deleteBox!.x + deleteBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
}

test('an imported resume is pictured like the others; Delete stays on the actions row', async ({
  page,
}) => {
  const cards = await twoResumes(page);
  // The imported resume has no template chosen: it is pictured in the one it opens in.
  await expect(cards.chosen.locator('img')).toHaveAttribute('src', '/template-previews/12.webp');
  await expect(cards.imported.locator('img')).toHaveAttribute('src', '/template-previews/1.webp');
  await expect
    .poll(() =>
      cards.imported
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
  await expectDeleteOnActionRow(cards.chosen);
  await expectDeleteOnActionRow(cards.imported);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

  test('Delete stays on the actions row, and the page does not scroll sideways', async ({
    page,
  }) => {
    const cards = await twoResumes(page);
    await expectDeleteOnActionRow(cards.chosen);
    await expectDeleteOnActionRow(cards.imported);
    await expect(cards.imported.locator('img')).toHaveCount(1);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
  });
});
