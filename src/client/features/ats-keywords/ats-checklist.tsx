import { AlertCircle, CheckCircle2, MinusCircle } from 'lucide-react';
import type { AtsCheckResult } from '#shared/ats-keywords/ats-check.ts';
import { Button } from '../../components/ui/button.tsx';

/** The ATS check list: each rule passes, fails (with its fix and a jump to the field) or does not apply. */
export function AtsChecklist({
  checks,
  onJump,
}: {
  checks: AtsCheckResult[];
  onJump: (field: string) => void;
}) {
  const failing = checks.filter((c) => c.status === 'fail').length;
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-5">
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="text-sm font-semibold text-ink">ATS check</h3>
        <span className="text-xs text-muted">
          {failing === 0 ? 'All checks pass' : `${failing} to fix`}
        </span>
      </div>
      <ul className="flex flex-col divide-y divide-slate-100" aria-label="ATS check">
        {checks.map((check) => (
          <li key={check.id} className="flex items-start gap-3 py-2.5" data-status={check.status}>
            {check.status === 'pass' ? (
              <CheckCircle2
                aria-hidden="true"
                className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600"
              />
            ) : check.status === 'fail' ? (
              <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" />
            ) : (
              <MinusCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" />
            )}
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="text-sm font-medium text-ink">
                {check.title}
                <span className="sr-only">
                  {check.status === 'pass'
                    ? ': passes'
                    : check.status === 'fail'
                      ? ': to fix'
                      : ': not checked'}
                </span>
              </span>
              <span className="text-xs text-muted">{check.fix}</span>
            </div>
            {check.status === 'fail' ? (
              <Button
                variant="ghost"
                size="sm"
                className="h-8 shrink-0 px-2 text-brand-700"
                aria-label={`Fix: ${check.title}`}
                onClick={() => onJump(check.field)}
              >
                Fix
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
