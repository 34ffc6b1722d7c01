import { zipSync } from 'fflate';
import {
  ZipRefusal,
  inflateEntries,
  openZip,
  rawEntries,
  type ZipRefusalReason,
  type ZipRules,
} from '../../lib/safe-zip.ts';
import { CvExtractionError } from './cv-text.ts';

/**
 * A DOCX is a ZIP from an untrusted upload: mammoth (and the JSZip inside it) never opens
 * the upload itself. Its central directory is checked first (lib/safe-zip.ts): a zip bomb
 * (huge declared size or inflation ratio, thousands of entries) or an archive nested inside
 * is refused with a clear message before anything is inflated. Then the parts mammoth reads
 * (XML and relationships; never media, fonts or embedded files) are inflated by the
 * streaming inflater, which refuses a part that yields more than it declares, and mammoth
 * gets a new archive of those verified parts, stored uncompressed.
 *
 * This runs in the CV extraction worker, whose time limit the main thread enforces; every
 * byte inflated here is within `DOCX_LIMITS`.
 */
const DOCX_LIMITS = {
  maxEntries: 1_000,
  /** Total uncompressed size of all entries. */
  maxTotalBytes: 50 * 1024 * 1024,
  /** Uncompressed size of one entry. */
  maxEntryBytes: 25 * 1024 * 1024,
  /** Uncompressed ÷ compressed, for entries big enough for the ratio to matter. */
  maxRatio: 120,
} as const;

const DOCX_RULES: ZipRules = {
  maxEntries: DOCX_LIMITS.maxEntries,
  maxTotalBytes: DOCX_LIMITS.maxTotalBytes,
  maxEntryBytes: DOCX_LIMITS.maxEntryBytes,
  maxRatio: { ratio: DOCX_LIMITS.maxRatio, minBytes: 1024 * 1024 },
  refuseNestedArchives: true,
};

/** The parts mammoth reads: the document, styles, numbering, notes, comments and their relationships. */
const TEXT_PART = /\.(xml|rels)$/i;

const REFUSED_BECAUSE: Partial<Record<ZipRefusalReason, string>> = {
  'too-many-entries': 'it holds too many files',
  'too-large': 'it unpacks to far more data than a CV holds',
  'entry-too-large': 'it unpacks to far more data than a CV holds',
  ratio: 'its contents are compressed suspiciously tightly',
  'nested-archive': 'it contains another archive',
  'duplicate-name': 'it holds two files of the same name',
  'larger-than-declared': 'a file inside it unpacks to more data than the document says it holds',
};

/** The DOCX mammoth reads: the upload's text parts, verified, in a new stored archive. */
export function verifiedDocx(bytes: Uint8Array): Uint8Array {
  try {
    const zip = openZip(bytes, DOCX_RULES);
    const names = zip.entries.map((e) => e.name).filter((name) => TEXT_PART.test(name));
    const parts = inflateEntries(rawEntries(zip, names), DOCX_LIMITS);
    return zipSync(Object.fromEntries(parts), { level: 0 });
  } catch (err) {
    if (!(err instanceof ZipRefusal)) throw err;
    const because = REFUSED_BECAUSE[err.reason];
    throw because
      ? new CvExtractionError('UNSAFE_ARCHIVE', `The Word document was refused because ${because}.`)
      : new CvExtractionError(
          'DAMAGED',
          'The Word document could not be read: the file is damaged.',
        );
  }
}
