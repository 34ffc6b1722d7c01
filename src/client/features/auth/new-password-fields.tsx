import type { UseFormReturn } from 'react-hook-form';
import type { NewPassword } from './use-password-form.ts';
import { TextField } from '../../components/ui/text-field.tsx';

/**
 * The new password and its confirmation ('Confirm {label}'), in any form with the two
 * fields of `NewPassword`: sign-up, and those of `usePasswordForm`.
 */
export function NewPasswordFields<Values extends NewPassword>({
  form,
  label = 'New Password',
  hint,
  autoFocus,
}: {
  form: UseFormReturn<Values>;
  label?: string;
  hint?: string;
  autoFocus?: boolean;
}) {
  const pair = form as unknown as UseFormReturn<NewPassword>;
  const { errors } = pair.formState;
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        hint={hint}
        autoFocus={autoFocus}
        error={errors.password?.message}
        {...pair.register('password')}
      />
      <TextField
        label={`Confirm ${label}`}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...pair.register('confirmPassword')}
      />
    </>
  );
}
