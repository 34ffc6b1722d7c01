import { Document, Page, type DocumentProps } from '@react-pdf/renderer';
import { createElement, type ReactElement } from 'react';
import type { CoverLetterData } from '../../cover-letter/cover-letter.schema.ts';
import type { Template } from '../../templates/template.schema.ts';
import { mix } from '../color.ts';
import { coverLetterContent, type CoverLetterContent } from '../cover-letter-content.ts';
import type { ResumeContent } from '../resume-content.ts';
import { compact, headingOptions, text, view, type Style } from '../resume-pdf/pdf-kit.ts';
import { contactLine, contactStack } from '../resume-pdf/pdf-pieces.ts';
import { pdfTheme, type PageSizeId, type PdfTheme } from '../resume-pdf/pdf-theme.ts';

/**
 * A cover letter as a react-pdf `<Document>` in a catalogue template's look, so it
 * matches the resume it goes with: the same fonts, colours, page margins and, above all,
 * the same header (each layout family's name and contact block, drawn with the resume's
 * own pieces). Below the header it is a letter: date, recipient, subject line, greeting,
 * paragraphs, closing and signature. The sidebar families keep their side panel with the
 * contact details; the letter runs in the main column.
 *
 * User text is only ever a string child of a Text node (pdf-kit.ts), so it is printed,
 * never interpreted. Runtime-neutral like buildResumePdf: the caller registers the fonts.
 */

export interface CoverLetterPdfOptions {
  pageSize?: PageSizeId;
  lang?: string;
  title?: string;
  author?: string;
}

interface LetterLayout {
  pageStyle: Style;
  children: ReactElement[];
}

