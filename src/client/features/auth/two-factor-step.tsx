import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { notify } from '../../lib/notify.ts';
import { AuthForm } from './auth-form.tsx';
import { apiRequest, tooManyAttemptsText } from './auth-request.ts';
import { TooManyAttempts } from './form-alert.tsx';
import { SubmitButton, type PageBusy } from './form-field.tsx';
import { useCountdown } from './use-countdown.ts';
import { useOneTimeCode } from './use-one-time-code.ts';
import { TextField } from '../../components/ui/text-field.tsx';

/**
 * Second sign-in step when two-factor authentication is on: the 6-digit code from the
 * authenticator app, or one of the backup codes. The password step left a short-lived
 * two-factor cookie that these endpoints read.
 */
export function TwoFactorStep({
  busy,
  setBusy,
  onSuccess,
  onRestart,
}: PageBusy & {
  onSuccess: () => Promise<void>;
  onRestart: () => void;
}) {
  const [mode, setMode] = useState<'totp' | 'backup'>('totp');
  const { code, setCode, setError, refuse, appCode, field } = useOneTimeCode();
  const [trustDevice, setTrustDevice] = useState(false);
  const limit = useCountdown();
  const trustId = useId();

  async function submit() {
    const value = mode === 'totp' ? appCode() : code.trim();
    if (value === undefined) return;
    if (mode === 'backup' && value.length < 6) {
      refuse('Enter one of your backup codes.');
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const res = await apiRequest(
        mode === 'totp'
          ? '/api/auth/two-factor/verify-totp'
          : '/api/auth/two-factor/verify-backup-code',
        { body: { code: value, trustDevice } },
      );
      if (res.ok) {
        await onSuccess();
        return;
      }
      console.error('Two-factor verification failed:', res.code, res.message);
      if (res.status === 429) {
        limit.start(res.retryAfter ?? 60);
        notify.error('Sign In Error', tooManyAttemptsText(res.retryAfter ?? 60));
        return;
      }
      if (
        res.code === 'INVALID_TWO_FACTOR_COOKIE' ||
        res.code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE'
      ) {
        // The short-lived sign-in attempt is over (expired, or too many wrong codes).
        notify.error(
          'Sign In Error',
          res.code === 'INVALID_TWO_FACTOR_COOKIE'
            ? 'Your sign-in expired. Please enter your e-mail and password again.'
            : 'Too many wrong codes. Please enter your e-mail and password again.',
        );
        onRestart();
        return;
      }
      const text =
        mode === 'totp'
          ? 'That code is not valid. Check your authenticator app and try again.'
          : 'That backup code is not valid or was already used.';
      refuse(text, true);
      notify.error('Sign In Error', res.message || text);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-5">
      <div className="flex gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <ShieldCheck className="h-5 w-5" aria-hidden="true" />
        </span>
        <div>
          <h2 className="text-base font-semibold text-ink">Two-factor authentication</h2>
          <p className="text-sm text-muted">
            {mode === 'totp'
              ? 'Enter the 6-digit code from your authenticator app.'
              : 'Enter one of the backup codes you saved when you turned on two-factor authentication.'}
          </p>
        </div>
      </div>
      <TooManyAttempts secondsLeft={limit.secondsLeft} />
      <AuthForm label="Two-factor code" onSubmit={submit}>
        <TextField
          {...field}
          key={mode}
          label={mode === 'totp' ? 'Authentication code' : 'Backup code'}
          inputMode={mode === 'totp' ? 'numeric' : 'text'}
          autoFocus
          maxLength={mode === 'totp' ? 7 : 32}
          placeholder={mode === 'totp' ? '123456' : 'xxxxx-xxxxx'}
          className="[&_input]:font-mono [&_input]:tracking-widest"
        />
        <div className="flex items-center gap-2">
          <input
            id={trustId}
            type="checkbox"
            checked={trustDevice}
            onChange={(e) => setTrustDevice(e.target.checked)}
            className="h-4 w-4 rounded border-slate-300 accent-brand-700"
          />
          <label htmlFor={trustId} className="text-sm text-slate-700">
            Trust this device for 30 days
          </label>
        </div>
        <SubmitButton busy={busy} disabled={busy || limit.secondsLeft > 0}>
          Verify and sign in
        </SubmitButton>
      </AuthForm>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          className="rounded font-medium text-brand-700 hover:text-brand-800 hover:underline"
          onClick={() => {
            setMode((m) => (m === 'totp' ? 'backup' : 'totp'));
            setCode('');
            setError(undefined);
          }}
        >
          {mode === 'totp' ? 'Use a backup code instead' : 'Use your authenticator app instead'}
        </button>
        <button
          type="button"
          className="rounded text-muted hover:text-ink hover:underline"
          onClick={onRestart}
        >
          Back to sign in
        </button>
      </div>
    </div>
  );
}
