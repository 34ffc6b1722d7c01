import { repairGlyphCodePoints } from './glyph-code-points.ts';
import { cacheTextShaping } from './shaping-cache.ts';

/**
 * What the runtime adapters (server and browser) do to fontkit once its first font is
 * loaded: repair its glyph cache (glyph-code-points.ts) and cache text shaping
 * (shaping-cache.ts). Both patch the prototype shared by fontkit's TrueType fonts.
 */
export function tuneFontkit(font: unknown): void {
  if (!repairGlyphCodePoints(font) || !cacheTextShaping(font)) {
    throw new Error('Cannot prepare the PDF fonts: unexpected fontkit font object.');
  }
}
