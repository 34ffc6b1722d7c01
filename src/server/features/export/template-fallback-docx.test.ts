import mammoth from 'mammoth';
import { Packer } from 'docx';
import { describe, expect, it } from 'vitest';
import {
  FALLBACK_INSTRUCTIONS,
  FALLBACK_SECTIONS,
  buildTemplateFallbackDocx,
  fallbackTemplateFileName,
} from '#shared/documents/template-fallback-docx/template-fallback-docx.ts';
import { TEMPLATES, findTemplate } from '#shared/templates/catalogue.ts';
import { firstOutOfOrder } from './document-expectations.ts';

async function read(template: (typeof TEMPLATES)[number]) {
  const buffer = await Packer.toBuffer(buildTemplateFallbackDocx(template));
  const [text, html] = await Promise.all([
    mammoth.extractRawText({ buffer }),
    mammoth.convertToHtml({ buffer }),
  ]);
  return { text: text.value, html: html.value };
}

describe('fallback template DOCX (spec section 9)', () => {
  const template = findTemplate(1)!;

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

  it('has the seven sections as Word headings, in order', async () => {
    const { html } = await read(template);
    const headings = [...html.matchAll(/<h1>(.*?)<\/h1>/g)].map((m) => m[1]);
    expect(headings).toEqual([...FALLBACK_SECTIONS]);
  });

  it('holds bracketed placeholders, the features and four instructions', async () => {
    const { text, html } = await read(template);
    expect(
      firstOutOfOrder(text, [
        '[Your Full Name]',
        'Contact Information',
        'Email: [your.email@example.com]',
        'Professional Summary',
        '[Write 2-3 sentences',
        'Work Experience',
        '[Job Title]',
        '[Company Name]',
        'Education',
        '[Degree] in [Field of Study]',
        'Skills',
        '[Skill 1]',
        'Certifications',
        '[Certification Name]',
        'Template Notes',
        'Silicon Valley Engineer template features:',
        ...template.features,
        'Instructions:',
        ...FALLBACK_INSTRUCTIONS,
      ]),
    ).toBeNull();
    expect(FALLBACK_INSTRUCTIONS).toHaveLength(4);
    expect(FALLBACK_INSTRUCTIONS).toContain('Keep your resume to 1-2 pages for ATS compatibility.');
    // Features are a bulleted list, instructions a numbered one.
    expect(html).toContain(`<ul><li>${template.features[0]}</li>`);
    expect(html).toContain(`<ol><li>${FALLBACK_INSTRUCTIONS[0]}</li>`);
  });

  it('builds for every catalogue template', async () => {
    for (const t of TEMPLATES) {
      const buffer = await Packer.toBuffer(buildTemplateFallbackDocx(t));
      expect([...buffer.subarray(0, 2)], t.name).toEqual([0x50, 0x4b]);
    }
  });
});
