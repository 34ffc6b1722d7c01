import { DOCX_FONTS, PDF_FONTS, type FontStyle } from './fonts.ts';

/**
 * The font pairings a resume's `style.font` may name: a heading and a body font, both
 * from the files fonts.ts ships (Roboto, Source Serif 4, Source Sans 3, Roboto Mono), so
 * every pairing draws Latin with its accents, Greek and Cyrillic, and the browser preview
 * and the server embed the same faces. Zod-free, so the builder's Look panel imports it.
 *
 * 'sans', 'serif' and 'mono' are the schema's base fonts; they use one family throughout.
 */
export interface FontPairing {
  /** What `style.font` stores: a lower-case slug. */
  id: string;
  /** The name people choose it by. */
  name: string;
  heading: FontStyle;
  body: FontStyle;
  /** Family names as the PDF registers them (also the browser's @font-face names). */
  headingFamily: string;
  bodyFamily: string;
  /** Fonts the DOCX names (Word does not carry the PDF's fonts; see fonts.ts). */
  docxHeadingFont: string;
  docxBodyFont: string;
}

function pairing(id: string, name: string, heading: FontStyle, body: FontStyle): FontPairing {
  return {
    id,
    name,
    heading,
    body,
    headingFamily: PDF_FONTS[heading].family,
    bodyFamily: PDF_FONTS[body].family,
    docxHeadingFont: DOCX_FONTS[heading],
    docxBodyFont: DOCX_FONTS[body],
  };
}

export const FONT_PAIRINGS: readonly FontPairing[] = [
  pairing('sans', 'Roboto', 'sans', 'sans'),
  pairing('serif', 'Source Serif', 'serif', 'serif'),
  pairing('mono', 'Roboto Mono', 'mono', 'mono'),
  pairing('humanist', 'Source Sans', 'humanist', 'humanist'),
  pairing('editorial', 'Source Serif + Source Sans', 'serif', 'humanist'),
  pairing('classic', 'Source Serif + Roboto', 'serif', 'sans'),
  pairing('modern', 'Roboto + Source Serif', 'sans', 'serif'),
  pairing('technical', 'Roboto Mono + Roboto', 'mono', 'sans'),
];

/** The pairing a `style.font` names, or undefined for an id the engine does not know. */
export function findFontPairing(id: string): FontPairing | undefined {
  return FONT_PAIRINGS.find((p) => p.id === id);
}
