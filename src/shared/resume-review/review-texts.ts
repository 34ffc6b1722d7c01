import type { ReviewKind } from './review-resume.schema.ts';

/**
 * Every word the review says to the person. A suggestion only rearranges or drops what the
 * bullet already says: it never names a number, a tool or an outcome the person did not
 * write.
 */

export const REVIEW_LIMITS = {
  /**
   * A bullet that reads in one glance: about two printed lines of a one-column template
   * (≈ 100 characters a line at the default size). The ATS check's hard limit
   * (`bulletMaxWords`, 40 words) is where a parser starts to lose it; this is the
   * reader's limit, so it comes earlier.
   */
  maxWords: 30,
  maxChars: 200,
  /** A first word used this often within one job reads as a list of the same thing. */
  repeatedOpenings: 3,
  /** Shorter lines are labels ('Team of 4'), not achievements: no result is asked of them. */
  minWordsForResult: 4,
} as const;

/** The short name of each kind, as the builder shows it. */
export const REVIEW_KIND_LABELS: Record<ReviewKind, string> = {
  first_person: 'First person',
  weak_opening: 'Weak opening',
  no_result: 'No result',
  too_long: 'Long bullet',
  repeated_opening: 'Repeated opening',
  tense_mix: 'Tense',
};

const quote = (text: string) => `‘${text}’`;

export const REVIEW_TEXTS = {
  firstPerson: (word: string) => `Resumes leave out ${quote(word)}: the reader knows it is you.`,
  firstPersonSuggestion: (rest: string) => `Start with the verb: ${quote(rest)}`,
  weakOpening: (phrase: string) => `${quote(phrase)} says what the job was, not what you did.`,
  weakOpeningSuggestion: 'Start with what you did, with a verb such as ‘Led’, ‘Built’ or ‘Ran’.',
  noResult: 'This says what you did but not what came of it.',
  noResultSuggestion:
    'If you know the result, add it: a number, a time saved, or what changed because of it.',
  tooLong: (words: number, chars: number) =>
    `${words} words (${chars} characters): long bullets get skimmed.`,
  tooLongSuggestion: `Keep one idea per bullet, ${REVIEW_LIMITS.maxWords} words or fewer: split it or cut what the reader does not need.`,
  repeatedOpening: (word: string, count: number) =>
    count > 2
      ? `${count} bullets of this job start with ${quote(word)}.`
      : `This bullet starts with ${quote(word)}, like the one before it.`,
  repeatedOpeningSuggestion: 'Vary the first verb so each bullet stands out.',
  pastRoleInPresent: (word: string) =>
    `This job has ended, but ${quote(word)} is in the present tense.`,
  currentRoleMixed: (word: string, majority: 'past' | 'present') =>
    `${quote(word)} is in the ${majority === 'past' ? 'present' : 'past'} tense, the other bullets of this job in the ${majority}.`,
  tenseSuggestion: (word: string) => `Start with ${quote(word)}.`,
  tenseSuggestionAny: (majority: 'past' | 'present') =>
    `Use the ${majority} tense, like the other bullets of this job.`,
  /** Said once for a resume not in English. */
  englishOnly:
    'The wording checks (first person, openings, results, tense) read English only; for this resume’s language only length and repeated openings are checked.',
} as const;
