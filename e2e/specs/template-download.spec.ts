import fs from 'node:fs/promises';
import path from 'node:path';
import type { Download, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { Document, Packer, Paragraph } from 'docx';
import { strFromU8, unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { TEMPLATES } from '../../src/shared/templates/catalogue.ts';
import { E2E_DATA_DIR } from '../fixtures/e2e-env.ts';

/**
 * 'Download Template', both paths end to end: a file an operator
 * dropped into the cv-templates bucket folder of the running app, and no file (the
 * browser builds the fallback DOCX).
 */

const STORED = TEMPLATES[0]!; // Silicon Valley Engineer: has a stored file
const MISSING = TEMPLATES[1]!; // Clinical Nurse Pro, a sidebar-right design: no stored file, fallback
const TEMPLATE_FOLDER = path.join(E2E_DATA_DIR, 'storage', 'cv-templates', 'templates');
const STORED_FILE = path.join(TEMPLATE_FOLDER, 'silicon-valley-engineer-template.docx');
const OPERATOR_TEXT = 'Operator template for Silicon Valley Engineer: company letterhead edition';

function notice(page: Page, title: string) {
  return page
    .locator('[data-sonner-toast]')
    .filter({ has: page.locator('[data-title]').getByText(title, { exact: true }) });
}

async function openPreview(page: Page, index: number) {
  const template = TEMPLATES[index]!;
  await page.goto('/templates');
  const card = page.getByRole('list', { name: 'Templates' }).getByRole('listitem').nth(index);
  await card.hover();
  await card.getByRole('button', { name: `Preview ${template.name}` }).click();
  const dialog = page.getByRole('dialog', { name: template.name });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function downloadFrom(page: Page, index: number): Promise<Download> {
  const dialog = await openPreview(page, index);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download Template' }).click(),
  ]);
  return download;
}

async function readDownload(download: Download): Promise<Buffer> {
  return fs.readFile((await download.path())!);
}

test('downloads the file stored in the cv-templates bucket as it is', async ({ page }) => {
  // Written here, not in beforeAll: that runs once per worker, and the workers would
  // overwrite (and delete) each other's file.
  const storedBytes = await Packer.toBuffer(
    new Document({ sections: [{ children: [new Paragraph(OPERATOR_TEXT)] }] }),
  );
  await fs.mkdir(TEMPLATE_FOLDER, { recursive: true });
  await fs.writeFile(STORED_FILE, storedBytes);
  try {
    await expectStoredDownload(page, storedBytes);
  } finally {
    await fs.rm(STORED_FILE, { force: true });
  }
});

async function expectStoredDownload(page: Page, storedBytes: Buffer) {
  const infos: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'info') infos.push(msg.text());
  });
  // The stored file is served by the app's storage route, untouched.
  const direct = await page.request.get(
    '/api/storage/cv-templates/templates/silicon-valley-engineer-template.docx',
  );
  expect(direct.status()).toBe(200);
  expect(direct.headers()['x-content-type-options']).toBe('nosniff');
  expect(direct.headers()['content-disposition']).toMatch(
    /^attachment; filename="silicon-valley-engineer-template\.docx"/,
  );

  const download = await downloadFrom(page, 0);
  expect(download.suggestedFilename()).toBe('silicon-valley-engineer-template.docx');
  const bytes = await readDownload(download);
  expect(bytes.equals(storedBytes)).toBe(true);
  expect((await mammoth.extractRawText({ buffer: bytes })).value.trim()).toBe(OPERATOR_TEXT);

  const success = notice(page, 'Success!');
  await expect(success).toBeVisible();
  await expect(success.locator('[data-description]')).toHaveText(
    `${STORED.name} template downloaded successfully!`,
  );
  // Nothing was missing, so nothing about a fallback was logged.
  expect(infos.filter((text) => text.includes('generating'))).toEqual([]);
}

