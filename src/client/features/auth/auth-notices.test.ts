import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { AUTH_NOTICES, signUpFormSchema, type SignUpForm } from '#shared/auth/auth.schema.ts';
import { validSignUp } from '#shared/auth/sign-up.test-support.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { formErrorNotice } from './auth-notices.ts';

const FIELDS = ['email', 'password', 'confirmPassword', 'firstName', 'lastName'] as const;

/** The notice the sign-up form shows for these values: its fields' error codes, in order. */
async function signUpNotice(change: Partial<typeof validSignUp>) {
  const options: ResolverOptions<SignUpForm> = {
    names: [...FIELDS],
    fields: {},
    shouldUseNativeValidation: false,
  };
  const { errors } = await zodResolver(signUpFormSchema)(
    { ...validSignUp, ...change },
    undefined,
    options,
  );
  return formErrorNotice(FIELDS.map((field) => errors[field]?.type));
}

describe('formErrorNotice', () => {
  it.each([
    [{ email: ' ' }, AUTH_NOTICES.missingCredentials],
    [{ password: '', confirmPassword: '' }, AUTH_NOTICES.missingCredentials],
    [{ email: 'not-an-email' }, AUTH_NOTICES.invalidEmail],
    [{ email: `${'a'.repeat(250)}@b.co` }, AUTH_NOTICES.invalidEmail],
    [{ password: '12345', confirmPassword: '12345' }, AUTH_NOTICES.weakPassword],
    [{ password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }, AUTH_NOTICES.passwordTooLong],
    [{ confirmPassword: 'secret2' }, AUTH_NOTICES.passwordMismatch],
    [{ lastName: 'x'.repeat(101) }, AUTH_NOTICES.nameTooLong],
  ])('gives the sign-up form with %o its rule’s notice', async (change, notice) => {
    expect(await signUpNotice(change)).toEqual(notice);
  });

  it('takes the first field error, in the order given, that has a notice', async () => {
    expect(await signUpNotice({ email: '', password: '12345', confirmPassword: '12345' })).toEqual(
      AUTH_NOTICES.missingCredentials,
    );
    expect(formErrorNotice([undefined, 'too_small', 'NAME_TOO_LONG', 'PASSWORD_TOO_SHORT'])).toBe(
      AUTH_NOTICES.nameTooLong,
    );
  });

  it('is picked by the code, not the text: a notice text is no code', () => {
    expect(formErrorNotice(['PASSWORD_MISMATCH'])).toBe(AUTH_NOTICES.passwordMismatch);
    expect(formErrorNotice([AUTH_NOTICES.passwordMismatch.text])).toBeNull();
    expect(formErrorNotice(['custom', undefined])).toBeNull();
  });
});
