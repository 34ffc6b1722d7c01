import { Plus, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { ReviewSection } from '#shared/cv-import/cv-review-marks.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input, NativeSelect } from '../../../components/ui/input.tsx';
import { YearSelect } from './date-fields.tsx';
import { FormField } from './form-field.tsx';
import { ReviewMarks } from './review-mark.tsx';

type Draft = Record<string, string>;

/** A field of the add row: a text input (or a URL, a choice, a year). */
export interface AddField<D extends Draft> {
  name: keyof D & string;
  label: string;
  placeholder?: string;
  maxLength?: number;
  type?: 'url';
  /** A choice of these options, after an empty one named `empty`. */
  select?: { empty: string; options: readonly string[] };
  /** A year picker. */
  year?: true;
  /** Values the browser offers while typing. */
  suggestions?: readonly string[];
  /** Enter in this field adds the row. */
  enterAdds?: boolean;
  /** Typing here takes the message away. */
  clearsMessage?: boolean;
}

/** An add refused: the message, and the fields to empty (a duplicate's). */
export interface AddRefusal<D extends Draft> {
  error: string | undefined;
  clear?: readonly (keyof D)[];
}

/** What adding did: refused, or added (and every field emptied but those in `keep`). */
export type AddResult<D extends Draft> = AddRefusal<D> | { keep?: readonly (keyof D)[] };

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

export interface AddRowProps<D extends Draft> {
  fields: readonly AddField<D>[];
  empty: D;
  /** The add button's text. */
  label: string;
  onAdd: (draft: D) => AddResult<D>;
  /** The add button is disabled until this holds. */
  canAdd?: (draft: D) => boolean;
  /** The field whose error the message is; without it, the message is a line under the row. */
  errorField?: keyof D & string;
  /** The grid's class and the add button's place in it. */
  layout: { grid: string; button: string };
}

/** The empty choice, then the options, of a select. */
export function SelectOptions({ empty, options }: { empty: string; options: readonly string[] }) {
  return (
    <>
      <option value="">{empty}</option>
      {options.map((o) => (
        <option key={o} value={o}>
          {o}
        </option>
      ))}
    </>
  );
}

/**
 * The fields and the button that add a row to a list. The message of a refused add is
 * said politely to screen readers (a line under the row) or is the error of `errorField`.
 * `full`, when given, stands in place of the fields (the list's limit is reached).
 */
export function AddRow<D extends Draft>({
  fields,
  empty,
  label,
  onAdd,
  canAdd,
  errorField,
  layout,
  full,
}: AddRowProps<D> & { full?: ReactNode }) {
  const listId = useId();
  const [draft, setDraft] = useState(empty);
  const [message, setMessage] = useState<string | undefined>();

  const add = () => {
    const result = onAdd(draft);
    if ('error' in result) {
      setMessage(result.error);
      const cleared = Object.fromEntries((result.clear ?? []).map((k) => [k, empty[k]]));
      setDraft({ ...draft, ...cleared });
      return;
    }
    const kept = Object.fromEntries((result.keep ?? []).map((k) => [k, draft[k]]));
    setDraft({ ...empty, ...kept });
    setMessage(undefined);
  };

  const control = (field: AddField<D>) => {
    const value = draft[field.name] ?? '';
    const set = (next: string) => {
      setDraft({ ...draft, [field.name]: next });
      if (field.clearsMessage) setMessage(undefined);
    };
    if (field.year) {
      return <YearSelect key={field.name} label={field.label} value={value} onChange={set} />;
    }
    return (
      <FormField
        key={field.name}
        label={field.label}
        error={field.name === errorField ? message : undefined}
      >
        {(props) =>
          field.select ? (
            <NativeSelect {...props} value={value} onChange={(e) => set(e.target.value)}>
              <SelectOptions {...field.select} />
            </NativeSelect>
          ) : (
            <Input
              {...props}
              {...(field.type === 'url' ? ({ type: 'url', inputMode: 'url' } as const) : {})}
              value={value}
              maxLength={field.maxLength}
              placeholder={field.placeholder}
              list={field.suggestions ? `${listId}-${field.name}` : undefined}
              onChange={(e) => set(e.target.value)}
              onKeyDown={(e) => {
                if (field.enterAdds && e.key === 'Enter') {
                  e.preventDefault();
                  add();
                }
              }}
            />
          )
        }
      </FormField>
    );
  };

  return (
    <>
      {full ?? (
        <div className={layout.grid}>
          {fields.map(control)}
          {fields.map((field) =>
            field.suggestions ? (
              <datalist key={field.name} id={`${listId}-${field.name}`}>
                {field.suggestions.map((s) => (
                  <option key={s} value={s} />
                ))}
              </datalist>
            ) : null,
          )}
          <Button
            variant="outline"
            className={layout.button}
            disabled={canAdd ? !canAdd(draft) : undefined}
            onClick={add}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            {label}
          </Button>
        </div>
      )}
      {errorField ? null : (
        <p className="-mt-2 min-h-4 text-xs text-muted" aria-live="polite">
          {message}
        </p>
      )}
    </>
  );
}

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
