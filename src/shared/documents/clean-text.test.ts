import { describe, expect, it } from 'vitest';
import { cleanLine, cleanMultiline } from './clean-text.ts';

describe('cleanMultiline', () => {
  it('keeps text as typed, markup included', () => {
    expect(cleanMultiline('<b>Bold</b> & "quotes"')).toBe('<b>Bold</b> & "quotes"');
  });

  it('removes control characters XML cannot hold, keeping line breaks', () => {
    expect(cleanMultiline('a\u0000b\u0007c\u001Fd\u007Fe\u0085f\nnext')).toBe('abcdef\nnext');
    expect(cleanMultiline('one\r\ntwo\rthree')).toBe('one\ntwo\nthree');
    expect(cleanMultiline('tab\there')).toBe('tab here');
  });

  it('drops lone surrogates, U+FFFD and invisible or bidi control characters', () => {
    expect(cleanMultiline('a\uD800b\uDC00c')).toBe('abc');
    expect(cleanMultiline('x\uFFFDy\uFFFEz')).toBe('xyz');
    expect(cleanMultiline('pay\u202Egnp.exe\u200B\uFEFF')).toBe('paygnp.exe');
    expect(cleanMultiline('emoji 🎉 stays')).toBe('emoji 🎉 stays');
  });

  it('spells out ligature code points', () => {
    expect(cleanMultiline('\uFB01nance o\uFB03ce \uFB00 \uFB02 \uFB04 \uFB05 \uFB06')).toBe(
      'finance office ff fl ffl st st',
    );
  });

  it('composes accents typed as combining marks (NFC)', () => {
    expect(cleanMultiline('Nguye\u0302\u0303n')).toBe('Nguyễn');
  });

  it('trims, drops trailing spaces and collapses blank runs', () => {
    expect(cleanMultiline('  a  \n\n\n\nb  ')).toBe('a\n\nb');
  });
});

describe('cleanLine', () => {
  it('puts everything on one line', () => {
    expect(cleanLine(' Jane \n  Doe ')).toBe('Jane Doe');
    expect(cleanLine(undefined)).toBe('');
  });
});
