import { CurrentPasswordField } from '../form-field.tsx';
import { StepActions } from './step-actions.tsx';
import { useOneFieldForm } from './use-one-field-form.ts';

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
  const { field, busy, submit } = useOneFieldForm(
    (password) => (password ? null : 'Enter your password.'),
    onSubmit,
  );

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="space-y-4 rounded-lg bg-slate-50 p-4"
      aria-label={label}
    >
      <p className="text-sm font-medium text-ink">{label}</p>
      <CurrentPasswordField {...field} autoFocus className="max-w-sm" />
      <StepActions busy={busy} submitLabel={submitLabel} danger={danger} onCancel={onCancel} />
    </form>
  );
}
