import {
  extractedProfileSchema,
  type ExtractedProfile,
} from '#shared/cv-import/cv-import.schema.ts';
import { CvExtractionError, type CvText } from './cv-text.ts';
import { extractText } from './extract-text.ts';
import { parseProfile } from './local/parse-profile.ts';

/**
 * Steps 1 and 2 in one call, in the current thread: bytes → text → profile with the local
 * engine. The server runs this inside the extraction worker (extraction-worker.ts); the
 * benchmarks and tests call it directly.
 */
export async function extractProfileLocally(
  bytes: Uint8Array,
  options: { idBase?: number } = {},
): Promise<{ profile: ExtractedProfile; text: CvText }> {
  const text = await extractText(bytes);
  const profile = extractedProfileSchema.parse(parseProfile(text.lines, options));
  if (isEmptyProfile(profile)) {
    throw new CvExtractionError(
      'NO_TEXT',
      'No CV details (name, contact details, experience, education or skills) were found in the file.',
    );
  }
  return { profile, text };
}

export function isEmptyProfile(p: ExtractedProfile): boolean {
  return (
    !p.display_name &&
    !p.email &&
    !p.phone &&
    !p.summary &&
    p.experience.length === 0 &&
    p.education.length === 0 &&
    p.skills.length === 0
  );
}
