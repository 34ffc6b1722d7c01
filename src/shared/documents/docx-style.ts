import {
  AlignmentType,
  BorderStyle,
  LevelFormat,
  ShadingType,
  type IBordersOptions,
  type INumberingOptions,
  type IStylesOptions,
  type ISectionPropertiesOptions,
} from 'docx';
import type { LayoutFamily } from '../templates/layout-families.ts';
import type { Template } from '../templates/template.schema.ts';
import { readableOnWhite, textOn } from './color.ts';
import type { PageSizeId } from './document-options.ts';
import { DOCX_FONTS } from './fonts.ts';

/**
 * A catalogue template's look in Word terms, shared by the resume DOCX, the cover letter
 * DOCX and the fallback template DOCX: fonts, colours, sizes, named styles (Title, Heading 1, Heading 2) and the
 * list definitions. The resume DOCX does not follow the PDF's columns and shapes: it is a
 * single column; what carries over is type, colour, alignment and the heading treatment of
 * each family. (The fallback template DOCX lays the two-column families out as a table.)
 */

export type DocxPageSize = PageSizeId;

/** Twips (1/20 pt) of the page sizes. */
const PAGE_TWIPS: Readonly<Record<DocxPageSize, { width: number; height: number }>> = {
  A4: { width: 11906, height: 16838 },
  LETTER: { width: 12240, height: 15840 },
};

const MARGIN_TWIPS = { compact: 864, normal: 1008, airy: 1152 } as const;
/** Body size in half-points by density. */
const BODY_HALF_POINTS = { compact: 19, normal: 20, airy: 21 } as const;

export const BULLET_LIST = 'resume-bullets';
export const NUMBERED_LIST = 'resume-numbers';

export interface DocxLook {
  layout: LayoutFamily;
  headingFont: string;
  bodyFont: string;
  /** Hex without '#', as Word wants it. */
  accent: string;
  accentText: string;
  onAccent: string;
  ink: string;
  muted: string;
  /** Text width of the page, in twips (for the right-aligned date tab). */
  textWidth: number;
  centeredHeader: boolean;
  /** The name sits in an accent band (header band, creative accent). */
  banded: boolean;
  bodySize: number;
  section: ISectionPropertiesOptions;
  styles: IStylesOptions;
  numbering: INumberingOptions;
}

const hex = (color: string) => color.replace('#', '').toUpperCase();

/** Languages Word files under East Asian text, and those written right to left. */
const EAST_ASIAN = new Set(['zh', 'ja', 'ko']);
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur', 'yi']);

/**
 * The document's language as Word's run properties say it (w:lang): `val` covers Latin and
 * Greek or Cyrillic text; an East Asian or right-to-left language is also named for its own
 * script, so Word checks the spelling of that text in it rather than the install's default.
 */
function docxLanguage(lang: string): { value: string; eastAsia?: string; bidirectional?: string } {
  const base = lang.split('-')[0]!.toLowerCase();
  return {
    value: lang,
    ...(EAST_ASIAN.has(base) ? { eastAsia: lang } : {}),
    ...(RIGHT_TO_LEFT.has(base) ? { bidirectional: lang } : {}),
  };
}

function headingBorder(
  layout: LayoutFamily,
  accent: string,
  ink: string,
): IBordersOptions | undefined {
  switch (layout) {
    case 'classic':
    case 'sidebar-left':
    case 'sidebar-right':
      return { bottom: { style: BorderStyle.SINGLE, size: 6, color: accent, space: 1 } };
    case 'ats-plain':
      return { bottom: { style: BorderStyle.SINGLE, size: 6, color: accent, space: 1 } };
    case 'executive-serif':
      return { bottom: { style: BorderStyle.DOUBLE, size: 4, color: accent, space: 1 } };
    case 'academic':
      return { bottom: { style: BorderStyle.SINGLE, size: 4, color: ink, space: 1 } };
    case 'header-band':
      return { left: { style: BorderStyle.SINGLE, size: 24, color: accent, space: 6 } };
    case 'creative-accent':
      return undefined;
  }
}

/**
 * `template` may carry a resume's `fontScale` (resume-style.ts), which multiplies the type
 * sizes; `lang` is the language Word's spelling and hyphenation take the text to be in.
 */
