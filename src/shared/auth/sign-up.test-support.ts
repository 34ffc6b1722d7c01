import type { SignUpForm } from './auth.schema.ts';

/** A sign-up form the schema accepts, for the tests to change one field of at a time. */
export const validSignUp = {
  email: 'ada@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  firstName: 'Ada',
  lastName: 'Lovelace',
} satisfies SignUpForm;
