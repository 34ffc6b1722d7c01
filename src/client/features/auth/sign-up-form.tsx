import { zodResolver } from '../../lib/zod-resolver.ts';
import { lazy, Suspense, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  AUTH_NOTICES,
  signUpFormSchema,
  type SignUpForm as SignUpValues,
} from '#shared/auth/auth.schema.ts';
import { notify } from '../../lib/notify.ts';
import { useAuth } from './auth-context.tsx';
import { formErrorNotice, signUpErrorNotice } from './auth-notices.ts';
import { apiRequest } from './auth-request.ts';
import { TooManyAttempts } from './form-alert.tsx';
import { EmailField, SubmitButton, type PageBusy } from './form-field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useCountdown } from './use-countdown.ts';
import { TextField } from '../../components/ui/text-field.tsx';

// Shown only after the account is created, so it loads then (/auth's 150 KB budget).
const CheckYourInbox = lazy(() =>
  import('./verify-email-panels.tsx').then((m) => ({ default: m.CheckYourInbox })),
);

interface SignUpResponse {
  token?: string | null;
}

/**
 * The Sign Up tab: e-mail, password, confirm password and the
 * optional first and last name. The account must verify its e-mail before signing in.
 */
export function SignUpForm({
  busy,
  setBusy,
  onAccountExists,
  onSignedUp,
}: PageBusy & {
  /** The account was created and waits for its e-mail to be verified. */
  onSignedUp?: () => void;
  /** Switches to the Sign In tab with this e-mail filled in. */
  onAccountExists: (email: string) => void;
}) {
  const auth = useAuth();
  const navigate = useNavigate();
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { email: '', password: '', confirmPassword: '', firstName: '', lastName: '' },
  });
  const [createdFor, setCreatedFor] = useState<string | null>(null);
  const limit = useCountdown();
  const { errors } = form.formState;

  const onInvalid = (fieldErrors: FieldErrors<SignUpValues>) => {
    const notice = formErrorNotice([
      fieldErrors.email?.type,
      fieldErrors.password?.type,
      fieldErrors.confirmPassword?.type,
      fieldErrors.firstName?.type,
      fieldErrors.lastName?.type,
    ]);
    if (notice) notify.error(notice.title, notice.text);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      const firstName = values.firstName?.trim() ?? '';
      const lastName = values.lastName?.trim() ?? '';
      const res = await apiRequest<SignUpResponse>('/api/auth/sign-up/email', {
        body: {
          email: values.email,
          password: values.password,
          name: [firstName, lastName].filter(Boolean).join(' ') || values.email,
          ...(firstName ? { firstName } : {}),
          ...(lastName ? { lastName } : {}),
          callbackURL: '/',
        },
      });
      if (!res.ok) {
        console.error('Sign up failed:', res.code, res.message);
        if (res.status === 429) limit.start(res.retryAfter ?? 60);
        const notice = signUpErrorNotice(res);
        if (notice === AUTH_NOTICES.accountExists) {
          notify.error(notice.title, notice.text, {
            label: 'Sign In',
            onClick: () => onAccountExists(values.email),
          });
        } else {
          notify.error(notice.title, notice.text);
        }
        return;
      }
      if (res.data?.token) {
        // E-mail verification is switched off on this server: the account is signed in.
        notify.success('Success', 'Account created successfully!');
        await auth.refresh(() => navigate('/build'));
        return;
      }
      notify.success(AUTH_NOTICES.signUpSuccess.title, AUTH_NOTICES.signUpSuccess.text);
      setCreatedFor(values.email);
      onSignedUp?.();
      form.reset();
    } finally {
      setBusy(false);
    }
  }, onInvalid);

  if (createdFor) {
    return (
      <Suspense fallback={<div className="min-h-40" aria-busy="true" />}>
        <CheckYourInbox
          email={createdFor}
          busy={busy}
          setBusy={setBusy}
          onSignIn={() => onAccountExists(createdFor)}
        />
      </Suspense>
    );
  }

  return (
    <div className="space-y-5">
      <TooManyAttempts secondsLeft={limit.secondsLeft} />
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Sign up">
        <EmailField error={errors.email?.message} {...form.register('email')} />
        <NewPasswordFields form={form} label="Password" hint="At least 6 characters." />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={<OptionalLabel>First Name</OptionalLabel>}
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextField
            label={<OptionalLabel>Last Name</OptionalLabel>}
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
        </div>
        <SubmitButton busy={busy} disabled={busy || limit.secondsLeft > 0}>
          Create Account
        </SubmitButton>
        <p className="text-center text-xs leading-relaxed text-muted">
          By signing up, you agree to our{' '}
          <Link
            to="/terms"
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link
            to="/privacy"
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            Privacy Policy
          </Link>
          .
        </p>
      </form>
    </div>
  );
}

function OptionalLabel({ children }: { children: string }) {
  return (
    <>
      {children} <span className="font-normal text-muted">(optional)</span>
    </>
  );
}
