import {
  BorderStyle,
  Paragraph,
  ShadingType,
  Table,
  TableBorders,
  TableCell,
  TableLayoutType,
  TableRow,
  VerticalAlignTable,
  WidthType,
  type Document,
  type ITableCellBorders,
} from 'docx';
import type { LayoutFamily } from '../../templates/layout-families.ts';
import { resumeLocale } from '../../resume/resume-locale.ts';
import { templateSlug } from '../../templates/template-slug.ts';
import type { Template } from '../../templates/template.schema.ts';
import { cleanLine } from '../clean-text.ts';
import { mix } from '../color.ts';
import { docxDocument, docxHeader, docxHeading } from '../docx-pieces.ts';
import { docxLook, type DocxLook, type DocxPageSize } from '../docx-style.ts';
import {
  DATE_SEPARATOR,
  SECTION_TITLES,
  columnSections,
  sectionOrder,
  type ContentEntry,
  type ResumeContent,
  type BuiltInSectionId,
  type SectionId,
} from '../resume-content.ts';
import { resumeDocxSections } from '../resume-docx/resume-docx.ts';

/**
 * The generated template DOCX, used when the bucket has no stored file for a template: a
 * resume of bracketed placeholders drawn by the resume DOCX's own pieces (resume-docx.ts)
 * in the template's look (docx-style.ts: fonts, accent, headings), so the file is that
 * template's family, not a generic page. The two-column families (sidebar left and right,
 * header band) are a two-column table, as their PDFs are two columns. The sections are the
 * product's: Contact Information, Professional Summary, Work Experience, Education, Skills,
 * Certifications, then Template Notes with the template's features and four instructions
 * (also in the file's description).
 */

/** The sections' headings, in the product's words. */
const FALLBACK_SECTION_TITLES: Readonly<Record<BuiltInSectionId, string>> = {
  ...SECTION_TITLES,
  summary: 'Professional Summary',
  experience: 'Work Experience',
};

const CONTACT_HEADING = 'Contact Information';
const NOTES_HEADING = 'Template Notes';

/** Every heading of the file, in the product's words and order. */
export const FALLBACK_HEADINGS = [
  CONTACT_HEADING,
  FALLBACK_SECTION_TITLES.summary,
  FALLBACK_SECTION_TITLES.experience,
  FALLBACK_SECTION_TITLES.education,
  FALLBACK_SECTION_TITLES.skills,
  FALLBACK_SECTION_TITLES.certifications,
  NOTES_HEADING,
] as const;

export const FALLBACK_INSTRUCTIONS = [
  'Replace every bracketed placeholder with your own information.',
  'Tailor your summary and experience to the job description you are applying for.',
  'Start bullet points with strong action verbs and quantify achievements where you can.',
  'Keep your resume to 1-2 pages for ATS compatibility.',
] as const;

/** The families whose page is two columns; their fallback is a two-column table. */
export const TWO_COLUMN_FAMILIES: ReadonlySet<LayoutFamily> = new Set<LayoutFamily>([
  'sidebar-left',
  'sidebar-right',
  'header-band',
]);

/** The columns of the two-column PDFs (columnSections), in the default order. */
const SIDE_SECTIONS: readonly SectionId[] = columnSections(sectionOrder(undefined), 'side');
const MAIN_SECTIONS: readonly SectionId[] = columnSections(sectionOrder(undefined), 'main');

/** The narrow column's share of the text width, as in the PDFs. */
const SIDE_SHARE: Readonly<Partial<Record<LayoutFamily, number>>> = {
  'sidebar-left': 0.33,
  'sidebar-right': 0.31,
  'header-band': 0.29,
};

/** Cell padding, twips. */
const CELL_PAD = 180;

const PROFILE_URL = 'https://www.linkedin.com/in/your-profile';

/** The template's words are the product's, in English, whatever language a resume is in. */
const PLACEHOLDER_LOCALE = resumeLocale('en');

function placeholderEntry(
  id: string,
  title: string,
  organization: string,
  items: string[],
): ContentEntry {
  return {
    id,
    title,
    organization,
    location: '[City, Country]',
    dates: `[Start Date]${DATE_SEPARATOR}[End Date]`,
    start: '[Start Date]',
    end: '[End Date]',
    blocks: items.length > 0 ? [{ kind: 'bullets', items }] : [],
    tags: [],
    tagsLabel: PLACEHOLDER_LOCALE.headings.skills,
    link: null,
  };
}

/** The resume the fallback draws: every field a bracketed placeholder saying what goes there. */
const PLACEHOLDER_CONTENT: ResumeContent = {
  name: '[Your Full Name]',
  headline: '',
  email: '[your.email@example.com]',
  phone: '[Your Phone Number]',
  location: '[City, Country]',
  links: [
    {
      label: 'LinkedIn',
      url: PROFILE_URL,
      href: PROFILE_URL,
      display: '[linkedin.com/in/your-profile]',
    },
  ],
  summary: [
    {
      kind: 'paragraph',
      text: '[Write 2-3 sentences that summarize your experience, your strongest skills and the value you bring to the role.]',
    },
  ],
  experience: [
    placeholderEntry('job-1', '[Job Title]', '[Company Name]', [
      '[Key achievement with a measurable result, e.g. increased sales by 20%]',
      '[Main responsibility or project and its impact]',
      '[Tool, skill or method you used and what it achieved]',
    ]),
    placeholderEntry('job-2', '[Previous Job Title]', '[Company Name]', [
      '[Key achievement with a measurable result]',
      '[Main responsibility or project and its impact]',
    ]),
  ],
  education: [placeholderEntry('school-1', '[Degree], [Field of Study]', '[University Name]', [])],
  skillGroups: [
    { category: '[Skill Area]', skills: ['[Skill 1]', '[Skill 2]', '[Skill 3]'] },
    { category: '[Skill Area]', skills: ['[Skill 4]', '[Skill 5]', '[Skill 6]'] },
  ],
  languages: [],
  certifications: [
    {
      id: 'certification-1',
      name: '[Certification Name]',
      issuer: '[Issuing Organization]',
      year: '[Year]',
    },
  ],
  projects: [],
  volunteering: [],
  awards: [],
  publications: [],
  references: [],
  interests: [],
  customSections: [],
  locale: PLACEHOLDER_LOCALE,
};

