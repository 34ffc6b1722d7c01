import {
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  WebAuthnError,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { apiRequest, type ApiRefusal } from './auth-request.ts';

/**
 * The browser's side of Better Auth's passkey plugin: ask the server for options, let the
 * browser and the authenticator (a phone, a password manager, a security key) answer them,
 * send the answer back. Loaded only when a passkey is used (it carries @simplewebauthn),
 * so neither /auth nor /profile pays for it up front. The same steps as the plugin's own
 * client (`@better-auth/passkey/client`), on this app's API layer.
 */

/** A passkey as Better Auth lists it. */
export interface Passkey {
  id: string;
  name?: string | null;
  createdAt: string;
}

export type CeremonyResult<T> =
  | { ok: true; data: T }
  /** The person closed the browser's prompt, or it timed out: nothing went wrong. */
  | { ok: false; reason: 'cancelled' }
  /** The authenticator already holds a passkey for this account. */
  | { ok: false; reason: 'exists' }
  /** The browser or the authenticator refused for another reason. */
  | { ok: false; reason: 'browser'; error: Error }
  | { ok: false; reason: 'server'; failure: ApiRefusal };

/** What a refusal by the browser's prompt means for the person. */
export function browserFailure(error: unknown): Exclude<CeremonyResult<never>, { ok: true }> {
  if (
    error instanceof WebAuthnError &&
    error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'
  ) {
    return { ok: false, reason: 'exists' };
  }
  // NotAllowedError: the prompt was dismissed or timed out (browsers do not say which, on
  // purpose); an abort: another ceremony (a click after autofill started) took over.
  if (
    error instanceof Error &&
    (error.name === 'NotAllowedError' ||
      error.name === 'AbortError' ||
      (error instanceof WebAuthnError && error.code === 'ERROR_CEREMONY_ABORTED'))
  ) {
    return { ok: false, reason: 'cancelled' };
  }
  return {
    ok: false,
    reason: 'browser',
    error: error instanceof Error ? error : new Error(String(error)),
  };
}

/** Makes a passkey for the signed-in account; a blank name lets the server choose one. */
export async function addPasskey(name: string): Promise<CeremonyResult<Passkey>> {
  const options = await apiRequest<PublicKeyCredentialCreationOptionsJSON>(
    '/api/auth/passkey/generate-register-options',
  );
  if (!options.ok) return { ok: false, reason: 'server', failure: options };
  let answer;
  try {
    answer = await startRegistration({ optionsJSON: options.data });
  } catch (error) {
    return browserFailure(error);
  }
  const { clientExtensionResults: _extensions, ...response } = answer;
  const saved = await apiRequest<Passkey>('/api/auth/passkey/verify-registration', {
    body: { response, ...(name.trim() ? { name } : {}) },
  });
  return saved.ok ? saved : { ok: false, reason: 'server', failure: saved };
}

/** Stops a passkey prompt still waiting (the autofill one when the sign-in form goes away). */
export function cancelPasskeyPrompt(): void {
  WebAuthnAbortService.cancelCeremony();
}

/** Whether the browser can offer passkeys in the e-mail field's autofill list. */
export function passkeyAutofillAvailable(): Promise<boolean> {
  return browserSupportsWebAuthnAutofill();
}

/**
 * Signs in with a passkey the browser offers (discoverable: no e-mail needed). `autofill`
 * waits for the person to pick one from the e-mail field's suggestions instead of opening
 * the browser's dialog; a later call (the button) cancels it.
 */
export async function signInWithPasskey(
  options: { autofill?: boolean } = {},
): Promise<CeremonyResult<unknown>> {
  const challenge = await apiRequest<PublicKeyCredentialRequestOptionsJSON>(
    '/api/auth/passkey/generate-authenticate-options',
  );
  if (!challenge.ok) return { ok: false, reason: 'server', failure: challenge };
  let answer;
  try {
    answer = await startAuthentication({
      optionsJSON: challenge.data,
      useBrowserAutofill: options.autofill === true,
    });
  } catch (error) {
    return browserFailure(error);
  }
  const { clientExtensionResults: _extensions, ...response } = answer;
  const verified = await apiRequest('/api/auth/passkey/verify-authentication', {
    body: { response },
  });
  return verified.ok ? verified : { ok: false, reason: 'server', failure: verified };
}
