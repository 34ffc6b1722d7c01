import { expect, holdRequests, test } from '../fixtures/test.ts';

const SESSION_URL = /\/api\/auth\/get-session/;

test.describe('landing page', () => {
  test('the hero shows the stars, headline, description, ticks and trust line', async ({
    page,
  }) => {
    await page.goto('/');
    const hero = page.getByRole('region', {
      name: 'Build Tailored, ATS-Friendly CVs and Cover Letters Instantly',
    });
    await expect(hero.getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeVisible();
    await expect(
      hero.getByRole('img', { name: 'Rated 5 out of 5 stars' }).locator('svg'),
    ).toHaveCount(5);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Build Tailored, ATS-Friendly CVs and Cover Letters Instantly',
    );
    await expect(
      hero.getByText(
        /AI-powered, ATS-friendly resumes and cover letters tailored to every job post/,
      ),
    ).toBeVisible();
    await expect(hero.getByRole('list', { name: 'Highlights' }).getByRole('listitem')).toHaveText([
      'ATS-Optimized',
      'Professional Templates',
      'AI-Powered Content',
    ]);
    await expect(hero.getByText('Trusted by 50,000+ professionals', { exact: true })).toBeVisible();
    await expect(hero.getByRole('button', { name: 'Create My Resume' })).toBeEnabled();
  });

  test("'View Templates' opens /samples", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'View Templates', exact: true }).click();
    await expect(page).toHaveURL('/samples');
  });

  test("'Create My Resume' shows 'Loading...' while the session loads, then opens /auth when signed out", async ({
    page,
  }) => {
    // The auth state stays loading until the session request is released.
    const release = await holdRequests(page, SESSION_URL);
    await page.goto('/');
    const loading = page.getByRole('button', { name: 'Loading...' });
    await expect(loading).toBeVisible();
    await expect(loading).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Create My Resume' })).toHaveCount(0);

    release();
    const create = page.getByRole('button', { name: 'Create My Resume' });
    await expect(create).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Loading...' })).toHaveCount(0);
    await create.click();
    await expect(page).toHaveURL('/auth');
  });

  test('the sections come in order: hero, template gallery, features, call to action', async ({
    page,
  }) => {
    await page.goto('/');
    const sections = [
      '[aria-labelledby="hero-title"]',
      '[aria-labelledby="template-gallery-heading"]',
      '[aria-labelledby="features-title"]',
      '[aria-labelledby="cta-title"]',
    ];
    for (const selector of sections) await expect(page.locator(selector)).toBeVisible();
    const tops = await page.evaluate(
      (selectors) =>
        selectors.map((s) => document.querySelector(s)!.getBoundingClientRect().top + scrollY),
      sections,
    );
    expect([...tops].sort((a, b) => a - b)).toEqual(tops);
  });

  test('the features section lists its highlights', async ({ page }) => {
    await page.goto('/');
    const features = page.getByRole('region', {
      name: 'Everything you need to land the interview',
    });
    await expect(features.getByRole('heading', { level: 3 })).toHaveCount(6);
  });

  test('the call-to-action band makes its promises and links to /build and /samples', async ({
    page,
  }) => {
    await page.goto('/');
    const band = page.getByRole('region', { name: 'Ready to land your next interview?' });
    await expect(band.getByRole('listitem')).toHaveText([
      'Free to start',
      'No credit card required',
      'Cancel anytime',
    ]);
    const build = band.getByRole('link', { name: 'Start Building Free' });
    const samples = band.getByRole('link', { name: 'View Sample Resumes' });
    await expect(build).toHaveAttribute('href', '/build');
    await expect(samples).toHaveAttribute('href', '/samples');

    await samples.click();
    await expect(page).toHaveURL('/samples');
    await page.goBack();
    await band.getByRole('link', { name: 'Start Building Free' }).click();
    await expect(page).toHaveURL('/build');
  });

  test('the page has exactly one h1 and a meta description', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /ATS-friendly resumes and cover letters/,
    );
  });
});