/** The letter below the header: date, recipient, subject, greeting, paragraphs, sign-off. */
function letterBody(
  content: CoverLetterContent,
  theme: PdfTheme,
  justify: boolean,
): ReactElement[] {
  const size = theme.size.body + 0.8;
  const lineHeight = theme.lineHeight + 0.07;
  const base: Style = { fontSize: size, lineHeight, color: theme.ink };
  const gap = size * 1.05;
  return compact([
    content.date ? text([base, { marginTop: theme.gap.section * 1.4 }], content.date) : null,
    content.recipient.length > 0
      ? view(
          { marginTop: content.date ? gap : theme.gap.section * 1.4 },
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
      text([base, { marginTop: gap * 0.75, textAlign: justify ? 'justify' : 'left' }], p, {
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

function nameText(sender: ResumeContent, style: Style): ReactElement | null {
  return sender.name ? text(style, sender.name, { pdfTag: 'H1' }) : null;
}

/** One layout per family: the resume's header, then the letter. */
function singleColumn(
  content: CoverLetterContent,
  theme: PdfTheme,
  header: ReactElement[],
  options: { justify?: boolean; pageStyle?: Style; before?: ReactElement[] } = {},
): LetterLayout {
  return {
    pageStyle: options.pageStyle ?? {
      paddingVertical: theme.margin.y,
      paddingHorizontal: theme.margin.x,
    },
    children: [
      ...(options.before ?? []),
      ...header,
      ...letterBody(content, theme, options.justify ?? false),
    ],
  };
}

function classic(content: CoverLetterContent, theme: PdfTheme): LetterLayout {
  const s = content.sender;
  return singleColumn(content, theme, [
    view(
      {
        alignItems: 'center',
        paddingBottom: 8,
        borderBottomWidth: 1.6,
        borderBottomColor: theme.accent,
      },
      compact([
        nameText(s, {
          fontFamily: theme.headingFont,
          fontWeight: 700,
          fontSize: theme.size.name,
          color: theme.ink,
          textAlign: 'center',
        }),
        contactLine(
          s,
          { marginTop: 4, fontSize: theme.size.small, color: theme.muted, textAlign: 'center' },
          { separator: '  ·  ', linkStyle: { color: theme.accentText } },
        ),
      ]),
    ),
  ]);
}

function atsPlain(content: CoverLetterContent, theme: PdfTheme): LetterLayout {
  const s = content.sender;
  return singleColumn(content, theme, [
    view(
      { paddingBottom: 4, borderBottomWidth: 0.9, borderBottomColor: theme.accent },
      compact([
        nameText(s, {
          fontFamily: theme.headingFont,
          fontWeight: 700,
          fontSize: theme.size.name,
          color: theme.ink,
        }),
        contactLine(
          s,
          { marginTop: 3, color: theme.ink },
          { separator: ' | ', linkStyle: { color: theme.ink } },
        ),
      ]),
    ),
  ]);
}

function executiveSerif(content: CoverLetterContent, theme: PdfTheme): LetterLayout {
  const s = content.sender;
  const doubleRule = (thick: number, thin: number) =>
    view({
      width: '100%',
      height: thick + thin + 1.6,
      borderTopWidth: thick,
      borderBottomWidth: thin,
      borderColor: theme.accent,
    });
  return singleColumn(
    content,
    theme,
    [
      view(
        { alignItems: 'center' },
        compact([
          doubleRule(1.4, 0.5),
          nameText(s, {
            marginTop: 8,
            fontFamily: theme.headingFont,
            fontWeight: 700,
            fontSize: theme.size.name * 0.95,
            color: theme.ink,
            letterSpacing: 1.2,
            textAlign: 'center',
          }),
          contactLine(
            s,
            {
              marginTop: 4,
              marginBottom: 7,
              fontSize: theme.size.small,
              color: theme.muted,
              textAlign: 'center',
            },
            { separator: '   ·   ', linkStyle: { color: theme.accentText } },
          ),
          doubleRule(0.5, 1.4),
        ]),
      ),
    ],
    {
      justify: true,
      pageStyle: {
        paddingVertical: theme.margin.y + 4,
        paddingHorizontal: theme.margin.x + 6,
      },
    },
  );
}

function academic(content: CoverLetterContent, theme: PdfTheme): LetterLayout {
  const s = content.sender;
  return singleColumn(
    content,
    theme,
    [
      view(
        {
          alignItems: 'center',
          paddingBottom: 6,
          borderBottomWidth: 0.5,
          borderBottomColor: theme.ink,
        },
        compact([
          nameText(s, {
            fontFamily: theme.headingFont,
            fontWeight: 700,
            fontSize: theme.size.name,
            color: theme.ink,
            textAlign: 'center',
          }),
          contactLine(
            s,
            { marginTop: 3, fontSize: theme.size.small, color: theme.ink, textAlign: 'center' },
            { separator: ' • ', linkStyle: { color: theme.accentText } },
          ),
        ]),
      ),
    ],
    { justify: true },
  );
}

function headerBand(content: CoverLetterContent, theme: PdfTheme): LetterLayout {
  const s = content.sender;
  const bandText = theme.onAccent;
  const bandMuted =
    bandText === '#ffffff'
      ? mix(theme.accent, '#ffffff', 0.86)
      : mix(theme.accent, '#000000', 0.72);
  return singleColumn(content, theme, [
    view(
      {
        marginTop: -theme.margin.y,
        marginHorizontal: -theme.margin.x,
        paddingHorizontal: theme.margin.x,
        paddingTop: theme.margin.y * 0.95,
        paddingBottom: theme.margin.y * 0.7,
        backgroundColor: theme.accent,
      },
      compact([
        nameText(s, {
          fontFamily: theme.headingFont,
          fontWeight: 700,
          fontSize: theme.size.name * 1.05,
          color: bandText,
          lineHeight: 1.15,
        }),
        contactLine(
          s,
          { marginTop: 6, fontSize: theme.size.small + 0.2, color: bandMuted },
          { separator: '   |   ', linkStyle: { color: bandText } },
        ),
      ]),
    ),
  ]);
}

function creativeAccent(content: CoverLetterContent, theme: PdfTheme): LetterLayout {
  const s = content.sender;
  const stripe = 7;
  const width = theme.page.width - theme.margin.x * 2;
  const light = theme.onAccent === '#ffffff';
  const circle = light ? mix(theme.accent, '#ffffff', 0.2) : mix(theme.accent, '#000000', 0.12);
  const stripeView = view(
    {
      position: 'absolute',
      top: 0,
      bottom: 0,
      left: 0,
      width: stripe,
      backgroundColor: theme.accent,
    },
    [],
    { fixed: true },
  );
  return singleColumn(
    content,
    theme,
    [
      view(
        {
          marginTop: -theme.margin.y,
          marginLeft: -theme.margin.x + stripe,
          marginRight: -theme.margin.x,
          paddingLeft: theme.margin.x - stripe,
          paddingRight: theme.margin.x,
          paddingTop: theme.margin.y + 4,
          paddingBottom: theme.margin.y * 0.75,
          backgroundColor: theme.accent,
          overflow: 'hidden',
        },
        compact([
          view({
            position: 'absolute',
            right: -46,
            top: -64,
            width: 190,
            height: 190,
            borderRadius: 95,
            backgroundColor: circle,
          }),
          view({
            position: 'absolute',
            right: 120,
            top: -38,
            width: 70,
            height: 70,
            borderRadius: 35,
            backgroundColor: circle,
          }),
          nameText(s, {
            fontFamily: theme.headingFont,
            fontWeight: 700,
            fontSize: theme.size.name * 1.12,
            color: theme.onAccent,
            lineHeight: 1.1,
            maxWidth: width * 0.8,
          }),
          contactLine(
            s,
            {
              marginTop: 7,
              fontSize: theme.size.small + 0.2,
              color: theme.onAccent,
              maxWidth: width * 0.85,
            },
            {
              separator: '  /  ',
              linkStyle: { color: theme.onAccent, textDecoration: 'underline' },
            },
          ),
        ]),
      ),
    ],
    { before: [stripeView] },
  );
}

function sidebar(
  content: CoverLetterContent,
  theme: PdfTheme,
  side: 'left' | 'right',
): LetterLayout {
  const s = content.sender;
  const sideWidth = Math.round(theme.page.width * (side === 'left' ? 0.33 : 0.31));
  const sidePad = 18;
  const innerGap = 22;
  const mainWidth = theme.page.width - sideWidth - innerGap - theme.margin.x;
  const light = theme.onAccent === '#ffffff';
  const colors =
    side === 'left'
      ? { background: theme.tint, text: theme.ink, name: theme.accentText, rule: theme.soft }
      : {
          background: theme.accent,
          text: theme.onAccent,
          name: theme.onAccent,
          rule: light ? mix(theme.accent, '#ffffff', 0.45) : mix(theme.accent, '#000000', 0.35),
        };
  const ctx = {
    theme,
    contentHeight: theme.page.height - theme.margin.y * 2,
    keepLimit: 0,
    line: theme.size.body * theme.lineHeight,
  };
  const contact = contactStack(s, ctx, {
    color: colors.text,
    linkColor: side === 'left' ? theme.accentText : colors.text,
    size: theme.size.small + 0.3,
  });
  const sideHeading = text(
    {
      fontFamily: theme.headingFont,
      fontWeight: 700,
      fontSize: theme.size.small + 0.6,
      textTransform: 'uppercase',
      letterSpacing: 0.8,
      color: colors.text,
      paddingBottom: 2.5,
      marginBottom: 2,
      borderBottomWidth: 0.75,
      borderBottomColor: colors.rule,
    },
    'Contact',
    headingOptions(),
  );
  const panel = view(
    { width: sideWidth, paddingHorizontal: sidePad },
    compact([
      side === 'left'
        ? nameText(s, {
            fontFamily: theme.headingFont,
            fontWeight: 700,
            fontSize: theme.size.name * 0.86,
            color: colors.name,
            lineHeight: 1.15,
          })
        : null,
      contact.length > 0
        ? view(
            { marginTop: side === 'left' && s.name ? 10 : 0 },
            side === 'right' ? [sideHeading, ...contact] : contact,
            { wrap: false },
          )
        : null,
    ]),
  );
  const main = view(
    {
      width: mainWidth,
      ...(side === 'left'
        ? { marginLeft: innerGap }
        : { marginLeft: theme.margin.x, marginRight: innerGap }),
    },
    compact([
      side === 'right' && s.name
        ? view({ marginBottom: 2 }, [
            nameText(s, {
              fontFamily: theme.headingFont,
              fontWeight: 700,
              fontSize: theme.size.name,
              color: theme.ink,
              lineHeight: 1.15,
            })!,
            view({ width: 44, height: 3, backgroundColor: theme.accent, marginTop: 6 }),
          ])
        : null,
      // The letter starts at the top of the column beside the sidebar's name.
      ...letterBody(content, theme, false).map((el, i) =>
        i === 0 && side === 'left' ? view({ marginTop: -theme.gap.section * 1.4 }, [el]) : el,
      ),
    ]),
  );
  const background = view(
    {
      position: 'absolute',
      top: 0,
      bottom: 0,
      ...(side === 'left' ? { left: 0 } : { right: 0 }),
      width: sideWidth,
      backgroundColor: colors.background,
    },
    [],
    { fixed: true },
  );
  return {
    pageStyle: { paddingTop: theme.margin.y, paddingBottom: theme.margin.y },
    children: [
      background,
      view({ flexDirection: 'row' }, side === 'left' ? [panel, main] : [main, panel]),
    ],
  };
}

const LAYOUTS: Readonly<
  Record<Template['layout'], (content: CoverLetterContent, theme: PdfTheme) => LetterLayout>
> = {
  classic,
  'sidebar-left': (c, t) => sidebar(c, t, 'left'),
  'sidebar-right': (c, t) => sidebar(c, t, 'right'),
  'header-band': headerBand,
  'ats-plain': atsPlain,
  'executive-serif': executiveSerif,
  'creative-accent': creativeAccent,
  academic,
};

export function buildCoverLetterPdf(
  letter: CoverLetterData,
  template: Pick<Template, 'layout' | 'theme'>,
  options: CoverLetterPdfOptions = {},
): ReactElement<DocumentProps> {
  const content = coverLetterContent(letter);
  const theme = pdfTheme(template, options.pageSize ?? 'A4');
  const layout = LAYOUTS[template.layout](content, theme);
  const name = content.sender.name;
  return createElement(
    Document,
    {
      title: options.title ?? (name ? `${name} - Cover Letter` : 'Cover Letter'),
      author: options.author ?? (name || undefined),
      subject: content.subject ? `Cover letter: ${content.subject.slice(4)}` : 'Cover letter',
      language: options.lang ?? 'en',
      creator: 'TailorCV',
      producer: 'TailorCV',
    },
    createElement(
      Page,
      {
        size: theme.page.size,
        style: {
          fontFamily: theme.bodyFont,
          fontSize: theme.size.body,
          lineHeight: theme.lineHeight,
          color: theme.ink,
          backgroundColor: '#ffffff',
          fontFeatureSettings: { liga: false, clig: false, dlig: false },
          ...layout.pageStyle,
        } as Style,
        wrap: true,
      },
      ...layout.children,
    ),
  );
}
