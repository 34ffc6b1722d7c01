import { cn } from '../../lib/cn.ts';

/** A soft blurred patch of colour behind a section's content: decoration only. */
export function Glow({ className }: { className: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('pointer-events-none absolute rounded-full blur-3xl', className)}
    />
  );
}
