/**
 * CV upload rules. The client pre-checks them for a quick answer;
 * the server checks them again and decides the type from the file's content, never from
 * the name or the browser's MIME claim.
 */

/** Largest accepted CV: 5 MB. */
export const MAX_CV_BYTES = 5 * 1024 * 1024;

export const CV_EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt'] as const;

/** The file kinds the server recognises by content. */
export type CvFormat = 'pdf' | 'doc' | 'docx' | 'txt';

export const CV_MIME_TYPES: Readonly<Record<CvFormat, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
};

/** What the file picker offers (`accept` attribute): extensions and MIME types. */
export const CV_ACCEPT = [...CV_EXTENSIONS, ...Object.values(CV_MIME_TYPES)].join(',');

/** The extension of a file name, lower-cased, with its dot ('' when it has none). */
export function fileExtension(fileName: string): string {
  const match = /\.[^./\\]+$/.exec(fileName.trim());
  return match ? match[0].toLowerCase() : '';
}

/** The client's pre-check on the name (the server decides by content). */
export function hasAcceptedExtension(fileName: string): boolean {
  return (CV_EXTENSIONS as readonly string[]).includes(fileExtension(fileName));
}

/** The client's pre-check on the MIME type; an empty type (some browsers) is left to the extension. */
export function hasAcceptedMimeType(mimeType: string): boolean {
  const type = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === '' || Object.values(CV_MIME_TYPES).includes(type);
}

/** Time one extraction may take on the server before it is stopped. */
export const CV_EXTRACTION_TIMEOUT_MS = 10_000;

/**
 * How much of a CV's text the reader considers, whatever the file holds: a real CV is a
 * few hundred lines; 5 MB of text can be 250,000. Reading stops at whichever limit comes
 * first (lines longer than `lineChars` are cut), so the profile parser's work and what the
 * worker hands back stay small; the lines not read are counted and the person told.
 */
export const CV_TEXT_LIMITS = {
  lines: 5_000,
  chars: 250_000,
  lineChars: 5_000,
} as const;
