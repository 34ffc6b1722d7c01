import { useId, type ReactNode } from 'react';
import type { ReviewTarget } from '#shared/cv-import/cv-review-marks.ts';
import { Label } from '../../../components/ui/label.tsx';
import { cn } from '../../../lib/cn.ts';
import { useReviewMarks } from '../state/review-marks.tsx';
import { ReviewMark, reviewOutline } from './review-mark.tsx';

export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

/**
 * A labelled control with an optional hint and error, wired for screen readers: the
 * control gets the id, `aria-invalid` and `aria-describedby` from `children(props)`.
 * With `review`, the field shows the builder's review mark on that place, if any.
 */
export function FormField({
  label,
  required = false,
  hint,
  error,
  className,
  review,
  children,
}: {
  label: ReactNode;
  /** The place in the document this field edits, for its review mark. */
  review?: ReviewTarget | undefined;
  required?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
  children: (props: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const reviewId = `${id}-review`;
  const { marks, dismiss } = useReviewMarks(review);
  const marked = marks.length > 0;
  const describedBy = [hint ? hintId : null, error ? errorId : null, marked ? reviewId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cn('flex flex-col gap-1.5', reviewOutline(marked), className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(required ? { 'aria-required': true as const } : {}),
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <ReviewMark
        id={reviewId}
        marks={marks}
        name={typeof label === 'string' ? label : undefined}
        onDismiss={() => dismiss(marks.map((m) => m.key))}
      />
    </div>
  );
}
