/**
 * Every piece of user text passes through here before a document builder sees it. The
 * builders never interpret text (no markup, no HTML): what a person typed is printed as
 * typed. What is removed here is what would corrupt a file or mislead a reader:
 *
 * - C0/C1 control characters (XML 1.0 forbids most of them, so one would make a DOCX
 *   that Word "repairs"); tabs become spaces, line breaks are kept where allowed;
 * - lone UTF-16 surrogates (not encodable in UTF-8 or XML);
 * - U+FFFD and the non-characters U+FFFE/U+FFFF;
 * - zero-width and bidirectional control characters (invisible, and bidi overrides can
 *   make text read differently from what it is);
 * - ligature code points U+FB00–U+FB06, spelled out as their letters, so that text
 *   extracted from our PDFs by an applicant-tracking system never contains them.
 *
 * The text is also put in Unicode NFC so Vietnamese and other accented letters typed as
 * base letter + combining mark use the fonts' precomposed glyphs.
 */

const LIGATURES: Readonly<Record<string, string>> = {
  '\uFB00': 'ff',
  '\uFB01': 'fi',
  '\uFB02': 'fl',
  '\uFB03': 'ffi',
  '\uFB04': 'ffl',
  '\uFB05': 'st',
  '\uFB06': 'st',
};

// Controls except \n; \t and \r are handled before this runs.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g;
const INVISIBLE = /[\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
const REPLACEMENT_AND_NONCHARS = /[\uFFFD\uFFFE\uFFFF]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const LIGATURE_CHARS = /[\uFB00-\uFB06]/g;

/** Multi-line text (summaries, descriptions): line breaks kept, trailing spaces trimmed. */
export function cleanMultiline(value: string | null | undefined): string {
  if (!value) return '';
  return value
    .replace(LONE_SURROGATE, '')
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(CONTROL, '')
    .replace(INVISIBLE, '')
    .replace(REPLACEMENT_AND_NONCHARS, '')
    .replace(LIGATURE_CHARS, (c) => LIGATURES[c] ?? '')
    .split('\n')
    .map((line) => line.replace(/[ \u00A0]+$/u, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Single-line text (names, titles, tags): any line break becomes a space, runs of spaces one. */
export function cleanLine(value: string | null | undefined): string {
  return cleanMultiline(value)
    .replace(/\s*\n\s*/g, ' ')
    .replace(/ {2,}/g, ' ');
}
