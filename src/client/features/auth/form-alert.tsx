import { AlertTriangle, CheckCircle2, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { tooManyAttemptsText } from './auth-request.ts';

const TONES = {
  info: { box: 'border-brand-200 bg-brand-50 text-brand-900', Icon: Info },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', Icon: AlertTriangle },
  error: { box: 'border-red-200 bg-red-50 text-red-900', Icon: AlertTriangle },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-900', Icon: CheckCircle2 },
} as const;

/** A message that stays on the page (notices disappear; these explain what to do next). */
export function FormAlert({
  tone = 'info',
  title,
  children,
  className,
  id,
}: {
  tone?: keyof typeof TONES;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** For `aria-describedby` on the form the message is about. */
  id?: string;
}) {
  const { box, Icon } = TONES[tone];
  return (
    <div
      id={id}
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-lg border p-3 text-sm', box, className)}
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="leading-relaxed">{children}</div> : null}
      </div>
    </div>
  );
}

/** While a form waits out the server's rate limit: how long is left. */
export function TooManyAttempts({ secondsLeft }: { secondsLeft: number }) {
  return secondsLeft > 0 ? (
    <FormAlert tone="warning" title="Too many attempts">
      {tooManyAttemptsText(secondsLeft)}
    </FormAlert>
  ) : null;
}
