import { SearchX } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

/** Shown when no sample matches; Clear Filters resets the search and both filters. */
export function SamplesEmptyState({ onClear }: { onClear: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <SearchX className="h-6 w-6" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-ink">No sample resumes found</h2>
      <p className="mt-1 max-w-md text-sm text-muted">
        No sample matches your search and filters. Try other words, or clear the filters to see all
        samples.
      </p>
      <Button variant="outline" className="mt-6" onClick={onClear}>
        Clear Filters
      </Button>
    </div>
  );
}
