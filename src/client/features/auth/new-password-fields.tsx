import type { UseFormReturn } from 'react-hook-form';
import { FormField } from './form-field.tsx';
import type { NewPassword } from './use-password-form.ts';

/** The new password and its confirmation, in a form of `usePasswordForm`. */
export function NewPasswordFields<Values extends NewPassword>({
  form,
  hint,
  autoFocus,
}: {
  form: UseFormReturn<Values>;
  hint?: string;
  autoFocus?: boolean;
}) {
  const pair = form as unknown as UseFormReturn<NewPassword>;
  const { errors } = pair.formState;
  return (
    <>
      <FormField
        label="New Password"
        type="password"
        autoComplete="new-password"
        hint={hint}
        autoFocus={autoFocus}
        error={errors.password?.message}
        {...pair.register('password')}
      />
      <FormField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...pair.register('confirmPassword')}
      />
    </>
  );
}
