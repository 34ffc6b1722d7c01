import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import {
  liveReviewMarks,
  type PlacedReviewMark,
  type ReviewTarget,
} from '#shared/cv-import/cv-review-marks.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';

/**
 * Review marks of the builder: what an import was unsure of, per field or entry, kept in
 * this session's state (never in the document). A mark goes when the person dismisses
 * it, edits the value it is about, or the document is replaced (an undone import).
 */
export interface ReviewMarks {
  marks: readonly PlacedReviewMark[];
  dismiss: (keys: readonly string[]) => void;
}

const ReviewMarksContext = createContext<ReviewMarks>({ marks: [], dismiss: () => {} });
export const ReviewMarksProvider = ReviewMarksContext.Provider;

/** The builder's marks for `data`, and `set` to put new ones (an import's) in their place. */
export function useReviewMarksState(data: ResumeData): ReviewMarks & {
  set: (marks: readonly PlacedReviewMark[]) => void;
} {
  const [marks, setMarks] = useState<readonly PlacedReviewMark[]>([]);
  // An edited value's mark goes for good, also when the old text is typed back: the
  // marks are pruned as the document changes, while rendering (no effect, no extra pass).
  const [seen, setSeen] = useState(data);
  if (seen !== data) {
    setSeen(data);
    const live = liveReviewMarks(marks, data);
    if (live.length !== marks.length) setMarks(live);
  }
  const dismiss = useCallback(
    (keys: readonly string[]) => setMarks((all) => all.filter((m) => !keys.includes(m.key))),
    [],
  );
  const visible = useMemo(() => liveReviewMarks(marks, data), [marks, data]);
  return { marks: visible, dismiss, set: setMarks };
}

/**
 * The marks on `target`: on that field, or with `whole`, on the entry and any of its
 * fields (a card in a list shows them all).
 */
export function useReviewMarks(
  target: ReviewTarget | undefined,
  whole = false,
): { marks: PlacedReviewMark[]; dismiss: ReviewMarks['dismiss'] } {
  const { marks, dismiss } = useContext(ReviewMarksContext);
  const found = target
    ? marks.filter(
        (m) =>
          m.target.section === target.section &&
          m.target.entry === target.entry &&
          (whole || m.target.field === target.field),
      )
    : [];
  return { marks: found, dismiss };
}

/** The places of an entry's fields, for its form's review marks (none while adding). */
export function fieldTargets(
  section: ReviewTarget['section'],
  entry: string | undefined,
): (field: string) => ReviewTarget | undefined {
  return (field) => (entry === undefined ? undefined : { section, entry, field });
}
