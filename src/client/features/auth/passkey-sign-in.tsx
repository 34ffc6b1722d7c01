import { FingerprintPattern, LoaderCircle } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { notify } from '../../lib/notify.ts';
import { passkeySignInNotice } from './auth-notices.ts';
import type { PageBusy } from './form-field.tsx';
import type { CeremonyResult } from './passkey-ceremonies.ts';

const loadCeremonies = () => import('./passkey-ceremonies.ts');

/**
 * 'Sign in with a passkey' on the Sign In tab, and the same sign-in offered in the e-mail
 * field's autofill list (its `autocomplete` ends in `webauthn`) where the browser can. The
 * passkey code loads after the page shows. A passkey signs in without the authenticator-app
 * step: it is two factors in itself (the device, and the PIN, fingerprint or face it asks).
 */
export function PasskeySignIn({
  busy,
  setBusy,
  onSignedIn,
}: PageBusy & { onSignedIn: () => Promise<void> }) {
  const [pending, setPending] = useState(false);
  const mounted = useRef(true);

  /** Says why a sign-in did not go through; a cancelled prompt is no error. */
  function tell(result: Exclude<CeremonyResult<unknown>, { ok: true }>) {
    const notice = passkeySignInNotice(result);
    if (result.reason === 'cancelled') {
      notify.info(notice.title, notice.text);
      return;
    }
    console.error(
      'Passkey sign-in failed:',
      result.reason === 'server' ? result.failure.code : result.reason,
    );
    notify.error(notice.title, notice.text);
  }

  // Bumped to offer the passkeys in the e-mail field's autofill again after the button's own
  // request (which cancels the autofill one) did not sign in.
  const [autofillRound, setAutofillRound] = useState(0);

  const onAutofillResult = useEffectEvent(async (result: CeremonyResult<unknown>) => {
    if (!result.ok) {
      // The request ends quietly when the person never picks a passkey from the list. After
      // a refusal the button stays (autofill is not offered again: it would offer the same).
      if (result.reason !== 'cancelled') tell(result);
      return;
    }
    setBusy(true);
    try {
      await onSignedIn();
    } finally {
      if (mounted.current) setBusy(false);
    }
  });

  useEffect(() => {
    let active = true;
    void loadCeremonies().then(async (m) => {
      if (!active || !(await m.passkeyAutofillAvailable()) || !active) return;
      const result = await m.signInWithPasskey({ autofill: true });
      if (active) await onAutofillResult(result);
    });
    return () => {
      active = false;
    };
  }, [autofillRound]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // The sign-in form is gone: stop the autofill request still waiting.
      void loadCeremonies().then((m) => m.cancelPasskeyPrompt());
    };
  }, []);

  async function signIn() {
    setPending(true);
    setBusy(true);
    try {
      const { signInWithPasskey } = await loadCeremonies();
      const result = await signInWithPasskey();
      if (result.ok) {
        await onSignedIn();
        return;
      }
      tell(result);
      setAutofillRound((n) => n + 1);
    } finally {
      if (mounted.current) {
        setPending(false);
        setBusy(false);
      }
    }
  }

  return (
    <Button
      variant="outline"
      size="lg"
      className="w-full text-sm"
      disabled={busy}
      aria-busy={pending}
      onClick={() => void signIn()}
    >
      {pending ? (
        <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
      ) : (
        <FingerprintPattern className="h-5 w-5 text-slate-600" aria-hidden="true" />
      )}
      Sign in with a passkey
    </Button>
  );
}
