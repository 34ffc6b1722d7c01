import { Eye, EyeOff, LoaderCircle } from 'lucide-react';
import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';

// The look of components/ui/input.tsx, written out here: importing that module would add a
// chunk of its own to /auth's initial JavaScript, which has no room under its budget.
const FIELD =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:bg-slate-50 disabled:text-slate-500 aria-[invalid=true]:border-red-500';

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

type FormFieldProps = Omit<InputProps, 'id'> & {
  label: ReactNode;
  /** Shown under the field; replaced by the error when there is one. */
  hint?: ReactNode;
  error?: string | undefined;
  /** Something to place at the right end of the label row (e.g. 'Forgot password?'). */
  labelAside?: ReactNode;
};

/** A labelled text or password input with its hint or error wired up for screen readers. */
export function FormField({ label, hint, error, labelAside, className, ...input }: FormFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} aside={labelAside} className={className}>
      {(control) =>
        input.type === 'password' ? (
          <PasswordInput {...control} {...input} />
        ) : (
          <input {...control} className={FIELD} {...input} />
        )
      }
    </Field>
  );
}

/** The e-mail address of the sign-in, sign-up and forgot-password forms. */
export function EmailField(props: Omit<FormFieldProps, 'label' | 'type'>) {
  return (
    <FormField
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
      {...props}
    />
  );
}

/** The account's password as it is now, which the browser may fill in from its saved ones. */
export function CurrentPasswordField(props: Omit<FormFieldProps, 'label' | 'type'>) {
  return <FormField label="Password" type="password" autoComplete="current-password" {...props} />;
}

/** A password input with a show/hide button (fewer typos than a second blind field alone). */
function PasswordInput(props: InputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input {...props} type={visible ? 'text' : 'password'} className={`${FIELD} pr-11`} />
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

/**
 * The /auth page's busy flag, which its forms and steps share: while one request runs,
 * every submit button there waits.
 */
export interface PageBusy {
  busy: boolean;
  setBusy: (busy: boolean) => void;
}

/** The full-width submit button of an auth form: a spinner in place of `icon` while busy. */
export function SubmitButton({
  busy,
  disabled = busy,
  icon = null,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={disabled} aria-busy={busy}>
      {busy ? <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" /> : icon}
      {children}
    </Button>
  );
}
