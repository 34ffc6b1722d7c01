import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { Input, NativeSelect } from './input.tsx';
import { Label } from './label.tsx';

/** A labelled search box with a magnifier inside it, as the galleries' filters show it. */
export function SearchField({
  id,
  label,
  className,
  ...input
}: Omit<ComponentProps<'input'>, 'type'> & { id: string; label: string }) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <Input id={id} type="search" autoComplete="off" className="pl-9" {...input} />
      </div>
    </div>
  );
}

/** A labelled select whose options are their own text; it hands on only a value it offers. */
export function SelectField<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
  className,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(e) => {
          const chosen = options.find((option) => option === e.target.value);
          if (chosen !== undefined) onChange(chosen);
        }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
