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

/** Lines from plain text: trimmed, empty lines dropped (they carry no reading order). */
export function linesFromPlainText(text: string): CvLine[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/[\n\f\v\u2028\u2029]/)
    .map((line) => line.replace(/\u00a0/g, ' ').trim())
    .filter((line) => line.trim() !== '')
    .map((line) => ({ text: line, size: 0, bold: false }));
}
