import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { notify } from '../../lib/notify.ts';
import { apiRequest, tooManyAttemptsText } from './auth-request.ts';
import { FormAlert } from './form-alert.tsx';
import type { PageBusy } from './form-field.tsx';
import { reportMailRefusal } from './mail-refusal.ts';
import { useCountdown } from './use-countdown.ts';

// The panels that ask for the e-mail to be verified. They show only after a sign-up or a
// refused sign-in, so they load then: /auth's initial JavaScript has a 150 KB budget.

/**
 * Sends the verification e-mail again: a notice on success, the wait on 429 (counted down
 * in `limit`), the server's message otherwise.
 */
function useResendVerification(email: string, setBusy: PageBusy['setBusy'], onSent?: () => void) {
  const limit = useCountdown();
  async function resend() {
    setBusy(true);
    try {
      const res = await apiRequest('/api/auth/send-verification-email', {
        body: { email, callbackURL: '/' },
      });
      if (res.ok) {
        onSent?.();
        notify.success('Verification e-mail sent', `Check your inbox at ${email}.`);
        return;
      }
      reportMailRefusal(res, limit, 'Resending the verification e-mail');
    } finally {
      setBusy(false);
    }
  }
  return { limit, resend };
}

/** Shown when sign-in is refused because the e-mail is not verified yet. */
export function ResendVerification({
  email,
  busy,
  setBusy,
}: PageBusy & {
  email: string;
}) {
  const [sent, setSent] = useState(false);
  const { limit, resend } = useResendVerification(email, setBusy, () => setSent(true));

  return (
    <FormAlert tone="warning" title="Please verify your e-mail address">
      <p>
        Your account is not verified yet. Open the link we sent to <strong>{email}</strong>, then
        sign in again.
      </p>
      {sent ? (
        <p className="mt-2 flex items-center gap-1.5 font-medium text-emerald-800">
          <MailCheck className="h-4 w-4" aria-hidden="true" />
          We sent a new link. It may take a minute to arrive.
        </p>
      ) : null}
      {limit.secondsLeft > 0 ? (
        <p className="mt-2">{tooManyAttemptsText(limit.secondsLeft)}</p>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        className="mt-3"
        disabled={busy || limit.secondsLeft > 0}
        onClick={() => void resend()}
      >
        Resend verification e-mail
      </Button>
    </FormAlert>
  );
}

/** After sign-up: where the verification link went, and a way to get another one. */
export function CheckYourInbox({
  email,
  busy,
  setBusy,
  onSignIn,
}: PageBusy & {
  email: string;
  onSignIn: () => void;
}) {
  const { limit, resend } = useResendVerification(email, setBusy);
  return (
    <div className="space-y-5 text-center">
      <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
        <MailCheck className="h-6 w-6" aria-hidden="true" />
      </span>
      <div>
        <h2 className="text-lg font-semibold text-ink">Check your inbox</h2>
        <p className="mt-1 text-sm text-muted">
          We sent a verification link to <strong className="text-ink">{email}</strong>. Open it in
          this browser to activate your account and be signed in straight away.
        </p>
      </div>
      {limit.secondsLeft > 0 ? (
        <p className="text-sm text-amber-900">{tooManyAttemptsText(limit.secondsLeft)}</p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Button
          variant="outline"
          disabled={busy || limit.secondsLeft > 0}
          onClick={() => void resend()}
        >
          Resend verification e-mail
        </Button>
        <Button variant="ghost" onClick={onSignIn}>
          Back to sign in
        </Button>
      </div>
    </div>
  );
}
