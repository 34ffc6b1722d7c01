import { useState, type ReactNode } from 'react';
import {
  Controller,
  useWatch,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
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

/** How a form asks for an entry's dates. */
export interface DatesSpec<V> {
  /** The boolean field that says the entry is still going on, and its checkbox's label. */
  current: Path<V>;
  currentLabel: string;
  /** Dates are optional for kinds of entries rarely dated to the month (projects). */
  startOptional?: boolean;
  /** Future years the year pickers offer (an expected graduation). */
  yearsAhead?: number;
  /**
   * While the entry is current, its end date gives way to a year picker of this label (the
   * expected end) instead of going away.
   */
  expectedEnd?: string;
}

/**
 * An end date before the start keeps the form from being sent, unless the entry is
 * current (its end date is hidden and dropped then), but for an expected end year.
 */
export function endBeforeStart(
  values: DateRangeValues,
  current: boolean,
  expectedEnd = false,
): boolean {
  if (current) return expectedEnd && isEndBeforeStart({ ...values, endMonth: '' });
  return isEndBeforeStart(values);
}

/**
 * The date range of an entry: start month and year (required unless `startOptional`), the
 * 'current' checkbox, and the end month and year, hidden while the entry is current (or
 * replaced by the expected end year). The end year shows
 * 'End date cannot be before start date.' as soon as the two dates disagree, before the
 * form is sent. `children` are the fields that share the start date's grid, before it.
 */
export function DateRangeFields<V extends DateRangeValues, O>({
  form,
  dates,
  review,
  children,
}: {
  form: UseFormReturn<V, unknown, O>;
  dates: DatesSpec<V>;
  review: (field: string) => ReviewTarget | undefined;
  children?: ReactNode;
}) {
  const { control, register, setValue, getValues, formState, getFieldState } = form;
  const values = useWatch({ control }) as V;
  const current = Boolean(values[dates.current as keyof V]);
  const required = !dates.startOptional;
  const endError = endBeforeStart(values, current, dates.expectedEnd !== undefined)
    ? END_BEFORE_START_MESSAGE
    : getFieldState('endYear' as Path<V>, formState).error?.message;

  // The expected end year starts empty (an end date chosen before is not a plan); the end
  // date comes back if the entry is made past again before an expected year is chosen.
  const setEnd = (month: string, year: string) => {
    setValue('endMonth' as Path<V>, month as PathValue<V, Path<V>>);
    setValue('endYear' as Path<V>, year as PathValue<V, Path<V>>);
  };
  const [stashedEnd, setStashedEnd] = useState<{ month: string; year: string } | null>(null);
  const swapEndForExpected = (nowCurrent: boolean) => {
    if (nowCurrent) {
      setStashedEnd({ month: values.endMonth, year: values.endYear });
      setEnd('', '');
    } else if (stashedEnd && !getValues('endYear' as Path<V>)) {
      setEnd(stashedEnd.month, stashedEnd.year);
    }
  };

  const select = (part: DatePart, label: string, error?: string) => {
    const month = part.endsWith('Month');
    return (
      <Controller
        control={control}
        name={part as Path<V>}
        render={({ field, fieldState }) => {
          const start = part.startsWith('start');
          const common = {
            label,
            review: review(part),
            required: required && start,
            value: field.value as string,
            onChange: field.onChange,
            error: start ? fieldState.error?.message : error,
          };
          return month ? (
            <MonthSelect {...common} />
          ) : (
            <YearSelect {...common} yearsAhead={dates.yearsAhead} />
          );
        }}
      />
    );
  };

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {children}
        {select('startMonth', 'Start Month')}
        {select('startYear', 'Start Year')}
      </div>

      <label className="flex w-fit items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="h-4 w-4 rounded border-slate-300 accent-brand-700"
          {...register(dates.current, {
            onChange: (event: { target: { checked: boolean } }) => {
              if (dates.expectedEnd !== undefined) swapEndForExpected(event.target.checked);
            },
          })}
        />
        {dates.currentLabel}
      </label>

      {!current ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {select('endMonth', 'End Month')}
          {select('endYear', 'End Year', endError)}
        </div>
      ) : dates.expectedEnd !== undefined ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {select('endYear', dates.expectedEnd, endError)}
        </div>
      ) : null}
    </>
  );
}
