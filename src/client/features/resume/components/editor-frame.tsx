import type { ReactNode } from 'react';

/** A part of a step with its own heading: a section under an h3, or a fieldset with a hint. */
export function EditorFrame({
  id,
  title,
  hint,
  children,
}: {
  /** The heading's id (a section is labelled by it). */
  id: string;
  title: string;
  /** With a hint, the part is a fieldset (its legend the title) and the hint is under it. */
  hint?: string;
  children: ReactNode;
}) {
  if (hint !== undefined) {
    return (
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-ink">{title}</legend>
        <p className="-mt-2 text-xs text-muted">{hint}</p>
        {children}
      </fieldset>
    );
  }
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h3 id={id} className="text-base font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}
