import { ChevronLeft, ChevronRight } from 'lucide-react';
import { BUILDER_STEPS } from '#shared/resume/builder-steps.ts';
import { Button } from '../../../components/ui/button.tsx';

const LAST = BUILDER_STEPS.length;

/** Previous (disabled on step 1) and Next, which reads 'Complete' and is disabled on the last step. */
export function StepNavigation({
  current,
  onSelect,
}: {
  current: number;
  onSelect: (step: number) => void;
}) {
  const last = current === LAST;
  return (
    <div className="flex items-center justify-between gap-3 border-t border-slate-200 pt-5">
      <Button variant="outline" disabled={current === 1} onClick={() => onSelect(current - 1)}>
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        Previous
      </Button>
      <Button disabled={last} onClick={() => onSelect(current + 1)}>
        {last ? 'Complete' : 'Next'}
        {last ? null : <ChevronRight className="h-4 w-4" aria-hidden="true" />}
      </Button>
    </div>
  );
}
