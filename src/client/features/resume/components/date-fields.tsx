import { useMemo } from 'react';
import { MONTHS, yearOptions } from '#shared/resume/dates.ts';
import type { ReviewTarget } from '#shared/cv-import/cv-review-marks.ts';
import { NativeSelect } from '../../../components/ui/input.tsx';
import { FormField } from './form-field.tsx';

/**
 * Month and year pickers: months by their full names, years from this
 * year back 50 years.
 */
export function MonthSelect({
  label,
  value,
  onChange,
  required = false,
  error,
  review,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string | undefined;
  review?: ReviewTarget | undefined;
}) {
  return (
    <FormField label={label} required={required} error={error} review={review}>
      {(props) => (
        <NativeSelect {...props} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">Month</option>
          {MONTHS.map((m) => (
            <option key={m.value} value={m.value}>
              {m.name}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

export function YearSelect({
  label,
  value,
  onChange,
  required = false,
  error,
  review,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string | undefined;
  review?: ReviewTarget | undefined;
}) {
  const years = useMemo(() => {
    const list = yearOptions();
    // A stored year older than the picker's range (an imported CV) stays selectable.
    return value && !list.includes(value) ? [...list, value] : list;
  }, [value]);
  return (
    <FormField label={label} required={required} error={error} review={review}>
      {(props) => (
        <NativeSelect {...props} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">Year</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
