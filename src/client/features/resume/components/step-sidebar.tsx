import { Check } from 'lucide-react';
import { BUILDER_STEPS, type BuilderStepId } from '#shared/resume/builder-steps.ts';
import { cn } from '../../../lib/cn.ts';

/** A button of the builder's sidebar: the one shown now is filled. */
export function sidebarButtonClass(active: boolean): string {
  return cn(
    'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium transition-colors',
    active
      ? 'bg-brand-700 text-white shadow-sm'
      : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50',
  );
}

/**
 * The four steps. Any step can be clicked; a completed step shows a
 * check mark (what completes a step: src/shared/resume/builder-steps.ts). `current` is 0
 * while none of them is shown (an optional section is open).
 */
export function StepSidebar({
  current,
  completed,
  onSelect,
}: {
  current: number;
  completed: Record<BuilderStepId, boolean>;
  onSelect: (step: number) => void;
}) {
  return (
    <nav aria-label="Resume steps">
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-1 xl:grid-cols-2 2xl:grid-cols-4">
        {BUILDER_STEPS.map((step) => {
          const active = step.number === current;
          const done = completed[step.id];
          return (
            <li key={step.id}>
              <button
                type="button"
                aria-current={active ? 'step' : undefined}
                onClick={() => onSelect(step.number)}
                className={sidebarButtonClass(active)}
              >
                <span
                  className={cn(
                    'flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                    done
                      ? active
                        ? 'bg-white text-brand-700'
                        : 'bg-emerald-600 text-white'
                      : active
                        ? 'bg-brand-600 text-white ring-1 ring-white/60'
                        : 'bg-slate-100 text-slate-600',
                  )}
                >
                  {done ? (
                    <Check className="h-3.5 w-3.5" aria-hidden="true" data-testid="step-check" />
                  ) : (
                    step.number
                  )}
                </span>
                <span className="min-w-0 truncate">{step.label}</span>
                {done ? <span className="sr-only">(completed)</span> : null}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
