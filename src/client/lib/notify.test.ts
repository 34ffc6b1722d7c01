import { describe, expect, it } from 'vitest';
import { noticeDuration } from './notify.ts';

describe('noticeDuration', () => {
  it('gives a short notice the usual 4 seconds', () => {
    expect(noticeDuration('Saved')).toBe(4_000);
  });

  it('gives a notice time to read its text: a second, then a third of a second a word', () => {
    const title = 'Unsaved changes restored';
    const text =
      'The edits you had not saved yet were kept in this browser. Save them to keep them in your account.';
    // 3 + 20 words.
    expect(noticeDuration(title, text)).toBe(1_000 + 23 * 330);
  });

  it('stays at most 12 seconds', () => {
    expect(noticeDuration('A title', 'word '.repeat(200))).toBe(12_000);
  });
});
