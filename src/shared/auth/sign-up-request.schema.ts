import { z } from 'zod';
import { AUTH_NOTICES, NAME_MAX_LENGTH } from './auth-notices.ts';
import {
  emailSchema,
  newPasswordSchema,
  optionalName,
  withConfirmedPassword,
} from './auth.schema.ts';

// Only the server parses this body: apart from auth.schema.ts, so the /auth page's
// JavaScript does not carry it.

/**
 * Body of `POST /api/auth/sign-up/email`: `{email, password, name, firstName, lastName}`,
 * names optional. `confirmPassword` is optional for scripts; when sent it must match.
 * Better Auth's own fields (callbackURL, rememberMe) pass through.
 */
export const signUpRequestSchema = withConfirmedPassword(
  z
    .object({
      email: emailSchema,
      password: newPasswordSchema,
      confirmPassword: z.string().optional(),
      name: z
        .string()
        .trim()
        .max(NAME_MAX_LENGTH * 2 + 1, { error: AUTH_NOTICES.nameTooLong.text })
        .optional(),
      firstName: optionalName,
      lastName: optionalName,
    })
    .loose(),
);
