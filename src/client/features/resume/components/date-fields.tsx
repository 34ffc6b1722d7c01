import { createContext, useContext, useMemo } from 'react';
import { MONTHS, yearOptions } from '#shared/resume/dates.ts';
import type { ReviewTarget } from '#shared/cv-import/cv-review-marks.ts';
import { NativeSelect } from '../../../components/ui/input.tsx';
import { FormField } from './form-field.tsx';

interface DateSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string | undefined;
  review?: ReviewTarget | undefined;
}

const MONTH_OPTIONS = MONTHS.map((m) => ({ value: m.value, text: m.name }));

/** A labelled picker of one part of a date, with an empty first choice named `placeholder`. */
function DatePartSelect({
  label,
  value,
  onChange,
  required = false,
  error,
  review,
  placeholder,
  options,
}: DateSelectProps & {
  placeholder: string;
  options: readonly { value: string; text: string }[];
}) {
  return (
    <FormField label={label} required={required} error={error} review={review}>
      {(props) => (
        <NativeSelect {...props} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.text}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

/** Months by their full names. */
export function MonthSelect(props: DateSelectProps) {
  return <DatePartSelect {...props} placeholder="Month" options={MONTH_OPTIONS} />;
}

/** Today, for the year pickers; tests put a fixed day in its place. */
export const TodayContext = createContext<() => Date>(() => new Date());

/**
 * Years from this year back 50 years, after `yearsAhead` future years (education and
 * projects reach ahead for an expected end).
 */
export function YearSelect({
  yearsAhead = 0,
  ...props
}: DateSelectProps & { yearsAhead?: number }) {
  const { value } = props;
  const today = useContext(TodayContext);
  const years = useMemo(() => {
    const list = yearOptions(today(), yearsAhead);
    // A stored year older than the picker's range (an imported CV) stays selectable.
    const all = value && !list.includes(value) ? [...list, value] : list;
    return all.map((y) => ({ value: y, text: y }));
  }, [value, today, yearsAhead]);
  return <DatePartSelect {...props} placeholder="Year" options={years} />;
}
