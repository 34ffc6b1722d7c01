import {
  AUTH_ERROR_CODES,
  AUTH_ISSUE_CODES,
  AUTH_NOTICES,
  FORM_ISSUE_CODES,
} from '#shared/auth/auth.schema.ts';
import { PASSKEY_ERROR_CODES, PASSKEY_NOTICES } from '#shared/auth/passkey-notices.ts';
import { tooManyAttemptsText, type ApiResult } from './auth-request.ts';
import type { CeremonyResult } from './passkey-ceremonies.ts';

/** A notice as the product shows it: a title and a text. */
export interface Notice {
  title: string;
  text: string;
}

type Failure = Extract<ApiResult<unknown>, { ok: false }>;

const UNREACHABLE = 'The server could not be reached. Check your connection and try again.';

/** The auth notice (e.g. 'Weak Password') of each form rule, by the code the rule carries. */
const FORM_NOTICES = new Map<string | undefined, Notice>([
  [AUTH_ISSUE_CODES.passwordMismatch, AUTH_NOTICES.passwordMismatch],
  [AUTH_ISSUE_CODES.passwordTooShort, AUTH_NOTICES.weakPassword],
  [AUTH_ISSUE_CODES.passwordTooLong, AUTH_NOTICES.passwordTooLong],
  [FORM_ISSUE_CODES.missingCredentials, AUTH_NOTICES.missingCredentials],
  [FORM_ISSUE_CODES.invalidEmail, AUTH_NOTICES.invalidEmail],
  [FORM_ISSUE_CODES.nameTooLong, AUTH_NOTICES.nameTooLong],
]);

/**
 * The notice for a form that failed validation: that of the first field error (in the
 * order given) whose code (its `type`, as zodResolver sets it) is a form rule's. The
 * rule's message, the notice's text, is also shown under the field.
 */
export function formErrorNotice(codes: ReadonlyArray<string | undefined>): Notice | null {
  for (const code of codes) {
    const notice = FORM_NOTICES.get(code);
    if (notice) return notice;
  }
  return null;
}

/** Wrong e-mail or password → 'Invalid Credentials'; else 'Sign In Error' + message. */
export function signInErrorNotice(res: Failure): Notice {
  const title = AUTH_NOTICES.signInError.title;
  if (res.code === 'INVALID_EMAIL_OR_PASSWORD') return AUTH_NOTICES.invalidCredentials;
  if (res.status === 429) return { title, text: tooManyAttemptsText(res.retryAfter ?? 60) };
  if (res.status === 0) return { title, text: UNREACHABLE };
  return { title, text: res.message };
}

/**
 * A new password the server refused (too short or long, too common, containing the e-mail):
 * 'Weak Password' with the server's reason; else null. Every such code starts with PASSWORD_.
 */
export function weakPasswordNotice(res: Failure): Notice | null {
  return res.code.startsWith('PASSWORD_') && res.code !== AUTH_ERROR_CODES.passwordMismatch
    ? { title: AUTH_NOTICES.weakPassword.title, text: res.message }
    : null;
}

/** A taken e-mail → 'Account Exists'; else 'Sign Up Error' + message. */
export function signUpErrorNotice(res: Failure): Notice {
  const title = AUTH_NOTICES.signUpError.title;
  if (res.code.startsWith('USER_ALREADY_EXISTS')) return AUTH_NOTICES.accountExists;
  const weak = weakPasswordNotice(res);
  if (weak) return weak;
  if (res.status === 429) return { title, text: tooManyAttemptsText(res.retryAfter ?? 60) };
  if (res.status === 0) return { title, text: UNREACHABLE };
  return { title, text: res.message };
}

/**
 * A passkey sign-in that did not go through: a closed prompt is no error ('Sign In
 * Cancelled'); a passkey the server does not know, one that did not check its user, too
 * many tries; anything else 'Signing in with your passkey failed'.
 */
export function passkeySignInNotice(
  result: Exclude<CeremonyResult<unknown>, { ok: true }>,
): Notice {
  const title = PASSKEY_NOTICES.signInFailed.title;
  if (result.reason === 'cancelled') return PASSKEY_NOTICES.signInCancelled;
  if (result.reason !== 'server') return PASSKEY_NOTICES.signInFailed;
  const { failure } = result;
  if (failure.status === 429) return { title, text: tooManyAttemptsText(failure.retryAfter ?? 60) };
  if (failure.status === 0) return { title, text: UNREACHABLE };
  if (failure.code === 'PASSKEY_NOT_FOUND') return PASSKEY_NOTICES.signInUnknown;
  if (failure.code === PASSKEY_ERROR_CODES.userNotVerified) {
    return { title, text: PASSKEY_NOTICES.userNotVerified.text };
  }
  return PASSKEY_NOTICES.signInFailed;
}
