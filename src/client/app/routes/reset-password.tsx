import { KeyRound } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Card } from '../../components/ui/card.tsx';
import { FormAlert } from '../../features/auth/form-alert.tsx';
import { ResetPasswordForm } from '../../features/auth/reset-password-form.tsx';

/**
 * `/reset-password?token=…`: the page the password-reset e-mail links to. Better Auth
 * sends `?error=INVALID_TOKEN` instead of a token when the link is no longer valid.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');

  return (
    <div className="bg-gradient-to-b from-brand-50 via-white to-white px-4 py-12 sm:py-20">
      <Card className="mx-auto w-full max-w-md p-6 sm:p-8">
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <KeyRound className="h-6 w-6" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink">Choose a new password</h1>
        {token && !linkError ? (
          <>
            <p className="mt-1 mb-6 text-sm text-muted">
              After the change, every device signed in to your account is signed out.
            </p>
            <ResetPasswordForm token={token} />
          </>
        ) : (
          <div className="mt-6 space-y-4">
            <FormAlert tone="error" title="This link cannot be used">
              The password reset link is invalid or has expired. Reset links work once and only for
              a limited time.
            </FormAlert>
            <p className="text-sm text-muted">
              Go to{' '}
              <Link to="/auth" className="font-medium text-brand-700 underline underline-offset-4">
                Sign In
              </Link>{' '}
              and choose <strong>Forgot password?</strong> to get a new link.
            </p>
          </div>
        )}
      </Card>
    </div>
  );
}
