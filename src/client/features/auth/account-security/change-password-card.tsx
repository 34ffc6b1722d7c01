import { KeyRound, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { newPasswordSchema, withConfirmedPassword } from '#shared/auth/auth.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { notify } from '../../../lib/notify.ts';
import { apiRequest, tooManyAttemptsText } from '../auth-request.ts';
import { FormAlert } from '../form-alert.tsx';
import { NewPasswordFields } from '../new-password-fields.tsx';
import { usePasswordForm } from '../use-password-form.ts';
import { SecurityCard } from './security-card.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

const changePasswordSchema = withConfirmedPassword(
  z.object({
    currentPassword: z.string().min(1, { error: 'Enter your current password.' }),
    password: newPasswordSchema,
    confirmPassword: z.string(),
  }),
);

const WRONG_PASSWORD = 'Your current password is not correct.';

/**
 * Change password; every other session of the account is signed out (the server revokes
 * them). Accounts created with Google have no password yet: they get a link to set one.
 */
export function ChangePasswordCard({
  hasPassword,
  email,
  onChanged,
}: {
  hasPassword: boolean;
  email: string;
  onChanged: () => void;
}) {
  return (
    <SecurityCard
      icon={KeyRound}
      title="Password"
      description={
        hasPassword
          ? 'Changing your password signs out every other device.'
          : 'You sign in with an external account, so this account has no password yet.'
      }
    >
      {hasPassword ? (
        <ChangePasswordForm onChanged={onChanged} />
      ) : (
        <SetPasswordLink email={email} />
      )}
    </SecurityCard>
  );
}

function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const { form, onSubmit, refuse } = usePasswordForm(changePasswordSchema, {
    currentPassword: '',
    password: '',
    confirmPassword: '',
  });
  const { errors, isSubmitting } = form.formState;

  const submit = onSubmit(async (values) => {
    const res = await apiRequest('/api/auth/change-password', {
      body: {
        currentPassword: values.currentPassword,
        newPassword: values.password,
        revokeOtherSessions: true,
      },
    });
    if (res.ok) {
      form.reset();
      notify.success(
        'Password changed',
        'Your password was changed and your other devices were signed out.',
      );
      onChanged();
      return;
    }
    console.error('Password change failed:', res.code, res.message);
    refuse(res, (refusal) => {
      if (refusal.code !== 'INVALID_PASSWORD') return undefined;
      form.setError('currentPassword', { message: WRONG_PASSWORD }, { shouldFocus: true });
      return WRONG_PASSWORD;
    });
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Change password">
      <TextField
        label="Current Password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NewPasswordFields form={form} />
      </div>
      <Button type="submit" variant="outline" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
        Change Password
      </Button>
    </form>
  );
}

function SetPasswordLink({ email }: { email: string }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  async function send() {
    setState('sending');
    const res = await apiRequest('/api/auth/request-password-reset', {
      body: { email, redirectTo: '/reset-password' },
    });
    if (res.ok) {
      setState('sent');
      return;
    }
    console.error('Password link request failed:', res.code, res.message);
    notify.error(
      'Error',
      res.status === 429 ? tooManyAttemptsText(res.retryAfter ?? 60) : res.message,
    );
    setState('idle');
  }
  if (state === 'sent') {
    return (
      <FormAlert tone="success" title="Check your inbox">
        We sent a link to <strong>{email}</strong>. Open it to choose a password.
      </FormAlert>
    );
  }
  return (
    <Button variant="outline" disabled={state === 'sending'} onClick={() => void send()}>
      {state === 'sending' ? (
        <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
      ) : null}
      E-mail me a link to set a password
    </Button>
  );
}
