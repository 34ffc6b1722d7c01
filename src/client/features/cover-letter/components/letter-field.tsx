import { type ReactNode } from 'react';
import { Label } from '../../../components/ui/label.tsx';
import { cn } from '../../../lib/cn.ts';

/** The element id of an editor field ('recipient.name' → 'letter-recipient-name'); checks jump to it. */
export function fieldId(field: string): string {
  return `letter-${field.replace(/\./g, '-')}`;
}

/** A labelled control; `field` names it (for its id) as the checks do. */
export function LetterField({
  field,
  label,
  hint,
  className,
  children,
}: {
  field: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  children: (props: { id: string; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = fieldId(field);
  const hintId = `${id}-hint`;
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, ...(hint ? { 'aria-describedby': hintId } : {}) })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** Moves focus (and the view) to a field, as the checks' "Go to field" does. */
export function focusField(field: string): void {
  const element =
    document.getElementById(fieldId(field)) ??
    document.getElementById(fieldId(field.split('.')[0] ?? field));
  element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  element?.focus({ preventScroll: true });
}
