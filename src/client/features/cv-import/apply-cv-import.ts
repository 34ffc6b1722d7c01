import type { ProcessCvResponse } from '#shared/cv-import/cv-import.schema.ts';
import { cvReadText } from '#shared/cv-import/cv-notices.ts';
import { placeReviewMarks, type PlacedReviewMark } from '#shared/cv-import/cv-review-marks.ts';
import {
  cvListCounts,
  mergeExtractedProfile,
  uniformChoices,
  type CvImportChoices,
} from '#shared/cv-import/merge-extracted-profile.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';

/** A processed CV: the answer of process-cv with its profile. */
export type ProcessedCv = ProcessCvResponse & {
  profileData: NonNullable<ProcessCvResponse['profileData']>;
};

/**
 * One import: the merged document, the review marks placed on it, and the text of what
 * was read. Its own module, loaded once a CV is being processed, so the merge is not part
 * of the builder's first JavaScript.
 */
export function applyCvImport(
  before: ResumeData,
  processed: ProcessedCv,
  /** The person's choices; none for an import into an empty resume (all replaced). */
  choices: CvImportChoices = uniformChoices('replace'),
): { data: ResumeData; marks: PlacedReviewMark[]; read: string } {
  const profile = processed.profileData;
  const result = mergeExtractedProfile(before, profile, choices);
  const read = cvReadText(cvListCounts(profile), profile.sections_not_imported);
  return {
    data: result.data,
    marks: placeReviewMarks(processed.review ?? [], result),
    read,
  };
}
