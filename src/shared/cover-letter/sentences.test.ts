import { describe, expect, it } from 'vitest';
import { splitSentences, wordCount } from './sentences.ts';

describe('splitSentences', () => {
  it.each([
    ['One. Two! Three?', ['One.', 'Two!', 'Three?']],
    ['I met Dr. Smith at Acme Inc. last year.', ['I met Dr. Smith at Acme Inc. last year.']],
    ['I used e.g. Python. Then Go.', ['I used e.g. Python.', 'Then Go.']],
    ['Version 3.5 shipped. It worked.', ['Version 3.5 shipped.', 'It worked.']],
    ['Signed by J. Smith. Done.', ['Signed by J. Smith.', 'Done.']],
    ['She said "Yes." Then left.', ['She said "Yes."', 'Then left.']],
    ['Deals up to €150M. Also more.', ['Deals up to €150M.', 'Also more.']],
    ['A 2M. B followed.', ['A 2M.', 'B followed.']],
    ['Latency fell to 165 ms. It held.', ['Latency fell to 165 ms.', 'It held.']],
    ['I met Ms. Lee.', ['I met Ms. Lee.']],
    ['Skills: Python and R. Education: BSc.', ['Skills: Python and R.', 'Education: BSc.']],
    ['No final stop', ['No final stop']],
    ['', []],
  ])('%s', (text, sentences) => expect(splitSentences(text)).toEqual(sentences));
});

describe('wordCount', () => {
  it('counts words, not punctuation', () => {
    expect(wordCount('Hello, world – it’s 2026!')).toBe(4);
    expect(wordCount('   ')).toBe(0);
  });
});
