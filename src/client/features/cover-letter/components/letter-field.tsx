import { type ReactNode } from 'react';
import { Field } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';

/** The element id of an editor field ('recipient.name' → 'letter-recipient-name'); checks jump to it. */
export function fieldId(field: string): string {
  return `letter-${field.replace(/\./g, '-')}`;
}

/** A labelled control (the shared field, compact); `field` names it (for its id) as the checks do. */
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
  return (
    <Field
      id={fieldId(field)}
      label={label}
      hint={hint}
      compact
      className={cn('min-w-0', className)}
    >
      {children}
    </Field>
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
