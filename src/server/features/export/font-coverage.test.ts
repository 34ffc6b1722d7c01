import { describe, expect, it } from 'vitest';
import { FONT_CODE_POINTS } from '#shared/documents/font-coverage.generated.ts';
import { encodeCodePoints } from '#shared/documents/font-coverage.ts';
import { shippedFontCodePoints } from './font-code-points.ts';

describe('font coverage', () => {
  it('matches the font files the engine ships (run scripts/font-coverage.ts when it does not)', async () => {
    const codePoints = await shippedFontCodePoints();
    for (const [style, points] of Object.entries(codePoints)) {
      expect(FONT_CODE_POINTS[style as keyof typeof FONT_CODE_POINTS], style).toBe(
        encodeCodePoints(points),
      );
    }
    // Every family draws the scripts the fonts were chosen for.
    for (const points of Object.values(codePoints)) {
      for (const char of 'ŁőŽșΩωЖжЄ€') expect(points).toContain(char.codePointAt(0));
    }
  }, 60_000);
});
