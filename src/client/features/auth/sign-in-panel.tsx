import { zodResolver } from '../../lib/zod-resolver.ts';
import { LoaderCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { AUTH_NOTICES, signInFormSchema, type SignInForm } from '#shared/auth/auth.schema.ts';
import { notify } from '../../lib/notify.ts';
import { useAuth } from './auth-context.tsx';
import { formErrorNotice, signInErrorNotice, type Notice } from './auth-notices.ts';
import { apiRequest } from './auth-request.ts';
import { FormAlert, TooManyAttempts } from './form-alert.tsx';
import { CurrentPasswordField, EmailField, SubmitButton, type PageBusy } from './form-field.tsx';
import { PasskeySignIn } from './passkey-sign-in.tsx';
import { passkeysSupported } from './passkey-support.ts';
import { useCountdown } from './use-countdown.ts';

// Shown only on demand, so they load on demand: /auth's initial JavaScript has a 150 KB budget.
const TwoFactorStep = lazy(() =>
  import('./two-factor-step.tsx').then((m) => ({ default: m.TwoFactorStep })),
);
const ResendVerification = lazy(() =>
  import('./verify-email-panels.tsx').then((m) => ({ default: m.ResendVerification })),
);
const ForgotPassword = lazy(() =>
  import('./forgot-password.tsx').then((m) => ({ default: m.ForgotPassword })),
);

type Step = 'credentials' | 'two-factor' | 'forgot';

interface SignInResponse {
  twoFactorRedirect?: boolean;
  user?: { id: string };
}

/**
 * The Sign In tab: e-mail and password, then the authenticator code when two-factor is on,
 * or the forgot-password form; or a passkey (button, or the e-mail field's autofill).
 * Success goes to /build.
 */
export function SignInPanel({
  busy,
  setBusy,
  initialEmail,
}: PageBusy & {
  initialEmail?: string;
}) {
  // Links in our mails: `?forgot=1` opens the forgot-password form, `?verified=1` (a
  // verification link opened in another browser) says the address is confirmed.
  const params = new URLSearchParams(useLocation().search);
  const [step, setStep] = useState<Step>(params.has('forgot') ? 'forgot' : 'credentials');
  const [email, setEmail] = useState(initialEmail ?? '');
  const verified = params.has('verified');
  const completeSignIn = useCompleteSignIn();

  if (step !== 'credentials') {
    const back = () => setStep('credentials');
    return (
      <Suspense fallback={<StepFallback />}>
        {step === 'two-factor' ? (
          <TwoFactorStep
            busy={busy}
            setBusy={setBusy}
            onSuccess={completeSignIn}
            onRestart={back}
          />
        ) : (
          <ForgotPassword initialEmail={email} busy={busy} setBusy={setBusy} onBack={back} />
        )}
      </Suspense>
    );
  }
  return (
    <CredentialsForm
      verified={verified}
      busy={busy}
      setBusy={setBusy}
      defaultEmail={email}
      onForgot={(current) => {
        setEmail(current);
        setStep('forgot');
      }}
      onTwoFactor={() => setStep('two-factor')}
      onSignedIn={completeSignIn}
    />
  );
}

/** After the server accepted the sign-in: the notice, a fresh auth state, then /build. */
function useCompleteSignIn() {
  const auth = useAuth();
  const navigate = useNavigate();
  return async () => {
    notify.success(AUTH_NOTICES.signInSuccess.title, AUTH_NOTICES.signInSuccess.text);
    await auth.refresh(() => navigate('/build'));
  };
}

function CredentialsForm({
  verified,
  busy,
  setBusy,
  defaultEmail,
  onForgot,
  onTwoFactor,
  onSignedIn,
}: PageBusy & {
  verified: boolean;
  defaultEmail: string;
  onForgot: (email: string) => void;
  onTwoFactor: () => void;
  onSignedIn: () => Promise<void>;
}) {
  const form = useForm<SignInForm>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  // The refusal stays beside the form (the notice disappears): wrong password, server error.
  const [failure, setFailure] = useState<Notice | null>(null);
  const [passkeys] = useState(passkeysSupported);
  const limit = useCountdown();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    async (values) => {
      setBusy(true);
      setUnverifiedEmail(null);
      setFailure(null);
      try {
        const res = await apiRequest<SignInResponse>('/api/auth/sign-in/email', {
          body: { email: values.email, password: values.password },
        });
        if (res.ok) {
          if (res.data?.twoFactorRedirect) {
            onTwoFactor();
            return;
          }
          await onSignedIn();
          return;
        }
        console.error('Sign in failed:', res.code, res.message);
        if (res.status === 429) limit.start(res.retryAfter ?? 60);
        const notice = signInErrorNotice(res);
        notify.error(notice.title, notice.text);
        // These two have their own message above the form already.
        if (res.code === 'EMAIL_NOT_VERIFIED') setUnverifiedEmail(values.email);
        else if (res.status !== 429) setFailure(notice);
      } finally {
        setBusy(false);
      }
    },
    (fieldErrors) => {
      const notice = formErrorNotice([fieldErrors.email?.type, fieldErrors.password?.type]);
      if (notice) notify.error(notice.title, notice.text);
    },
  );

  const disabled = busy || limit.secondsLeft > 0;
  return (
    <div className="space-y-5">
      {verified && !unverifiedEmail ? (
        <FormAlert tone="success" title={AUTH_NOTICES.emailVerified.title}>
          {AUTH_NOTICES.emailVerified.text}
        </FormAlert>
      ) : null}
      <TooManyAttempts secondsLeft={limit.secondsLeft} />
      {unverifiedEmail ? (
        <Suspense fallback={<StepFallback />}>
          <ResendVerification email={unverifiedEmail} busy={busy} setBusy={setBusy} />
        </Suspense>
      ) : null}
      <form
        noValidate
        onSubmit={onSubmit}
        className="space-y-4"
        aria-label="Sign in"
        aria-describedby={failure ? 'sign-in-failure' : undefined}
      >
        {failure ? (
          <FormAlert tone="error" title={failure.title} id="sign-in-failure">
            {failure.text}
          </FormAlert>
        ) : null}
        <EmailField
          error={errors.email?.message}
          // Lets the browser offer the account's passkeys among the e-mail suggestions.
          autoComplete={passkeys ? 'username webauthn' : 'email'}
          {...form.register('email')}
        />
        <CurrentPasswordField
          error={errors.password?.message}
          labelAside={
            <button
              type="button"
              className="rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
              onClick={() => onForgot(form.getValues('email'))}
            >
              Forgot password?
            </button>
          }
          {...form.register('password')}
        />
        <SubmitButton busy={busy} disabled={disabled}>
          Sign In
        </SubmitButton>
      </form>
      {passkeys ? <PasskeySignIn busy={busy} setBusy={setBusy} onSignedIn={onSignedIn} /> : null}
    </div>
  );
}

function StepFallback() {
  return (
    <div className="flex min-h-40 items-center justify-center" aria-busy="true">
      <LoaderCircle className="h-5 w-5 animate-spin text-muted" aria-hidden="true" />
    </div>
  );
}
