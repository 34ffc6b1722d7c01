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
