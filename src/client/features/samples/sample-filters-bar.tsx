import { Search } from 'lucide-react';
import {
  SAMPLE_INDUSTRY_FILTERS,
  SAMPLE_LEVEL_FILTERS,
  isSampleIndustryFilter,
  isSampleLevelFilter,
  type SampleFilters,
} from '#shared/samples/filter-samples.ts';
import { Input, NativeSelect } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';

export const SAMPLE_SEARCH_ID = 'sample-search';

/** Search box plus the industry and experience-level filters of the samples page. */
export function SampleFiltersBar({
  filters,
  onChange,
}: {
  filters: SampleFilters;
  onChange: (next: SampleFilters) => void;
}) {
  return (
    <search
      aria-label="Filter sample resumes"
      className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={SAMPLE_SEARCH_ID}>Search samples</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <Input
            id={SAMPLE_SEARCH_ID}
            type="search"
            autoComplete="off"
            placeholder="Job title or description…"
            className="pl-9"
            value={filters.search}
            onChange={(e) => onChange({ ...filters, search: e.target.value })}
          />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="sample-industry">Industry</Label>
        <NativeSelect
          id="sample-industry"
          value={filters.industry}
          onChange={(e) => {
            const industry = e.target.value;
            if (isSampleIndustryFilter(industry)) onChange({ ...filters, industry });
          }}
        >
          {SAMPLE_INDUSTRY_FILTERS.map((industry) => (
            <option key={industry} value={industry}>
              {industry}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="sample-level">Experience level</Label>
        <NativeSelect
          id="sample-level"
          value={filters.level}
          onChange={(e) => {
            const level = e.target.value;
            if (isSampleLevelFilter(level)) onChange({ ...filters, level });
          }}
        >
          {SAMPLE_LEVEL_FILTERS.map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </NativeSelect>
      </div>
    </search>
  );
}
