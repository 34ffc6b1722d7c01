import {
  APPLICATION_FILE,
  CV_FILE,
  DATA_ARCHIVE_LIMITS,
  DOCUMENT_FILE,
  MANIFEST_FILE,
  PORTABILITY_NOTICES,
  PROFILE_FILE,
} from '#shared/portability/data-archive.schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { inflateOffThread } from '../../lib/safe-unzip.ts';
import {
  ZipRefusal,
  looksLikeZip,
  openZip,
  type InflateLimits,
  type ZipRules,
} from '../../lib/safe-zip.ts';

/**
 * Reads an uploaded ZIP without trusting it, through the server's one safe unzipper
 * (lib/safe-zip.ts, lib/safe-unzip.ts). The central directory is read first, and nothing
 * is inflated until every entry has passed the checks: entry count, the total of the sizes
 * the archive declares, safe names (no absolute paths, `..`, backslashes, drive letters,
 * control characters), no duplicates, and only stored or deflated data. Then every entry an
 * import can read (the manifest, profile.json, documents/*.json, applications/*.json, cvs/*)
 * whose declared size is within its limit is inflated in a worker thread, in one go: an
 * entry that inflates to more than it declares refuses the whole archive, and so does
 * inflating past the time limit.
 * Exports are never inflated.
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
  /**
   * The bytes of one entry an import reads, within its size limit (the caller checks the
   * declared size first); throws when the entry is missing.
   */
  read(name: string): Uint8Array;
}

const L = DATA_ARCHIVE_LIMITS;

const ARCHIVE_RULES: ZipRules = {
  maxEntries: L.maxEntries,
  maxTotalBytes: L.maxTotalBytes,
  safeNames: { maxLength: L.maxNameLength },
};

/** What one import may inflate: its JSON files and CVs, never more than the archive may declare. */
const INFLATE_LIMITS: InflateLimits = {
  maxEntryBytes: Math.max(L.maxJsonBytes, L.maxCvBytes),
  maxTotalBytes: L.maxTotalBytes,
};

const badArchive = (message: string) => new AppError('BAD_REQUEST', 400, message);
const tooLarge = (message: string) => new AppError('PAYLOAD_TOO_LARGE', 413, message);

const MAC_EXTRA = /(^|\/)(__MACOSX\/|\.DS_Store$)/;

/** The entries an import reads, each up to its own limit (larger ones are refused by name later). */
function readByImport(entry: ArchiveEntry): boolean {
  const { name, size } = entry;
  if (
    name === MANIFEST_FILE ||
    name === PROFILE_FILE ||
    DOCUMENT_FILE.test(name) ||
    APPLICATION_FILE.test(name)
  ) {
    return size <= L.maxJsonBytes;
  }
  return CV_FILE.test(name) && size <= L.maxCvBytes;
}

/**
 * `reads` picks the entries to inflate (by name relative to the root and declared size, each
 * within the inflate limits): the data import's by default; the LinkedIn import passes its CSVs.
 */
export async function readArchive(
  bytes: Uint8Array,
  reads: (entry: ArchiveEntry) => boolean = readByImport,
): Promise<Archive> {
  if (!looksLikeZip(bytes))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, PORTABILITY_NOTICES.notZip);
  if (bytes.byteLength > L.maxArchiveBytes) throw tooLarge(PORTABILITY_NOTICES.archiveTooLarge);

  try {
    const zip = openZip(bytes, ARCHIVE_RULES);
    const files = zip.entries.filter((e) => !e.name.endsWith('/') && !MAC_EXTRA.test(e.name));
    const root = archiveRoot(files.map((e) => e.name));
    const entries = new Map<string, ArchiveEntry>();
    const fullNames = new Map<string, string>();
    for (const entry of files) {
      if (!entry.name.startsWith(root)) continue;
      const name = entry.name.slice(root.length);
      entries.set(name, { name, compressedSize: entry.compressedSize, size: entry.size });
      fullNames.set(name, entry.name);
    }

    const wanted = [...entries.values()].filter(reads).map((e) => e.name);
    const inflated = await inflateOffThread(
      zip,
      wanted.map((name) => fullNames.get(name)!),
      INFLATE_LIMITS,
    );
    return {
      entries,
      read(name) {
        const full = fullNames.get(name);
        if (full === undefined) throw badArchive(`The archive has no file "${name}".`);
        const out = inflated.get(full);
        if (!out) throw new Error(`"${name}" was not inflated: check its size before reading it`);
        return out;
      },
    };
  } catch (err) {
    throw err instanceof ZipRefusal ? refusalError(err) : err;
  }
}

/** The import's texts for each reason the safe unzipper refuses an archive. */
function refusalError({ reason, entry }: ZipRefusal): AppError {
  switch (reason) {
    case 'too-many-entries':
      return badArchive(`The archive holds more than ${L.maxEntries} files.`);
    case 'too-large':
    case 'entry-too-large':
      return tooLarge(
        `The archive unpacks to more than ${L.maxTotalBytes / 1024 / 1024} MB, far more than an account holds.`,
      );
    case 'unsafe-name':
      return badArchive(
        'The archive contains a file name that is not allowed (a path that leaves the archive, or odd characters).',
      );
    case 'duplicate-name':
      return badArchive(`The archive contains "${entry}" twice.`);
    case 'larger-than-declared':
      return badArchive(PORTABILITY_NOTICES.entryLargerThanDeclared);
    case 'time-limit':
      return tooLarge(PORTABILITY_NOTICES.unpackTooSlow);
    case 'damaged':
      if (entry !== undefined) return badArchive(`"${entry}" in the archive is damaged.`);
      return badArchive(PORTABILITY_NOTICES.unreadableZip);
    default:
      return badArchive(PORTABILITY_NOTICES.unreadableZip);
  }
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
