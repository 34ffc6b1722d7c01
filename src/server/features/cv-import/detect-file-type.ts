import type { CvContentKind } from '#shared/cv-import/cv-content-mismatch.ts';
import type { CvFormat } from '#shared/cv-import/cv-import.limits.ts';
import { readZipDirectory } from '../../lib/safe-zip.ts';

/**
 * The file's real type, decided by its content (magic bytes and structure), never by its
 * name or the browser's claim: a PDF starts with '%PDF-', a DOCX is a ZIP holding
 * word/document.xml, a legacy DOC is an OLE2 compound file with a WordDocument stream,
 * and text is valid UTF-8, UTF-16 with a BOM, or Latin-1 without control bytes.
 */
export type DetectedType =
  { ok: true; format: CvFormat } | { ok: false; reason: string; kind: CvContentKind };

const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, magic: readonly number[], at = 0): boolean {
  if (bytes.length < at + magic.length) return false;
  return magic.every((b, i) => bytes[at + i] === b);
}

export function detectFileType(bytes: Uint8Array): DetectedType {
  if (bytes.length === 0) return { ok: false, reason: 'The file is empty.', kind: 'txt' };
  // PDF readers accept the header within the first 1 KB (some generators prepend junk).
  const head = latin1(bytes.subarray(0, 1024));
  if (head.includes('%PDF-')) return { ok: true, format: 'pdf' };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    const kind = zipKind(bytes);
    return kind === 'docx'
      ? { ok: true, format: 'docx' }
      : { ok: false, reason: 'The ZIP file is not a Word document.', kind };
  }
  if (startsWith(bytes, OLE2_MAGIC)) {
    return oleHasWordDocument(bytes)
      ? { ok: true, format: 'doc' }
      : {
          ok: false,
          reason: 'The file is an Office file but not a Word document.',
          kind: 'office',
        };
  }
  return decodeText(bytes) === null
    ? {
        ok: false,
        reason: 'The file is not a PDF, DOC, DOCX or text file.',
        kind: binaryKind(bytes),
      }
    : { ok: true, format: 'txt' };
}

/**
 * What the file holds, for telling the person when its name says otherwise: the CV
 * format it is, or what else its first bytes show (an image, a web page, a program …).
 */
export function detectContentKind(bytes: Uint8Array): CvContentKind {
  const detected = detectFileType(bytes);
  if (!detected.ok) return detected.kind;
  return detected.format === 'txt' ? textKind(decodeText(bytes) ?? '') : detected.format;
}

/** Text that is markup of another kind: a saved web page, an RTF document, an SVG drawing. */
function textKind(text: string): CvContentKind {
  const head = text
    .slice(0, 1024)
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (head.startsWith('{\\rtf')) return 'rtf';
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) {
    return 'image';
  }
  if (/^(<!--[^]*?-->\s*)*<(!doctype html|html[\s>])/.test(head)) return 'html';
  return 'txt';
}

/**
 * Signatures of the binary files most often chosen by mistake, written as Latin-1 text and
 * set by the offset they sit at. The first kind with a signature that fits wins, so the
 * order of the kinds counts: a HEIC photo also carries the 'ftyp' box of a video.
 */
const BINARY_SIGNATURES: ReadonlyArray<[CvContentKind, Record<number, string[]>]> = [
  [
    'image',
    {
      0: ['\x89PNG\r\n\x1a\n', '\xff\xd8\xff', 'GIF8', 'II*\0', 'MM\0*', 'BM'],
      8: ['WEBP', 'heic', 'heix', 'avif', 'mif1'],
    },
  ],
  [
    'executable',
    {
      // Windows, ELF, Mach-O in both byte orders, universal binaries.
      0: [
        'MZ',
        '\x7fELF',
        '\xfe\xed\xfa\xce',
        '\xfe\xed\xfa\xcf',
        '\xce\xfa\xed\xfe',
        '\xcf\xfa\xed\xfe',
        '\xca\xfe\xba\xbe',
      ],
    },
  ],
  ['archive', { 0: ['Rar!', "7z\xbc\xaf'\x1c", '\x1f\x8b', '\xfd7zXZ\0', 'BZh'] }],
  ['media', { 0: ['ID3', 'OggS', 'fLaC', '\x1aE\xdf\xa3'], 4: ['ftyp'], 8: ['WAVE', 'AVI '] }],
];

/** The kind of a file that is not text. */
function binaryKind(bytes: Uint8Array): CvContentKind {
  const found = BINARY_SIGNATURES.find(([, byOffset]) =>
    Object.entries(byOffset).some(([at, magics]) =>
      magics.some((magic) => startsWith(bytes, Array.from(magic, codeOf), Number(at))),
    ),
  );
  return found?.[0] ?? 'binary';
}

const codeOf = (c: string) => c.charCodeAt(0);

function latin1(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return s;
}

/**
 * What a ZIP holds, from its central directory only (nothing is inflated): a Word document
 * has word/document.xml, other Office files their own main part. The work is bounded by
 * the file's size, which callers hold to a CV's.
 */
function zipKind(bytes: Uint8Array): CvContentKind {
  let names: Set<string>;
  try {
    names = new Set(readZipDirectory(bytes).map((entry) => entry.name));
  } catch {
    return 'zip';
  }
  if (names.has('word/document.xml')) return 'docx';
  if (names.has('xl/workbook.xml')) return 'spreadsheet';
  if (names.has('ppt/presentation.xml')) return 'presentation';
  if (names.has('mimetype') && names.has('content.xml')) return 'opendocument';
  return 'zip';
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
