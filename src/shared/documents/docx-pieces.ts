import {
  Document,
  ExternalHyperlink,
  HeadingLevel,
  Paragraph,
  TextRun,
  type ParagraphChild,
  type Table,
} from 'docx';
import type { DocxLook } from './docx-style.ts';
import { contactParts, type ResumeContent } from './resume-content.ts';

/**
 * The Word pieces the resume, the cover letter and the fallback template DOCX share, in a
 * template's look (docx-style.ts): the header, the section heading and the document
 * around the paragraphs.
 */

/** The name (Title style), the headline and the contact details and links (Subtitle style). */
export function docxHeader(person: ResumeContent, look: DocxLook): Paragraph[] {
  const out: Paragraph[] = [];
  if (person.name) out.push(new Paragraph({ heading: HeadingLevel.TITLE, text: person.name }));
  if (person.headline) out.push(new Paragraph({ style: 'Subtitle', text: person.headline }));
  const parts: ParagraphChild[] = [];
  const push = (child: ParagraphChild) => {
    if (parts.length > 0)
      parts.push(new TextRun({ text: look.layout === 'ats-plain' ? ' | ' : '  ·  ' }));
    parts.push(child);
  };
  contactParts(person).forEach((part) => push(new TextRun({ text: part })));
  person.links.forEach((l) =>
    push(
      new ExternalHyperlink({
        link: l.href,
        children: [
          new TextRun({
            text: l.label ? `${l.label}: ${l.display}` : l.display,
            style: 'Hyperlink',
          }),
        ],
      }),
    ),
  );
  if (parts.length > 0) out.push(new Paragraph({ style: 'Subtitle', children: parts }));
  return out;
}

/** A section heading: Heading 1, in the family's heading treatment. */
export function docxHeading(title: string): Paragraph {
  return new Paragraph({ heading: HeadingLevel.HEADING_1, text: title });
}

/** What a document says about itself, besides what every document shares. */
export interface DocxInfo {
  title: string;
  creator: string;
  subject: string;
  keywords?: string;
  description?: string;
}

/** One page section in the look's styles, lists and page size, around the given paragraphs. */
export function docxDocument(
  look: DocxLook,
  info: DocxInfo,
  children: (Paragraph | Table)[],
): Document {
  return new Document({
    ...info,
    lastModifiedBy: 'TailorCV',
    styles: look.styles,
    numbering: look.numbering,
    // Word shows an empty document (no paragraphs) as corrupt; keep one empty paragraph.
    sections: [
      { properties: look.section, children: children.length > 0 ? children : [new Paragraph({})] },
    ],
  });
}
