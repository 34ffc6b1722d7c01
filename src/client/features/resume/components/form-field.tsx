import { useId, type ReactNode } from 'react';
import type { ReviewTarget } from '#shared/cv-import/cv-review-marks.ts';
import { Field, type FieldControlProps } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import { useReviewMarks } from '../state/review-marks.tsx';
import { ReviewMark, reviewOutline } from './review-mark.tsx';

export type { FieldControlProps };

/**
 * The builder's labelled control (the shared field, compact) with an optional hint and
 * error. With `review`, the field shows the builder's review mark on that place, if any.
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
  const reviewId = `${id}-review`;
  const { marks, dismiss } = useReviewMarks(review);
  const marked = marks.length > 0;
  return (
    <Field
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={error}
      compact
      describedBy={marked ? reviewId : undefined}
      className={cn(reviewOutline(marked), className)}
      after={
        <ReviewMark
          id={reviewId}
          marks={marks}
          name={typeof label === 'string' ? label : undefined}
          onDismiss={() => dismiss(marks.map((m) => m.key))}
        />
      }
    >
      {children}
    </Field>
  );
}
