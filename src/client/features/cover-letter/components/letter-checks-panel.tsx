import { CheckCircle2, CircleMinus, XCircle } from 'lucide-react';
import type { LetterCheckResult } from '#shared/cover-letter/letter-checks.ts';
import { Card } from '../../../components/ui/card.tsx';
import { focusField } from './letter-field.tsx';

const STATUS = {
  pass: { icon: CheckCircle2, className: 'text-emerald-700', label: 'Passed' },
  fail: { icon: XCircle, className: 'text-red-700', label: 'To fix' },
  'not-applicable': { icon: CircleMinus, className: 'text-slate-500', label: 'Not applicable' },
} as const;

/** The letter checks: each with its status in words, what to do and a jump to the field. */
export function LetterChecksPanel({ checks }: { checks: LetterCheckResult[] }) {
  const failing = checks.filter((c) => c.status === 'fail').length;
  return (
    <Card className="p-4" data-testid="letter-checks">
      <section aria-labelledby="letter-checks-heading" className="flex flex-col gap-3">
        <div>
          <h2 id="letter-checks-heading" className="text-base font-semibold">
            Letter checks
          </h2>
          <p className="text-sm text-muted" role="status">
            {failing === 0 ? 'All checks pass.' : `${failing} of ${checks.length} to fix.`}
          </p>
        </div>
        <ul className="flex flex-col gap-2">
          {checks.map((check) => {
            const status = STATUS[check.status];
            const Icon = status.icon;
            return (
              <li
                key={check.id}
                className="flex items-start gap-2 text-sm"
                data-status={check.status}
              >
                <Icon
                  className={`mt-0.5 h-4 w-4 shrink-0 ${status.className}`}
                  aria-hidden="true"
                />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    {check.title}
                    <span className="sr-only">: {status.label}</span>
                  </p>
                  <p className="text-muted">{check.fix}</p>
                </div>
                {check.status === 'fail' ? (
                  <button
                    type="button"
                    className="shrink-0 rounded px-1 text-xs font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                    onClick={() => focusField(check.field)}
                  >
                    Go to field<span className="sr-only">: {check.title}</span>
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
    </Card>
  );
}
