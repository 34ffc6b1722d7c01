import { capExtractedProfile } from '#shared/cv-import/cap-extracted-profile.ts';
import type { ProcessCvResponse } from '#shared/cv-import/cv-import.schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { looksLikeZip } from '../../lib/safe-zip.ts';
import { readArchive, type ArchiveEntry } from '../portability/read-archive.ts';
import { LINKEDIN_FILES, linkedInProfile, type LinkedInFile } from './linkedin-profile.ts';

/** The largest CSV read; LinkedIn's profile files are a few KB. */
export const MAX_LINKEDIN_CSV_BYTES = 1024 * 1024;

const WHERE = 'LinkedIn → Settings → Data privacy → Get a copy of your data';

export const LINKEDIN_NOTICES = {
  notZip: `The file is not a ZIP archive. Choose the ZIP from ${WHERE}.`,
  noLinkedInFiles: `The ZIP holds none of the files of a LinkedIn data export (${LINKEDIN_FILES.join(', ')}). Choose the ZIP from ${WHERE}.`,
} as const;

const byLowerName = new Map(LINKEDIN_FILES.map((f) => [f.toLowerCase(), f]));

/**
 * The LinkedIn file an entry is, when it is one: matched by name whatever its case, at the
 * top of the archive or in one folder (the export unpacked and packed again).
 */
function linkedInFileOf(name: string): LinkedInFile | undefined {
  const parts = name.split('/');
  if (parts.length > 2) return undefined;
  return byLowerName.get(parts.at(-1)!.toLowerCase());
}

/**
 * Reads a LinkedIn data export through the server's one safe archive reader (read-archive.ts:
 * the data import's entry count, size and name rules, inflated off the main thread) and
 * answers the profile as `POST /api/functions/process-cv` does, within the resume's limits.
 * Refuses (AppError) what is not a ZIP (415), an unsafe or damaged one (400/413), a CSV over
 * its limit (413) and a ZIP with none of LinkedIn's files (422).
 */
export async function importLinkedInArchive(bytes: Uint8Array): Promise<ProcessCvResponse> {
  const reads = (entry: ArchiveEntry) =>
    linkedInFileOf(entry.name) !== undefined && entry.size <= MAX_LINKEDIN_CSV_BYTES;
  // Checked here too, for a text that says where LinkedIn's ZIP comes from.
  if (!looksLikeZip(bytes)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, LINKEDIN_NOTICES.notZip);
  }
  const archive = await readArchive(bytes, reads);

  const found = new Map<LinkedInFile, ArchiveEntry>();
  for (const entry of archive.entries.values()) {
    const file = linkedInFileOf(entry.name);
    // The copy at the top of the archive wins over one in a folder.
    if (file && (!found.has(file) || !entry.name.includes('/'))) found.set(file, entry);
  }
  if (found.size === 0) {
    throw new AppError('UNPROCESSABLE_CONTENT', 422, LINKEDIN_NOTICES.noLinkedInFiles);
  }
  for (const [file, entry] of found) {
    if (entry.size > MAX_LINKEDIN_CSV_BYTES) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        413,
        `${file} in the ZIP is larger than ${MAX_LINKEDIN_CSV_BYTES / 1024 / 1024} MB, far more than a profile holds.`,
      );
    }
  }

  const decoder = new TextDecoder('utf-8');
  const profile = linkedInProfile((file) => {
    const entry = found.get(file);
    return entry ? decoder.decode(archive.read(entry.name)) : undefined;
  });
  const capped = capExtractedProfile(profile);
  return {
    success: true,
    profileData: capped.profile,
    error: null,
    leftOut: Object.keys(capped.leftOut).length > 0 ? capped.leftOut : null,
    review: [],
  };
}
