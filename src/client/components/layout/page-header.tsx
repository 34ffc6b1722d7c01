import type { ReactNode } from 'react';

const INTRO = 'mt-4 text-base leading-relaxed text-muted sm:text-lg';

/** A content page's heading: a small overline, the page's h1 and a paragraph of introduction. */
export function PageHeader({
  overline,
  title,
  className,
  introClassName = INTRO,
  children,
}: {
  overline: string;
  title: string;
  className: string;
  introClassName?: string;
  /** The introduction. */
  children: ReactNode;
}) {
  return (
    <header className={className}>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{overline}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
      <p className={introClassName}>{children}</p>
    </header>
  );
}
