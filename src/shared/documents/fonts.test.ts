import { describe, expect, it } from 'vitest';
import { FONT_STYLES } from '../templates/template.schema.ts';
import { PDF_FONTS, pdfHyphenation } from './fonts.ts';

describe('PDF_FONTS', () => {
  it('has regular, bold and italic faces for every catalogue font style', () => {
    for (const style of FONT_STYLES) {
      const faces = PDF_FONTS[style].faces.map((f) => `${f.weight}-${f.style}`).sort();
      expect(faces, style).toEqual(['400-italic', '400-normal', '700-normal']);
    }
  });
});

describe('pdfHyphenation', () => {
  it('never breaks names or ordinary words', () => {
    expect(pdfHyphenation('Montgomery-Whitfield')).toEqual(['Montgomery-Whitfield']);
    expect(pdfHyphenation('jane.doe@example.com')).toEqual(['jane.doe@example.com']);
  });

  it('offers breaks in words too long for a line, after URL punctuation first', () => {
    const url = 'https://example.com/projects/a-very-long-segment-name';
    const parts = pdfHyphenation(url);
    expect(parts.join('')).toBe(url);
    expect(parts[0]).toBe('https:/');
    expect(parts.every((p) => [...p].length <= 30)).toBe(true);
  });

  it('never ends a piece with a hyphen (a break there would print two)', () => {
    const parts = pdfHyphenation('segment-that-cannot-fit-on-one-line-anywhere-at-all');
    expect(parts.join('')).toBe('segment-that-cannot-fit-on-one-line-anywhere-at-all');
    expect(parts.slice(0, -1).some((p) => p.endsWith('-'))).toBe(false);
  });
});
