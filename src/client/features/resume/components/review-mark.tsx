import { AlertTriangle, X } from 'lucide-react';
import type { PlacedReviewMark, ReviewTarget } from '#shared/cv-import/cv-review-marks.ts';
import { cn } from '../../../lib/cn.ts';
import { useReviewMarks } from '../state/review-marks.tsx';

/** Field names as a card's mark names them ('Company: could be a department'). */
const FIELD_LABELS: Record<string, string> = {
  jobTitle: 'Job title',
  company: 'Company',
  startMonth: 'Start month',
  startYear: 'Start year',
  endMonth: 'End month',
  endYear: 'End year',
  isCurrentJob: 'Current job',
  description: 'Description',
  tags: 'Skills',
  school: 'School',
  degree: 'Degree',
  fieldOfStudy: 'Field of study',
  name: 'Name',
  issuer: 'Issuer',
  year: 'Year',
  level: 'Level',
  label: 'Label',
  url: 'Address',
  title: 'Title',
};

/**
 * The one review mark of the builder: an amber box with 'Check this', the reasons, the
 * CV lines the values came from, and a Dismiss button. `id` lets a field point at it
 * (aria-describedby), so a screen reader says why the field needs a look.
 */
export function ReviewMark({
  id,
  marks,
  onDismiss,
  withFieldNames = false,
  name,
  className,
}: {
  id?: string;
  marks: readonly PlacedReviewMark[];
  onDismiss: () => void;
  /** What is to be checked ('Email', 'Analyst at Engines'), for the Dismiss button's name. */
  name?: string;
  /** On an entry card: say which field each reason is about. */
  withFieldNames?: boolean;
  className?: string;
}) {
  if (marks.length === 0) return null;
  return (
    <div
      id={id}
      data-review-mark
      className={cn(
        'flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950',
        className,
      )}
    >
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">Check this</p>
        <ul className="flex flex-col gap-1">
          {marks.map((m) => (
            <li key={m.key} className="break-words">
              {withFieldNames && m.target.field ? (
                <span className="font-medium">
                  {FIELD_LABELS[m.target.field] ?? m.target.field}:{' '}
                </span>
              ) : null}
              {m.reason}
              {m.line ? (
                <span className="block text-xs text-amber-900">From your CV: “{m.line}”</span>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={name ? `Dismiss the check of ${name}` : undefined}
        className="-my-1 inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-amber-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-700"
      >
        <X className="h-3.5 w-3.5" aria-hidden="true" />
        Dismiss
      </button>
    </div>
  );
}

/**
 * The marks on `target` from the builder's state, or nothing. `whole` shows an entry's
 * marks and its fields' (for a card in a list).
 */
export function ReviewMarks({
  target,
  whole = false,
  name,
  className,
}: {
  target: ReviewTarget | undefined;
  whole?: boolean;
  name?: string;
  className?: string;
}) {
  const { marks, dismiss } = useReviewMarks(target, whole);
  return (
    <ReviewMark
      marks={marks}
      withFieldNames={whole}
      name={name}
      className={className}
      onDismiss={() => dismiss(marks.map((m) => m.key))}
    />
  );
}

/** The amber outline of marked content (a field, a card). */
export function reviewOutline(marked: boolean): string {
  return marked ? 'rounded-xl outline-2 outline-offset-4 outline-amber-400' : '';
}
