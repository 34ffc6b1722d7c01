import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { TextField, type TextFieldProps } from '../../components/ui/text-field.tsx';

/** The e-mail address of the sign-in, sign-up and forgot-password forms. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
      {...props}
    />
  );
}

/** The account's password as it is now, which the browser may fill in from its saved ones. */
export function CurrentPasswordField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return <TextField label="Password" type="password" autoComplete="current-password" {...props} />;
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
