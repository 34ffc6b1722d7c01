import mammoth from 'mammoth';
import { inspectPdf } from '../../src/server/features/export/pdf-inspect.test-support.ts';
import { createUser, expect, test } from '../fixtures/test.ts';
import {
  downloadDocument,
  experienceEntry,
  openMoreSection,
  resumeDoc,
} from './builder-helpers.ts';
import { SAVE_WAIT, apiCreate, apiGet, saveButton, saveStatus } from './documents-helpers.ts';

/**
 * A signed-in person sets the resume's language, accent and paper in the Look panel and
 * hides and renames sections in the Sections panel: the settings are saved with the
 * document, and the PDF and the DOCX print them. (builder-look.spec.ts checks the panels on
 * an anonymous draft against the preview and the TXT.)
 */

// Sign-up, a save, a reload and two downloads, on a shared 2-core runner.
test.describe.configure({ timeout: 120_000 });

const HIDDEN_SUMMARY = 'Quietly kept out of print.';

const RESUME = resumeDoc({
  personalInfo: {
    ...resumeDoc().personalInfo,
    fullName: 'Grete Weber',
    email: 'grete.weber@example.com',
    summary: HIDDEN_SUMMARY,
  },
  experience: [
    experienceEntry('1', {
      jobTitle: 'Platform Engineer',
      company: 'Acme',
      startMonth: '03',
      startYear: '2020',
      current: true,
      description: 'Runs the build farm.',
    }),
  ],
  skills: [{ name: 'Kubernetes', category: '' }],
});

interface SavedStyle {
  language: string;
  style: { accent_color: string; page_size: string };
  layout: { hidden_sections: string[]; section_titles: Record<string, string> };
}

test('signed in: German, an accent and US Letter in Look, a hidden and a renamed section, kept after a reload and printed in the PDF and the DOCX', async ({
  page,
}) => {
  await createUser(page.request, { label: 'builder-look' });
  const doc = await apiCreate(page.request, {
    kind: 'resume',
    title: 'German resume',
    template_id: '12',
    data: RESUME,
  });
  await page.goto(`/build/${doc.id}`);
  await expect(page.getByLabel('Full Name')).toHaveValue('Grete Weber');

  // Look: the language, an accent of the palette, the paper.
  await openMoreSection(page, 'Look');
  await expect(page.getByRole('heading', { level: 2, name: 'Look', exact: true })).toBeFocused();
  await page.getByLabel('Resume language').selectOption('de');
  await page.getByRole('radio', { name: 'Teal' }).check();
  await page.getByRole('radio', { name: 'US Letter' }).check();
  await expect(page.getByRole('radio', { name: 'US Letter' })).toBeChecked();

  // Sections: the rows now carry the German headings. Summary (Profil) hidden, Skills
  // (Kenntnisse) renamed.
  await openMoreSection(page, 'Sections');
  await page.getByRole('switch', { name: 'Show Profil in the resume' }).click();
  await expect(page.getByRole('switch', { name: 'Show Profil in the resume' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Rename Kenntnisse' }).click();
  await page.getByRole('textbox', { name: 'Title of the Kenntnisse section' }).fill('Werkzeuge');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Rename Werkzeuge' })).toBeFocused();

  await saveButton(page).click();
  await expect(saveStatus(page)).toHaveText('All changes saved', SAVE_WAIT);
  const saved = (await apiGet<{ data: SavedStyle }>(page.request, doc.id)).data;
  expect(saved.language).toBe('de');
  expect(saved.style).toMatchObject({ accent_color: '#0f766e', page_size: 'Letter' });
  expect(saved.layout.hidden_sections).toEqual(['summary']);
  expect(saved.layout.section_titles).toEqual({ skills: 'Werkzeuge' });

  // After a reload the panels show what was saved.
  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('Grete Weber');
  await expect(saveStatus(page)).toHaveText('All changes saved');
  await openMoreSection(page, 'Look');
  await expect(page.getByLabel('Resume language')).toHaveValue('de');
  await expect(page.getByRole('radio', { name: 'Teal' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'US Letter' })).toBeChecked();
  await openMoreSection(page, 'Sections');
  await expect(page.getByRole('switch', { name: 'Show Profil in the resume' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Show Werkzeuge in the resume' })).toBeChecked();

  // The PDF: German headings, the own heading, no hidden summary, on US Letter.
  const pdf = await inspectPdf(await downloadDocument(page, 'PDF'));
  // A template may print its headings in capitals and letter-spaced (the text reads
  // 'B E R U F S …'): compared without case and without spaces.
  const pdfText = pdf.text.toLowerCase().replace(/\s+/g, '');
  expect(pdfText).toContain('berufserfahrung');
  expect(pdfText).toContain('werkzeuge');
  expect(pdfText).toContain('kubernetes');
  expect(pdfText).toContain('märz2020–heute');
  expect(pdfText).not.toContain('kenntnisse');
  expect(pdfText).not.toContain('quietlykeptoutofprint');
  expect(pdfText).not.toContain('profil');
  expect(pdf.pages.map((p) => [p.width, p.height])).toEqual(pdf.pages.map(() => [612, 792]));

  // The DOCX says the same.
  const docx = await downloadDocument(page, 'DOCX');
  const docxText = (await mammoth.extractRawText({ buffer: Buffer.from(docx) })).value;
  const docxLower = docxText.toLowerCase();
  expect(docxLower).toContain('berufserfahrung');
  expect(docxLower).toContain('werkzeuge');
  expect(docxLower).toContain('kubernetes');
  expect(docxLower).not.toContain('kenntnisse');
  expect(docxText).not.toContain(HIDDEN_SUMMARY);
  expect(docxLower).not.toMatch(/\bprofil\b/);
});
