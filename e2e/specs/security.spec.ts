import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_BASE_URL } from '../fixtures/e2e-env.ts';
import { createUser, createUserAside, expect, test } from '../fixtures/test.ts';
import { goToStep, preview } from './builder-helpers.ts';

/**
 * Security in the browser: the built page carries no inline script and the
 * Content-Security-Policy holds on every screen without a violation; stored XSS payloads in
 * every resume and cover letter field, loaded from the server, show as text in the
 * builder, its previews, the documents list and the letter editor, and never run;
 * parameters in the address are shown as text and never lead off the site; the site
 * cannot be framed. Server-side attacks are in src/server/security/.
 */

test.describe.configure({ timeout: 120_000 });

const ORIGIN = { origin: E2E_BASE_URL };
/** The first drawing loads the engine (worker, fonts, pdf.js): slow on a busy 2-core machine. */
const FIRST_DRAW = { timeout: 60_000 };

/** Payloads that set `window.__xss` if they ever run as markup or as a link. */
const PAYLOADS = [
  `<img src=x onerror="window.__xss='#'">`,
  `<script>window.__xss='#'</script>`,
  `"><svg onload="window.__xss='#'">`,
  `javascript:window.__xss='#'`,
  `<a href="javascript:window.__xss='#'">#</a>`,
];
let counter = 0;
/** A payload of its own for each field, so a leak names the field. */
const p = (label: string) => PAYLOADS[counter++ % PAYLOADS.length]!.replaceAll('#', label);

interface Trap {
  /** Alerts, CSP violations and payloads that ran, on every page the test visited. */
  events: string[];
}

/**
 * Catches, across navigations: alerts, CSP violation reports, and any payload that runs
 * (they all assign `window.__xss`, which reports itself).
 */
async function trap(page: Page): Promise<Trap> {
  const events: string[] = [];
  page.on('dialog', (dialog) => {
    events.push(`dialog ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.exposeFunction('__securityReport', (event: string) => {
    events.push(event);
  });
  // Runs before the page's own scripts, outside its CSP (Playwright injects it).
  await page.addInitScript(() => {
    const report = (window as unknown as { __securityReport: (e: string) => void })
      .__securityReport;
    document.addEventListener('securitypolicyviolation', (event) => {
      report(`csp ${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
    Object.defineProperty(window, '__xss', {
      configurable: true,
      get: () => undefined,
      set: (value: unknown) => report(`xss ${String(value)}`),
    });
  });
  return { events };
}

async function expectNothingRan(page: Page, t: Trap) {
  expect(t.events).toEqual([]);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('svg[onload], [onerror], [onload]')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
  await expect(page.locator('script:not([src])')).toHaveCount(0);
}

test('the page carries no inline script, and the CSP forbids inline script and framing', async ({
  request,
}) => {
  for (const path of ['/', '/build', '/auth', '/no/such/page']) {
    const res = await request.get(path);
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes, path).toMatch(/\bsrc="\/assets\/[^"]+\.js"/);
      expect(body!.trim(), path).toBe('');
    }
    expect(html, path).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html, path).not.toMatch(/javascript:/i);
    const csp = res.headers()['content-security-policy'] ?? '';
    expect(csp, path).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers()['x-frame-options'], path).toBe('DENY');
  }
});

test('every screen works under the CSP without a single violation', async ({ page }) => {
  const t = await trap(page);
  for (const path of ['/', '/templates', '/samples', '/features', '/help', '/auth', '/terms']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
  }
  await page.goto('/build');
  await expect(page.getByLabel('Full Name')).toBeVisible();
  // The builder draws the real PDF in a worker (WebAssembly, blob: workers, fonts).
  await page.getByLabel('Full Name').fill('Ada Lovelace');
  await expect(page.getByTestId('live-preview-status')).toContainText('page', FIRST_DRAW);
  await page.goto('/cover-letter');
  await expect(page.getByRole('main')).toBeVisible();
  await createUser(page.request, { label: 'csp' });
  for (const path of ['/profile', '/documents']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
  }
  await expectNothingRan(page, t);
});

/** The default resume with a payload in every field the builder shows. */
function poisonedResume() {
  return {
    personal_info: {
      fullName: p('fullName'),
      email: p('email'),
      phone: p('phone'),
      location: p('location'),
      summary: p('summary'),
      links: [{ label: p('linkLabel'), url: 'https://example.com/"><img src=x onerror=alert(1)>' }],
    },
    experience: [
      {
        id: '1',
        jobTitle: p('jobTitle'),
        company: p('company'),
        startMonth: '01',
        startYear: '2020',
        description: `${p('description1')}\n- ${p('description2')}`,
        tags: [p('tag')],
      },
    ],
    education: [
      {
        id: '2',
        school: p('school'),
        degree: p('degree'),
        fieldOfStudy: p('field'),
        location: p('eduLocation'),
        startMonth: '09',
        startYear: '2014',
        endMonth: '06',
        endYear: '2018',
        description: p('eduDescription'),
      },
    ],
    skills: [{ name: p('skill'), category: p('category') }],
    languages: [{ name: p('language'), level: 'Fluent' }],
    certifications: [{ id: '3', name: p('certification'), issuer: p('issuer'), year: '2021' }],
    target_job: { title: p('targetTitle'), company: p('targetCompany'), description: p('posting') },
    version: 0,
  };
}

async function saveResume(request: APIRequestContext, body: unknown) {
  const res = await request.put(`${E2E_BASE_URL}/api/resume`, { headers: ORIGIN, data: body });
  expect(res.status(), await res.text()).toBe(200);
}

