import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** What a field hands its control, so the label, hint and error belong to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

/**
 * A labelled control with its hint and error wired for screen readers: `children(props)`
 * renders the control with the id and aria attributes it needs.
 */
export function Field({
  label,
  required,
  hint,
  error,
  aside,
  id: givenId,
  compact,
  describedBy,
  after,
  className,
  children,
}: {
  label: ReactNode;
  /** A red asterisk on the label, `aria-required` on the control. */
  required?: boolean | undefined;
  hint?: ReactNode;
  error?: string | undefined;
  /** Placed at the right end of the label row (e.g. 'Forgot password?'). */
  aside?: ReactNode;
  /** The control's id when something else finds it by id; a generated one otherwise. */
  id?: string | undefined;
  /**
   * The editors' dense look: small messages, and the hint stays beside an error. Forms on
   * their own page show the error in the hint's place, so one message is read at a time.
   */
  compact?: boolean | undefined;
  /** More ids that describe the control (a note placed in `after`). */
  describedBy?: string | undefined;
  /** Shown under the hint and the error. */
  after?: ReactNode;
  className?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = hint && (compact || !error) ? `${id}-hint` : '';
  const errorId = error ? `${id}-error` : '';
  const described = [hintId, errorId, describedBy].filter(Boolean).join(' ');
  // The look of label.tsx, written out: importing it adds a chunk to every form page.
  const labelNode = (
    <label htmlFor={id} className="text-sm font-medium text-ink">
      {label}
      {required ? (
        <span className="ml-0.5 text-red-600" aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      {aside ? (
        <div className="flex items-baseline justify-between gap-2">
          {labelNode}
          {aside}
        </div>
      ) : (
        labelNode
      )}
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
        ...(required ? { 'aria-required': true as const } : {}),
      })}
      {hintId ? (
        <p id={hintId} className={compact ? 'text-xs text-muted' : 'text-sm text-muted'}>
          {hint}
        </p>
      ) : null}
      {errorId ? (
        <p
          id={errorId}
          className={compact ? 'text-xs font-medium text-red-700' : 'text-sm text-red-700'}
        >
          {error}
        </p>
      ) : null}
      {after}
    </div>
  );
}
