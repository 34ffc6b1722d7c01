import { describe, expect, it } from 'vitest';
import { FONT_PAIRINGS, findFontPairing } from './font-pairings.ts';
import { PDF_FONTS } from './fonts.ts';

describe('FONT_PAIRINGS', () => {
  it('offers at least six pairings with unique lower-case slugs, the base fonts among them', () => {
    const ids = FONT_PAIRINGS.map((p) => p.id);
    expect(ids.length).toBeGreaterThanOrEqual(6);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
    expect(ids).toEqual(expect.arrayContaining(['sans', 'serif', 'mono']));
  });

  it('uses only the families the engine ships, so every pairing can be embedded', () => {
    const shipped = Object.values(PDF_FONTS).map((f) => f.family);
    for (const p of FONT_PAIRINGS) {
      expect(shipped).toContain(p.headingFamily);
      expect(shipped).toContain(p.bodyFamily);
      expect(p.docxHeadingFont).not.toBe('');
    }
  });

  it('gives each pairing its own name and combination', () => {
    expect(new Set(FONT_PAIRINGS.map((p) => p.name)).size).toBe(FONT_PAIRINGS.length);
    expect(new Set(FONT_PAIRINGS.map((p) => `${p.heading}/${p.body}`)).size).toBe(
      FONT_PAIRINGS.length,
    );
  });
});

describe('findFontPairing', () => {
  it('finds a pairing by id and knows nothing of other ids', () => {
    expect(findFontPairing('serif')?.bodyFamily).toBe('Source Serif 4');
    expect(findFontPairing('comic-sans')).toBeUndefined();
  });
});
