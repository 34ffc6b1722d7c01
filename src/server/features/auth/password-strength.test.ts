import { describe, expect, it } from 'vitest';
import {
  commonPasswordCount,
  indexPasswords,
  isCommonPassword,
  newPasswordRefusal,
} from './password-strength.ts';

describe('the common-password list', () => {
  it('holds at least 100,000 passwords', async () => {
    expect(await commonPasswordCount()).toBeGreaterThanOrEqual(100_000);
  });

  it('is indexed in turns, so other requests run while it loads', async () => {
    const text = Array.from({ length: 100_000 }, (_, i) => `Secret${i}`).join('\n');
    let turns = 0;
    const set = await indexPasswords(text, async () => {
      turns += 1;
    });
    expect(set.size).toBe(100_000);
    expect(set.has('secret99999')).toBe(true);
    expect(turns).toBe(5);
  });

  it.each(['123456', 'password', 'qwerty', 'PassWord', 'iloveyou', '      '])(
    'refuses %j',
    async (password) => {
      expect(await isCommonPassword(password)).toBe(true);
    },
  );

  it('lets an uncommon password through', async () => {
    expect(await isCommonPassword('copper-kettle-orbit-41')).toBe(false);
    expect(await newPasswordRefusal('copper-kettle-orbit-41', 'jane.doe@example.com')).toBeNull();
  });

  it('refuses a password holding the e-mail or its local part before looking at the list', async () => {
    expect(await newPasswordRefusal('jane.doe2024!', 'Jane.Doe@example.com')).toMatchObject({
      code: 'PASSWORD_CONTAINS_EMAIL',
    });
    expect(await newPasswordRefusal('qwerty', 'jane@example.com')).toMatchObject({
      code: 'PASSWORD_TOO_COMMON',
    });
  });
});
