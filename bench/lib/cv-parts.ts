/**
 * The parts the CV suites (cv-independent, cv-review) score: the old corpus (__corpus__) and
 * the independent corpus's dev and sealed parts (__independent__).
 */
export const CV_PARTS = ['old', 'dev', 'sealed'] as const;
export type CvPart = (typeof CV_PARTS)[number];

/**
 * The parts BENCH_CV_PARTS names (comma-separated, e.g. `old,dev` for a trial run that leaves
 * the sealed part out), unknown names ignored; `fallback` when it is not set.
 */
export function wantedCvParts(fallback: readonly CvPart[] = CV_PARTS): CvPart[] {
  const names = process.env.BENCH_CV_PARTS?.split(',') ?? fallback;
  return names
    .map((p) => p.trim())
    .filter((p): p is CvPart => (CV_PARTS as readonly string[]).includes(p));
}