test('builds the fallback DOCX in the browser when the bucket has no file', async ({
  page,
  allowConsole,
}) => {
  // The storage route answers a missing file with 404, and Chromium logs every 404 it
  // fetches; the app's own message about it is the console.info checked below.
  allowConsole(
    /Failed to load resource: the server responded with a status of 404/,
    'the template has no stored file, which is what this test is about',
  );
  const consoleMessages: { type: string; text: string }[] = [];
  page.on('console', (msg) => consoleMessages.push({ type: msg.type(), text: msg.text() }));
  const slug = 'clinical-nurse-pro';
  expect(MISSING.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')).toBe(slug);
  const direct = await page.request.get(
    `/api/storage/cv-templates/templates/${slug}-template.docx`,
  );
  expect(direct.status()).toBe(404);

  const download = await downloadFrom(page, 1);
  expect(download.suggestedFilename()).toBe(`${slug}-template.docx`);
  const buffer = await readDownload(download);
  const html = (await mammoth.convertToHtml({ buffer })).value;
  const text = (await mammoth.extractRawText({ buffer })).value;
  const files = unzipSync(new Uint8Array(buffer));
  const documentXml = strFromU8(files['word/document.xml']!);
  const stylesXml = strFromU8(files['word/styles.xml']!);

  // The template's own family: a sidebar-right design is two columns, the main story on the
  // left and the tinted column with an accent edge on the right, in the template's fonts.
  expect(MISSING.layout).toBe('sidebar-right');
  expect(documentXml.match(/<w:tbl>/g)).toHaveLength(1);
  expect(documentXml.match(/<w:gridCol /g)).toHaveLength(2);
  const cells = [...html.matchAll(/<td>(.*?)<\/td>/g)].map((m) => m[1]!);
  expect(cells).toHaveLength(2);
  const headings = (part: string) => [...part.matchAll(/<h1>(.*?)<\/h1>/g)].map((m) => m[1]);
  // The name and its contact details head the main column in this family.
  expect(headings(cells[0]!)).toEqual([
    'Contact Information',
    'Professional Summary',
    'Work Experience',
    'Education',
  ]);
  expect(headings(cells[1]!)).toEqual(['Skills', 'Certifications']);
  expect(documentXml).toContain(`w:color="${MISSING.theme.accent.slice(1).toUpperCase()}"`);
  // Calibri headings over Arial text: the 'humanist' and 'sans' faces of this template.
  expect([MISSING.theme.headingFont, MISSING.theme.bodyFont]).toEqual(['humanist', 'sans']);
  expect(stylesXml).toContain('w:ascii="Calibri"');
  expect(stylesXml).toContain('w:ascii="Arial"');

  // Bracketed placeholders to replace, and the notes after the two columns.
  expect(cells[0]).toContain('[Your Full Name]');
  expect(text).toContain('[Job Title]');
  expect(text).toContain('[Skill 1]');
  expect(html.indexOf('<h1>Template Notes</h1>')).toBeGreaterThan(html.indexOf('</table>'));
  expect(text).toContain('Keep your resume to 1-2 pages for ATS compatibility.');

  const success = notice(page, 'Success!');
  await expect(success).toBeVisible();
  await expect(success.locator('[data-description]')).toHaveText(
    `${MISSING.name} template downloaded successfully!`,
  );
  await expect(notice(page, 'Error')).toHaveCount(0);
  // The missing file is only logged to the console, as information.
  expect(
    consoleMessages.some(
      (m) => m.type === 'info' && m.text.includes(`templates/${slug}-template.docx`),
    ),
  ).toBe(true);
  expect(consoleMessages.filter((m) => m.text.includes('Template download failed'))).toEqual([]);
});

test('any other storage failure shows the error notice and downloads nothing', async ({
  page,
  allowConsole,
}) => {
  allowConsole(/status of 500/, 'the storage route is made to fail with 500 here');
  allowConsole('Template download failed', 'the failure is logged before the notice shows');
  await page.route('**/api/storage/cv-templates/**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":{"code":"INTERNAL_ERROR","message":"boom"}}',
    }),
  );
  let downloads = 0;
  page.on('download', () => downloads++);
  const dialog = await openPreview(page, 2);
  const button = dialog.getByRole('button', { name: 'Download Template' });
  // From the keyboard: focus stays on the button while it works and after.
  await button.focus();
  await page.keyboard.press('Enter');
  const error = notice(page, 'Error');
  await expect(error).toBeVisible();
  await expect(error.locator('[data-description]')).toHaveText(
    'Failed to download template. Please try again.',
  );
  await expect(notice(page, 'Success!')).toHaveCount(0);
  await expect(button).toHaveAttribute('aria-disabled', 'false');
  await expect(button).toBeFocused();
  expect(downloads).toBe(0);
});

test('traversal attempts on the storage route get 400 or 404', async ({ request }) => {
  for (const key of [
    'templates/..%2f..%2f..%2fpglite%2fPG_VERSION',
    '..%2f..%2fauth-secret',
    'templates%5c..%5c..%5cauth-secret',
    '%2fetc%2fpasswd',
    'C:%5CWindows%5Cwin.ini',
  ]) {
    const res = await request.get(`/api/storage/cv-templates/${key}`);
    expect([400, 404], key).toContain(res.status());
  }
  const privateBucket = await request.get('/api/storage/user-cvs/anything.pdf');
  expect(privateBucket.status()).toBe(404);
});
