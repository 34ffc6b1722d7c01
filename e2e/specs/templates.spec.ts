import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { TEMPLATES } from '../../src/shared/templates/catalogue.ts';
import {
  ALL_TEMPLATES,
  TEMPLATE_CATEGORY_CHIPS,
  filterTemplates,
  formatDownloads,
  templateCategories,
} from '../../src/shared/templates/filter-templates.ts';

const EMPTY_TEXT =
  'No templates found matching your criteria. Try adjusting your search or filters.';

const matching = (query: string, category: string = ALL_TEMPLATES) =>
  filterTemplates(TEMPLATES, { query, category });

/**
 * `act` opens `/build?template=<id>`; the builder applies the template and then takes the
 * parameter off the address, so the address is watched from before the click.
 */
async function opensBuilderWith(
  page: Page,
  t: { id: number; name: string },
  act: () => Promise<unknown>,
) {
  const opened = page.waitForURL(`**/build?template=${t.id}`);
  await act();
  await opened;
  await expect(page.getByTestId('current-template')).toHaveText(t.name);
}

function gallery(page: Page) {
  const cards = page.getByRole('list', { name: 'Templates' }).getByRole('listitem');
  return {
    cards,
    titles: cards.getByRole('heading'),
    search: page.getByLabel('Search templates'),
    dropdown: page.getByLabel('Category', { exact: true }),
    chips: page.getByRole('group', { name: 'Popular categories' }),
    toggle: page.getByRole('button', { name: /^(View All \d+ Templates|Show Less)$/ }),
  };
}

test.beforeEach(async ({ page }) => {
  await page.goto('/templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Resume Templates' })).toBeVisible();
});

test('the page introduces 56+ templates and shows 6 cards at first', async ({ page }) => {
  const g = gallery(page);
  await expect(page.getByText(/^56\+ professional templates/)).toBeVisible();
  await expect(g.cards).toHaveCount(6);
  await expect(g.titles).toHaveText(TEMPLATES.slice(0, 6).map((t) => t.name));
  const first = g.cards.first();
  await expect(
    first.getByRole('img', { name: 'Silicon Valley Engineer template preview' }),
  ).toBeVisible();
  await expect(first.getByText('Technology', { exact: true })).toBeVisible();
  await expect(first.getByText('24.8k downloads')).toBeVisible();
  await expect(first.getByText('4.9')).toBeVisible();
  // All templates are free, so no card carries the Premium badge.
  await expect(page.getByText('Premium', { exact: true })).toHaveCount(0);
});

