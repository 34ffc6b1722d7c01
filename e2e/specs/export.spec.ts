import fs from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import mammoth from 'mammoth';
import { inspectPdf } from '../../src/server/features/export/pdf-inspect.test-support.ts';
import { SAMPLE_RESUMES } from '../../src/shared/samples/samples.ts';
import { findTemplate } from '../../src/shared/templates/catalogue.ts';
import { ANONYMOUS_DRAFT_KEY, preview, readAnonymousDraft } from './builder-helpers.ts';

/** The document engine in the builder: picker, live preview, Preview, Download. */

const livePreview = (page: Page) => page.getByTestId('live-preview');
const drawCount = async (page: Page) =>
  Number(await livePreview(page).getAttribute('data-draw-count'));

/** The first drawing loads the engine (worker, fonts, pdf.js): slow on a busy 2-core machine. */
const FIRST_DRAW = { timeout: 60_000 };

test.describe.configure({ timeout: 90_000 });

async function bytesOf(download: Download): Promise<Uint8Array> {
  const file = await download.path();
  return new Uint8Array(await fs.readFile(file));
}

async function downloadAs(
  page: Page,
  label: 'PDF' | 'DOCX' | 'TXT' | 'Markdown',
): Promise<Download> {
  await page.getByRole('button', { name: 'Download' }).click();
  const waiting = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: new RegExp(`^${label}\\b`) }).click();
  return waiting;
}

/** The canvases of the live preview as image data URLs, to see that they change. */
async function previewImages(page: Page): Promise<string[]> {
  return livePreview(page)
    .locator('canvas')
    .evaluateAll((canvases) => canvases.map((c) => (c as HTMLCanvasElement).toDataURL()));
}

