import { AUTH_ERROR_CODES, AUTH_NOTICES } from '#shared/auth/auth.schema.ts';
import { tooManyAttemptsText, type ApiResult } from './auth-request.ts';

/** A notice as the product shows it: a title and a text. */
export interface Notice {
  title: string;
  text: string;
}

type Failure = Extract<ApiResult<unknown>, { ok: false }>;

const UNREACHABLE = 'The server could not be reached. Check your connection and try again.';

/** Form rules whose message is the text of an auth notice (e.g. 'Weak Password'). */
const FORM_NOTICES: readonly Notice[] = [
  AUTH_NOTICES.passwordMismatch,
  AUTH_NOTICES.weakPassword,
  AUTH_NOTICES.passwordTooLong,
  AUTH_NOTICES.missingCredentials,
  AUTH_NOTICES.invalidEmail,
  AUTH_NOTICES.nameTooLong,
];

/**
 * The notice for a form that failed validation: the first message (in the order given)
 * that is an auth notice's text. The same text is also shown under the field.
 */
export function formErrorNotice(messages: ReadonlyArray<string | undefined>): Notice | null {
  for (const message of messages) {
    const notice = FORM_NOTICES.find((n) => n.text === message);
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
