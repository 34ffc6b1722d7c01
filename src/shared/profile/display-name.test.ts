import { describe, expect, it } from 'vitest';
import { displayName, type DisplayNameSource } from './display-name.ts';

describe('displayName', () => {
  it.each<[string, DisplayNameSource | null, string]>([
    [
      'display_name wins over everything',
      { display_name: 'Ada L.', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@x.org' },
      'Ada L.',
    ],
    [
      'display_name is trimmed',
      { display_name: '  Ada L.  ', first_name: 'Ada', email: 'ada@x.org' },
      'Ada L.',
    ],
    [
      'first and last name joined when display_name is missing',
      { display_name: null, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@x.org' },
      'Ada Lovelace',
    ],
    [
      'a blank display_name counts as missing',
      { display_name: '   ', first_name: ' Ada ', last_name: ' Lovelace ', email: 'ada@x.org' },
      'Ada Lovelace',
    ],
    ['first name alone', { first_name: 'Ada', last_name: '', email: 'ada@x.org' }, 'Ada'],
    [
      'a last name alone is not in the rule: the e-mail local part follows',
      { first_name: null, last_name: 'Lovelace', email: 'ada.l@x.org' },
      'ada.l',
    ],
    ['the part of the e-mail before the @', { email: 'grace.hopper@navy.mil' }, 'grace.hopper'],
    ['an e-mail with nothing before the @ gives User', { email: '@x.org' }, 'User'],
    ['no names and no e-mail gives User', { display_name: '', first_name: ' ' }, 'User'],
    ['no source at all gives User', null, 'User'],
  ])('%s', (_label, source, expected) => {
    expect(displayName(source)).toBe(expected);
  });
});
