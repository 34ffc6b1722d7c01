import { useState } from 'react';
import {
  DEFAULT_SAMPLE_FILTERS,
  filterSamples,
  showingText,
  type SampleFilters,
} from '#shared/samples/filter-samples.ts';
import { SAMPLE_RESUMES } from '#shared/samples/samples.ts';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { SampleCard } from '../../features/samples/sample-card.tsx';
import { SAMPLE_SEARCH_ID, SampleFiltersBar } from '../../features/samples/sample-filters-bar.tsx';
import { SamplesEmptyState } from '../../features/samples/samples-empty-state.tsx';

/** /samples: the 8 sample resumes with search, industry and level filters. */
export default function SamplesPage() {
  const [filters, setFilters] = useState<SampleFilters>(DEFAULT_SAMPLE_FILTERS);
  const matches = filterSamples(SAMPLE_RESUMES, filters);

  function clearFilters() {
    setFilters(DEFAULT_SAMPLE_FILTERS);
    // The Clear Filters button disappears with the empty state; keep keyboard focus in the form.
    document.getElementById(SAMPLE_SEARCH_ID)?.focus();
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
      <PageHeader
        className="max-w-2xl"
        overline="Sample resumes"
        title="Learn from resumes that work"
      >
        Eight complete example resumes for different industries and career stages. See how strong
        summaries, measurable achievements and clear skills sections come together.
      </PageHeader>

      <div className="mt-10">
        <SampleFiltersBar filters={filters} onChange={setFilters} />
      </div>

      <p role="status" className="mt-6 text-sm font-medium text-muted">
        {showingText(matches.length)}
      </p>

      <div className="mt-4">
        {matches.length > 0 ? (
          <ul
            aria-label="Sample resumes"
            className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3"
          >
            {matches.map((sample) => (
              <li key={sample.id}>
                <SampleCard sample={sample} />
              </li>
            ))}
          </ul>
        ) : (
          <SamplesEmptyState onClear={clearFilters} />
        )}
      </div>
    </div>
  );
}
