import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ReviewSection } from '#shared/cv-import/cv-review-marks.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  AddRow,
  type AddRefusal,
  type AddResult,
  type AddRowProps,
  type Draft,
} from './add-row.tsx';
import { EditorFrame } from './editor-frame.tsx';
import { ReviewMarks } from './review-mark.tsx';

/** A row made from the add row's fields, or why not. */
export type NewRow<T, D extends Draft> = { item: T } | AddRefusal<D>;

/** A schema's verdict on the add row as a new row: its first message when it refuses. */
export function parsedRow<T>(
  result:
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { message: string }[] } },
): { item: T } | { error: string | undefined } {
  return result.success ? { item: result.data } : { error: result.error.issues[0]?.message };
}

/**
 * A list of rows (languages, links, certifications …) with a remove button and the
 * review marks of each row, then the add row, or a note once the list is full.
 */
export function RowListEditor<T, D extends Draft>({
  title,
  hint,
  items,
  onChange,
  limit,
  section,
  itemName,
  reviewEntry,
  itemKey = reviewEntry,
  removeLabel,
  renderRow,
  add,
}: {
  title: string;
  hint?: string;
  items: readonly T[];
  onChange: (items: T[]) => void;
  /** How many rows fit. */
  limit: number;
  /** Where the rows live in the document ('languages'): the review marks' section, and the rows' name in the limit's note. */
  section: Extract<ReviewSection, 'languages' | 'links' | 'certifications'>;
  /** The row's React key, when its review entry may repeat. */
  itemKey?: (item: T, index: number) => string;
  /** Names the row in its review mark's Dismiss button. */
  itemName: (item: T) => string;
  /** The row's entry in the review marks (an id, a language's name, a link's address), and its key. */
  reviewEntry: (item: T) => string;
  removeLabel: (item: T) => string;
  /** The row's content; `update` replaces the row (an edit in place). */
  renderRow: (item: T, update: (next: T) => void) => ReactNode;
  /** The add row; `toItem` makes the new row from its fields (appended to the list). */
  add: Omit<AddRowProps<D>, 'onAdd'> & { toItem: (draft: D) => NewRow<T, D> };
}) {
  const { toItem, ...addRow } = add;
  const append = (draft: D): AddResult<D> => {
    const made = toItem(draft);
    if (!('item' in made)) return made;
    onChange([...items, made.item]);
    return {};
  };
  return (
    <EditorFrame id={`${section}-heading`} title={title} hint={hint}>
      {items.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {items.map((item, index) => (
            <li
              key={itemKey(item, index)}
              className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2"
            >
              {renderRow(item, (next) => onChange(items.map((x, i) => (i === index ? next : x))))}
              <Button
                variant="ghost"
                size="icon"
                className="h-8 w-8"
                aria-label={removeLabel(item)}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </Button>
              <ReviewMarks
                target={{ section, entry: reviewEntry(item) }}
                whole
                name={itemName(item)}
                className="basis-full"
              />
            </li>
          ))}
        </ul>
      ) : null}
      <AddRow
        {...addRow}
        onAdd={append}
        full={
          items.length >= limit ? (
            <p className="text-sm text-muted">
              You have reached the limit of {limit} {section}.
            </p>
          ) : undefined
        }
      />
    </EditorFrame>
  );
}
