import { AlertCircle, CheckCircle2, MinusCircle } from 'lucide-react';
import type { AtsCheckResult } from '#shared/ats-keywords/ats-check.ts';
import { Button } from '../../components/ui/button.tsx';
import { CheckListItem, type CheckStatusLook } from '../../components/ui/check-list-item.tsx';

const ATS_LOOK: CheckStatusLook = {
  pass: { icon: CheckCircle2, className: 'text-emerald-600', label: 'passes' },
  fail: { icon: AlertCircle, className: 'text-amber-600', label: 'to fix' },
  'not-applicable': { icon: MinusCircle, className: 'text-slate-400', label: 'not checked' },
};

/**
 * The ATS check list: each rule passes, fails (with its fix and a jump to the field, when a
 * control of the builder edits it) or does not apply.
 */
export function AtsChecklist({
  checks,
  onJump,
  canJump,
}: {
  checks: AtsCheckResult[];
  onJump: (field: string) => void;
  /** Whether a jump to `field` lands on a control; a Fix button that did nothing misleads. */
  canJump: (field: string) => boolean;
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
          <CheckListItem
            key={check.id}
            check={check}
            look={ATS_LOOK}
            action={
              canJump(check.field) ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="h-8 shrink-0 px-2 text-brand-700"
                  aria-label={`Fix: ${check.title}`}
                  onClick={() => onJump(check.field)}
                >
                  Fix
                </Button>
              ) : null
            }
          />
        ))}
      </ul>
    </div>
  );
}
