import { useId, type ReactNode } from 'react';
import {
  Controller,
  useForm,
  useWatch,
  type DefaultValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { ZodType } from 'zod';
import type { ReviewSection } from '#shared/cv-import/cv-review-marks.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { fieldTargets } from '../state/review-marks.tsx';
import { YearSelect } from './date-fields.tsx';
import {
  DateRangeFields,
  endBeforeStart,
  type DateRangeValues,
  type DatesSpec,
} from './date-range-fields.tsx';
import { FormField } from './form-field.tsx';
import { TagInput } from './tag-input.tsx';

/** A text field of an entry form: one line (a web address with `url`), or a text area of `rows` rows. */
interface EntryTextField<V> {
  name: Path<V>;
  label: string;
  placeholder: string;
  maxLength: number;
  required?: boolean;
  autoComplete?: string;
  rows?: number;
  url?: true;
}

/** A year picker (an award's, a publication's year). */
interface EntryYearField<V> {
  name: Path<V>;
  label: string;
  year: true;
}

/** A list of tags (trimmed, no duplicates), added with Enter or the Add button. */
interface EntryTagsField<V> {
  name: Path<V>;
  label: string;
  placeholder: string;
  tags: true;
}

type EntryField<V> = EntryTextField<V> | EntryTagsField<V> | EntryYearField<V>;

/** What makes one kind of entry's form: its texts, rules and fields. */
export interface EntryFormSpec<V extends object, O> {
  /** The heading says 'Add <noun>' or 'Edit <noun>', the submit button 'Add <noun>' or 'Update <noun>'. */
  noun: string;
  /** Where the entry lives in the document, for the review marks on its fields (imported sections). */
  review?: ReviewSection;
  schema: ZodType<O, V>;
  /** The values of a new entry; their keys are the fields the form takes from an entry. */
  empty: V;
  /** Submit stays disabled until these are filled in. */
  requiredFilled: (values: V) => boolean;
  /** The fields in a grid of two columns (with the start date, when the entry has dates). */
  fields: readonly (EntryTextField<V> | EntryYearField<V>)[];
  /** The entry's date range, for entries that have one. */
  dates?: DatesSpec<V>;
  /** The full-width fields after the dates. */
  details: readonly EntryField<V>[];
}

/** Controls right under a detail field, by the field's name; they get the form and its current values. */
export type EntryFormAddons<V extends object, O> = Partial<
  Record<
    Path<V>,
    /** `entryId`: the entry being edited; undefined while a new one is added. */
    (form: UseFormReturn<V, unknown, O>, values: V, entryId: string | undefined) => ReactNode
  >
>;

/** The part of `entry` the form edits: the keys of the empty values. */
function formValues<V extends object>(empty: V, entry: object): V {
  const source = entry as Record<string, unknown>;
  return Object.fromEntries(Object.keys(empty).map((key) => [key, source[key]])) as V;
}

/**
 * The frame of the add and edit form of an entry: a heading, the fields, the date range
 * (of a dated entry), Cancel and a submit button that stays disabled until the required
 * fields are there and the end is not before the start.
 */
export function EntryForm<V extends object, O>({
  spec,
  entry,
  onSubmit,
  onCancel,
  addons,
}: {
  spec: EntryFormSpec<V, O>;
  /** The entry being edited; absent when adding. */
  entry?: ({ id: string } & object) | undefined;
  onSubmit: (values: O) => void;
  onCancel: () => void;
  addons?: NoInfer<EntryFormAddons<V, O>> | undefined;
}) {
  const headingId = useId();
  const editing = entry !== undefined;
  const review = spec.review ? fieldTargets(spec.review, entry?.id) : () => undefined;
  const form = useForm<V, unknown, O>({
    resolver: zodResolver(spec.schema),
    defaultValues: (entry ? formValues(spec.empty, entry) : spec.empty) as DefaultValues<V>,
  });
  const { control, register, handleSubmit, formState, getFieldState } = form;
  const values = useWatch({ control }) as V;
  const { dates } = spec;
  const canSubmit =
    spec.requiredFilled(values) &&
    !(
      dates &&
      endBeforeStart(
        values as V & DateRangeValues,
        Boolean(values[dates.current as unknown as keyof V]),
        dates.expectedEnd !== undefined,
      )
    );

  const field = (f: EntryField<V>) => {
    if ('year' in f) {
      return (
        <Controller
          key={f.name}
          control={control}
          name={f.name}
          render={({ field: year, fieldState }) => (
            <YearSelect
              label={f.label}
              value={year.value as string}
              onChange={year.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      );
    }
    if ('tags' in f) {
      return (
        <Controller
          key={f.name}
          control={control}
          name={f.name}
          render={({ field: tags }) => (
            <TagInput
              label={f.label}
              tags={tags.value as string[]}
              onChange={tags.onChange}
              placeholder={f.placeholder}
            />
          )}
        />
      );
    }
    const text = (
      <FormField
        key={f.name}
        label={f.label}
        required={f.required}
        error={getFieldState(f.name, formState).error?.message}
        review={review(f.name)}
      >
        {(props) => {
          const common = {
            ...props,
            ...register(f.name),
            maxLength: f.maxLength,
            placeholder: f.placeholder,
          };
          return f.rows === undefined ? (
            <Input
              {...common}
              autoComplete={f.autoComplete}
              {...(f.url ? ({ type: 'url', inputMode: 'url' } as const) : {})}
            />
          ) : (
            <Textarea {...common} rows={f.rows} />
          );
        }}
      </FormField>
    );
    const addon = addons?.[f.name]?.(form, values, entry?.id);
    return addon === undefined ? (
      text
    ) : (
      <div key={f.name} className="flex flex-col gap-2">
        {text}
        {addon}
      </div>
    );
  };

  return (
    <form
      aria-labelledby={headingId}
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="flex flex-col gap-5"
    >
      <h3 id={headingId} className="text-lg font-semibold">
        {editing ? `Edit ${spec.noun}` : `Add ${spec.noun}`}
      </h3>
      {dates ? (
        <DateRangeFields
          form={form as unknown as UseFormReturn<V & DateRangeValues, unknown, O>}
          dates={dates as DatesSpec<V & DateRangeValues>}
          review={review}
        >
          {spec.fields.map(field)}
        </DateRangeFields>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">{spec.fields.map(field)}</div>
      )}

      {spec.details.map(field)}

      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSubmit}>
          {editing ? `Update ${spec.noun}` : `Add ${spec.noun}`}
        </Button>
      </div>
    </form>
  );
}
