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
import { DateRangeFields, endBeforeStart, type DateRangeValues } from './date-range-fields.tsx';
import { FormField } from './form-field.tsx';
import { TagInput } from './tag-input.tsx';

/** A text field of an entry form: one line, or a text area of `rows` rows. */
interface EntryTextField<V> {
  name: Path<V>;
  label: string;
  placeholder: string;
  maxLength: number;
  required?: boolean;
  autoComplete?: string;
  rows?: number;
}

/** A list of tags (trimmed, no duplicates), added with Enter or the Add button. */
interface EntryTagsField<V> {
  name: Path<V>;
  label: string;
  placeholder: string;
  tags: true;
}

type EntryField<V> = EntryTextField<V> | EntryTagsField<V>;

/** What makes one kind of entry's form: its texts, rules and fields. */
export interface EntryFormSpec<V extends DateRangeValues, O> {
  /** The heading says 'Add <noun>' or 'Edit <noun>', the submit button 'Add <noun>' or 'Update <noun>'. */
  noun: string;
  /** Where the entry lives in the document, for the review marks on its fields. */
  section: ReviewSection;
  schema: ZodType<O, V>;
  /** The values of a new entry; their keys are the fields the form takes from an entry. */
  empty: V;
  /** Submit stays disabled until these are filled in. */
  requiredFilled: (values: V) => boolean;
  /** The fields in the start date's grid, before it. */
  fields: readonly EntryTextField<V>[];
  /** The boolean field that says the entry is still going on, and its checkbox's label. */
  current: Path<V>;
  currentLabel: string;
  /** The full-width fields after the dates. */
  details: readonly EntryField<V>[];
}

/** Controls right under a detail field, by the field's name; they get the form and its current values. */
export type EntryFormAddons<V extends DateRangeValues, O> = Partial<
  Record<Path<V>, (form: UseFormReturn<V, unknown, O>, values: V) => ReactNode>
>;

/** The part of `entry` the form edits: the keys of the empty values. */
function formValues<V extends object>(empty: V, entry: object): V {
  const source = entry as Record<string, unknown>;
  return Object.fromEntries(Object.keys(empty).map((key) => [key, source[key]])) as V;
}

/**
 * The frame of the add and edit form of a dated entry: a heading, the fields, the date
 * range, Cancel and a submit button that stays disabled until the required fields are
 * there and the end is not before the start.
 */
export function EntryForm<V extends DateRangeValues, O>({
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
  const review = fieldTargets(spec.section, entry?.id);
  const form = useForm<V, unknown, O>({
    resolver: zodResolver(spec.schema),
    defaultValues: (entry ? formValues(spec.empty, entry) : spec.empty) as DefaultValues<V>,
  });
  const { control, register, handleSubmit, formState, getFieldState } = form;
  const values = useWatch({ control }) as V;
  const current = Boolean(values[spec.current as keyof V]);
  const canSubmit = spec.requiredFilled(values) && !endBeforeStart(values, current);

  const field = (f: EntryField<V>) => {
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
            <Input {...common} autoComplete={f.autoComplete} />
          ) : (
            <Textarea {...common} rows={f.rows} />
          );
        }}
      </FormField>
    );
    const addon = addons?.[f.name]?.(form, values);
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
      <DateRangeFields
        form={form}
        current={spec.current}
        currentLabel={spec.currentLabel}
        review={review}
      >
        {spec.fields.map(field)}
      </DateRangeFields>

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
