import { Font } from '@react-pdf/renderer';
import { PDF_FONTS, type FontStyle } from '#shared/documents/fonts.ts';
import { registerPdfFonts } from './pdf-fonts.ts';

/** The part of a fontkit font (as react-pdf loads it) this module reads. */
interface LoadedFont {
  characterSet: number[];
}

/**
 * The code points every face of each shipped font family maps to a glyph, read from the
 * font files through react-pdf's fontkit. A family's set is what all its faces share:
 * any text may be set bold or italic, so a character one face lacks is not drawable.
 */
export async function shippedFontCodePoints(): Promise<Record<FontStyle, number[]>> {
  await registerPdfFonts();
  const entries = await Promise.all(
    (Object.keys(PDF_FONTS) as FontStyle[]).map(async (style) => {
      const family = PDF_FONTS[style];
      let shared: Set<number> | undefined;
      for (const face of family.faces) {
        const descriptor = {
          fontFamily: family.family,
          fontWeight: face.weight,
          fontStyle: face.style,
        } as const;
        await Font.load(descriptor);
        const font = Font.getFont(descriptor)?.data as unknown as LoadedFont | undefined;
        if (!font || !Array.isArray(font.characterSet)) {
          throw new Error(`Cannot read the character set of ${family.family} ${face.file}.`);
        }
        const set = new Set(font.characterSet);
        shared = shared ? new Set([...shared].filter((cp) => set.has(cp))) : set;
      }
      return [style, [...(shared ?? [])].sort((a, b) => a - b)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<FontStyle, number[]>;
}
