import {
  capExtractedProfile,
  cutText,
  sumLeftOut,
} from '#shared/cv-import/cap-extracted-profile.ts';
import { CV_TEXT_LIMITS } from '#shared/cv-import/cv-import.limits.ts';
import {
  extractedProfileSchema,
  type CvLeftOut,
  type ExtractedProfile,
} from '#shared/cv-import/cv-import.schema.ts';
import { CvExtractionError, type CvLine, type CvText } from './cv-text.ts';
import { extractText } from './extract-text.ts';
import { parseProfileWithLeftOut } from './local/parse-profile.ts';

/**
 * Steps 1 and 2 in one call, in the current thread: bytes → text → profile with the local
 * engine. The server runs this inside the extraction worker (extraction-worker.ts); the
 * benchmarks and tests call it directly.
 *
 * Everything it gives back is bounded, whatever the file: the text to the lines the reader
 * considers (CV_TEXT_LIMITS), the profile to the resume's limits, with a count of what was
 * left out (`leftOut`: entries past the limits, lines not read).
 */
export async function extractProfileLocally(
  bytes: Uint8Array,
  options: { idBase?: number } = {},
): Promise<{ profile: ExtractedProfile; text: CvText; leftOut: CvLeftOut }> {
  const { text, unreadLines } = boundCvText(await extractText(bytes));
  const parsed = parseProfileWithLeftOut(text.lines, options);
  const capped = capExtractedProfile(extractedProfileSchema.parse(parsed.profile));
  const profile = capped.profile;
  if (isEmptyProfile(profile)) {
    throw new CvExtractionError(
      'NO_TEXT',
      'No CV details (name, contact details, experience, education or skills) were found in the file.',
    );
  }
  return {
    profile,
    text,
    leftOut: sumLeftOut(parsed.leftOut, capped.leftOut, { lines: unreadLines }),
  };
}

/**
 * The lines the reader considers: the first `CV_TEXT_LIMITS.lines`, each cut to
 * `lineChars`, and no more than `chars` in all (a line is taken whole or not at all).
 */
export function boundCvText(
  text: CvText,
  limits: { lines: number; chars: number; lineChars: number } = CV_TEXT_LIMITS,
): { text: CvText; unreadLines: number } {
  const lines: CvLine[] = [];
  let chars = 0;
  for (const line of text.lines) {
    if (lines.length >= limits.lines) break;
    const cut =
      line.text.length > limits.lineChars
        ? { ...line, text: cutText(line.text, limits.lineChars) }
        : line;
    if (chars + cut.text.length > limits.chars) break;
    chars += cut.text.length;
    lines.push(cut);
  }
  return { text: { ...text, lines }, unreadLines: text.lines.length - lines.length };
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
