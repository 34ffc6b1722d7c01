import type { ComponentType, ReactNode, SVGProps } from 'react';

/**
 * One row of a list on the Account security cards (a passkey, a signed-in device): an icon,
 * a name with an optional badge beside it, a line of detail under it, and the row's buttons
 * on the right (under it on narrow screens). The list item around it is the caller's.
 */
export function SecurityListRow({
  icon: Icon,
  title,
  badge,
  detail,
  actions,
}: {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  badge?: ReactNode;
  detail: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <Icon className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />
        <div className="min-w-0">
          <p className="flex min-w-0 flex-wrap items-center gap-2 text-sm font-medium text-ink">
            <span className="min-w-0 truncate">{title}</span>
            {badge}
          </p>
          <p className="mt-0.5 text-sm text-muted">{detail}</p>
        </div>
      </div>
      {actions ? <div className="flex gap-2 self-start sm:self-center">{actions}</div> : null}
    </div>
  );
}
