import {
  ExternalHyperlink,
  HeadingLevel,
  Paragraph,
  Tab,
  TabStopType,
  TextRun,
  type Document,
} from 'docx';
import type { ResumeData } from '../../resume/resume.schema.ts';
import type { Template } from '../../templates/template.schema.ts';
import { documentNaming, type DocumentOptions } from '../document-options.ts';
import { docxDocument, docxHeader, docxHeading } from '../docx-pieces.ts';
import { BULLET_LIST, NUMBERED_LIST, docxLook, type DocxLook } from '../docx-style.ts';
import {
  languageLabel,
  resumeContent,
  sectionOrder,
  sectionTitle,
  writeSections,
  type ContentEntry,
  type DescriptionBlock,
  type ResumeContent,
  type SectionId,
  type SectionWriters,
} from '../resume-content.ts';
import { resumeLanguage, resumePageSize, styledTemplate } from '../resume-style.ts';

export type ResumeDocxOptions = DocumentOptions;

/**
 * A resume as an editable Word document in a template's style (docx-style.ts): the name
 * in the Title style, contact details as a Subtitle, sections as Heading 1, entries as
 * Heading 2 with the dates on a right tab, descriptions as real bulleted lists. One
 * column, in the reading order of sectionOrder(). The resume's style, page size and
 * language apply as in the PDF (resume-style.ts). Runtime-neutral: pack it with
 * `Packer.toBuffer` (server) or `Packer.toBlob` (browser).
 */
export function buildResumeDocx(
  data: ResumeData,
  template: Pick<Template, 'layout' | 'theme'>,
  options: ResumeDocxOptions = {},
): Document {
  const content = resumeContent(data);
  const look = docxLook(
    styledTemplate(template, data.style),
    resumePageSize(data.style, options.pageSize),
    resumeLanguage(data, options.lang),
  );
  const children: Paragraph[] = [
    ...docxHeader(content, look),
    ...resumeDocxSections(sectionOrder(template.layout, content.layout), content, look),
  ];

  const { title, author } = documentNaming(options, content.name, 'Resume');
  return docxDocument(
    look,
    {
      title,
      creator: author ?? 'TailorCV',
      subject: 'Resume',
      keywords: content.skillGroups
        .flatMap((g) => g.skills)
        .join(', ')
        .slice(0, 500),
    },
    children,
  );
}

/**
 * The given sections in that order, each a Heading 1 and its paragraphs; empty ones are left
 * out. `titles` renames headings (the fallback template DOCX writes its own names); other
 * headings are the resume's (sectionTitle).
 */
export function resumeDocxSections(
  ids: readonly SectionId[],
  content: ResumeContent,
  look: DocxLook,
  titles: Readonly<Partial<Record<SectionId, string>>> = {},
): Paragraph[] {
  return writeSections(content, ids, sectionParagraphs(look)).flatMap(({ id, written }) => [
    docxHeading(titles[id] ?? sectionTitle(content, id)),
    ...written,
  ]);
}

function sectionParagraphs(look: DocxLook): SectionWriters<Paragraph[]> {
  return {
    summary: blockParagraphs,
    entries: (entries) => entries.flatMap((entry) => entryParagraphs(entry, look)),
    skills: (groups) =>
      groups.map(
        (g) =>
          new Paragraph({
            children: g.category
              ? [
                  new TextRun({ text: `${g.category}: `, bold: true }),
                  new TextRun({ text: g.skills.join(', ') }),
                ]
              : [new TextRun({ text: g.skills.join(', ') })],
          }),
      ),
    languages: (languages) => [new Paragraph({ text: languages.map(languageLabel).join(', ') })],
    certifications: (certifications) =>
      certifications.map((c) => {
        const tail = [c.issuer, c.year].filter(Boolean).join(', ');
        return new Paragraph({
          numbering: {
            reference: look.layout === 'academic' ? NUMBERED_LIST : BULLET_LIST,
            level: 0,
          },
          children: [
            new TextRun({ text: c.name, bold: true }),
            ...(tail ? [new TextRun({ text: ` – ${tail}` })] : []),
          ],
        });
      }),
    interests: (interests) => [new Paragraph({ text: interests.join(', ') })],
  };
}

function entryParagraphs(entry: ContentEntry, look: DocxLook): Paragraph[] {
  const out: Paragraph[] = [];
  // Title, then the dates on a right-aligned tab stop at the text edge.
  out.push(
    new Paragraph({
      heading: HeadingLevel.HEADING_2,
      tabStops: [{ type: TabStopType.RIGHT, position: look.textWidth }],
      children: [
        new TextRun({ text: entry.title }),
        ...(entry.dates
          ? [
              new TextRun({
                children: [new Tab(), entry.dates],
                bold: false,
                color: look.muted,
                size: look.bodySize,
              }),
            ]
          : []),
      ],
    }),
  );
  const meta = [entry.organization, entry.location].filter(Boolean).join(' · ');
  if (meta) out.push(new Paragraph({ style: 'EntryMeta', text: meta }));
  out.push(...blockParagraphs(entry.blocks));
  if (entry.tags.length > 0) {
    out.push(
      new Paragraph({
        children: [
          new TextRun({
            text: `${entry.tagsLabel}: `,
            bold: true,
            color: look.muted,
            size: look.bodySize - 2,
          }),
          new TextRun({ text: entry.tags.join(' · '), color: look.muted, size: look.bodySize - 2 }),
        ],
      }),
    );
  }
  if (entry.link) {
    out.push(
      new Paragraph({
        children: [
          new ExternalHyperlink({
            link: entry.link.href,
            children: [new TextRun({ text: entry.link.display, style: 'Hyperlink' })],
          }),
        ],
      }),
    );
  }
  return out;
}

function blockParagraphs(blocks: DescriptionBlock[]): Paragraph[] {
  return blocks.flatMap((block) =>
    block.kind === 'paragraph'
      ? [new Paragraph({ text: block.text })]
      : block.items.map(
          (item) =>
            new Paragraph({
              text: item,
              numbering: { reference: BULLET_LIST, level: 0 },
              keepLines: true,
            }),
        ),
  );
}