test('stored payloads in every resume field show as text in the builder and its previews', async ({
  page,
}) => {
  const t = await trap(page);
  await createUser(page.request, { label: 'xss-resume' });
  const resume = poisonedResume();
  await saveResume(page.request, resume);

  await page.goto('/build');
  const info = resume.personal_info;
  await expect(page.getByLabel('Full Name')).toHaveValue(info.fullName);
  await expect(page.getByLabel('Professional Summary')).toHaveValue(info.summary);
  const view = preview(page);
  await expect(view.getByTestId('preview-name')).toHaveText(info.fullName);
  await expect(view.getByTestId('preview-summary')).toHaveText(info.summary);
  await expect(page.getByTestId('live-preview-status')).toContainText('page', FIRST_DRAW);
  // The preview's text layer (for screen readers and search) holds every field as text.
  for (const text of [info.email, info.location, info.links[0]!.label]) {
    await expect(view.getByText(text, { exact: false }).first()).toBeAttached();
  }

  await goToStep(page, 'Experience');
  const job = resume.experience[0]!;
  const jobs = page.getByRole('list', { name: 'Work experience', exact: true });
  await expect(jobs.getByRole('heading', { level: 3 })).toHaveText([job.jobTitle]);
  await expect(jobs.getByText(job.company, { exact: false }).first()).toBeVisible();
  await expect(jobs.getByText(job.tags[0]!, { exact: true }).first()).toBeVisible();

  await goToStep(page, 'Education');
  const school = resume.education[0]!;
  const schools = page.getByRole('list', { name: 'Education', exact: true });
  await expect(schools.getByText(school.school, { exact: false }).first()).toBeVisible();

  await goToStep(page, 'Skills');
  await expect(page.getByText(resume.skills[0]!.name, { exact: true }).first()).toBeVisible();
  await expect(
    view.getByText(resume.certifications[0]!.name, { exact: false }).first(),
  ).toBeAttached();

  // The Preview dialog draws the same document.
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview' });
  await expect(dialog.getByTestId('preview-dialog-status')).toContainText('page', FIRST_DRAW);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await expectNothingRan(page, t);
});

test('stored payloads in a cover letter and in titles show as text in the editor and the list', async ({
  page,
}) => {
  const t = await trap(page);
  await createUser(page.request, { label: 'xss-letter' });
  const title = p('title');
  const letter = {
    sender: {
      fullName: p('sender'),
      email: p('senderEmail'),
      phone: p('senderPhone'),
      location: p('senderLocation'),
      links: [],
    },
    recipient: {
      name: p('recipient'),
      title: p('recipientTitle'),
      company: p('recipientCompany'),
      address: p('address'),
    },
    role: p('role'),
    greeting: p('greeting'),
    paragraphs: [p('paragraph1'), p('paragraph2')],
    closing: p('closing'),
    signature: p('signature'),
  };
  const res = await page.request.post(`${E2E_BASE_URL}/api/documents`, {
    headers: ORIGIN,
    data: { kind: 'cover_letter', title, data: letter },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };

  await page.goto('/documents');
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();

  await page.goto(`/cover-letter/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(page.getByLabel('Greeting')).toHaveValue(letter.greeting);
  await expect(page.getByLabel('Paragraph 1', { exact: true })).toHaveValue(letter.paragraphs[0]!);
  await expect(page.getByLabel('Signature')).toHaveValue(letter.signature);
  await expect(page.getByTestId('letter-preview-status')).toContainText('page', FIRST_DRAW);

  await expectNothingRan(page, t);
});

test('parameters in the address are shown as text and never lead off the site', async ({
  page,
  playwright,
  clientIp,
  allowConsole,
}) => {
  allowConsole('Google sign-in failed: access_denied', 'provider sign-in errors are logged');
  const t = await trap(page);
  const payload = p('param');
  // The sign-in page shows a provider's error description: as text.
  await page.goto(`/auth?error=access_denied&error_description=${encodeURIComponent(payload)}`);
  await expect(page.getByText(payload, { exact: true })).toBeVisible();
  for (const path of [
    `/templates?q=${encodeURIComponent(payload)}`,
    `/samples?search=${encodeURIComponent(payload)}`,
    `/reset-password?token=${encodeURIComponent(payload)}`,
    `/build?template=${encodeURIComponent(payload)}&sample=${encodeURIComponent(payload)}`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
  }

  // No redirect target is taken from the address: sign-in lands on the builder.
  const user = await createUserAside(playwright, clientIp, { label: 'redirect' });
  const evil = encodeURIComponent('https://evil.example/steal');
  await page.goto(
    `/auth?next=${evil}&redirect=${evil}&redirectTo=${evil}&callbackURL=${evil}&returnTo=%2F%2Fevil.example`,
  );
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/build`);

  await expectNothingRan(page, t);
});

test('no other site can frame TailorCV (clickjacking)', async ({ page }) => {
  // The main document's load waits for its frame, blocked or not.
  await page.setContent(
    `<iframe id="victim" src="${E2E_BASE_URL}/auth" width="800" height="600"></iframe>`,
    { waitUntil: 'load' },
  );
  const child = page.frames().find((f) => f !== page.mainFrame());
  expect(child).toBeDefined();
  // The browser refused to render the page inside: none of the app is there.
  expect(await child!.locator('#root').count()).toBe(0);
  await expect(page.frameLocator('#victim').getByRole('form', { name: 'Sign in' })).toHaveCount(0);
});
