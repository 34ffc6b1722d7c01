import { KeyRound, LoaderCircle } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { AUTH_ERROR_CODES, AUTH_NOTICES } from '#shared/auth/auth.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { notify } from '../../lib/notify.ts';
import { apiRequest } from './auth-request.ts';

export interface AuthProviders {
  google: boolean;
  oidc: { name: string } | null;
}

/** Remembers which provider a redirect went to, to name it if the provider sends back an error. */
const PENDING_PROVIDER_KEY = 'tailorcv.pending-sign-in-provider';

const GOOGLE_NOT_CONFIGURED_TEXT =
  'Sign-in with Google is not set up on this server. Please sign in with your email and password.';

/** Readable texts for the `?error=` codes Better Auth appends when a provider sign-in fails. */
const CALLBACK_ERRORS: Record<string, string> = {
  account_not_linked:
    'This e-mail already has an account. Sign in with your password, then link the provider from your profile.',
  email_not_found: 'The provider did not share an e-mail address with us.',
  email_doesn_t_match: 'The provider returned a different e-mail address.',
  state_mismatch: 'The sign-in took too long or was started in another tab. Please try again.',
  state_not_found: 'The sign-in took too long or was started in another tab. Please try again.',
  please_restart_the_process:
    'The sign-in took too long or was started in another tab. Please try again.',
  invalid_code: 'The provider did not confirm the sign-in. Please try again.',
  unable_to_get_user_info: 'The provider did not send your account details. Please try again.',
  unable_to_link_account: 'Your account could not be linked. Please try again.',
  signup_disabled: 'New accounts cannot be created with this provider.',
  access_denied: 'You cancelled the sign-in at the provider.',
  oauth_provider_not_found: GOOGLE_NOT_CONFIGURED_TEXT,
};

/** The failure notice's title names the provider: 'Google Sign-In Error', say. */
function titleFor(providerName: string) {
  return providerName === 'Google'
    ? AUTH_NOTICES.googleSignInError.title
    : `${providerName} Sign-In Error`;
}

function unexpectedText(providerName: string) {
  return providerName === 'Google'
    ? AUTH_NOTICES.googleSignInError.unexpectedText
    : `An unexpected error occurred with ${providerName} sign-in.`;
}

/**
 * 'Continue with Google' (always shown) and 'Continue with {name}' for a
 * self-hoster's OpenID Connect provider. The server redirects back to /build on success.
 */
export function SocialSignIn({ disabled }: { disabled?: boolean }) {
  const [providers, setProviders] = useState<AuthProviders | null>(null);
  const [pending, setPending] = useState<'google' | 'oidc' | null>(null);

  useEffect(() => {
    let cancelled = false;
    void apiRequest<AuthProviders>('/api/auth-providers').then((res) => {
      if (!cancelled && res.ok) setProviders(res.data);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  // Coming back from a provider that refused: `/auth?error=code`.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const error = params.get('error');
    if (!error) return;
    const name = sessionStorage.getItem(PENDING_PROVIDER_KEY) ?? 'Google';
    sessionStorage.removeItem(PENDING_PROVIDER_KEY);
    const text =
      params.get('error_description') ??
      CALLBACK_ERRORS[error.toLowerCase()] ??
      `The sign-in was not completed (${error.replaceAll('_', ' ')}).`;
    console.error(`${name} sign-in failed:`, error);
    notify.error(titleFor(name), text);
    params.delete('error');
    params.delete('error_description');
    const rest = params.toString();
    window.history.replaceState(null, '', `${window.location.pathname}${rest ? `?${rest}` : ''}`);
  }, []);

  async function start(providerId: 'google' | 'oidc', name: string) {
    if (providerId === 'google' && providers && !providers.google) {
      console.error('Google sign-in is not configured on this server.');
      notify.error(titleFor(name), GOOGLE_NOT_CONFIGURED_TEXT);
      return;
    }
    setPending(providerId);
    try {
      const res = await apiRequest<{ url?: string; redirect?: boolean }>(
        '/api/auth/sign-in/social',
        {
          body: {
            provider: providerId,
            callbackURL: '/build',
            newUserCallbackURL: '/build',
            errorCallbackURL: '/auth',
          },
        },
      );
      if (res.ok && res.data.url) {
        sessionStorage.setItem(PENDING_PROVIDER_KEY, name);
        window.location.assign(res.data.url);
        return; // keep the button busy while the browser leaves
      }
      if (!res.ok) {
        console.error(`${name} sign-in failed:`, res.code, res.message);
        const notConfigured =
          providerId === 'google' &&
          (res.code === AUTH_ERROR_CODES.providerNotConfigured ||
            res.code === 'PROVIDER_NOT_FOUND');
        notify.error(
          titleFor(name),
          notConfigured
            ? GOOGLE_NOT_CONFIGURED_TEXT
            : res.status === 0 || !res.message
              ? unexpectedText(name)
              : res.message,
        );
      } else {
        notify.error(titleFor(name), unexpectedText(name));
      }
    } catch (err) {
      console.error(`${name} sign-in failed:`, err);
      notify.error(titleFor(name), unexpectedText(name));
    }
    setPending(null);
  }

  const busy = disabled || pending !== null;
  return (
    <div className="space-y-3">
      <ProviderButton
        disabled={busy}
        pending={pending === 'google'}
        icon={<GoogleMark />}
        onClick={() => void start('google', 'Google')}
      >
        Continue with Google
      </ProviderButton>
      {providers?.oidc ? (
        <ProviderButton
          disabled={busy}
          pending={pending === 'oidc'}
          icon={<KeyRound className="h-5 w-5 text-slate-600" aria-hidden="true" />}
          onClick={() => void start('oidc', providers.oidc?.name ?? 'OpenID Connect')}
        >
          Continue with {providers.oidc.name}
        </ProviderButton>
      ) : null}
    </div>
  );
}

/** A provider's full-width button: a spinner in place of its mark while its redirect starts. */
function ProviderButton({
  disabled,
  pending,
  icon,
  onClick,
  children,
}: {
  disabled: boolean;
  pending: boolean;
  icon: ReactNode;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="outline"
      size="lg"
      className="w-full text-sm"
      disabled={disabled}
      aria-busy={pending}
      onClick={onClick}
    >
      {pending ? <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" /> : icon}
      {children}
    </Button>
  );
}

/** Google's "G" mark, inline (no image request). */
function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.09a6.6 6.6 0 0 1 0-4.18V7.07H2.18a11 11 0 0 0 0 9.86l3.66-2.84z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.56 10.56 0 0 0 12 1 11 11 0 0 0 2.18 7.07l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z"
      />
    </svg>
  );
}
