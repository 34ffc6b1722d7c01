/**
 * The text of a CV as lines in reading order, with the layout features the profile
 * parser uses. Sizes are in PDF points; formats without sizes (DOCX, DOC, TXT) give 0.
 */
export interface CvLine {
  text: string;
  /** Largest font size on the line (0 when unknown). */
  size: number;
  bold: boolean;
  /** A list item in the source (DOCX list, or a bullet glyph that was stripped). */
  bullet?: boolean;
  /** A heading paragraph in the source (DOCX heading styles). */
  heading?: boolean;
  /** The heading's level (DOCX Heading 1 → 1 …), which tells section headings from entry titles. */
  headingLevel?: number;
  /** The line opens a paragraph: a blank line stands above it (plain text only). */
  paragraphStart?: boolean;
  /** Vertical space above the line, in multiples of its font size (PDF only). */
  gapBefore?: number;
  /** The line carries on the one above, wrapped at the column's edge (PDF only). */
  continues?: boolean;
}

export interface CvText {
  format: 'pdf' | 'docx' | 'doc' | 'txt';
  lines: CvLine[];
  /** PDF: whether any page was read as more than one column. */
  multiColumn: boolean;
  pages: number;
}

export class CvExtractionError extends Error {
  constructor(
    public readonly code:
      | 'EMPTY'
      | 'UNSUPPORTED_TYPE'
      | 'NO_TEXT'
      | 'ENCRYPTED'
      | 'UNSAFE_ARCHIVE'
      | 'DAMAGED'
      | 'TOO_LARGE'
      | 'TIMEOUT'
      | 'ENGINE_FAILED',
    message: string,
  ) {
    super(message);
    this.name = 'CvExtractionError';
  }
}

/**
 * Lines from plain text: trimmed, empty lines dropped (they carry no reading order); a line
 * with a blank line above it opens a paragraph, the only layout plain text has.
 */
export function linesFromPlainText(text: string): CvLine[] {
  const lines: CvLine[] = [];
  let blankAbove = false;
  for (const raw of text.replace(/\r\n?/g, '\n').split(/[\n\f\v\u2028\u2029]/)) {
    const line = raw.replace(/\u00a0/g, ' ').trim();
    if (!line) {
      blankAbove = true;
      continue;
    }
    lines.push({
      text: line,
      size: 0,
      bold: false,
      ...(blankAbove && lines.length > 0 ? { paragraphStart: true } : {}),
    });
    blankAbove = false;
  }
  return lines;
}
