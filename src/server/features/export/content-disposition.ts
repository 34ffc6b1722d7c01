import { asciiFileName } from '#shared/documents/file-name.ts';

/**
 * `Content-Disposition: attachment` for a download, safe for any file name: a plain
 * ASCII `filename` for old clients and an RFC 5987 `filename*` with the real UTF-8 name.
 * Quotes, backslashes and control characters never reach the header.
 */
export function attachmentHeader(fileName: string): string {
  const ascii = asciiFileName(fileName).replace(/["\\]/g, '');
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const encoded = encodeURIComponent(fileName.replace(/[\u0000-\u001f\u007f]/g, '')).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
