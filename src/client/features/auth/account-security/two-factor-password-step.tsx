import { useState, type FormEvent } from 'react';
import { notify } from '../../../lib/notify.ts';
import { FormField } from '../form-field.tsx';
import { useTextField } from '../use-text-field.ts';
import { StepActions } from './step-actions.tsx';

/** Asks for the account password; `onSubmit` answers an error text or null. */
export function PasswordStep({
  label,
  submitLabel,
  danger,
  onCancel,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  danger?: boolean;
  onCancel: () => void;
  onSubmit: (password: string) => Promise<string | null>;
}) {
  const { value: password, setError, field } = useTextField();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError('Enter your password.');
      return;
    }
    setBusy(true);
    try {
      const failure = await onSubmit(password);
      if (failure) {
        setError(failure);
        notify.error('Error', failure);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="space-y-4 rounded-lg bg-slate-50 p-4"
      aria-label={label}
    >
      <p className="text-sm font-medium text-ink">{label}</p>
      <FormField
        {...field}
        label="Password"
        type="password"
        autoComplete="current-password"
        autoFocus
        className="max-w-sm"
      />
      <StepActions busy={busy} submitLabel={submitLabel} danger={danger} onCancel={onCancel} />
    </form>
  );
}
