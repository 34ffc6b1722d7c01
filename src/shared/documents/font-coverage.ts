import { LIST_SECTION_IDS } from '../resume/resume-defaults.ts';
import type { ResumeData } from '../resume/resume.schema.ts';
import type { Template } from '../templates/template.schema.ts';
import { cleanMultiline } from './clean-text.ts';
import { FONT_CODE_POINTS } from './font-coverage.generated.ts';
import type { FontStyle } from './fonts.ts';
import { resumeFonts } from './resume-style.ts';

/**
 * Which characters the shipped fonts can draw, so the builder can name the ones a resume
 * would lose before it is downloaded (react-pdf draws a missing glyph as nothing or a box).
 * The code points come from the font files themselves (font-coverage.generated.ts, written
 * by scripts/font-coverage.ts); this module is zod-free and small, for the client bundle.
 */

/** Sorted code points as ranges: 'start-end' or a lone 'start', in hex, comma-separated. */
export function encodeCodePoints(sorted: readonly number[]): string {
  const ranges: string[] = [];
  for (let i = 0; i < sorted.length;) {
    const start = sorted[i]!;
    let end = start;
    while (sorted[i + 1] === end + 1) {
      end += 1;
      i += 1;
    }
    i += 1;
    ranges.push(end === start ? start.toString(16) : `${start.toString(16)}-${end.toString(16)}`);
  }
  return ranges.join(',');
}

/** Flat [start, end, start, end, …] pairs of an encoded range list. */
function decode(encoded: string): number[] {
  return encoded.split(',').flatMap((range) => {
    const [start, end = start] = range.split('-').map((hex) => parseInt(hex, 16));
    return [start!, end!];
  });
}

const decoded = new Map<FontStyle, number[]>();

/** True when every face of the family has a glyph for the code point. */
export function fontDraws(font: FontStyle, codePoint: number): boolean {
  let ranges = decoded.get(font);
  if (!ranges) {
    ranges = decode(FONT_CODE_POINTS[font]);
    decoded.set(font, ranges);
  }
  let lo = 0;
  let hi = ranges.length / 2 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (codePoint < ranges[mid * 2]!) hi = mid - 1;
    else if (codePoint > ranges[mid * 2 + 1]!) lo = mid + 1;
    else return true;
  }
  return false;
}

/** Characters that print as nothing, so no font needs a glyph for them. */
const NOT_DRAWN = /[\s\p{Cc}\p{Default_Ignorable_Code_Point}]/u;

type Printed = Omit<ResumeData, 'schemaVersion' | 'style' | 'language' | 'targetJob'>;

/**
 * The person's text the documents print: personal info, every section the layout does not
 * hide, and the person's own section headings. Ids, the style and the target job are not
 * printed. Every string of a shown section is read, addresses included: they are printed in
 * their display form, which has the same characters.
 */
function printedStrings(data: Printed): string[] {
  const hidden = new Set(data.layout.hidden_sections);
  const shown = (id: string) => !hidden.has(id);
  const { summary, ...personal } = data.personalInfo;
  const parts: unknown[] = [personal, shown('summary') ? summary : ''];
  for (const id of LIST_SECTION_IDS) if (shown(id)) parts.push(data[id]);
  for (const section of data.customSections) {
    if (shown(`custom:${section.id}`)) parts.push(section.title, section.entries);
  }
  for (const [id, title] of Object.entries(data.layout.section_titles)) {
    if (shown(id)) parts.push(title);
  }
  const strings: string[] = [];
  const walk = (value: unknown, key?: string): void => {
    if (key === 'id') return;
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) for (const item of value) walk(item);
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, k);
    }
  };
  walk(parts);
  return strings;
}

/**
 * The distinct characters of a resume's printed text, in order of first appearance, that
 * its fonts cannot draw: the pairing `fontId` names, or the template's own fonts while the
 * font is the default or unknown, as the renderers choose (resume-style.ts). Without a
 * template, the default and unknown ids are checked against the 'sans' family. Text is
 * read as the documents clean it (clean-text.ts), so what cleaning removes is not reported.
 */
export function undrawableCharacters(
  data: Printed,
  fontId: string,
  template?: { theme: Pick<Template['theme'], 'headingFont' | 'bodyFont'> },
): string[] {
  const { headingFont, bodyFont } = resumeFonts(
    template?.theme ?? { headingFont: 'sans', bodyFont: 'sans' },
    fontId,
  );
  const missing = new Set<string>();
  for (const text of printedStrings(data)) {
    for (const char of cleanMultiline(text)) {
      if (missing.has(char) || NOT_DRAWN.test(char)) continue;
      const codePoint = char.codePointAt(0)!;
      if (!fontDraws(headingFont, codePoint) || !fontDraws(bodyFont, codePoint)) {
        missing.add(char);
      }
    }
  }
  return [...missing];
}
