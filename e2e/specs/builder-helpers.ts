import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { emptyResume } from '../../src/shared/resume/resume.schema.ts';
import { expect } from '../fixtures.ts';

/** Shared steps of the builder specs (builder*.spec.ts). */

export const ANONYMOUS_DRAFT_KEY = 'tailorcv.resume-draft.anonymous';

export interface ExperienceInput {
  jobTitle: string;
  company: string;
  startMonth?: string;
  startYear?: string;
  current?: boolean;
  endMonth?: string;
  endYear?: string;
  description?: string;
  tags?: string[];
}

export function experienceEntry(id: string, input: ExperienceInput) {
  return {
    id,
    jobTitle: input.jobTitle,
    company: input.company,
    startMonth: input.startMonth ?? '01',
    startYear: input.startYear ?? '2020',
    endMonth: input.endMonth ?? '',
    endYear: input.endYear ?? '',
    isCurrentJob: input.current ?? false,
    description: input.description ?? '',
    tags: input.tags ?? [],
  };
}

/** A resume document: the app's empty resume with the given parts. */
export function resumeDoc(parts: Record<string, unknown> = {}) {
  return { ...emptyResume(), ...parts };
}

/** Puts an anonymous draft into this browser's storage, then opens the builder. */
export async function openWithAnonymousDraft(page: Page, data: unknown, path = '/build') {
  await page.goto('/help');
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [
      ANONYMOUS_DRAFT_KEY,
      JSON.stringify({ data, templateId: null, baseVersion: 0, savedAt: Date.now() }),
    ],
  );
  await page.goto(path);
}

export async function readAnonymousDraft(page: Page) {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw
      ? (JSON.parse(raw) as { data: Record<string, unknown>; templateId: string | null })
      : null;
  }, ANONYMOUS_DRAFT_KEY);
}

export function stepButton(page: Page, label: string) {
  return page
    .getByRole('navigation', { name: 'Resume steps' })
    .getByRole('button', { name: label });
}

export async function goToStep(
  page: Page,
  label: 'Personal Info' | 'Experience' | 'Education' | 'Skills',
) {
  await stepButton(page, label).click();
}

export function experienceForm(page: Page) {
  return page.getByRole('form', { name: /^(Add|Edit) Experience$/ });
}

/** Fills and submits the experience form that is open (or opens it first). */
export async function addExperience(page: Page, input: ExperienceInput) {
  const form = experienceForm(page);
  // The step shows the form, the empty list's button or the list's: wait for one of them
  // before looking which, so a step still rendering is not mistaken for another state.
  const empty = page.getByRole('button', { name: 'Add Work Experience' });
  const more = page.getByRole('button', { name: 'Add Experience' });
  await expect(form.or(empty).or(more).first()).toBeVisible();
  if (!(await form.isVisible())) {
    if (await empty.isVisible()) await empty.click();
    else await more.click();
  }
  await fillExperience(page, input);
  await form.getByRole('button', { name: 'Add Experience' }).click();
  await expect(form).toBeHidden();
}

export async function fillExperience(page: Page, input: Partial<ExperienceInput>) {
  const form = experienceForm(page);
  if (input.jobTitle !== undefined) await form.getByLabel('Job Title').fill(input.jobTitle);
  if (input.company !== undefined) await form.getByLabel('Company').fill(input.company);
  if (input.startMonth !== undefined)
    await form.getByLabel('Start Month').selectOption(input.startMonth);
  if (input.startYear !== undefined)
    await form.getByLabel('Start Year').selectOption(input.startYear);
  if (input.current !== undefined)
    await form.getByLabel('I currently work here').setChecked(input.current);
  if (input.endMonth !== undefined) await form.getByLabel('End Month').selectOption(input.endMonth);
  if (input.endYear !== undefined) await form.getByLabel('End Year').selectOption(input.endYear);
  if (input.description !== undefined) await form.getByLabel('Description').fill(input.description);
  for (const tag of input.tags ?? []) {
    await form.getByRole('textbox', { name: 'Skills', exact: true }).fill(tag);
    await form.getByRole('textbox', { name: 'Skills', exact: true }).press('Enter');
  }
}

/** The job titles of the experience cards, top to bottom. */
export function cardTitles(page: Page, list: 'Work experience' | 'Education') {
  return page.getByRole('list', { name: list, exact: true }).getByRole('heading', { level: 3 });
}

export function preview(page: Page) {
  return page.getByRole('article', { name: 'Resume preview' });
}

/** Opens an entry of the builder's 'More sections' group: a section, 'Sections' or 'Look'. */
export function openMoreSection(page: Page, name: string) {
  return page
    .getByRole('navigation', { name: 'More sections' })
    .getByRole('button', { name, exact: true })
    .click();
}

/** Downloads the builder's document in `format` from the header's Download menu. */
export async function downloadDocument(
  page: Page,
  format: 'PDF' | 'DOCX' | 'TXT',
): Promise<Uint8Array> {
  await page.getByRole('button', { name: 'Download' }).click();
  const waiting = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: new RegExp(`^${format}\\b`) }).click();
  const download = await waiting;
  return new Uint8Array(await fs.readFile(await download.path()));
}

/**
 * A visitor's /build with a new experience entry open in its form (Web Developer at Acme,
 * current since March 2021) and `description` typed: where the bullet review and 'Suggest
 * a rewrite' are tried.
 */
export async function openNewExperienceWith(page: Page, description: string) {
  await page.goto('/build');
  await goToStep(page, 'Experience');
  await page.getByRole('button', { name: 'Add Work Experience' }).click();
  await fillExperience(page, {
    jobTitle: 'Web Developer',
    company: 'Acme',
    startMonth: '03',
    startYear: '2021',
    current: true,
    description,
  });
}