/** '{template-name-lowercased-with-dashes}-template.docx', the template's download name. */
export function fallbackTemplateFileName(template: Pick<Template, 'name'>): string {
  return `${templateSlug(template.name) || 'resume'}-template.docx`;
}

export function buildTemplateFallbackDocx(
  template: Pick<Template, 'name' | 'features' | 'layout' | 'theme'>,
  options: { pageSize?: DocxPageSize; lang?: string } = {},
): Document {
  const look = docxLook(template, options.pageSize, options.lang ?? 'en');
  const name = cleanLine(template.name);
  const content = PLACEHOLDER_CONTENT;
  const body: (Paragraph | Table)[] = TWO_COLUMN_FAMILIES.has(template.layout)
    ? twoColumnBody(content, look)
    : [
        ...fallbackHeader(content, look),
        ...resumeDocxSections(
          sectionOrder(template.layout),
          content,
          look,
          FALLBACK_SECTION_TITLES,
        ),
      ];
  const children = [...body, ...templateNotes(template.features)];

  return docxDocument(
    look,
    {
      title: `${name} Template`,
      subject: 'Resume template',
      creator: 'TailorCV',
      keywords: template.features.map(cleanLine).join(', '),
      description: [
        `A ${name} resume template with placeholders to replace.`,
        `Features: ${template.features.map(cleanLine).join(', ')}.`,
        ...FALLBACK_INSTRUCTIONS.map((text, i) => `${i + 1}. ${text}`),
      ].join(' '),
    },
    children,
  );
}

/**
 * One table row of two cells: the main story (summary, experience, education) and the
 * narrow column (skills, languages, certifications). Sidebar left: the name above, a tinted
 * column on the left (the Title style is too large for the name to fit in it). Sidebar
 * right: the name heads the main column, the tinted column on the right has an accent edge.
 * Header band: the name in the band above, the narrow column behind an accent hairline.
 */
function twoColumnBody(content: ResumeContent, look: DocxLook): (Paragraph | Table)[] {
  const layout = look.layout;
  const sideWidth = Math.round(look.textWidth * (SIDE_SHARE[layout] ?? 0.3));
  const mainWidth = look.textWidth - sideWidth;
  const inner = (width: number): DocxLook => ({ ...look, textWidth: width - CELL_PAD * 2 });
  const header = fallbackHeader(content, look);
  const tint = mix(`#${look.accent}`, '#ffffff', 0.9).replace('#', '').toUpperCase();
  const line = (size: number) => ({ style: BorderStyle.SINGLE, size, color: look.accent });

  const mainChildren = [
    ...(layout === 'sidebar-right' ? header : []),
    ...resumeDocxSections(MAIN_SECTIONS, content, inner(mainWidth), FALLBACK_SECTION_TITLES),
  ];
  const sideChildren = resumeDocxSections(
    SIDE_SECTIONS,
    content,
    inner(sideWidth),
    FALLBACK_SECTION_TITLES,
  );
  const sideBorders: ITableCellBorders | undefined =
    layout === 'sidebar-right'
      ? { left: line(24) }
      : layout === 'header-band'
        ? { left: line(4) }
        : undefined;

  const cell = (children: Paragraph[], width: number, side: boolean) =>
    new TableCell({
      children,
      width: { size: width, type: WidthType.DXA },
      verticalAlign: VerticalAlignTable.TOP,
      margins: { top: CELL_PAD, bottom: CELL_PAD, left: CELL_PAD, right: CELL_PAD },
      ...(side && layout !== 'header-band'
        ? { shading: { type: ShadingType.CLEAR, fill: tint, color: 'auto' } }
        : {}),
      ...(side && sideBorders ? { borders: sideBorders } : {}),
    });
  const main = cell(mainChildren, mainWidth, false);
  const side = cell(sideChildren, sideWidth, true);
  const table = new Table({
    width: { size: look.textWidth, type: WidthType.DXA },
    columnWidths: layout === 'sidebar-left' ? [sideWidth, mainWidth] : [mainWidth, sideWidth],
    layout: TableLayoutType.FIXED,
    borders: TableBorders.NONE,
    rows: [new TableRow({ children: layout === 'sidebar-left' ? [side, main] : [main, side] })],
  });
  return layout === 'sidebar-right' ? [table] : [...header, table];
}

/** The resume header with the 'Contact Information' heading between the name and the details. */
function fallbackHeader(content: ResumeContent, look: DocxLook): Paragraph[] {
  const [name, ...details] = docxHeader(content, look);
  const heading = docxHeading(CONTACT_HEADING);
  return name ? [name, heading, ...details] : [heading, ...details];
}

/** The notes after the resume: what the template offers, and how to fill it in. */
function templateNotes(features: readonly string[]): Paragraph[] {
  return [
    docxHeading(NOTES_HEADING),
    new Paragraph({ text: `Template features: ${features.map(cleanLine).join(', ')}.` }),
    new Paragraph({ text: 'Instructions:' }),
    ...FALLBACK_INSTRUCTIONS.map((text, i) => new Paragraph({ text: `${i + 1}. ${text}` })),
  ];
}
