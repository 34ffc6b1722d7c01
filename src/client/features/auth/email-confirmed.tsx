import { Link } from 'react-router';
import { AUTH_NOTICES } from '#shared/auth/auth-notices.ts';
import { Button } from '../../components/ui/button.tsx';
import { useAuth } from './auth-context.tsx';
import { FormAlert } from './form-alert.tsx';

/**
 * The verification link, opened in the browser that signed up, signs in and lands on the
 * site root with `?verified=1`: the address is confirmed, and what to do next.
 */
export function EmailConfirmed() {
  const auth = useAuth();
  if (auth.status !== 'signed-in') return null;
  const { title, text, action } = AUTH_NOTICES.emailVerifiedSignedIn;
  return (
    // The header's container, so the panel lines up with the logo and the hero.
    <div className="bg-brand-50">
      <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
        <FormAlert tone="success" title={title}>
          <p>{text}</p>
          <Button asChild size="sm" className="mt-3">
            <Link to="/build">{action}</Link>
          </Button>
        </FormAlert>
      </div>
    </div>
  );
}
