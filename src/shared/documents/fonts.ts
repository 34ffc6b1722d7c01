import type { FONT_STYLES } from '../templates/template.schema.ts';

/**
 * The fonts the document engine uses, by the catalogue's font styles. Only family names
 * and file names live here: registering them with real paths (server: node_modules;
 * browser: asset URLs) is the job of each runtime's adapter.
 *
 * Why these files: react-pdf embeds one font file per face and does not combine
 * per-subset files (as @fontsource ships them), so every face must be ONE file covering
 * Latin with all its accents, Greek, Cyrillic and Vietnamese. The Google Fonts builds in
 * the @expo-google-fonts packages do (checked glyph by glyph with fc-query; the test
 * suite renders all four scripts). All are under the SIL Open Font License 1.1.
 * Sizes: Roboto ≈ 160 KB a face, Source Serif 4 ≈ 210–330 KB, Source Sans 3 ≈ 240–380 KB,
 * Roboto Mono ≈ 90 KB; a PDF embeds only the glyphs it uses.
 *
 * A resume's style picks among these families through font-pairings.ts; which characters
 * each draws is generated from the files into font-coverage.generated.ts: run
 * scripts/font-coverage.ts after changing a file here (a test says when it is stale).
 */

export type FontStyle = (typeof FONT_STYLES)[number];

interface FontFace {
  weight: 400 | 700;
  style: 'normal' | 'italic';
  /** Path of the TTF inside its npm package. */
  file: string;
}

export interface PdfFontFamily {
  /** The name the PDF builders use as `fontFamily`. */
  family: string;
  /** The npm package that ships the files. */
  packageName: string;
  faces: readonly FontFace[];
}

// Regular, bold and italic; bold italic is never used (an italic bold falls back to italic).
const faces = (prefix: string): FontFace[] => [
  { weight: 400, style: 'normal', file: `400Regular/${prefix}_400Regular.ttf` },
  { weight: 700, style: 'normal', file: `700Bold/${prefix}_700Bold.ttf` },
  { weight: 400, style: 'italic', file: `400Regular_Italic/${prefix}_400Regular_Italic.ttf` },
];

export const PDF_FONTS: Readonly<Record<FontStyle, PdfFontFamily>> = {
  sans: { family: 'Roboto', packageName: '@expo-google-fonts/roboto', faces: faces('Roboto') },
  serif: {
    family: 'Source Serif 4',
    packageName: '@expo-google-fonts/source-serif-4',
    faces: faces('SourceSerif4'),
  },
  humanist: {
    family: 'Source Sans 3',
    packageName: '@expo-google-fonts/source-sans-3',
    faces: faces('SourceSans3'),
  },
  mono: {
    family: 'Roboto Mono',
    packageName: '@expo-google-fonts/roboto-mono',
    faces: faces('RobotoMono'),
  },
};

/**
 * Fonts named in DOCX files. Word does not carry fonts with a document unless they are
 * embedded (which would make every file hundreds of KB larger), so the DOCX names fonts
 * that Word and LibreOffice users have or substitute well, in the same style.
 */
export const DOCX_FONTS: Readonly<Record<FontStyle, string>> = {
  sans: 'Arial',
  serif: 'Georgia',
  humanist: 'Calibri',
  mono: 'Consolas',
};

/** Words up to this many characters are never broken across lines. */
const UNBREAKABLE_WORD = 30;
/** Pieces a longer word is cut into when it has no natural break point. */
const PIECE = 12;

/**
 * react-pdf's word-breaking callback. Its default English hyphenation would print
 * hyphens inside names, e-mail addresses and technical terms (and so in the text an ATS
 * extracts); we break only words too long for any line (URLs, long compounds), after
 * URL punctuation where there is some.
 */
export function pdfHyphenation(word: string): string[] {
  if ([...word].length <= UNBREAKABLE_WORD) return [word];
  // Not after '-': react-pdf prints a hyphen at every break inside a word, which would double it.
  const parts = word.split(/(?<=[/.?&=@])/).filter(Boolean);
  const pieces: string[] = [];
  for (const part of parts) {
    const chars = [...part];
    for (let i = 0; i < chars.length; i += PIECE) {
      const piece = chars.slice(i, i + PIECE).join('');
      // A piece ending in '-' would print '--' when broken there: join it to the next.
      const last = pieces.at(-1);
      if (last?.endsWith('-')) pieces[pieces.length - 1] = last + piece;
      else pieces.push(piece);
    }
  }
  return pieces;
}
