import { useNavigate } from 'react-router';
import { z } from 'zod';
import { newPasswordSchema, withConfirmedPassword } from '#shared/auth/auth.schema.ts';
import { notify } from '../../lib/notify.ts';
import { apiRequest } from './auth-request.ts';
import { SubmitButton } from './form-field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { usePasswordForm } from './use-password-form.ts';

const resetFormSchema = withConfirmedPassword(
  z.object({ password: newPasswordSchema, confirmPassword: z.string() }),
);

/** Sets a new password with the token from the reset e-mail, then sends the user to sign in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const { form, onSubmit, refuse } = usePasswordForm(resetFormSchema, {
    password: '',
    confirmPassword: '',
  });
  const { isSubmitting } = form.formState;

  const submit = onSubmit(async (values) => {
    const res = await apiRequest('/api/auth/reset-password', {
      body: { newPassword: values.password, token },
    });
    if (res.ok) {
      notify.success(
        'Password changed',
        'Your password has been reset. Sign in with your new password.',
      );
      navigate('/auth', { replace: true });
      return;
    }
    console.error('Password reset failed:', res.code, res.message);
    refuse(res, (refusal) =>
      refusal.code === 'INVALID_TOKEN' || refusal.code === 'TOKEN_EXPIRED'
        ? 'This reset link is invalid or has expired. Request a new one from the sign-in page.'
        : undefined,
    );
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="New password">
      <NewPasswordFields form={form} hint="At least 6 characters." autoFocus />
      <SubmitButton busy={isSubmitting}>Set New Password</SubmitButton>
    </form>
  );
}
