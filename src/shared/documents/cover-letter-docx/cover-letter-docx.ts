import { AlignmentType, Paragraph, TextRun, type Document } from 'docx';
import type { CoverLetterData } from '../../cover-letter/cover-letter.schema.ts';
import type { Template } from '../../templates/template.schema.ts';
import { coverLetterContent } from '../cover-letter-content.ts';
import { documentNaming, type DocumentOptions } from '../document-options.ts';
import { docxDocument, docxHeader } from '../docx-pieces.ts';
import { docxLook } from '../docx-style.ts';

export type CoverLetterDocxOptions = DocumentOptions;

/**
 * A cover letter as an editable Word document in the template's Word look
 * (docx-style.ts, shared with the resume DOCX): the resume's own header (docx-pieces.ts),
 * the name in the Title style and the contact details as the Subtitle, then the letter as
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
  const children: Paragraph[] = [...docxHeader(content.sender, look)];
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

  const { title, author } = documentNaming(options, content.sender.name, 'Cover Letter');
  return docxDocument(
    look,
    {
      title,
      creator: author ?? 'TailorCV',
      subject: 'Cover letter',
    },
    children,
  );
}
