import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';

/** One block of the Account security section on /profile. */
export function SecurityCard({
  icon: Icon,
  title,
  description,
  aside,
  badge,
  tone = 'default',
  children,
}: {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  description: ReactNode;
  aside?: ReactNode;
  /** Shown beside the title (e.g. On / Off). */
  badge?: ReactNode;
  tone?: 'default' | 'danger';
  children?: ReactNode;
}) {
  const headingId = `security-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      className={cn('p-6 sm:p-8', tone === 'danger' && 'border-red-200')}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex gap-4">
          <span
            className={cn(
              'flex h-10 w-10 shrink-0 items-center justify-center rounded-full',
              tone === 'danger' ? 'bg-red-50 text-red-700' : 'bg-brand-50 text-brand-700',
            )}
          >
            <Icon className="h-5 w-5" aria-hidden="true" />
          </span>
          <div>
            <div className="flex flex-wrap items-center gap-2">
              <h3 id={headingId} className="text-base font-semibold text-ink">
                {title}
              </h3>
              {badge}
            </div>
            <div className="mt-1 text-sm text-muted">{description}</div>
          </div>
        </div>
        {aside ? <div className="shrink-0 sm:pl-4">{aside}</div> : null}
      </div>
      {children ? <div className="mt-6">{children}</div> : null}
    </Card>
  );
}
