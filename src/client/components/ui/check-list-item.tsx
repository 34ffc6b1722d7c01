import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export type CheckStatus = 'pass' | 'fail' | 'not-applicable';

/** One list's way of showing each status: the icon, its colour, and the words read after the title. */
export type CheckStatusLook = Record<
  CheckStatus,
  { icon: LucideIcon; className: string; label: string }
>;

const VARIANTS = {
  // Rows ruled apart, the fix in small print (the builder's ATS check).
  ruled: { row: 'gap-3 py-2.5', title: 'text-sm text-ink', fix: 'text-xs text-muted' },
  // Rows close together in the list's own text size (the letter checks).
  plain: { row: 'gap-2 text-sm', title: '', fix: 'text-muted' },
} as const;

/**
 * One row of a check list: the status as an icon and, for screen readers, in words after
 * the title; the one-line fix under it; and, when the check fails, `action` (the way to the
 * field) at the end. `data-status` names the status for tests and styles.
 */
export function CheckListItem({
  check,
  look,
  action,
  variant = 'ruled',
}: {
  check: { title: string; fix: string; status: CheckStatus };
  look: CheckStatusLook;
  action?: ReactNode;
  variant?: keyof typeof VARIANTS;
}) {
  const { icon: Icon, className, label } = look[check.status];
  const styles = VARIANTS[variant];
  return (
    <li className={cn('flex items-start', styles.row)} data-status={check.status}>
      <Icon aria-hidden="true" className={cn('mt-0.5 h-4 w-4 shrink-0', className)} />
      <div className="flex min-w-0 flex-1 flex-col">
        <p className={cn('font-medium', styles.title)}>
          {check.title}
          <span className="sr-only">: {label}</span>
        </p>
        <p className={styles.fix}>{check.fix}</p>
      </div>
      {check.status === 'fail' ? action : null}
    </li>
  );
}
