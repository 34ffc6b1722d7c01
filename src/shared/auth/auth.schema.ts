import { z } from 'zod';
import { ruleCode } from '../validation/rule-code.ts';

/**
 * Sign-up and sign-in rules shared by the /auth forms and the server. The notice texts
 * are the product's, word for word (auth-notices.ts): import them, never retype them.
 */

export {
  AUTH_NOTICES,
  COMMON_PASSWORD_NOTICE,
  PASSWORD_CONTAINS_EMAIL_NOTICE,
  SESSION_NOT_FOUND_NOTICE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './auth-notices.ts';
import {
  AUTH_NOTICES,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './auth-notices.ts';

/**
 * Error codes the server adds to Better Auth's own (`{code, message}` bodies under
 * /api/auth). Better Auth's codes the client needs: USER_ALREADY_EXISTS,
 * INVALID_EMAIL_OR_PASSWORD, EMAIL_NOT_VERIFIED, PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG.
 */
export const AUTH_ERROR_CODES = {
  /** 429 from any /api/auth route; the response carries `Retry-After` (seconds). */
  rateLimited: 'RATE_LIMITED',
  passwordMismatch: 'PASSWORD_MISMATCH',
  /** Sign-in with a provider (google, oidc) that this server has no credentials for. */
  providerNotConfigured: 'PROVIDER_NOT_CONFIGURED',
  /** A callbackURL / redirectTo that is not a path on this site. */
  invalidRedirect: 'INVALID_CALLBACK_URL',
} as const;

/**
 * The codes a refused sign-up answers with for the rules that have their own (Better Auth's
 * where it has one): each rule carries its code on its zod issue (`issueCode`). Any other
 * refusal of the e-mail is INVALID_EMAIL, of another field VALIDATION_ERROR.
 */
export const AUTH_ISSUE_CODES = {
  passwordTooShort: 'PASSWORD_TOO_SHORT',
  passwordTooLong: 'PASSWORD_TOO_LONG',
  passwordMismatch: AUTH_ERROR_CODES.passwordMismatch,
} as const;

/**
 * Codes of the rules the forms tell apart by their notice, but a refused sign-up answers as
 * INVALID_EMAIL or VALIDATION_ERROR, as it always has: `issueCode` leaves them out.
 */
export const FORM_ISSUE_CODES = {
  missingCredentials: 'MISSING_CREDENTIALS',
  invalidEmail: 'INVALID_EMAIL_ADDRESS',
  nameTooLong: 'NAME_TOO_LONG',
} as const;

/** The code a refused sign-up answers with for an issue: its rule's, if in AUTH_ISSUE_CODES. */
export function issueCode(issue: z.core.$ZodIssue): string | undefined {
  const code = ruleCode(issue);
  return Object.values<string | undefined>(AUTH_ISSUE_CODES).includes(code) ? code : undefined;
}

/**
 * Codes only the server uses (the client reads PASSWORD_* codes by their prefix): apart
 * from AUTH_ERROR_CODES, so the /auth page's JavaScript does not carry them.
 */
export const ACCOUNT_ERROR_CODES = {
  /** A new password from the list of the most common passwords (checked on the server only). */
  passwordTooCommon: 'PASSWORD_TOO_COMMON',
  /** A new password that contains the account's e-mail address or its local part. */
  passwordContainsEmail: 'PASSWORD_CONTAINS_EMAIL',
  /** `revoke-session` with a token that is not one of the caller's sessions. */
  sessionNotFound: 'SESSION_NOT_FOUND',
} as const;

/**
 * Local parts shorter than this are not looked for in a password: 'jo' or 'a' occur in
 * too many good passwords by chance. The whole address is always looked for.
 */
const EMAIL_LOCAL_PART_MIN_LENGTH = 3;

/**
 * Whether a new password contains the account's e-mail address, or the part before the @
 * (case-insensitive; see EMAIL_LOCAL_PART_MIN_LENGTH). The server checks it on every new
 * password (password-strength.ts); the sign-up form leaves it to the server and shows its
 * message, as the /auth page's JavaScript has no room to spare under its budget.
 */
export function passwordContainsEmail(password: string, email: string): boolean {
  const address = email.trim().toLowerCase();
  if (!address) return false;
  const candidate = password.toLowerCase();
  if (candidate.includes(address)) return true;
  const at = address.lastIndexOf('@');
  const local = at > 0 ? address.slice(0, at) : '';
  return local.length >= EMAIL_LOCAL_PART_MIN_LENGTH && candidate.includes(local);
}

/** A rule's message with its code (`ruleCode`), which the forms pick their notice by. */
const coded = (error: string, code: string, abort?: boolean) => ({
  error,
  abort,
  params: { code },
});

const missing = AUTH_NOTICES.missingCredentials.text;
const present = (text: string) => text !== '';
const isMissing = coded(missing, FORM_ISSUE_CODES.missingCredentials, true);
const invalidEmail = (abort?: boolean) =>
  coded(AUTH_NOTICES.invalidEmail.text, FORM_ISSUE_CODES.invalidEmail, abort);

// Refinements rather than min, max and z.email(): a built-in check cannot carry a code.
export const emailSchema = z
  .string({ error: missing })
  .trim()
  .refine(present, isMissing)
  .refine((email) => email.length <= EMAIL_MAX_LENGTH, invalidEmail(true))
  .refine((email) => z.regexes.email.test(email), invalidEmail());

const notTooLong = (password: string) => password.length <= PASSWORD_MAX_LENGTH;
const tooLong = coded(AUTH_NOTICES.passwordTooLong.text, AUTH_ISSUE_CODES.passwordTooLong);

/** A new password: 6 characters at least, no composition rules; the cap bounds hashing work. */
export const newPasswordSchema = z
  .string({ error: missing })
  .refine(present, isMissing)
  .refine(
    (password) => password.length >= PASSWORD_MIN_LENGTH,
    coded(AUTH_NOTICES.weakPassword.text, AUTH_ISSUE_CODES.passwordTooShort, true),
  )
  .refine(notTooLong, tooLong);

/** A first or last name: optional, trimmed, capped. */
export const optionalName = z
  .string()
  .trim()
  .refine(
    (name) => name.length <= NAME_MAX_LENGTH,
    coded(AUTH_NOTICES.nameTooLong.text, FORM_ISSUE_CODES.nameTooLong),
  )
  .optional();

/**
 * A form or body with a new password typed twice: the confirmation, when there is one, must
 * repeat it; the mismatch shows under the confirmation.
 */
export function withConfirmedPassword<
  Schema extends z.ZodType<{ password: string; confirmPassword?: string | undefined }>,
>(schema: Schema) {
  return schema.refine(
    (form) => form.confirmPassword === undefined || form.password === form.confirmPassword,
    {
      path: ['confirmPassword'],
      error: AUTH_NOTICES.passwordMismatch.text,
      params: { code: AUTH_ISSUE_CODES.passwordMismatch },
    },
  );
}

/** The /auth sign-up form: email, password, confirmPassword, firstName, lastName. */
export const signUpFormSchema = withConfirmedPassword(
  z.object({
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string(),
    firstName: optionalName,
    lastName: optionalName,
  }),
);
export type SignUpForm = z.infer<typeof signUpFormSchema>;

/** The /auth sign-in form. No length rule: an existing password is checked, not judged. */
export const signInFormSchema = z.object({
  email: emailSchema,
  password: z.string({ error: missing }).refine(present, isMissing).refine(notTooLong, tooLong),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

/**
 * The account's name at sign-up (Better Auth requires one): the full name when both names
 * are given, otherwise the e-mail. No display name is stored with it: the profile's stays
 * blank until the person types one.
 */
export function signUpDisplayName(input: {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
}): string {
  const first = input.firstName?.trim();
  const last = input.lastName?.trim();
  return first && last ? `${first} ${last}` : input.email.trim().toLowerCase();
}
