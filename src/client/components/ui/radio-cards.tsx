import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface RadioCardOption<V extends string> {
  value: V;
  label: ReactNode;
  /** A second line under the label. */
  hint?: ReactNode;
  /** Drawn before the label (a swatch, a sample of a font). */
  preview?: ReactNode;
}

/**
 * A labelled group of native radio buttons drawn as cards: one Tab stop, the arrow keys move
 * the choice; each radio is named by its label and described by its hint.
 */
export function RadioCards<V extends string>({
  legend,
  description,
  value,
  onValueChange,
  options,
  className,
  cardClassName,
}: {
  legend: ReactNode;
  description?: ReactNode;
  /** The chosen option; a value no option has leaves every card unchosen. */
  value: V | string;
  onValueChange: (value: V) => void;
  options: readonly RadioCardOption<V>[];
  /** The grid of cards (columns). */
  className?: string;
  cardClassName?: string;
}) {
  const name = useId();
  const descriptionId = `${name}-description`;
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      aria-describedby={description ? descriptionId : undefined}
    >
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      {description ? (
        <p id={descriptionId} className="-mt-1 text-xs text-muted">
          {description}
        </p>
      ) : null}
      <div className={cn('grid gap-2', className)}>
        {options.map((option) => {
          const labelId = `${name}-${option.value}-label`;
          const hintId = `${name}-${option.value}-hint`;
          return (
            <label
              key={option.value}
              className={cn(
                'flex min-w-0 cursor-pointer items-start gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                cardClassName,
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onValueChange(option.value)}
                aria-labelledby={labelId}
                aria-describedby={option.hint ? hintId : undefined}
                className="mt-0.5 accent-brand-700"
              />
              {option.preview}
              <span className="flex min-w-0 flex-col">
                <span id={labelId} className="font-medium break-words">
                  {option.label}
                </span>
                {option.hint ? (
                  <span id={hintId} className="text-xs text-muted">
                    {option.hint}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
