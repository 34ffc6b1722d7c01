/**
 * The product's auth notice texts, word for word, in a module with no zod import
 * so the user menu can use them without pulling the validation library into its chunk.
 */

export const PASSWORD_MIN_LENGTH = 6;
/** Caps the work one request can ask of the password hash. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const AUTH_NOTICES = {
  passwordMismatch: {
    title: 'Password Mismatch',
    text: 'Passwords do not match. Please try again.',
  },
  weakPassword: {
    title: 'Weak Password',
    text: 'Password must be at least 6 characters long.',
  },
  passwordTooLong: {
    title: 'Password Too Long',
    text: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  },
  missingCredentials: {
    title: 'Sign In Error',
    text: 'You must provide either an email or phone number and a password',
  },
  invalidEmail: {
    title: 'Invalid Email',
    text: 'Please enter a valid email address.',
  },
  nameTooLong: {
    title: 'Name Too Long',
    text: `Names must be at most ${NAME_MAX_LENGTH} characters long.`,
  },
  invalidCredentials: {
    title: 'Invalid Credentials',
    text: 'Please check your email and password and try again.',
  },
  signInError: { title: 'Sign In Error' },
  signInSuccess: { title: 'Success', text: "You've been signed in successfully!" },
  accountExists: {
    title: 'Account Exists',
    text: 'An account with this email already exists. Please sign in instead.',
  },
  signUpError: { title: 'Sign Up Error' },
  /** A verification link opened in another browser verifies but does not sign in. */
  emailVerified: {
    title: 'Email Confirmed',
    text: 'Your email address is confirmed. You can sign in now.',
  },
  /** The link opened in the browser that signed up signs in and lands on /. */
  emailVerifiedSignedIn: {
    title: 'Email Confirmed',
    text: "Your email address is confirmed and you're signed in. Next, build your resume: fill it in step by step, or start from the CV you already have.",
    action: 'Build your resume',
  },
  signUpSuccess: {
    title: 'Success',
    text: 'Account created successfully! Please check your email to verify your account.',
  },
  googleSignInError: {
    title: 'Google Sign-In Error',
    unexpectedText: 'An unexpected error occurred with Google sign-in.',
  },
  signOutSuccess: { title: 'Success', text: "You've been signed out successfully." },
  signOutError: { title: 'Error', text: 'Failed to sign out. Please try again.' },
} as const;

/*
 * Texts only the server sends (the client shows the message it gets): outside AUTH_NOTICES,
 * so the /auth page's JavaScript does not carry them.
 */

/** The server refuses passwords from a list of the most common ones. */
export const COMMON_PASSWORD_NOTICE = {
  title: 'Weak Password',
  text: 'This password is too common and easy to guess. Please choose another one.',
} as const;

/** A new password must not contain the account's e-mail address. */
export const PASSWORD_CONTAINS_EMAIL_NOTICE = {
  title: 'Weak Password',
  text: 'Your password must not contain your email address. Please choose another one.',
} as const;

/** Revoking a session token that is not one of the caller's. */
export const SESSION_NOT_FOUND_NOTICE = {
  title: 'Session Not Found',
  text: 'None of your sessions has this token.',
} as const;

/** The longest passkey name kept: the list on /profile shows it on one line. */
export const PASSKEY_NAME_MAX_LENGTH = 64;

/**
 * The passkey controls' texts (/profile's Passkeys card, /auth's passkey sign-in), in the
 * product's notice style. Apart from AUTH_NOTICES, so a page carries only what it shows.
 */
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
