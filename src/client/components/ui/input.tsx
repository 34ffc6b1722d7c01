import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

const FIELD =
  'w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:bg-slate-50 disabled:text-slate-500 aria-[invalid=true]:border-red-500';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(FIELD, 'h-10', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(FIELD, 'min-h-28 py-2 leading-relaxed', className)} {...props} />;
}

/** A native select: accessible and small. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(FIELD, 'h-10 pr-8', className)} {...props} />;
}
