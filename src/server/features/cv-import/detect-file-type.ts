import type { CvFormat } from '#shared/cv-import/cv-import.limits.ts';
import { readZipDirectory } from '../../lib/safe-zip.ts';

/**
 * The file's real type, decided by its content (magic bytes and structure), never by its
 * name or the browser's claim: a PDF starts with '%PDF-', a DOCX is a ZIP holding
 * word/document.xml, a legacy DOC is an OLE2 compound file with a WordDocument stream,
 * and text is valid UTF-8, UTF-16 with a BOM, or Latin-1 without control bytes.
 */
export type DetectedType = { ok: true; format: CvFormat } | { ok: false; reason: string };

const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, magic: readonly number[], at = 0): boolean {
  if (bytes.length < at + magic.length) return false;
  return magic.every((b, i) => bytes[at + i] === b);
}

export function detectFileType(bytes: Uint8Array): DetectedType {
  if (bytes.length === 0) return { ok: false, reason: 'The file is empty.' };
  // PDF readers accept the header within the first 1 KB (some generators prepend junk).
  const head = latin1(bytes.subarray(0, 1024));
  if (head.includes('%PDF-')) return { ok: true, format: 'pdf' };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    return zipHasWordDocument(bytes)
      ? { ok: true, format: 'docx' }
      : { ok: false, reason: 'The ZIP file is not a Word document.' };
  }
  if (startsWith(bytes, OLE2_MAGIC)) {
    return oleHasWordDocument(bytes)
      ? { ok: true, format: 'doc' }
      : { ok: false, reason: 'The file is an Office file but not a Word document.' };
  }
  return decodeText(bytes) === null
    ? { ok: false, reason: 'The file is not a PDF, DOC, DOCX or text file.' }
    : { ok: true, format: 'txt' };
}

function latin1(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return s;
}

/**
 * Looks through the ZIP's central directory only (nothing is inflated) for
 * word/document.xml. The work is bounded by the file's size, which callers hold to a CV's.
 */
function zipHasWordDocument(bytes: Uint8Array): boolean {
  try {
    return readZipDirectory(bytes).some((entry) => entry.name === 'word/document.xml');
  } catch {
    return false;
  }
}

/**
 * Reads the OLE2 directory for a stream named 'WordDocument'. Directory entries are 128
 * bytes with a UTF-16LE name; scanning the sectors of the directory chain would be exact,
 * but the name in UTF-16LE at a 128-byte-aligned offset is specific enough for a type check.
 */
function oleHasWordDocument(bytes: Uint8Array): boolean {
  const sectorShift = bytes.length > 31 ? (bytes[30] ?? 9) | ((bytes[31] ?? 0) << 8) : 9;
  const sectorSize = sectorShift === 12 ? 4096 : 512;
  const name = 'WordDocument';
  for (let offset = sectorSize; offset + 128 <= bytes.length; offset += 128) {
    let match = true;
    for (let i = 0; i < name.length; i += 1) {
      if (bytes[offset + i * 2] !== name.charCodeAt(i) || bytes[offset + i * 2 + 1] !== 0) {
        match = false;
        break;
      }
    }
    if (match) return true;
  }
  return false;
}

/**
 * The text of a plain-text file: UTF-16 with a BOM, UTF-8 (with or without BOM), else
 * Latin-1 (Windows-1252). Null when it holds NUL or other control bytes, which text files
 * do not: that is a binary file whatever its name says.
 */
export function decodeText(bytes: Uint8Array): string | null {
  let text: string;
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) {
    try {
      text = new TextDecoder(bytes[0] === 0xff ? 'utf-16le' : 'utf-16be', { fatal: true }).decode(
        bytes.subarray(2),
      );
    } catch {
      return null;
    }
  } else {
    try {
      text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    } catch {
      text = new TextDecoder('windows-1252').decode(bytes);
    }
  }
  // Tab, LF, CR and form feed are normal in text; other C0 controls and NUL are not.
  // eslint-disable-next-line no-control-regex -- finding control bytes is the point
  if (/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text)) return null;
  return text;
}
