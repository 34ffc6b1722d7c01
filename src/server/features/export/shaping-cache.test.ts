import { Font } from '@react-pdf/renderer';
import { describe, expect, it } from 'vitest';
import { RESUME_FIXTURES } from '#shared/documents/__fixtures__/resume-fixtures.ts';
import { PDF_FONTS } from '#shared/documents/fonts.ts';
import { shapingCacheStats } from '#shared/documents/resume-pdf/shaping-cache.ts';
import { TEMPLATES } from '#shared/templates/catalogue.ts';
import { renderResumePdf } from './export.service.ts';
import { inspectPdf } from './pdf-inspect.test-support.ts';
import { registerPdfFonts } from './pdf-fonts.ts';

interface ShapedRun {
  glyphs: { id: number; codePoints: number[] }[];
  positions: { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number }[];
}

interface FontkitFont {
  layout(text: string, features?: unknown, ...rest: unknown[]): ShapedRun;
  // fontkit's own shaper, which `layout` calls: the reference without the cache.
  _layoutEngine: { layout(text: string, features?: unknown, ...rest: unknown[]): ShapedRun };
}

const SAMPLES = [
  'Led a team of 6 engineers; cut office deploy time by 40% (affine, fjord, ffl)',
  'Ærøskøbing — Kraków, Łódź, Hohenzollern-Sigmaringen, naïve café',
  'Разработчик программного обеспечения · Αθήνα · Thành phố Hồ Chí Minh',
  'AVATAR WAVE Type “quoted” and ‘single’ — en–dash, 1/2 ½ ™ ©',
];

const shape = (run: ShapedRun) => ({
  glyphs: run.glyphs.map((g) => g.id),
  positions: run.positions.map((p) => [p.xAdvance, p.yAdvance, p.xOffset, p.yOffset]),
});

describe('text shaping cache with the real fonts', () => {
  it('gives exactly what fontkit shapes, on the first call and from the cache', async () => {
    await registerPdfFonts();
    // No features (fontkit's defaults, ligatures on), and react-pdf's own (ligatures off).
    const featureSets = [undefined, { liga: false, clig: false, dlig: false }];
    let featuresChangeShape = false;
    for (const { family } of Object.values(PDF_FONTS)) {
      for (const fontWeight of [400, 700] as const) {
        const query = { fontFamily: family, fontWeight, fontStyle: 'normal' } as const;
        await Font.load(query);
        const font = Font.getFont(query)?.data as unknown as FontkitFont;
        for (const text of SAMPLES) {
          const shapes = featureSets.map((features) => {
            const reference = shape(
              font._layoutEngine.layout(text, features, undefined, undefined, 'ltr'),
            );
            expect(shape(font.layout(text, features, undefined, undefined, 'ltr'))).toEqual(
              reference,
            );
            expect(shape(font.layout(text, features, undefined, undefined, 'ltr'))).toEqual(
              reference,
            );
            return reference;
          });
          if (JSON.stringify(shapes[0]) !== JSON.stringify(shapes[1])) featuresChangeShape = true;
        }
      }
    }
    // The samples are ones where the options matter, so a cache that mixed them up would fail.
    expect(featuresChangeShape).toBe(true);
  });

  it('a second export of the same resume reuses the shaping and reads the same', async () => {
    const template = TEMPLATES.find((t) => t.layout === 'classic')!;
    const first = await renderResumePdf(RESUME_FIXTURES.long, template);
    const probe = Font.getFont({
      fontFamily: PDF_FONTS.mono.family,
      fontWeight: 400,
      fontStyle: 'normal',
    });
    const before = shapingCacheStats(probe?.data)!;
    const second = await renderResumePdf(RESUME_FIXTURES.long, template);
    const after = shapingCacheStats(probe?.data)!;

    // Nearly every run comes from the cache (line breaking may shape a new piece or two).
    const hits = after.hits - before.hits;
    expect(hits).toBeGreaterThan(50);
    expect(after.misses - before.misses).toBeLessThan(hits / 20);
    const [a, b] = await Promise.all([inspectPdf(first), inspectPdf(second)]);
    expect(b.pageCount).toBe(a.pageCount);
    expect(b.text).toBe(a.text);
    expect(second.length).toBe(first.length);
  });
});
