import {
  SAMPLE_INDUSTRY_FILTERS,
  SAMPLE_LEVEL_FILTERS,
  type SampleFilters,
} from '#shared/samples/filter-samples.ts';
import { SearchField, SelectField } from '../../components/ui/filter-fields.tsx';

export const SAMPLE_SEARCH_ID = 'sample-search';

/** Search box plus the industry and experience-level filters of the samples page. */
export function SampleFiltersBar({
  filters,
  onChange,
}: {
  filters: SampleFilters;
  onChange: (next: SampleFilters) => void;
}) {
  const select = <K extends 'industry' | 'level'>(
    key: K,
    label: string,
    options: readonly SampleFilters[K][],
  ) => (
    <SelectField
      id={`sample-${key}`}
      label={label}
      value={filters[key]}
      options={options}
      onChange={(value) => onChange({ ...filters, [key]: value })}
    />
  );
  return (
    <search
      aria-label="Filter sample resumes"
      className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
    >
      <SearchField
        id={SAMPLE_SEARCH_ID}
        label="Search samples"
        placeholder="Job title or description…"
        value={filters.search}
        onChange={(e) => onChange({ ...filters, search: e.target.value })}
      />
      {select('industry', 'Industry', SAMPLE_INDUSTRY_FILTERS)}
      {select('level', 'Experience level', SAMPLE_LEVEL_FILTERS)}
    </search>
  );
}
