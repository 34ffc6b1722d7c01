import { ArrowLeft, MailCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { emailSchema } from '#shared/auth/auth.schema.ts';
import { AuthForm } from './auth-form.tsx';
import { apiRequest } from './auth-request.ts';
import { FormAlert, TooManyAttempts } from './form-alert.tsx';
import { reportMailRefusal } from './mail-refusal.ts';
import { EmailField, SubmitButton, type PageBusy } from './form-field.tsx';
import { useCountdown } from './use-countdown.ts';

/** 'Forgot password?' on the Sign In tab: asks the server to e-mail a reset link. */
export function ForgotPassword({
  initialEmail,
  busy,
  setBusy,
  onBack,
}: PageBusy & {
  initialEmail: string;
  onBack: () => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const limit = useCountdown();
  const inputRef = useRef<HTMLInputElement>(null);

  async function submit() {
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      inputRef.current?.focus();
      return;
    }
    const value = parsed.data;
    setError(undefined);
    setBusy(true);
    try {
      const res = await apiRequest('/api/auth/request-password-reset', {
        body: { email: value, redirectTo: '/reset-password' },
      });
      if (res.ok) {
        setSentTo(value);
        return;
      }
      reportMailRefusal(res, limit, 'Password reset request');
    } finally {
      setBusy(false);
    }
  }

  const back = (
    <button
      type="button"
      onClick={onBack}
      className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      Back to sign in
    </button>
  );

  if (sentTo) {
    return (
      <div className="space-y-5">
        <FormAlert tone="success" title="Check your inbox">
          If an account exists for <strong>{sentTo}</strong>, we have sent it a link to reset your
          password. The link works once and expires after an hour.
        </FormAlert>
        {back}
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-base font-semibold text-ink">Reset your password</h2>
        <p className="mt-1 text-sm text-muted">
          Enter the e-mail address of your account and we will send you a link to choose a new
          password.
        </p>
      </div>
      <TooManyAttempts secondsLeft={limit.secondsLeft} />
      <AuthForm label="Reset password" onSubmit={submit}>
        <EmailField
          ref={inputRef}
          autoFocus
          value={email}
          error={error}
          onChange={(e) => setEmail(e.target.value)}
        />
        <SubmitButton
          busy={busy}
          disabled={busy || limit.secondsLeft > 0}
          icon={<MailCheck className="h-5 w-5" aria-hidden="true" />}
        >
          Send reset link
        </SubmitButton>
      </AuthForm>
      {back}
    </div>
  );
}
