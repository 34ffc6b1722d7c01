import type { DocumentProps } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import type { CoverLetterData } from '../../cover-letter/cover-letter.schema.ts';
import type { Template } from '../../templates/template.schema.ts';
import { coverLetterContent, type CoverLetterContent } from '../cover-letter-content.ts';
import { documentNaming, type DocumentOptions } from '../document-options.ts';
import { LAYOUT_FAMILIES } from '../resume-pdf/layouts/families.ts';
import type { LayoutPieces } from '../resume-pdf/layouts/layout.ts';
import { compact, text, view, type Style } from '../resume-pdf/pdf-kit.ts';
import { pdfDocument } from '../resume-pdf/pdf-document.ts';
import { pdfTheme, type PdfTheme } from '../resume-pdf/pdf-theme.ts';

/**
 * A cover letter as a react-pdf `<Document>` in a catalogue template's look, so it
 * matches the resume it goes with: the letter is drawn with the layout family's own
 * pieces (layouts/layout.ts), the same page, margins, fixed shapes and header (name and
 * contact block) as the resume. Below the header it is a letter: date, recipient, subject
 * line, greeting, paragraphs, closing and signature. The sidebar families keep their side
 * panel with the contact details; the letter runs in the main column.
 *
 * User text is only ever a string child of a Text node (pdf-kit.ts), so it is printed,
 * never interpreted. Runtime-neutral like buildResumePdf: the caller registers the fonts.
 */

export type CoverLetterPdfOptions = DocumentOptions;

/** The gap between the header and the letter, in section gaps. */
const LETTER_LEAD = 1.4;

/** The letter below the header: date, recipient, subject, greeting, paragraphs, sign-off. */
function letterBody(
  content: CoverLetterContent,
  theme: PdfTheme,
  pieces: LayoutPieces,
): ReactElement[] {
  const size = theme.size.body + 0.8;
  const lineHeight = theme.lineHeight + 0.07;
  const base: Style = { fontSize: size, lineHeight, color: theme.ink };
  const gap = size * 1.05;
  const lead = theme.gap.section * LETTER_LEAD;
  return compact([
    content.date ? text([base, { marginTop: lead }], content.date) : null,
    content.recipient.length > 0
      ? view(
          { marginTop: content.date ? gap : lead },
          content.recipient.map((line) => text(base, line)),
          { wrap: false },
        )
      : null,
    content.subject
      ? text(
          [
            base,
            {
              marginTop: gap,
              fontFamily: theme.headingFont,
              fontWeight: 700,
              color: theme.layout === 'ats-plain' ? theme.ink : theme.accentText,
            },
          ],
          content.subject,
        )
      : null,
    content.greeting ? text([base, { marginTop: gap }], content.greeting) : null,
    ...content.paragraphs.map((p) =>
      text([base, { marginTop: gap * 0.75, textAlign: pieces.paragraphAlign }], p, {
        minPresenceAhead: size * lineHeight * 2,
      }),
    ),
    content.closing || content.signature
      ? view(
          { marginTop: gap },
          compact([
            content.closing ? text(base, content.closing) : null,
            content.signature
              ? text(
                  [
                    base,
                    {
                      marginTop: size * 2.6,
                      fontFamily: theme.headingFont,
                      fontWeight: 700,
                    },
                  ],
                  content.signature,
                )
              : null,
          ]),
          { wrap: false },
        )
      : null,
  ]);
}

export function buildCoverLetterPdf(
  letter: CoverLetterData,
  template: Pick<Template, 'layout' | 'theme'>,
  options: CoverLetterPdfOptions = {},
): ReactElement<DocumentProps> {
  const content = coverLetterContent(letter);
  const theme = pdfTheme(template, options.pageSize ?? 'A4');
  const pieces = LAYOUT_FAMILIES[template.layout].pieces(theme);
  return pdfDocument(
    theme,
    {
      ...documentNaming(options, content.sender.name, 'Cover Letter'),
      subject: content.subject ? `Cover letter: ${content.subject.slice(4)}` : 'Cover letter',
      language: options.lang ?? 'en',
    },
    {
      pageStyle: pieces.preamble.pageStyle,
      children: pieces.page(pieces.header(content.sender, 'letter'), {
        main: letterBody(content, theme, pieces),
        lead: theme.gap.section * LETTER_LEAD,
      }),
    },
  );
}
