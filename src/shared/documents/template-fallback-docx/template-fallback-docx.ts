import { Document, HeadingLevel, Paragraph, Tab, TabStopType, TextRun } from 'docx';
import { templateSlug } from '../../templates/template-slug.ts';
import type { Template } from '../../templates/template.schema.ts';
import { cleanLine } from '../clean-text.ts';
import { BULLET_LIST, NUMBERED_LIST, docxLook, type DocxPageSize } from '../docx-style.ts';

/**
 * The generated fallback template DOCX (spec section 9), used when the bucket has no
 * stored file for a template: the sections Contact Information, Professional Summary,
 * Work Experience, Education, Skills, Certifications and Template Notes, with bracketed
 * placeholders, in that template's style. The notes list the template's features and
 * four instructions, one of them to keep the resume to 1-2 pages for ATS.
 */

export const FALLBACK_SECTIONS = [
  'Contact Information',
  'Professional Summary',
  'Work Experience',
  'Education',
  'Skills',
  'Certifications',
  'Template Notes',
] as const;

export const FALLBACK_INSTRUCTIONS = [
  'Replace every bracketed placeholder with your own information.',
  'Tailor your summary and experience to the job description you are applying for.',
  'Start bullet points with strong action verbs and quantify achievements where you can.',
  'Keep your resume to 1-2 pages for ATS compatibility.',
] as const;

/** '{template-name-lowercased-with-dashes}-template.docx' (spec section 9). */
export function fallbackTemplateFileName(template: Pick<Template, 'name'>): string {
  return `${templateSlug(template.name) || 'resume'}-template.docx`;
}

export function buildTemplateFallbackDocx(
  template: Pick<Template, 'name' | 'features' | 'layout' | 'theme'>,
  options: { pageSize?: DocxPageSize; lang?: string } = {},
): Document {
  const look = docxLook(template, options.pageSize, options.lang ?? 'en');
  const name = cleanLine(template.name);
  const heading = (text: string) => new Paragraph({ heading: HeadingLevel.HEADING_1, text });
  const bullet = (text: string) =>
    new Paragraph({ text, numbering: { reference: BULLET_LIST, level: 0 } });
  const numbered = (text: string) =>
    new Paragraph({ text, numbering: { reference: NUMBERED_LIST, level: 0 } });
  const entryTitle = (title: string, dates: string) =>
    new Paragraph({
      heading: HeadingLevel.HEADING_2,
      tabStops: [{ type: TabStopType.RIGHT, position: look.textWidth }],
      children: [
        new TextRun({ text: title }),
        new TextRun({
          children: [new Tab(), dates],
          bold: false,
          color: look.muted,
          size: look.bodySize,
        }),
      ],
    });
  const meta = (text: string) => new Paragraph({ style: 'EntryMeta', text });

  const children: Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, text: '[Your Full Name]' }),
    new Paragraph({ style: 'Subtitle', text: '[Your Professional Title]' }),

    heading('Contact Information'),
    new Paragraph({ text: 'Email: [your.email@example.com]' }),
    new Paragraph({ text: 'Phone: [Your Phone Number]' }),
    new Paragraph({ text: 'Location: [City, State/Country]' }),
    new Paragraph({ text: 'LinkedIn: [linkedin.com/in/your-profile]' }),

    heading('Professional Summary'),
    new Paragraph({
      text: '[Write 2-3 sentences that summarize your experience, your strongest skills and the value you bring to the role.]',
    }),

    heading('Work Experience'),
    entryTitle('[Job Title]', '[Start Date] – [End Date]'),
    meta('[Company Name] · [City, State]'),
    bullet('[Key achievement with a measurable result, e.g. increased sales by 20%]'),
    bullet('[Main responsibility or project and its impact]'),
    bullet('[Tool, skill or method you used and what it achieved]'),
    entryTitle('[Previous Job Title]', '[Start Date] – [End Date]'),
    meta('[Company Name] · [City, State]'),
    bullet('[Key achievement with a measurable result]'),
    bullet('[Main responsibility or project and its impact]'),

    heading('Education'),
    entryTitle('[Degree] in [Field of Study]', '[Graduation Year]'),
    meta('[University Name] · [City, State]'),

    heading('Skills'),
    new Paragraph({
      text: '[Skill 1] · [Skill 2] · [Skill 3] · [Skill 4] · [Skill 5] · [Skill 6]',
    }),

    heading('Certifications'),
    bullet('[Certification Name] – [Issuing Organization], [Year]'),

    heading('Template Notes'),
    new Paragraph({ children: [new TextRun({ text: `${name} template features:`, bold: true })] }),
    ...template.features.map((feature) => bullet(cleanLine(feature))),
    new Paragraph({
      spacing: { before: 120 },
      children: [new TextRun({ text: 'Instructions:', bold: true })],
    }),
    ...FALLBACK_INSTRUCTIONS.map(numbered),
  ];

  return new Document({
    title: `${name} Template`,
    subject: 'Resume template',
    creator: 'TailorCV',
    lastModifiedBy: 'TailorCV',
    description: `A ${name} resume template with placeholders to replace.`,
    styles: look.styles,
    numbering: look.numbering,
    sections: [{ properties: look.section, children }],
  });
}
