import type { Page } from '@playwright/test';
import { failedResource } from '../fixtures.ts';
import { expect, notice, test } from '../fixtures/test.ts';
import {
  experienceEntry,
  experienceForm,
  fillExperience,
  goToStep,
  openWithAnonymousDraft,
  readAnonymousDraft,
  resumeDoc,
} from './builder-helpers.ts';

/** The experience form's 'Generate ATS Keywords' control and the builder's target-job panel. */

const POSTING =
  'We are hiring a Backend Engineer to build APIs in Python and PostgreSQL. Requirements: 3+ years with Python, experience with Docker and Kubernetes, strong SQL skills. Nice to have: AWS, Terraform. Excellent communication skills. We offer a competitive salary.';
/**
 * What the local engine reads from POSTING, in its order (checked by the CLI: `npm run
 * ats:keywords`): the requirements, then the tool the first sentence names for the tasks,
 * then the nice-to-haves.
 */
const POSTING_KEYWORDS = [
  'Python',
  'Docker',
  'Kubernetes',
  'SQL',
  'PostgreSQL',
  'AWS',
  'Terraform',
];

const generateButton = (page: Page) =>
  experienceForm(page).getByRole('button', { name: 'Generate ATS Keywords' });
const formTags = (page: Page) =>
  experienceForm(page).getByRole('list', { name: 'Skills', exact: true }).getByRole('listitem');

test('Generate ATS Keywords: hidden without text, adds new keywords once, says when none are new', async ({
  page,
  allowConsole,
}) => {
  allowConsole(failedResource(503), 'the test makes the keyword service unavailable');
  await page.goto('/build');
  await goToStep(page, 'Experience');
  await page.getByRole('button', { name: 'Add Work Experience' }).click();
  await fillExperience(page, { jobTitle: 'Backend Engineer', company: 'Acme' });
  // Shown only when the description has text.
  await expect(generateButton(page)).toHaveCount(0);

  // Blanks only are no description.
  await fillExperience(page, { description: '   ' });
  await generateButton(page).click();
  await expect(notice(page, 'Please add a job description first')).toBeVisible();

  // A tag that is already there (in another letter case) is not added again.
  await fillExperience(page, { description: POSTING, tags: ['docker'] });
  const requests: unknown[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/functions/generate-keywords')) requests.push(req.postDataJSON());
  });
  await generateButton(page).click();
  await expect(
    notice(page, `Added ${POSTING_KEYWORDS.length - 1} ATS-friendly keywords`),
  ).toBeVisible();
  expect(requests[0]).toEqual({
    jobDescription: POSTING,
    jobTitle: 'Backend Engineer',
    company: 'Acme',
  });
  await expect(formTags(page)).toHaveText(
    ['docker', ...POSTING_KEYWORDS.filter((k) => k !== 'Docker')].map((k) => new RegExp(`^${k}`)),
  );

  await generateButton(page).click();
  await expect(notice(page, 'No new keywords were generated')).toBeVisible();
  await expect(formTags(page)).toHaveCount(POSTING_KEYWORDS.length);

  // The server failing is said plainly.
  await page.route('**/api/functions/generate-keywords', (route) =>
    route.fulfill({ status: 503, json: { error: { code: 'SERVICE_UNAVAILABLE', message: 'x' } } }),
  );
  await generateButton(page).click();
  await expect(notice(page, 'Failed to generate keywords')).toBeVisible();
  await expect(formTags(page)).toHaveCount(POSTING_KEYWORDS.length);
});

const panel = (page: Page) => page.getByTestId('target-job-panel');
const score = (page: Page) => panel(page).getByTestId('match-score');
async function scoreValue(page: Page): Promise<number> {
  return Number((await score(page).innerText()).split('/')[0]!.trim());
}

const RESUME = resumeDoc({
  personalInfo: {
    fullName: 'Dana Reyes',
    email: 'dana@example.com',
    phone: '',
    location: '',
    summary: '',
    links: [],
  },
  experience: [
    experienceEntry('1', {
      jobTitle: 'Backend Developer',
      company: 'Globex',
      startMonth: '',
      startYear: '2020',
      current: true,
      // 'Dockerized' backs Docker, which the match does not count as written.
      description: 'Built APIs in Python for the billing team.\nDockerized the billing services.',
    }),
  ],
  skills: [{ name: 'SQL', category: '' }],
  // A hidden section's words back a keyword too (Kubernetes), though an ATS never reads them.
  projects: [{ id: 'p1', name: 'Homelab', description: 'A Kubernetes cluster at home.' }],
  layout: { ...resumeDoc().layout, hidden_sections: ['projects'] },
});

