/**
 * Content types by file extension, for objects stored without one (an operator's files
 * dropped into the bucket folder) and as the default on upload. Only types the product
 * deals in; anything else is served as an opaque download.
 */
const TYPES: Readonly<Record<string, string>> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  dotx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.template',
  odt: 'application/vnd.oasis.opendocument.text',
  pdf: 'application/pdf',
  rtf: 'application/rtf',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  json: 'application/json',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

export const OCTET_STREAM = 'application/octet-stream';

export function contentTypeForKey(key: string): string {
  const name = key.slice(key.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return OCTET_STREAM;
  return TYPES[name.slice(dot + 1).toLowerCase()] ?? OCTET_STREAM;
}

/** A header-safe content type: `type/subtype` plus optional parameters, nothing else. */
export function isValidContentType(value: string): boolean {
  return (
    value.length <= 200 &&
    /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(\s*;\s*[a-z0-9!#$&^_.+-]+=("[^"\\\r\n]*"|[a-z0-9!#$&^_.+-]+))*$/i.test(
      value,
    )
  );
}