test('every card shows its template rendered with sample content, and the dialog shows it large', async ({
  page,
}) => {
  const g = gallery(page);
  await g.toggle.click();
  await expect(g.cards).toHaveCount(TEMPLATES.length);
  const images = g.cards.getByRole('img');
  await expect(images).toHaveCount(TEMPLATES.length);
  for (const [i, t] of TEMPLATES.entries()) {
    await expect(images.nth(i)).toHaveAccessibleName(`${t.name} template preview`);
    await expect(images.nth(i)).toHaveAttribute('src', `/template-previews/${t.id}.webp`);
  }
  // Lazy images load as they come into view: scroll through the gallery, then every one has
  // decoded a real page image (a missing file would leave naturalWidth 0).
  await images.evaluateAll(async (all) => {
    for (const img of all) {
      img.scrollIntoView();
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await expect
    .poll(() =>
      images.evaluateAll((all: HTMLImageElement[]) =>
        all.filter((img) => !img.complete || img.naturalWidth !== 560).map((img) => img.src),
      ),
    )
    .toEqual([]);
  const t = TEMPLATES[3]!;
  const cardWidth = await images.nth(3).evaluate((img) => img.getBoundingClientRect().width);
  await g.cards.nth(3).hover();
  await g.cards
    .nth(3)
    .getByRole('button', { name: `Preview ${t.name}` })
    .click();
  const large = page
    .getByRole('dialog', { name: t.name })
    .getByRole('img', { name: `${t.name} template preview` });
  await expect
    .poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(560);
  expect(await large.evaluate((img) => img.getBoundingClientRect().width)).toBeGreaterThan(
    cardWidth,
  );
});

test('View All shows every match and Show Less collapses back to 6', async ({ page }) => {
  const g = gallery(page);
  await expect(g.toggle).toHaveText('View All 56 Templates');
  await g.toggle.click();
  await expect(g.cards).toHaveCount(56);
  await expect(g.toggle).toHaveText('Show Less');
  await expect(g.toggle).toHaveAttribute('aria-expanded', 'true');
  await g.toggle.click();
  await expect(g.cards).toHaveCount(6);
  await expect(g.toggle).toHaveText('View All 56 Templates');
});

test('the toggle counts the matches of a search', async ({ page }) => {
  const g = gallery(page);
  const n = matching('Sidebar').length;
  expect(n).toBeGreaterThan(6);
  await g.search.fill('sIdEbAr');
  await expect(g.toggle).toHaveText(`View All ${n} Templates`);
  await expect(g.cards).toHaveCount(6);
  await g.toggle.click();
  await expect(g.cards).toHaveCount(n);
  await expect(g.titles).toHaveText(matching('sidebar').map((t) => t.name));
});

test('search covers name, category, description and features, ignoring case', async ({ page }) => {
  const g = gallery(page);
  const cases = [
    ['name', 'sIlIcOn VALLEY'],
    ['category', 'lEgAl'],
    ['description', 'REGISTERED nurses'],
    ['feature', 'numbered PUBLICATIONS'],
  ] as const;
  for (const [field, query] of cases) {
    const expected = matching(query).map((t) => t.name);
    expect(expected.length, field).toBeGreaterThan(0);
    expect(expected.length, field).toBeLessThanOrEqual(6);
    await g.search.fill(query);
    await expect(g.titles, field).toHaveText(expected);
    // With six or fewer matches the toggle has nothing to reveal.
    await expect(g.toggle).toHaveCount(0);
  }
  await g.search.fill('');
  await expect(g.toggle).toHaveText('View All 56 Templates');
});

test('each chip filters by its category, alone and in sync with the dropdown', async ({ page }) => {
  const g = gallery(page);
  for (const chip of TEMPLATE_CATEGORY_CHIPS) {
    await g.chips.getByRole('button', { name: chip }).click();
    for (const other of TEMPLATE_CATEGORY_CHIPS) {
      await expect(g.chips.getByRole('button', { name: other })).toHaveAttribute(
        'aria-pressed',
        String(other === chip),
      );
    }
    await expect(g.dropdown).toHaveValue(chip);
    const expected = matching('', chip);
    await expect(g.titles).toHaveText(expected.slice(0, 6).map((t) => t.name));
    if (expected.length > 6)
      await expect(g.toggle).toHaveText(`View All ${expected.length} Templates`);
    else await expect(g.toggle).toHaveCount(0);
  }
});

test('the dropdown lists every catalogue category and stays in sync with the chips', async ({
  page,
}) => {
  const g = gallery(page);
  await expect(g.dropdown.getByRole('option')).toHaveText([
    ALL_TEMPLATES,
    ...templateCategories(TEMPLATES),
  ]);
  await g.dropdown.selectOption('Legal');
  await expect(g.titles).toHaveText(matching('', 'Legal').map((t) => t.name));
  // A category without a chip leaves every chip unpressed.
  await expect(g.chips.getByRole('button', { pressed: true })).toHaveCount(0);

  await g.dropdown.selectOption('Healthcare');
  await expect(g.chips.getByRole('button', { name: 'Healthcare' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(g.titles).toHaveText(matching('', 'Healthcare').map((t) => t.name));

  await g.chips.getByRole('button', { name: 'Finance' }).click();
  await expect(g.dropdown).toHaveValue('Finance');
  await g.chips.getByRole('button', { name: 'All Templates' }).click();
  await expect(g.dropdown).toHaveValue(ALL_TEMPLATES);
  await expect(g.toggle).toHaveText('View All 56 Templates');
});

test('search and category combine; no match shows the empty-gallery text', async ({ page }) => {
  const g = gallery(page);
  await g.chips.getByRole('button', { name: 'Finance' }).click();
  await g.search.fill('nurse');
  await expect(page.getByText(EMPTY_TEXT, { exact: true })).toBeVisible();
  await expect(g.cards).toHaveCount(0);
  await expect(g.toggle).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(g.search).toHaveValue('');
  await expect(g.dropdown).toHaveValue(ALL_TEMPLATES);
  await expect(g.cards).toHaveCount(6);
  await expect(page.getByText(EMPTY_TEXT)).toHaveCount(0);
});

test('the preview dialog shows the template and closes with Escape', async ({ page }) => {
  const g = gallery(page);
  const t = TEMPLATES[1]!;
  const card = g.cards.nth(1);
  await card.hover();
  const preview = card.getByRole('button', { name: `Preview ${t.name}` });
  await preview.click();
  const dialog = page.getByRole('dialog', { name: t.name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: `${t.name} template preview` })).toBeVisible();
  await expect(dialog.getByText(t.description)).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText([...t.features]);
  await expect(dialog.getByText(t.category, { exact: true })).toBeVisible();
  await expect(dialog.getByText(t.rating.toFixed(1))).toBeVisible();
  await expect(dialog.getByText(`${formatDownloads(t.downloads)} downloads`)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Use This Template' })).toHaveAttribute(
    'href',
    `/build?template=${t.id}`,
  );
  await expect(dialog.getByRole('button', { name: 'Download Template' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(preview).toBeFocused();
});

test('Use This Template opens the builder with that template', async ({ page }) => {
  const g = gallery(page);
  const t = TEMPLATES[4]!;
  await g.cards.nth(4).hover();
  await g.cards
    .nth(4)
    .getByRole('button', { name: `Preview ${t.name}` })
    .click();
  await opensBuilderWith(page, t, () =>
    page.getByRole('link', { name: 'Use This Template' }).click(),
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Use Template opens the builder with that template', async ({ page }) => {
  const g = gallery(page);
  const t = TEMPLATES[2]!;
  await g.cards.nth(2).hover();
  await opensBuilderWith(page, t, () =>
    g.cards
      .nth(2)
      .getByRole('link', { name: `Use Template ${t.name}` })
      .click(),
  );
});

test('card buttons are hidden until hover or keyboard focus', async ({ page }) => {
  const g = gallery(page);
  const first = TEMPLATES[0]!;
  const preview = g.cards.first().getByRole('button', { name: `Preview ${first.name}` });
  const actions = preview.locator('..');
  await expect(actions).toHaveCSS('opacity', '0');
  // Tab from the last chip into the first card.
  await g.chips.getByRole('button', { name: 'Creative' }).focus();
  await page.keyboard.press('Tab');
  await expect(preview).toBeFocused();
  await expect(actions).toHaveCSS('opacity', '1');
  await page.keyboard.press('Tab');
  await expect(
    g.cards.first().getByRole('link', { name: `Use Template ${first.name}` }),
  ).toBeFocused();
  await expect(actions).toHaveCSS('opacity', '1');
  await opensBuilderWith(page, first, () => page.keyboard.press('Enter'));
});

test("a card's picture and its name open the preview; focus comes back to the name", async ({
  page,
}) => {
  const g = gallery(page);
  const t = TEMPLATES[2]!;
  const card = g.cards.nth(2);
  const dialog = page.getByRole('dialog', { name: t.name });
  await card.getByRole('img', { name: `${t.name} template preview` }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  const name = card.getByRole('heading').getByRole('button', { name: t.name, exact: true });
  await expect(name).toHaveAccessibleName(t.name);
  await name.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(name).toBeFocused();
});

/** 'Use This Template' is on screen as the dialog opens: nothing scrolled, nothing clipped. */
async function expectUseButtonOnScreen(page: Page) {
  const dialog = page.getByRole('dialog');
  const use = dialog.getByRole('link', { name: 'Use This Template' });
  await expect(use).toBeVisible();
  await expect(use).toBeInViewport({ ratio: 1 });
  const [box, dialogBox] = await Promise.all([use.boundingBox(), dialog.boundingBox()]);
  expect(box!.y + box!.height).toBeLessThanOrEqual(dialogBox!.y + dialogBox!.height);
  expect(box!.y + box!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  expect(await dialog.evaluate((el) => el.scrollTop)).toBe(0);
}

test("the preview shows 'Use This Template' without scrolling at 1280 × 800", async ({ page }) => {
  const g = gallery(page);
  await g.cards.first().hover();
  await g.cards
    .first()
    .getByRole('button', { name: `Preview ${TEMPLATES[0]!.name}` })
    .click();
  await expectUseButtonOnScreen(page);
});

test('template names are written out in full on every card', async ({ page }) => {
  const g = gallery(page);
  await g.toggle.click();
  await expect(g.titles).toHaveCount(TEMPLATES.length);
  const cut = await g.titles.evaluateAll((all) =>
    all
      .map((h) => h.querySelector('button') ?? h)
      .filter((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight)
      .map((el) => el.textContent),
  );
  expect(cut).toEqual([]);
  await expect(g.titles).toHaveText(TEMPLATES.map((t) => t.name));
});

test('the preview opens from the keyboard', async ({ page }) => {
  const g = gallery(page);
  await g.chips.getByRole('button', { name: 'Creative' }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: TEMPLATES[0]!.name })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

  test('the page does not scroll sideways, collapsed or expanded', async ({ page }) => {
    const g = gallery(page);
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    expect(await overflow()).toBe(0);
    await g.toggle.click();
    await expect(g.cards).toHaveCount(56);
    expect(await overflow()).toBe(0);
  });

  test("the preview shows 'Use This Template' without scrolling", async ({ page }) => {
    const g = gallery(page);
    await g.cards
      .nth(1)
      .getByRole('button', { name: `Preview ${TEMPLATES[1]!.name}` })
      .tap();
    await expect(page.getByRole('dialog', { name: TEMPLATES[1]!.name })).toBeVisible();
    await expectUseButtonOnScreen(page);
  });

  test('touch screens always show the card buttons', async ({ page }) => {
    const g = gallery(page);
    const preview = g.cards.first().getByRole('button', { name: /^Preview/ });
    await expect(preview.locator('..')).toHaveCSS('opacity', '1');
    await preview.tap();
    await expect(page.getByRole('dialog', { name: TEMPLATES[0]!.name })).toBeVisible();
  });
});
