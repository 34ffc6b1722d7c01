import type { ReactNode } from 'react';

export function StepHeading({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div>
      <h2 id={id} className="text-xl font-semibold tracking-tight text-ink" tabIndex={-1}>
        {title}
      </h2>
      {children ? <p className="mt-1 text-sm text-muted">{children}</p> : null}
    </div>
  );
}
