import type { LayoutFamily } from '../../templates/layout-families.ts';
import type { Template } from '../../templates/template.schema.ts';
import { mix, readableOnWhite, textOn } from '../color.ts';
import type { PageSizeId } from '../document-options.ts';
import { PDF_FONTS } from '../fonts.ts';

export type { PageSizeId } from '../document-options.ts';

/** Page sizes in PDF points (1/72 inch). */
const PAGE_SIZES: Readonly<Record<PageSizeId, { width: number; height: number }>> = {
  A4: { width: 595.28, height: 841.89 },
  LETTER: { width: 612, height: 792 },
};

/** Everything a layout needs to draw a template: colours, fonts, type scale, spacing, page. */
export interface PdfTheme {
  layout: LayoutFamily;
  /** The catalogue accent, for shapes and fills. */
  accent: string;
  /** The accent darkened where needed so text in it reads on white. */
  accentText: string;
  /** A pale tint of the accent for panels (sidebars, chips). */
  tint: string;
  /** A light tint, between `tint` and the accent, for rules and bars. */
  soft: string;
  /** Text colour on an accent fill. */
  onAccent: string;
  ink: string;
  muted: string;
  rule: string;
  headingFont: string;
  bodyFont: string;
  size: { body: number; small: number; name: number; heading: number; title: number };
  lineHeight: number;
  gap: { section: number; entry: number; block: number };
  /** Page margins (outer padding), in points. */
  margin: { x: number; y: number };
  page: { size: PageSizeId; width: number; height: number };
}

const DENSITY = {
  compact: {
    size: { body: 9.1, small: 8.3, name: 21, heading: 9.8, title: 9.8 },
    lineHeight: 1.3,
    gap: { section: 10, entry: 6.5, block: 2.2 },
    margin: { x: 36, y: 32 },
  },
  normal: {
    size: { body: 9.6, small: 8.7, name: 24, heading: 10.4, title: 10.4 },
    lineHeight: 1.38,
    gap: { section: 13, entry: 8.5, block: 2.8 },
    margin: { x: 42, y: 38 },
  },
  airy: {
    size: { body: 10.1, small: 9.1, name: 27, heading: 11, title: 10.9 },
    lineHeight: 1.47,
    gap: { section: 16, entry: 10.5, block: 3.4 },
    margin: { x: 48, y: 44 },
  },
} as const;

/**
 * A template's theme in PDF terms. `fontScale` (a resume's style, resume-style.ts)
 * multiplies every type size; spacing and margins stay the density's.
 */
export function pdfTheme(
  template: Pick<Template, 'layout' | 'theme'> & { fontScale?: number },
  pageSize: PageSizeId,
): PdfTheme {
  const { theme, layout, fontScale = 1 } = template;
  const density = DENSITY[theme.density];
  const accent = theme.accent;
  // An academic CV is denser than its density alone says; ATS-plain stays small and even.
  const scale = (layout === 'academic' ? 0.96 : 1) * fontScale;
  const nameScale = (layout === 'ats-plain' || layout === 'academic' ? 0.82 : 1) * fontScale;
  return {
    layout,
    accent,
    accentText: readableOnWhite(accent),
    tint: mix(accent, '#ffffff', 0.9),
    soft: mix(accent, '#ffffff', 0.65),
    onAccent: textOn(accent),
    ink: '#1f2328',
    muted: '#4b5563',
    rule: '#d0d5dc',
    headingFont: PDF_FONTS[theme.headingFont].family,
    bodyFont: PDF_FONTS[theme.bodyFont].family,
    size: {
      body: density.size.body * scale,
      small: density.size.small * scale,
      name: density.size.name * nameScale,
      heading: density.size.heading * scale,
      title: density.size.title * scale,
    },
    lineHeight: density.lineHeight,
    gap: { ...density.gap },
    margin: { ...density.margin },
    page: { size: pageSize, ...PAGE_SIZES[pageSize] },
  };
}
