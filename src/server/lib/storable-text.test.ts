import { describe, expect, it } from 'vitest';
import { repairJsonText } from './storable-text.ts';

const json = (value: unknown) => JSON.stringify(value);

describe('repairJsonText', () => {
  it.each([
    ['a NUL', json({ a: 'x\u0000y' }), { a: 'xy' }],
    [
      'NULs in keys, arrays and nested values',
      json({ 'k\u0000': ['\u0000', { b: 'c\u0000' }] }),
      { k: ['', { b: 'c' }] },
    ],
    ['a lone high surrogate', json({ a: 'x\ud800y' }), { a: 'x\ufffdy' }],
    ['a lone low surrogate', json({ a: 'x\udc00y' }), { a: 'x\ufffdy' }],
    ['a reversed pair', json({ a: '\udc00\ud800' }), { a: '\ufffd\ufffd' }],
    ['a high surrogate at the end', json({ a: 'x\udbff' }), { a: 'x\ufffd' }],
    ['upper-case escapes', String.raw`{"a":"\u0000\uD800"}`, { a: '\ufffd' }],
  ])('repairs %s', (_label, text, expected) => {
    expect(JSON.parse(repairJsonText(text))).toEqual(expected);
  });

  it.each([
    ['plain text', json({ a: 'résumé ☃ 😀 \ud83d\ude00' })],
    ['a valid pair written as escapes', String.raw`{"a":"\ud83d\ude00"}`],
    ['the six characters \\u0000 (an escaped backslash)', json({ a: '\\u0000 and \\ud800' })],
    ['three backslashes: an escaped backslash then \\\\ u0041', String.raw`{"a":"\\\u0041"}`],
  ])('leaves %s alone', (_label, text) => {
    expect(repairJsonText(text)).toBe(text);
  });

  it('repairs an escape after an even run of backslashes, not after an odd one', () => {
    // "\\\\\u0000": two escaped backslashes, then a NUL escape.
    const text = String.raw`{"a":"\\\\\u0000","b":"\\u0000"}`;
    expect(JSON.parse(repairJsonText(text))).toEqual({ a: '\\\\', b: '\\u0000' });
  });
});