test('Target job: a pasted posting is kept with the resume, and the score rises as a missing keyword is added', async ({
  page,
}) => {
  await openWithAnonymousDraft(page, RESUME);
  await panel(page)
    .getByRole('button', { name: /Target job/ })
    .click();
  await panel(page).getByRole('textbox', { name: 'Job title' }).fill('Backend Engineer');
  await panel(page).getByRole('textbox', { name: 'Hiring company' }).fill('Acme');
  await panel(page).getByRole('textbox', { name: 'Job posting' }).fill(POSTING);
  await expect(score(page)).toBeVisible();
  await expect
    .poll(async () => (await readAnonymousDraft(page))?.data.targetJob)
    .toEqual({ title: 'Backend Engineer', company: 'Acme', description: POSTING });

  // Where a matched keyword appears.
  const python = panel(page)
    .getByRole('listitem')
    .filter({ hasText: /^Python/ });
  await expect(
    python.getByRole('button', { name: 'Backend Developer, Globex: description' }),
  ).toBeVisible();

  const before = await scoreValue(page);
  expect(before).toBeGreaterThan(0);
  expect(before).toBeLessThan(100);
  // Only what the resume's own text backs is offered, with the line that backs it.
  const docker = panel(page)
    .getByRole('listitem')
    .filter({ hasText: /^Docker/ });
  await expect(docker).toContainText('Your resume says: “Dockerized the billing services.”');
  const terraform = panel(page)
    .getByRole('listitem')
    .filter({ hasText: /^Terraform/ });
  await expect(terraform).toContainText('Not found in your resume');
  await expect(terraform.getByRole('button')).toHaveCount(0);

  await panel(page).getByRole('button', { name: 'Add Kubernetes to skills' }).click();
  await expect.poll(() => scoreValue(page)).toBeGreaterThan(before);
  await expect(panel(page).getByRole('button', { name: 'Add Kubernetes to skills' })).toHaveCount(
    0,
  );
  const afterSkill = await scoreValue(page);

  // To the tags of the job whose line backs it.
  await panel(page)
    .getByRole('button', { name: 'Add Docker to the tags of Backend Developer' })
    .click();
  await expect.poll(() => scoreValue(page)).toBeGreaterThan(afterSkill);
  const draft = await readAnonymousDraft(page);
  const data = draft?.data as { skills: { name: string }[]; experience: { tags: string[] }[] };
  expect(data.skills.map((s) => s.name)).toEqual(['SQL', 'Kubernetes']);
  expect(data.experience[0]?.tags).toEqual(['Docker']);

  // The score follows the resume live: removing the skill brings it back down.
  await goToStep(page, 'Skills');
  await page.getByRole('button', { name: 'Remove Kubernetes' }).click();
  await expect.poll(() => scoreValue(page)).toBeLessThan(afterSkill + 1);
});

test('ATS check: each failing rule says how to fix it and jumps to the field', async ({ page }) => {
  await openWithAnonymousDraft(page, {
    ...RESUME,
    targetJob: { title: '', company: '', description: POSTING },
  });
  const checks = panel(page).getByRole('list', { name: 'ATS check' });
  await expect(checks.getByRole('listitem')).toHaveCount(9);

  const contact = checks.getByRole('listitem').filter({ hasText: 'Contact details present' });
  await expect(contact).toContainText('Add a phone number so recruiters can reach you.');
  await goToStep(page, 'Skills');
  await contact.getByRole('button', { name: 'Fix: Contact details present' }).click();
  await expect(page.getByLabel('Phone', { exact: true })).toBeFocused();

  const dates = checks.getByRole('listitem').filter({ hasText: 'Every job has a start date' });
  await expect(dates).toContainText('Add the start month and year of "Backend Developer".');
  await dates.getByRole('button', { name: 'Fix: Every job has a start date' }).click();
  await expect(experienceForm(page)).toBeVisible();
  await expect(experienceForm(page).getByLabel('Start Month')).toBeFocused();

  // Fixed in the form, the rule passes.
  await fillExperience(page, { startMonth: '03' });
  await experienceForm(page).getByRole('button', { name: 'Update Experience' }).click();
  await expect(dates).toHaveAttribute('data-status', 'pass');
});

test('ATS check: the length rule counts the pages the preview draws', async ({ page }) => {
  // Twelve long bullets in each of three jobs: a text estimate (95 characters a line, 52
  // lines a page) says 2 pages, the default template draws 3. The check follows the drawing.
  const bullet =
    '- Led the migration of the billing platform to event sourcing, cutting invoice errors by 40 percent and saving two hundred hours a month of manual reconciliation work';
  await openWithAnonymousDraft(page, {
    ...RESUME,
    experience: ['1', '2', '3'].map((id) =>
      experienceEntry(id, {
        jobTitle: 'Backend Developer',
        company: `Globex ${id}`,
        startMonth: '01',
        startYear: '2020',
        current: true,
        description: Array.from({ length: 12 }, () => bullet).join('\n'),
      }),
    ),
    targetJob: { title: '', company: '', description: POSTING },
  });
  await expect(page.getByTestId('live-preview-status')).toHaveText(/^3 pages/);
  const length = panel(page)
    .getByRole('list', { name: 'ATS check' })
    .getByRole('listitem')
    .filter({ hasText: 'Resume length' });
  await expect(length).toContainText('3 pages: trim older jobs or long bullets to fit 2 pages.');
  await expect(length).toHaveAttribute('data-status', 'fail');
});