export function docxLook(
  template: Pick<Template, 'layout' | 'theme'> & { fontScale?: number },
  pageSize: DocxPageSize = 'A4',
  lang = 'en',
): DocxLook {
  const { layout, theme, fontScale = 1 } = template;
  const accent = hex(theme.accent);
  const accentText = hex(readableOnWhite(theme.accent));
  const onAccent = hex(textOn(theme.accent));
  const ink = '1F2328';
  const muted = '4B5563';
  const headingFont = DOCX_FONTS[theme.headingFont];
  const bodyFont = DOCX_FONTS[theme.bodyFont];
  const bodySize = Math.round(
    (BODY_HALF_POINTS[theme.density] - (layout === 'academic' || layout === 'ats-plain' ? 1 : 0)) *
      fontScale,
  );
  const margin = MARGIN_TWIPS[theme.density];
  const page = PAGE_TWIPS[pageSize];
  const centeredHeader =
    layout === 'classic' || layout === 'executive-serif' || layout === 'academic';
  const banded = layout === 'header-band' || layout === 'creative-accent';
  const plain = layout === 'ats-plain';
  const headingColor =
    plain || layout === 'academic' ? ink : layout === 'creative-accent' ? onAccent : accentText;

  return {
    layout,
    headingFont,
    bodyFont,
    accent,
    accentText,
    onAccent,
    ink,
    muted,
    textWidth: page.width - margin * 2,
    centeredHeader,
    banded,
    bodySize,
    section: {
      page: {
        size: { width: page.width, height: page.height },
        margin: { top: margin, bottom: margin, left: margin, right: margin },
      },
    },
    styles: {
      default: {
        document: {
          run: { font: bodyFont, size: bodySize, color: ink, language: docxLanguage(lang) },
          paragraph: { spacing: { after: 40, line: theme.density === 'airy' ? 288 : 264 } },
        },
        title: {
          run: {
            font: headingFont,
            size: Math.round(bodySize * (plain || layout === 'academic' ? 2.0 : 2.5)),
            bold: true,
            color: banded ? onAccent : ink,
            characterSpacing: layout === 'executive-serif' ? 30 : 0,
          },
          paragraph: {
            alignment: centeredHeader ? AlignmentType.CENTER : AlignmentType.LEFT,
            spacing: { after: 60 },
            ...(banded
              ? { shading: { type: ShadingType.CLEAR, fill: accent, color: 'auto' } }
              : {}),
          },
        },
        heading1: {
          run: {
            font: headingFont,
            size: bodySize + 3,
            bold: true,
            color: headingColor,
            allCaps:
              layout !== 'sidebar-left' && layout !== 'sidebar-right' && layout !== 'header-band',
            characterSpacing: layout === 'executive-serif' ? 24 : layout === 'classic' ? 12 : 0,
          },
          paragraph: {
            alignment: layout === 'executive-serif' ? AlignmentType.CENTER : AlignmentType.LEFT,
            spacing: { before: 240, after: 80 },
            keepNext: true,
            keepLines: true,
            border: headingBorder(layout, accent, ink),
            ...(layout === 'creative-accent'
              ? { shading: { type: ShadingType.CLEAR, fill: accent, color: 'auto' } }
              : {}),
          },
        },
        heading2: {
          run: { font: headingFont, size: bodySize + 1, bold: true, color: ink },
          paragraph: { spacing: { before: 140, after: 20 }, keepNext: true, keepLines: true },
        },
        listParagraph: { run: { font: bodyFont, size: bodySize } },
        hyperlink: { run: { color: plain ? ink : accentText, underline: {} } },
      },
      paragraphStyles: [
        {
          id: 'Subtitle',
          name: 'Subtitle',
          basedOn: 'Normal',
          next: 'Normal',
          quickFormat: true,
          run: { color: banded ? onAccent : muted, size: bodySize - 1 },
          paragraph: {
            alignment: centeredHeader ? AlignmentType.CENTER : AlignmentType.LEFT,
            spacing: { after: 120 },
            ...(banded
              ? { shading: { type: ShadingType.CLEAR, fill: accent, color: 'auto' } }
              : {}),
            ...(layout === 'classic'
              ? {
                  border: {
                    bottom: { style: BorderStyle.SINGLE, size: 12, color: accent, space: 4 },
                  },
                }
              : layout === 'executive-serif'
                ? {
                    border: {
                      bottom: { style: BorderStyle.DOUBLE, size: 6, color: accent, space: 4 },
                    },
                  }
                : {}),
          },
        },
        {
          id: 'EntryMeta',
          name: 'Entry Details',
          basedOn: 'Normal',
          next: 'Normal',
          run: {
            color:
              plain || layout === 'academic' ? ink : layout === 'header-band' ? muted : accentText,
            italics: plain || layout === 'executive-serif' || layout === 'academic',
          },
          paragraph: { spacing: { after: 40 }, keepNext: true },
        },
      ],
    },
    numbering: {
      config: [
        {
          reference: BULLET_LIST,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: plain ? '-' : '•',
              alignment: AlignmentType.LEFT,
              style: {
                run: { color: plain ? ink : accent },
                paragraph: { indent: { left: 360, hanging: 240 } },
              },
            },
          ],
        },
        {
          reference: NUMBERED_LIST,
          levels: [
            {
              level: 0,
              format: LevelFormat.DECIMAL,
              text: '%1.',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 300 } } },
            },
          ],
        },
      ],
    },
  };
}
