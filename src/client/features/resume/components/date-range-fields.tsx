import type { ReactNode } from 'react';
import { Controller, useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import type { ReviewTarget } from '#shared/cv-import/cv-review-marks.ts';
import { END_BEFORE_START_MESSAGE, isEndBeforeStart } from '#shared/resume/dates.ts';
import { MonthSelect, YearSelect } from './date-fields.tsx';

export interface DateRangeValues {
  startMonth: string;
  startYear: string;
  endMonth: string;
  endYear: string;
}

type DatePart = keyof DateRangeValues;

/**
 * An end date before the start keeps the form from being sent, unless the entry is
 * current (its end date is hidden and dropped then).
 */
export function endBeforeStart(values: DateRangeValues, current: boolean): boolean {
  return !current && isEndBeforeStart(values);
}

/**
 * The date range of an entry: start month and year (required), the 'current' checkbox,
 * and the end month and year, hidden while the entry is current. The end year shows
 * 'End date cannot be before start date.' as soon as the two dates disagree, before the
 * form is sent. `children` are the fields that share the start date's grid, before it.
 */
export function DateRangeFields<V extends DateRangeValues, O>({
  form,
  current: currentName,
  currentLabel,
  review,
  children,
}: {
  form: UseFormReturn<V, unknown, O>;
  /** The boolean field that says the entry is still going on. */
  current: Path<V>;
  currentLabel: string;
  review: (field: string) => ReviewTarget | undefined;
  children?: ReactNode;
}) {
  const { control, register, formState, getFieldState } = form;
  const values = useWatch({ control }) as V;
  const current = Boolean(values[currentName as keyof V]);
  const endError = endBeforeStart(values, current)
    ? END_BEFORE_START_MESSAGE
    : getFieldState('endYear' as Path<V>, formState).error?.message;

  const select = (part: DatePart, label: string, required: boolean, error?: string) => {
    const Select = part.endsWith('Month') ? MonthSelect : YearSelect;
    return (
      <Controller
        control={control}
        name={part as Path<V>}
        render={({ field, fieldState }) => (
          <Select
            label={label}
            review={review(part)}
            required={required}
            value={field.value as string}
            onChange={field.onChange}
            error={required ? fieldState.error?.message : error}
          />
        )}
      />
    );
  };

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {children}
        {select('startMonth', 'Start Month', true)}
        {select('startYear', 'Start Year', true)}
      </div>

      <label className="flex w-fit items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="h-4 w-4 rounded border-slate-300 accent-brand-700"
          {...register(currentName)}
        />
        {currentLabel}
      </label>

      {current ? null : (
        <div className="grid gap-4 sm:grid-cols-2">
          {select('endMonth', 'End Month', false)}
          {select('endYear', 'End Year', false, endError)}
        </div>
      )}
    </>
  );
}
