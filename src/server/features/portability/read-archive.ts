import { unzipSync } from 'fflate';
import {
  DATA_ARCHIVE_LIMITS,
  PORTABILITY_NOTICES,
} from '#shared/portability/data-archive.schema.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Reads an uploaded ZIP without trusting it. The central directory is read first, and
 * nothing is inflated until every entry has passed the checks: entry count, the total of
 * the sizes the archive declares, safe names (no absolute paths, `..`, backslashes,
 * drive letters, control characters), no duplicates, and only stored or deflated data.
 * An entry is then inflated into a buffer of its declared size, so an entry that lies
 * about its size comes out cut short (and fails its own checks) instead of filling memory.
 *
 * A person who unpacked the archive and packed the folder again gets a ZIP whose files sit
 * under one folder, with `__MACOSX/` or `.DS_Store` extras on a Mac: that is read too.
 */

export interface ArchiveEntry {
  /** The name inside the archive, relative to its root folder. */
  name: string;
  compressedSize: number;
  size: number;
}

export interface Archive {
  /** Every file, by name relative to the archive's root. */
  entries: Map<string, ArchiveEntry>;
  /** The bytes of one entry (at most its declared size); throws when the entry is missing. */
  read(name: string): Uint8Array;
}

const L = DATA_ARCHIVE_LIMITS;

const badArchive = (message: string) => new AppError('BAD_REQUEST', 400, message);
const tooLarge = (message: string) => new AppError('PAYLOAD_TOO_LARGE', 413, message);

// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const UNSAFE_NAME = /[\u0000-\u001f\u007f\\]|^\/|^[A-Za-z]:|(^|\/)\.\.?(\/|$)|\/\//;
const MAC_EXTRA = /(^|\/)(__MACOSX\/|\.DS_Store$)/;

/** ZIP local file header or an empty archive's end record. */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 &&
    bytes[0] === 0x50 &&
    bytes[1] === 0x4b &&
    ((bytes[2] === 0x03 && bytes[3] === 0x04) || (bytes[2] === 0x05 && bytes[3] === 0x06))
  );
}

export function readArchive(bytes: Uint8Array): Archive {
  if (!looksLikeZip(bytes))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, PORTABILITY_NOTICES.notZip);
  if (bytes.byteLength > L.maxArchiveBytes) throw tooLarge(PORTABILITY_NOTICES.archiveTooLarge);

  const raw: { name: string; compressedSize: number; size: number }[] = [];
  let total = 0;
  let problem: AppError | undefined;
  try {
    unzipSync(bytes, {
      filter(file) {
        if (problem) return false;
        raw.push({ name: file.name, compressedSize: file.size, size: file.originalSize });
        total += file.originalSize;
        if (raw.length > L.maxEntries) {
          problem = badArchive(`The archive holds more than ${L.maxEntries} files.`);
        } else if (total > L.maxTotalBytes) {
          problem = tooLarge(
            `The archive unpacks to more than ${L.maxTotalBytes / 1024 / 1024} MB, far more than an account holds.`,
          );
        } else if (file.compression !== 0 && file.compression !== 8) {
          problem = badArchive(PORTABILITY_NOTICES.unreadableZip);
        } else if (file.name.length > L.maxNameLength || UNSAFE_NAME.test(file.name)) {
          problem = badArchive(
            'The archive contains a file name that is not allowed (a path that leaves the archive, or odd characters).',
          );
        }
        return false;
      },
    });
  } catch {
    throw badArchive(PORTABILITY_NOTICES.unreadableZip);
  }
  if (problem) throw problem;

  const files = raw.filter((e) => !e.name.endsWith('/') && !MAC_EXTRA.test(e.name));
  const root = archiveRoot(files.map((e) => e.name));
  const entries = new Map<string, ArchiveEntry>();
  const fullNames = new Map<string, string>();
  for (const entry of files) {
    if (!entry.name.startsWith(root)) continue;
    const name = entry.name.slice(root.length);
    if (entries.has(name)) throw badArchive(`The archive contains "${name}" twice.`);
    entries.set(name, { ...entry, name });
    fullNames.set(name, entry.name);
  }

  return {
    entries,
    read(name) {
      const full = fullNames.get(name);
      if (full === undefined) throw badArchive(`The archive has no file "${name}".`);
      let out: Uint8Array | undefined;
      try {
        out = unzipSync(bytes, { filter: (file) => file.name === full })[full];
      } catch {
        throw badArchive(`"${name}" in the archive is damaged.`);
      }
      if (!out) throw badArchive(`The archive has no file "${name}".`);
      return out;
    },
  };
}

/** '' when manifest.json is at the top; 'folder/' when the whole archive sits in one folder. */
function archiveRoot(names: string[]): string {
  if (names.includes('manifest.json')) return '';
  const tops = new Set(names.map((n) => (n.includes('/') ? n.slice(0, n.indexOf('/') + 1) : '')));
  if (tops.size === 1) {
    const [top] = tops;
    if (top && names.includes(`${top}manifest.json`)) return top;
  }
  return '';
}
