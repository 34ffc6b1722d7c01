import { Packer } from 'docx';
import { strFromU8, unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { DOCX_FONTS } from '#shared/documents/fonts.ts';
import {
  FALLBACK_INSTRUCTIONS,
  TWO_COLUMN_FAMILIES,
  buildTemplateFallbackDocx,
  fallbackTemplateFileName,
} from '#shared/documents/template-fallback-docx/template-fallback-docx.ts';
import { TEMPLATES, findTemplate } from '#shared/templates/catalogue.ts';
import type { Template } from '#shared/templates/template.schema.ts';
import { expectInOrder } from './document-expectations.test-support.ts';

async function read(template: Template) {
  const buffer = await Packer.toBuffer(buildTemplateFallbackDocx(template));
  const files = unzipSync(new Uint8Array(buffer));
  const [text, html] = await Promise.all([
    mammoth.extractRawText({ buffer }),
    mammoth.convertToHtml({ buffer }),
  ]);
  return {
    text: text.value,
    html: html.value,
    document: strFromU8(files['word/document.xml']!),
    styles: strFromU8(files['word/styles.xml']!),
    core: strFromU8(files['docProps/core.xml']!),
  };
}

const headings = (html: string) => [...html.matchAll(/<h1>(.*?)<\/h1>/g)].map((m) => m[1]);
const count = (xml: string, tag: string) => xml.match(new RegExp(`<${tag}[ >]`, 'g'))?.length ?? 0;

function byLayout(layout: Template['layout']): Template {
  const template = TEMPLATES.find((t) => t.layout === layout);
  if (!template) throw new Error(`No ${layout} template in the catalogue`);
  return template;
}

describe('fallback template DOCX', () => {
  it("is named '{template-name-lowercased-with-dashes}-template.docx'", () => {
    expect(fallbackTemplateFileName({ name: 'Silicon Valley Engineer' })).toBe(
      'silicon-valley-engineer-template.docx',
    );
    expect(fallbackTemplateFileName({ name: 'HR Business Partner' })).toBe(
      'hr-business-partner-template.docx',
    );
    expect(fallbackTemplateFileName({ name: 'C-Suite / Board-Ready' })).toBe(
      'c-suite-board-ready-template.docx',
    );
  });

  it('a one-column family: the resume sections as Word headings, in order, with placeholders', async () => {
    const template = byLayout('classic');
    const { text, html, document } = await read(template);
    expect(headings(html)).toEqual([
      'Contact Information',
      'Professional Summary',
      'Work Experience',
      'Education',
      'Skills',
      'Certifications',
      'Template Notes',
    ]);
    expect(count(document, 'w:tbl')).toBe(0);
    expectInOrder(text, [
      '[Your Full Name]',
      '[your.email@example.com]',
      '[Your Phone Number]',
      'Professional Summary',
      '[Write 2-3 sentences',
      'Work Experience',
      '[Job Title]',
      '[Company Name]',
      '[Previous Job Title]',
      'Education',
      '[Degree], [Field of Study]',
      'Skills',
      '[Skill 1]',
      'Certifications',
      '[Certification Name]',
      'Template Notes',
      'Keep your resume to 1-2 pages for ATS compatibility.',
    ]);
    // Achievements are a bulleted list, as in the resume DOCX.
    expect(html).toContain('<ul><li>[Key achievement with a measurable result, e.g.');
  });

  it.each(['sidebar-left', 'sidebar-right', 'header-band'] as const)(
    'a %s template is a two-column table in its accent and fonts, with the notes below it',
    async (layout) => {
      const template = byLayout(layout);
      expect(TWO_COLUMN_FAMILIES.has(layout)).toBe(true);
      const { html, document, styles } = await read(template);

      expect(count(document, 'w:tbl')).toBe(1);
      expect(count(document, 'w:gridCol')).toBe(2);
      expect(count(document, 'w:tc')).toBe(2);
      const cells = [...html.matchAll(/<td>(.*?)<\/td>/g)].map((m) => m[1]!);
      expect(cells).toHaveLength(2);
      // The main story in one column, skills and certifications in the other.
      const [main, side] = layout === 'sidebar-left' ? [cells[1]!, cells[0]!] : cells;
      // sidebar-right heads its main column with the name and its contact details.
      expect(headings(main!)).toEqual([
        ...(layout === 'sidebar-right' ? ['Contact Information'] : []),
        'Professional Summary',
        'Work Experience',
        'Education',
      ]);
      expect(headings(side!)).toEqual(['Skills', 'Certifications']);
      // The name heads the main column of sidebar-right, else the page above the table.
      const name = html.indexOf('[Your Full Name]');
      if (layout === 'sidebar-right') expect(main).toContain('[Your Full Name]');
      else expect(name).toBeLessThan(html.indexOf('<table>'));

      const accent = template.theme.accent.slice(1).toUpperCase();
      // The accent draws the column's edge or the headings' rules, and the bullets.
      expect(`${document}${styles}`).toContain(`w:color="${accent}"`);
      if (layout !== 'header-band') expect(document).toMatch(/<w:shd [^>]*w:fill="[0-9A-F]{6}"/);
      if (layout !== 'sidebar-left') expect(document).toContain(`w:color="${accent}"`);
      expect(styles).toContain(`w:ascii="${DOCX_FONTS[template.theme.bodyFont]}"`);
      expect(styles).toContain(`w:ascii="${DOCX_FONTS[template.theme.headingFont]}"`);

      // Contact Information under the name; Template Notes after the table, full width.
      expect(html.indexOf('<h1>Contact Information</h1>')).toBeGreaterThan(name);
      expect(html.indexOf('<h1>Template Notes</h1>')).toBeGreaterThan(html.indexOf('</table>'));
    },
  );

  it("lists the template's features and the four instructions in the notes and the file's description", async () => {
    const template = findTemplate(1)!;
    const { core, text } = await read(template);
    expect(FALLBACK_INSTRUCTIONS).toHaveLength(4);
    expect(FALLBACK_INSTRUCTIONS).toContain('Keep your resume to 1-2 pages for ATS compatibility.');
    const notes = text.slice(text.indexOf('Template Notes'));
    for (const feature of template.features) {
      expect(core).toContain(feature);
      expect(notes).toContain(feature);
    }
    for (const instruction of FALLBACK_INSTRUCTIONS) {
      expect(core).toContain(instruction);
      expect(notes).toContain(instruction);
    }
  });

  it('builds for every catalogue template', async () => {
    for (const t of TEMPLATES) {
      const buffer = await Packer.toBuffer(buildTemplateFallbackDocx(t));
      expect([...buffer.subarray(0, 2)], t.name).toEqual([0x50, 0x4b]);
    }
  });
});
