import { unzipSync } from 'fflate';
import { CvExtractionError } from './cv-text.ts';

/**
 * Checks a DOCX's ZIP central directory before anything is inflated: a zip bomb (huge
 * declared size or inflation ratio, thousands of entries) or an archive nested inside
 * is refused with a clear message. Only the directory is read here, so this is bounded
 * work whatever the file holds; the worker's memory limit backs it up if a file lies
 * about its sizes.
 */
export const DOCX_LIMITS = {
  maxEntries: 1_000,
  /** Total uncompressed size of all entries. */
  maxTotalBytes: 50 * 1024 * 1024,
  /** Uncompressed size of one entry. */
  maxEntryBytes: 25 * 1024 * 1024,
  /** Uncompressed ÷ compressed, for entries big enough for the ratio to matter. */
  maxRatio: 120,
} as const;

const NESTED_ARCHIVE = /\.(zip|docx|docm|xlsx|pptx|jar|gz|tgz|7z|rar|cab)$/i;

export function assertSafeDocx(bytes: Uint8Array): void {
  let entries = 0;
  let total = 0;
  let problem: string | undefined;
  try {
    unzipSync(bytes, {
      filter(file) {
        entries += 1;
        total += file.originalSize;
        if (problem) return false;
        if (entries > DOCX_LIMITS.maxEntries) problem = 'it holds too many files';
        else if (file.originalSize > DOCX_LIMITS.maxEntryBytes || total > DOCX_LIMITS.maxTotalBytes)
          problem = 'it unpacks to far more data than a CV holds';
        else if (
          file.size > 0 &&
          file.originalSize > 1024 * 1024 &&
          file.originalSize / file.size > DOCX_LIMITS.maxRatio
        )
          problem = 'its contents are compressed suspiciously tightly';
        else if (NESTED_ARCHIVE.test(file.name)) problem = 'it contains another archive';
        return false;
      },
    });
  } catch {
    throw new CvExtractionError(
      'DAMAGED',
      'The Word document could not be read: the file is damaged.',
    );
  }
  if (problem) {
    throw new CvExtractionError(
      'UNSAFE_ARCHIVE',
      `The Word document was refused because ${problem}.`,
    );
  }
}
