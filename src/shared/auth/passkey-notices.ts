/**
 * The passkey controls' texts and limits (/profile's Passkeys card, /auth's passkey sign-in),
 * in the product's notice style. A module apart from auth-notices.ts, which every page's
 * header carries: only the screens with passkey controls carry these.
 */
/** The longest passkey name kept: the list on /profile shows it on one line. */
export const PASSKEY_NAME_MAX_LENGTH = 64;

/** The passkey notices, as a title and a text. */
export const PASSKEY_NOTICES = {
  added: { title: 'Success', text: 'Passkey added successfully!' },
  renamed: { title: 'Success', text: 'Passkey renamed successfully!' },
  removed: { title: 'Success', text: 'Passkey removed successfully!' },
  addFailed: { title: 'Error', text: 'Failed to add passkey. Please try again.' },
  renameFailed: { title: 'Error', text: 'Failed to rename passkey. Please try again.' },
  removeFailed: { title: 'Error', text: 'Failed to remove passkey. Please try again.' },
  /** The person closed the browser's passkey prompt: nothing went wrong. */
  addCancelled: {
    title: 'Passkey Not Added',
    text: 'The passkey prompt was closed, so no passkey was added.',
  },
  alreadyAdded: {
    title: 'Passkey Exists',
    text: 'This device or password manager already has a passkey for your account.',
  },
  /** Adding a passkey needs a sign-in from the last day (Better Auth's fresh session). */
  signInAgain: {
    title: 'Error',
    text: 'For your safety, sign out and sign in again, then add your passkey.',
  },
  nameTooLong: {
    title: 'Name Too Long',
    text: `Passkey names must be at most ${PASSKEY_NAME_MAX_LENGTH} characters long.`,
  },
  /** The passkey answered without checking who holds it (no PIN, fingerprint or face). */
  userNotVerified: {
    title: 'Error',
    text: 'Your passkey did not confirm it is you (with a PIN, fingerprint or face). Please try again.',
  },
  signInCancelled: {
    title: 'Sign In Cancelled',
    text: 'No passkey was chosen. Try again, or sign in with your email and password.',
  },
  /** A passkey the server does not know: removed from the account, or made for another site. */
  signInUnknown: {
    title: 'Sign In Error',
    text: 'This passkey is not registered with TailorCV. Sign in with your email and password, then add it on your profile.',
  },
  signInFailed: {
    title: 'Sign In Error',
    text: 'Signing in with your passkey failed. Please try again.',
  },
  unsupported: {
    title: 'Passkeys Unavailable',
    text: 'This browser cannot use passkeys here. Sign in with your email and password.',
  },
} as const;

/** Codes the server adds to the passkey plugin's own (PASSKEY_NOT_FOUND, …). */
export const PASSKEY_ERROR_CODES = {
  nameTooLong: 'PASSKEY_NAME_TOO_LONG',
  /** The authenticator did not verify the user (no PIN or biometric check). */
  userNotVerified: 'PASSKEY_USER_NOT_VERIFIED',
} as const;
