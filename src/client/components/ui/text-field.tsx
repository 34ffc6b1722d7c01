import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { Field } from './field.tsx';
import { Input } from './input.tsx';

export type TextFieldProps = ComponentProps<'input'> & {
  label: ReactNode;
  /** Shown under the field; replaced by the error when there is one. */
  hint?: ReactNode;
  error?: string | undefined;
  /** Something to place at the right end of the label row (e.g. 'Forgot password?'). */
  labelAside?: ReactNode;
};

/**
 * A labelled text or password input of a form on its own page (sign-in, profile, account
 * security), with its hint or error wired up for screen readers. A password gets a show/hide
 * button.
 */
export function TextField({
  id,
  label,
  hint,
  error,
  labelAside,
  className,
  ...input
}: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} aside={labelAside} className={className}>
      {(control) =>
        input.type === 'password' ? (
          <PasswordInput {...control} {...input} />
        ) : (
          <Input {...control} {...input} />
        )
      }
    </Field>
  );
}

/** A password input with a show/hide button (fewer typos than a second blind field alone). */
function PasswordInput(props: ComponentProps<'input'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} className="pr-11" />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-500 hover:text-ink"
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
      >
        {visible ? (
          <EyeOff className="h-4 w-4" aria-hidden="true" />
        ) : (
          <Eye className="h-4 w-4" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}
