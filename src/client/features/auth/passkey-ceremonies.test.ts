import { WebAuthnError } from '@simplewebauthn/browser';
import { describe, expect, it } from 'vitest';
import { PASSKEY_NOTICES } from '#shared/auth/passkey-notices.ts';
import { passkeySignInNotice } from './auth-notices.ts';
import { tooManyAttemptsText, type ApiRefusal } from './auth-request.ts';
import { browserFailure } from './passkey-ceremonies.ts';

/** What the browser throws when the person closes its passkey prompt (or it times out). */
const dismissed = () =>
  new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');

describe('browserFailure', () => {
  it('a closed prompt, or one another prompt replaced, is a cancellation, not an error', () => {
    expect(browserFailure(dismissed())).toEqual({ ok: false, reason: 'cancelled' });
    // @simplewebauthn passes NotAllowedError through inside its own error type.
    const passedThrough = new WebAuthnError({
      message: 'not allowed',
      code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY',
      cause: dismissed(),
    });
    expect(browserFailure(passedThrough)).toEqual({ ok: false, reason: 'cancelled' });
    const aborted = new WebAuthnError({
      message: 'aborted',
      code: 'ERROR_CEREMONY_ABORTED',
      cause: new DOMException('aborted', 'AbortError'),
    });
    expect(browserFailure(aborted)).toEqual({ ok: false, reason: 'cancelled' });
  });

  it('an authenticator that already holds a passkey for the account says so', () => {
    const exists = new WebAuthnError({
      message: 'previously registered',
      code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED',
      cause: new DOMException('exists', 'InvalidStateError'),
    });
    expect(browserFailure(exists)).toEqual({ ok: false, reason: 'exists' });
  });

  it('anything else is the browser refusing', () => {
    const error = new DOMException('bad domain', 'SecurityError');
    expect(browserFailure(error)).toEqual({ ok: false, reason: 'browser', error });
    expect(browserFailure('odd')).toMatchObject({ ok: false, reason: 'browser' });
  });
});

function refusal(status: number, code: string, retryAfter: number | null = null) {
  const failure: ApiRefusal = { ok: false, status, code, message: 'server text', retryAfter };
  return { ok: false as const, reason: 'server' as const, failure };
}

describe('passkeySignInNotice', () => {
  it('says what went wrong in the product’s words', () => {
    expect(passkeySignInNotice({ ok: false, reason: 'cancelled' })).toEqual(
      PASSKEY_NOTICES.signInCancelled,
    );
    expect(passkeySignInNotice(refusal(401, 'PASSKEY_NOT_FOUND'))).toEqual(
      PASSKEY_NOTICES.signInUnknown,
    );
    expect(passkeySignInNotice(refusal(400, 'PASSKEY_USER_NOT_VERIFIED'))).toEqual({
      title: 'Sign In Error',
      text: PASSKEY_NOTICES.userNotVerified.text,
    });
    expect(passkeySignInNotice(refusal(429, 'RATE_LIMITED', 42))).toEqual({
      title: 'Sign In Error',
      text: tooManyAttemptsText(42),
    });
    expect(passkeySignInNotice(refusal(400, 'CHALLENGE_NOT_FOUND'))).toEqual(
      PASSKEY_NOTICES.signInFailed,
    );
    expect(passkeySignInNotice({ ok: false, reason: 'browser', error: new Error('x') })).toEqual(
      PASSKEY_NOTICES.signInFailed,
    );
  });
});
