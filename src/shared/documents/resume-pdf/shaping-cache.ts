/**
 * Remembers how fontkit shaped a run of text, so the same run is not shaped twice.
 *
 * react-pdf asks fontkit to lay out every run of text (`font.layout(string, features)`):
 * OpenType substitution and positioning, the largest single cost of drawing a resume (about a
 * fifth of a two-page export's CPU). Most runs repeat from one render to the next — the live
 * preview redraws the whole document after each pause in typing, a download after a preview
 * draws the same text again, a letter repeats the resume's name and contact line — and a
 * run's shape depends only on the font, the text and the options, so the result can be
 * reused as is. Browsers keep a shaping cache for the same reason.
 *
 * The cache is bounded (least recently used runs leave first) and hands each caller its own
 * glyph array, so a caller that edits the array it got (react-pdf replaces attachment glyphs
 * in place) cannot change what the next caller gets. Positions are shared: react-pdf copies
 * them (scaled) before it changes any. Applied once to the prototype shared by fontkit's
 * fonts, by the runtime adapters that register fonts (server and browser).
 */

interface GlyphRunLike {
  glyphs: unknown[];
  positions: unknown[];
}

type Layout = (this: object, text: unknown, ...options: unknown[]) => GlyphRunLike;

/** Runs kept, across all fonts: about 4 KB each for a typical line of text. */
const SHAPING_CACHE_RUNS = 3000;

const PATCHED = Symbol.for('tailorcv.shapingCache');

export interface ShapingCacheStats {
  hits: number;
  misses: number;
  size: number;
}

interface ShapingCache {
  runs: Map<string, GlyphRunLike>;
  fontIds: WeakMap<object, number>;
  nextFontId: number;
  maxRuns: number;
  hits: number;
  misses: number;
}

/**
 * Puts the cache in front of `layout` on the prototype of this fontkit font (shared by all
 * fonts of its kind). Returns false when the object is not a fontkit font.
 */
export function cacheTextShaping(font: unknown, maxRuns = SHAPING_CACHE_RUNS): boolean {
  const proto = font ? (Object.getPrototypeOf(font) as Record<PropertyKey, unknown> | null) : null;
  if (!proto || typeof proto.layout !== 'function') return false;
  if (proto[PATCHED]) return true;
  const original = proto.layout as Layout;
  const cache: ShapingCache = {
    runs: new Map(),
    fontIds: new WeakMap(),
    nextFontId: 1,
    maxRuns,
    hits: 0,
    misses: 0,
  };
  proto.layout = function layout(this: object, text: unknown, ...options: unknown[]) {
    // Glyph arrays (fontkit's other input) are not worth a key; strings are what react-pdf passes.
    if (typeof text !== 'string') return original.call(this, text, ...options);
    const key = runKey(cache, this, text, options);
    const known = cache.runs.get(key);
    if (known) {
      cache.hits += 1;
      // Most recently used last: Map keeps insertion order.
      cache.runs.delete(key);
      cache.runs.set(key, known);
      return ownCopy(known);
    }
    cache.misses += 1;
    const run = original.call(this, text, ...options);
    cache.runs.set(key, run);
    if (cache.runs.size > cache.maxRuns) {
      const oldest = cache.runs.keys().next().value;
      if (oldest !== undefined) cache.runs.delete(oldest);
    }
    return ownCopy(run);
  } satisfies Layout;
  proto[PATCHED] = cache;
  return true;
}

/** The cache's counters, for tests and benchmarks; undefined when it is not installed. */
export function shapingCacheStats(font: unknown): ShapingCacheStats | undefined {
  const proto = font ? (Object.getPrototypeOf(font) as Record<PropertyKey, unknown> | null) : null;
  const cache = proto?.[PATCHED] as ShapingCache | undefined;
  if (!cache) return undefined;
  return { hits: cache.hits, misses: cache.misses, size: cache.runs.size };
}

function runKey(cache: ShapingCache, font: object, text: string, options: unknown[]): string {
  let id = cache.fontIds.get(font);
  if (id === undefined) {
    id = cache.nextFontId++;
    cache.fontIds.set(font, id);
  }
  // Features (an array or an object of flags), script, language, direction.
  return `${id}\u0000${JSON.stringify(options)}\u0000${text}`;
}

/** The same run with a glyph array of the caller's own (and fontkit's prototype, for its getters). */
function ownCopy(run: GlyphRunLike): GlyphRunLike {
  const copy = Object.create(Object.getPrototypeOf(run) as object | null) as GlyphRunLike;
  Object.assign(copy, run);
  copy.glyphs = run.glyphs.slice();
  return copy;
}