test('gallery → builder with the template → type → preview → Preview → Download PDF, DOCX, TXT, Markdown', async ({
  page,
}) => {
  const template = findTemplate(2)!;
  await page.goto('/templates');
  const card = page.getByRole('article', { name: template.name });
  await card.hover();
  await card.getByRole('link', { name: /Use Template/ }).click();
  await expect(page).toHaveURL(/\/build$/);

  // The picker shows the gallery's choice, and keeps it in the anonymous draft.
  await expect(page.getByTestId('current-template')).toHaveText(template.name);
  await page.getByRole('button', { name: 'Change template' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a template' });
  await expect(picker.getByRole('button', { pressed: true })).toHaveCount(1);
  await expect(picker.getByRole('button', { pressed: true })).toContainText(template.name);
  await picker.getByRole('button', { name: 'Close' }).click();

  // Empty resume: the HTML preview with its placeholders; typing draws the PDF.
  await expect(preview(page).getByTestId('preview-name')).toHaveText('Your Name');
  await page.getByLabel('Full Name').fill('Zoë Marchetti');
  await page.getByLabel('Email').fill('zoe.marchetti@example.com');
  await expect.poll(() => drawCount(page), FIRST_DRAW).toBeGreaterThan(0);
  await expect(livePreview(page).locator('canvas')).toHaveCount(1);
  const before = await previewImages(page);
  const drawsBefore = await drawCount(page);
  await page.getByLabel('Professional Summary').fill('Product designer who ships.');
  await expect.poll(() => drawCount(page)).toBeGreaterThan(drawsBefore);
  expect(await previewImages(page)).not.toEqual(before);
  expect((await readAnonymousDraft(page))?.templateId).toBe(String(template.id));

  // Preview: the paged full-size view of the document, and its PDF is the one Download gives.
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview' });
  await expect(dialog).toContainText(`${template.name} template`);
  await expect(dialog.getByTestId('preview-dialog-status')).toHaveText('1 page');
  await expect(dialog.locator('canvas')).toHaveCount(1);
  const fromDialogWaiting = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download PDF' }).click();
  const fromDialog = await fromDialogWaiting;
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const pdf = await downloadAs(page, 'PDF');
  expect(pdf.suggestedFilename()).toBe('Zoë Marchetti - Resume.pdf');
  expect(fromDialog.suggestedFilename()).toBe('Zoë Marchetti - Resume.pdf');
  const pdfBytes = await bytesOf(pdf);
  expect(Buffer.from(await bytesOf(fromDialog)).equals(Buffer.from(pdfBytes))).toBe(true);
  const inspected = await inspectPdf(pdfBytes);
  expect(inspected.text).toContain('Zoë Marchetti');
  expect(inspected.text).toContain('Product designer who ships.');
  expect(inspected.info.Title).toBe('Zoë Marchetti - Resume');
  // The browser's render worker writes the same tagged PDF as the server (ADR 0021).
  expect(inspected.structure.marked).toBe(true);
  expect(inspected.structure.untagged).toEqual([]);
  expect(inspected.structure.elements[0]).toMatchObject({
    role: 'H1',
    text: 'Zoë Marchetti',
    page: 1,
  });
  expect(inspected.structure.elements.map((e) => e.text)).toContain('Product designer who ships.');

  const docx = await downloadAs(page, 'DOCX');
  expect(docx.suggestedFilename()).toBe('Zoë Marchetti - Resume.docx');
  const docxText = await mammoth.extractRawText({ buffer: Buffer.from(await bytesOf(docx)) });
  expect(docxText.value).toContain('Zoë Marchetti');
  expect(docxText.value).toContain('zoe.marchetti@example.com');

  const txt = await downloadAs(page, 'TXT');
  expect(txt.suggestedFilename()).toBe('Zoë Marchetti - Resume.txt');
  const text = new TextDecoder().decode(await bytesOf(txt));
  expect(text.split('\n')[0]).toBe('Zoë Marchetti');
  expect(text).toContain('Product designer who ships.');

  const md = await downloadAs(page, 'Markdown');
  expect(md.suggestedFilename()).toBe('Zoë Marchetti - Resume.md');
  const markdown = new TextDecoder().decode(await bytesOf(md));
  expect(markdown.split('\n')[0]).toBe('# Zoë Marchetti');
  expect(markdown).toContain('\n## Summary\n\nProduct designer who ships.\n');
});

test('changing template and page size keeps the data', async ({ page }) => {
  await page.goto('/build?template=3');
  await page.getByLabel('Full Name').fill('Ada Lovelace');
  await page.getByLabel('Professional Summary').fill('Analyst of engines.');
  await expect.poll(() => drawCount(page), FIRST_DRAW).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Change template' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a template' });
  const other = findTemplate(20)!;
  await picker.getByRole('button', { name: new RegExp(other.name) }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByTestId('current-template')).toHaveText(other.name);
  await expect(page.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
  expect(await readAnonymousDraft(page)).toMatchObject({
    templateId: '20',
    data: { personalInfo: { fullName: 'Ada Lovelace', summary: 'Analyst of engines.' } },
  });

  // The paper is the resume's own, set in the Look panel.
  await page
    .getByRole('navigation', { name: 'More sections' })
    .getByRole('button', { name: 'Look', exact: true })
    .click();
  await page.getByRole('radio', { name: 'US Letter' }).check();
  await expect(livePreview(page)).toContainText('US Letter');
  const pdf = await inspectPdf(await bytesOf(await downloadAs(page, 'PDF')));
  expect(pdf.pages[0]?.width).toBe(612);
  expect(pdf.text).toContain('Analyst of engines.');

  // Both survive a reload.
  await page.reload();
  await expect(page.getByTestId('current-template')).toHaveText(other.name);
  await expect(livePreview(page)).toContainText('US Letter', FIRST_DRAW);
});

test("'Use this sample' fills the builder, and asks before replacing work", async ({ page }) => {
  const sample = SAMPLE_RESUMES[0]!;
  await page.goto('/samples');
  await page.getByRole('link', { name: `Use this sample: ${sample.title}` }).click();
  await expect(page).toHaveURL(/\/build$/);
  await expect(page.getByLabel('Full Name')).toHaveValue(sample.resume.personalInfo.fullName);
  await expect(page.getByTestId('current-template')).toHaveText(
    findTemplate(sample.templateId)!.name,
  );
  await expect
    .poll(async () => (await readAnonymousDraft(page))?.templateId)
    .toBe(String(sample.templateId));

  // Now there is work: another sample asks first, and 'Keep my resume' keeps it.
  await page.getByLabel('Full Name').fill('My Own Name');
  const second = SAMPLE_RESUMES[1]!;
  await page.goto('/samples');
  await page.getByRole('link', { name: `Use this sample: ${second.title}` }).click();
  const ask = page.getByRole('dialog', { name: 'Replace your resume with this sample?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep my resume' }).click();
  await expect(page.getByLabel('Full Name')).toHaveValue('My Own Name');

  await page.goto('/samples');
  await page.getByRole('link', { name: `Use this sample: ${second.title}` }).click();
  await page
    .getByRole('dialog', { name: 'Replace your resume with this sample?' })
    .getByRole('button', { name: 'Replace with sample' })
    .click();
  await expect(page.getByLabel('Full Name')).toHaveValue(second.resume.personalInfo.fullName);
  const draft = await page.evaluate((key) => localStorage.getItem(key), ANONYMOUS_DRAFT_KEY);
  expect(draft).toContain(second.resume.personalInfo.fullName);
});
