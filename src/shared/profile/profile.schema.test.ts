import { describe, expect, it } from 'vitest';
import { PROFILE_NOTICES, profileUpdateSchema } from './profile.schema.ts';

describe('profileUpdateSchema', () => {
  it('trims and turns empty values into null', () => {
    expect(
      profileUpdateSchema.parse({ first_name: '  Ada ', last_name: '   ', display_name: null }),
    ).toEqual({ first_name: 'Ada', last_name: null, display_name: null });
  });

  it('leaves out what was not sent', () => {
    expect(profileUpdateSchema.parse({ display_name: 'Countess' })).toEqual({
      display_name: 'Countess',
    });
  });

  it('refuses other fields and over-long names', () => {
    expect(profileUpdateSchema.safeParse({ email: 'x@y.z' }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ id: 'someone-else' }).success).toBe(false);
    const long = profileUpdateSchema.safeParse({ first_name: 'x'.repeat(101) });
    expect(long.error?.issues[0]?.message).toBe(PROFILE_NOTICES.nameTooLong);
    expect(profileUpdateSchema.safeParse({ first_name: ` ${'x'.repeat(100)} ` }).success).toBe(
      true,
    );
  });

  it('keeps the notice texts word for word', () => {
    expect(PROFILE_NOTICES.noUserLoggedIn).toBe('No user logged in');
    expect(PROFILE_NOTICES.emailReadOnly).toBe('Email cannot be changed from this page.');
    expect(PROFILE_NOTICES.updateSuccess).toEqual({
      title: 'Success',
      text: 'Profile updated successfully!',
    });
    expect(PROFILE_NOTICES.updateError).toEqual({
      title: 'Error',
      text: 'Failed to update profile. Please try again.',
    });
  });
});
