/**
 * Repairs a fontkit cache bug that would silently drop letters from the text an ATS
 * extracts from our PDFs.
 *
 * fontkit caches one glyph object per glyph id, with the code points of its FIRST use.
 * When a PDF embeds a composite glyph (say 'ż', drawn as 'z' + a dot), writing the font
 * subset asks for the component 'z' with no code points, and the cache keeps that empty
 * list. react-pdf shares font objects between documents, so every later document that
 * uses a plain 'z' in that face writes a ToUnicode entry with nothing in it: the letter
 * is drawn but missing from the extracted text ('Hohenzollern' → 'Hohenollern').
 *
 * The patch lets a later request that knows the code points fill them in. It is applied
 * to the prototype shared by fontkit's TrueType fonts, once, by the runtime adapters that
 * register fonts (server and browser), given any one loaded font object.
 */

interface GlyphLike {
  codePoints?: number[];
}

type GetGlyph = (this: unknown, id: number, codePoints?: number[]) => GlyphLike;

const PATCHED = Symbol.for('tailorcv.glyphCodePointsRepaired');

export function repairGlyphCodePoints(font: unknown): boolean {
  const proto = font ? (Object.getPrototypeOf(font) as Record<PropertyKey, unknown> | null) : null;
  if (!proto || typeof proto.getGlyph !== 'function') return false;
  if (proto[PATCHED]) return true;
  const original = proto.getGlyph as GetGlyph;
  proto.getGlyph = function getGlyph(this: unknown, id: number, codePoints: number[] = []) {
    const glyph = original.call(this, id, codePoints);
    if (
      codePoints.length > 0 &&
      glyph &&
      Array.isArray(glyph.codePoints) &&
      glyph.codePoints.length === 0
    ) {
      glyph.codePoints = codePoints;
    }
    return glyph;
  } satisfies GetGlyph;
  proto[PATCHED] = true;
  return true;
}
