// `node --import tsx scripts/font-coverage.ts`: reads which characters every face of each shipped font family
// draws (through react-pdf's fontkit) and writes them as code-point ranges to
// src/shared/documents/font-coverage.generated.ts, which the builder uses to name the
// characters a resume's fonts cannot draw. Run it after changing the fonts in fonts.ts;
// the font coverage test says when the file no longer matches them.
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { encodeCodePoints } from '#shared/documents/font-coverage.ts';
import { shippedFontCodePoints } from '#server/features/export/font-code-points.ts';

const target = path.resolve(
  import.meta.dirname,
  '../src/shared/documents/font-coverage.generated.ts',
);

const codePoints = await shippedFontCodePoints();
const lines = Object.entries(codePoints).map(
  ([style, points]) => `  ${style}: '${encodeCodePoints(points)}',`,
);
const source = [
  '// Written by scripts/font-coverage.ts from the font files; do not edit.',
  "import type { FontStyle } from './fonts.ts';",
  '',
  '/** Code points every face of each family draws, as font-coverage.ts encodes them. */',
  'export const FONT_CODE_POINTS: Readonly<Record<FontStyle, string>> = {',
  ...lines,
  '};',
].join('\n');
// Formatted as the repository's Prettier would, so the format check stays clean.
const options = { ...(await prettier.resolveConfig(target)), filepath: target };
fs.writeFileSync(target, await prettier.format(source, options));
console.log(`Wrote ${path.relative(process.cwd(), target)}`);
