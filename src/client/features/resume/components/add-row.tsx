import { Plus } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input, NativeSelect } from '../../../components/ui/input.tsx';
import { YearSelect } from './date-fields.tsx';
import { FormField } from './form-field.tsx';

/** The add row's values, by field name. */
export type Draft = Record<string, string>;

/** A field of the add row: a text input (or a URL, a choice, a year). */
interface AddField<D extends Draft> {
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
