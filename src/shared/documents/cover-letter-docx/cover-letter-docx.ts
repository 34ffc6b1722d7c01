import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  Paragraph,
  TextRun,
  type ParagraphChild,
} from 'docx';
import type { CoverLetterData } from '../../cover-letter/cover-letter.schema.ts';
import type { Template } from '../../templates/template.schema.ts';
import { coverLetterContent } from '../cover-letter-content.ts';
import { docxLook, type DocxLook, type DocxPageSize } from '../docx-style.ts';
import { contactParts, type ResumeContent } from '../resume-content.ts';

export interface CoverLetterDocxOptions {
  pageSize?: DocxPageSize;
  lang?: string;
  title?: string;
  author?: string;
}

/**
 * A cover letter as an editable Word document in the template's Word look
 * (docx-style.ts, shared with the resume DOCX): the name in the Title style and the
 * contact details as the Subtitle, exactly as the resume's header, then the letter as
 * plain paragraphs. Runtime-neutral, like buildResumeDocx.
 */
export function buildCoverLetterDocx(
  letter: CoverLetterData,
  template: Pick<Template, 'layout' | 'theme'>,
  options: CoverLetterDocxOptions = {},
): Document {
  const content = coverLetterContent(letter);
  const look = docxLook(template, options.pageSize, options.lang ?? 'en');
  const justify =
    look.layout === 'executive-serif' || look.layout === 'academic'
      ? AlignmentType.JUSTIFIED
      : AlignmentType.LEFT;
  const spaced = { spacing: { after: 200 } };
  const children: Paragraph[] = [...header(content.sender, look)];
  if (content.date)
    children.push(new Paragraph({ text: content.date, spacing: { before: 240, after: 200 } }));
  content.recipient.forEach((line, i, all) =>
    children.push(
      new Paragraph({ text: line, spacing: { after: i === all.length - 1 ? 200 : 0 } }),
    ),
  );
  if (content.subject)
    children.push(
      new Paragraph({
        ...spaced,
        children: [
          new TextRun({
            text: content.subject,
            bold: true,
            font: look.headingFont,
            color: look.layout === 'ats-plain' ? look.ink : look.accentText,
          }),
        ],
      }),
    );
  if (content.greeting) children.push(new Paragraph({ text: content.greeting, ...spaced }));
  for (const p of content.paragraphs)
    children.push(new Paragraph({ text: p, alignment: justify, ...spaced }));
  if (content.closing)
    children.push(
      new Paragraph({ text: content.closing, keepNext: true, spacing: { after: 480 } }),
    );
  if (content.signature)
    children.push(
      new Paragraph({
        children: [new TextRun({ text: content.signature, bold: true, font: look.headingFont })],
      }),
    );

  const name = content.sender.name;
  return new Document({
    title: options.title ?? (name ? `${name} - Cover Letter` : 'Cover Letter'),
    creator: options.author ?? (name || 'TailorCV'),
    lastModifiedBy: 'TailorCV',
    subject: 'Cover letter',
    styles: look.styles,
    numbering: look.numbering,
    sections: [
      { properties: look.section, children: children.length > 0 ? children : [new Paragraph({})] },
    ],
  });
}

function header(sender: ResumeContent, look: DocxLook): Paragraph[] {
  const out: Paragraph[] = [];
  if (sender.name) out.push(new Paragraph({ heading: HeadingLevel.TITLE, text: sender.name }));
  const parts: ParagraphChild[] = [];
  const push = (child: ParagraphChild) => {
    if (parts.length > 0)
      parts.push(new TextRun({ text: look.layout === 'ats-plain' ? ' | ' : '  ·  ' }));
    parts.push(child);
  };
  contactParts(sender).forEach((part) => push(new TextRun({ text: part })));
  sender.links.forEach((l) =>
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
