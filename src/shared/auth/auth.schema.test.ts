import { describe, expect, it } from 'vitest';
import {
  AUTH_NOTICES,
  issueCode,
  signInFormSchema,
  signUpDisplayName,
  signUpFormSchema,
} from './auth.schema.ts';
import { ruleCode } from '../validation/rule-code.ts';
import { signUpRequestSchema } from './sign-up-request.schema.ts';
import { validSignUp } from './sign-up.test-support.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error!.issues[0]!.message;

describe('auth notice texts', () => {
  it('are word for word what the user sees', () => {
    expect(AUTH_NOTICES.weakPassword).toEqual({
      title: 'Weak Password',
      text: 'Password must be at least 6 characters long.',
    });
    expect(AUTH_NOTICES.passwordMismatch).toEqual({
      title: 'Password Mismatch',
      text: 'Passwords do not match. Please try again.',
    });
    expect(AUTH_NOTICES.accountExists.title).toBe('Account Exists');
    expect(AUTH_NOTICES.invalidCredentials.text).toBe(
      'Please check your email and password and try again.',
    );
  });
});

describe('signUpFormSchema', () => {
  it('accepts a valid form, names optional', () => {
    expect(signUpFormSchema.safeParse(validSignUp).success).toBe(true);
    expect(
      signUpFormSchema.safeParse({ ...validSignUp, firstName: undefined, lastName: '' }).success,
    ).toBe(true);
  });

  it.each([
    [{ password: '12345', confirmPassword: '12345' }, AUTH_NOTICES.weakPassword.text],
    [{ confirmPassword: 'secret2' }, AUTH_NOTICES.passwordMismatch.text],
    [{ email: '' }, AUTH_NOTICES.missingCredentials.text],
    [{ password: '', confirmPassword: '' }, AUTH_NOTICES.missingCredentials.text],
    [{ email: 'not-an-email' }, AUTH_NOTICES.invalidEmail.text],
    [
      { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
      AUTH_NOTICES.passwordTooLong.text,
    ],
    [{ firstName: 'x'.repeat(101) }, AUTH_NOTICES.nameTooLong.text],
  ])('refuses %o with the right text', (change, message) => {
    expect(firstMessage(signUpFormSchema.safeParse({ ...validSignUp, ...change }))).toBe(message);
  });

  it('puts the mismatch on confirmPassword', () => {
    const result = signUpFormSchema.safeParse({ ...validSignUp, confirmPassword: 'other1' });
    expect(result.error?.issues[0]?.path).toEqual(['confirmPassword']);
  });

  it('accepts exactly 6 and exactly 128 characters', () => {
    for (const password of ['123456', 'x'.repeat(128)]) {
      expect(
        signUpFormSchema.safeParse({ ...validSignUp, password, confirmPassword: password }).success,
      ).toBe(true);
    }
  });
});

describe('rule codes', () => {
  it.each([
    [{ password: '12345', confirmPassword: '12345' }, 'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_SHORT'],
    [
      { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
      'PASSWORD_TOO_LONG',
      'PASSWORD_TOO_LONG',
    ],
    [{ confirmPassword: 'secret2' }, 'PASSWORD_MISMATCH', 'PASSWORD_MISMATCH'],
    [{ email: 'not-an-email' }, 'INVALID_EMAIL_ADDRESS', undefined],
    [{ email: `${'a'.repeat(250)}@b.co` }, 'INVALID_EMAIL_ADDRESS', undefined],
    [{ email: ' ' }, 'MISSING_CREDENTIALS', undefined],
    [{ password: '', confirmPassword: '' }, 'MISSING_CREDENTIALS', undefined],
    [{ firstName: 'x'.repeat(101) }, 'NAME_TOO_LONG', undefined],
  ])('%o carries %s; a refused sign-up answers with it: %s', (change, rule, answer) => {
    const result = signUpFormSchema.safeParse({ ...validSignUp, ...change });
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(ruleCode(issue)).toBe(rule);
    expect(issueCode(issue)).toBe(answer);
  });

  it('are on the sign-in form too', () => {
    const codes = (form: { email: string; password: string }) =>
      signInFormSchema.safeParse(form).error!.issues.map(ruleCode);
    expect(codes({ email: '', password: '' })).toEqual([
      'MISSING_CREDENTIALS',
      'MISSING_CREDENTIALS',
    ]);
    expect(codes({ email: 'a@b', password: 'x'.repeat(129) })).toEqual([
      'INVALID_EMAIL_ADDRESS',
      'PASSWORD_TOO_LONG',
    ]);
  });
});

describe('signInFormSchema', () => {
  it('needs an e-mail and a password, but judges no length below the maximum', () => {
    expect(signInFormSchema.safeParse({ email: 'a@b.co', password: '1' }).success).toBe(true);
    expect(firstMessage(signInFormSchema.safeParse({ email: 'a@b.co', password: '' }))).toBe(
      AUTH_NOTICES.missingCredentials.text,
    );
  });
});

describe('signUpRequestSchema', () => {
  it('takes {email, password, name, firstName, lastName}, confirmPassword optional', () => {
    expect(signUpRequestSchema.safeParse({ email: 'a@b.co', password: 'secret1' }).success).toBe(
      true,
    );
    expect(
      signUpRequestSchema.safeParse({ email: 'a@b.co', password: 'secret1', confirmPassword: 'x' })
        .success,
    ).toBe(false);
    expect(
      signUpRequestSchema.safeParse({
        email: 'a@b.co',
        password: 'secret1',
        callbackURL: '/',
      }).data,
    ).toMatchObject({ callbackURL: '/' });
  });
});

describe('signUpDisplayName', () => {
  it.each([
    [{ email: 'a@b.co', firstName: 'Ada', lastName: 'Lovelace' }, 'Ada Lovelace'],
    [{ email: 'a@b.co', firstName: ' Ada ', lastName: ' Lovelace ' }, 'Ada Lovelace'],
    [{ email: 'a@b.co', firstName: 'Ada' }, 'a@b.co'],
    [{ email: 'a@b.co', lastName: 'Lovelace' }, 'a@b.co'],
    [{ email: 'A@B.co', firstName: ' ', lastName: 'Lovelace' }, 'a@b.co'],
    [{ email: 'a@b.co', firstName: null, lastName: null }, 'a@b.co'],
  ])('%o → %s', (input, expected) => {
    expect(signUpDisplayName(input)).toBe(expected);
  });
});
