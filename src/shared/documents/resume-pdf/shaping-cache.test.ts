import { describe, expect, it } from 'vitest';
import { cacheTextShaping, shapingCacheStats } from './shaping-cache.ts';

interface FakeRun {
  glyphs: string[];
  positions: { xAdvance: number }[];
  readonly width: number;
}

/** A stand-in for fontkit's font class: `layout` shapes by splitting into letters. */
function fakeFontClass() {
  const calls: unknown[][] = [];
  class RunOf implements FakeRun {
    constructor(
      public glyphs: string[],
      public positions: { xAdvance: number }[],
    ) {}
    get width() {
      return this.positions.reduce((sum, p) => sum + p.xAdvance, 0);
    }
  }
  class FakeFont {
    constructor(readonly advance: number) {}
    layout(text: unknown, ...options: unknown[]): FakeRun {
      calls.push([text, ...options]);
      const letters = typeof text === 'string' ? [...text] : (text as string[]);
      return new RunOf(
        letters,
        letters.map(() => ({ xAdvance: this.advance })),
      );
    }
  }
  return { FakeFont, calls };
}

describe('cacheTextShaping', () => {
  it('shapes a run once and answers the same run from the cache after that', () => {
    const { FakeFont, calls } = fakeFontClass();
    const font = new FakeFont(5);
    expect(cacheTextShaping(font)).toBe(true);

    const first = font.layout('Senior engineer', ['liga'], undefined, undefined, 'ltr');
    const second = font.layout('Senior engineer', ['liga'], undefined, undefined, 'ltr');
    expect(calls).toHaveLength(1);
    expect(second.glyphs).toEqual(first.glyphs);
    expect(second.positions).toEqual(first.positions);
    // fontkit's getters still work on what the cache hands out.
    expect(second.width).toBe(75);
    expect(shapingCacheStats(font)).toEqual({ hits: 1, misses: 1, size: 1 });
  });

  it('keeps runs apart by font, text and options', () => {
    const { FakeFont, calls } = fakeFontClass();
    const regular = new FakeFont(5);
    const bold = new FakeFont(6);
    cacheTextShaping(regular);

    regular.layout('Lead');
    bold.layout('Lead');
    regular.layout('Lead', ['liga']);
    regular.layout('Lead', ['liga'], undefined, undefined, 'rtl');
    regular.layout('Leads');
    expect(calls).toHaveLength(5);
    expect(bold.layout('Lead').positions[0]).toEqual({ xAdvance: 6 });
    expect(regular.layout('Lead').positions[0]).toEqual({ xAdvance: 5 });
    expect(calls).toHaveLength(5);
  });

  it('gives each caller its own glyph array: editing one does not change the next', () => {
    const { FakeFont } = fakeFontClass();
    const font = new FakeFont(5);
    cacheTextShaping(font);
    const first = font.layout('abc');
    first.glyphs[0] = 'X';
    expect(font.layout('abc').glyphs).toEqual(['a', 'b', 'c']);
  });

  it('forgets the least recently used runs beyond its size', () => {
    const { FakeFont, calls } = fakeFontClass();
    const font = new FakeFont(5);
    cacheTextShaping(font, 2);
    font.layout('one');
    font.layout('two');
    font.layout('one'); // now the most recent
    font.layout('three'); // 'two' leaves
    expect(shapingCacheStats(font)?.size).toBe(2);
    calls.length = 0;
    font.layout('one');
    font.layout('three');
    expect(calls).toHaveLength(0);
    font.layout('two');
    expect(calls).toHaveLength(1);
  });

  it('passes glyph arrays through uncached, installs once, and refuses what is not a font', () => {
    const { FakeFont, calls } = fakeFontClass();
    const font = new FakeFont(5);
    expect(cacheTextShaping(font)).toBe(true);
    expect(cacheTextShaping(new FakeFont(7))).toBe(true);
    font.layout(['a', 'b']);
    font.layout(['a', 'b']);
    expect(calls).toHaveLength(2);
    font.layout('ab');
    font.layout('ab');
    expect(calls).toHaveLength(3);

    expect(cacheTextShaping(null)).toBe(false);
    expect(cacheTextShaping({})).toBe(false);
    expect(shapingCacheStats({})).toBeUndefined();
  });
});
