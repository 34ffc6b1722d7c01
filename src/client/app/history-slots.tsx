import { ChevronDown, Loader2 } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Card } from '../components/ui/card.tsx';
import type { LetterHistorySlotProps } from '../features/cover-letter/components/letter-slots.ts';
import type { HistorySlotProps } from '../features/resume/components/builder-slots.ts';
import { HistorySignInHint } from '../features/versions/history-sign-in-hint.tsx';

/**
 * The History panel in the two editors, composed here as features do not import each
 * other. The panel and its previews (history-views.tsx) load when History opens: most
 * visits to an editor never open it.
 */
const ResumeHistoryPanel = lazy(() =>
  import('./history-views.tsx').then((m) => ({ default: m.ResumeHistoryPanel })),
);
const LetterHistoryPanel = lazy(() =>
  import('./history-views.tsx').then((m) => ({ default: m.LetterHistoryPanel })),
);

function Loading() {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted">
      <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
      Loading the history…
    </p>
  );
}

/** The builder's History panel ('More sections' → History). */
export function ResumeHistory({ signedIn, ...props }: HistorySlotProps) {
  if (!signedIn) return <HistorySignInHint noun="resume" />;
  // No boundary of its own: the builder's panel view waits for it, then puts focus on its
  // heading, as for the other panels.
  return <ResumeHistoryPanel {...props} />;
}

/** The letter editor's History, under the letter's fields: opened on demand. */
export function LetterHistory(props: LetterHistorySlotProps) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <Card className="p-4 sm:p-5">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between gap-2 rounded-md text-left text-base font-semibold focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
      >
        Letter history
        <ChevronDown
          className={
            open ? 'h-4 w-4 rotate-180 transition-transform' : 'h-4 w-4 transition-transform'
          }
          aria-hidden="true"
        />
      </button>
      <div id={regionId} hidden={!open} className="mt-4">
        {open ? (
          <Suspense fallback={<Loading />}>
            <LetterHistoryPanel {...props} />
          </Suspense>
        ) : null}
      </div>
    </Card>
  );
}
