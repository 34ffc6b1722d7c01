import { describe, expect, it } from 'vitest';
import { liveTrace, removeSentence, traceLetter } from './trace-match.ts';

const trace = [
  {
    text: 'I am applying for the Designer role at Acme.',
    sources: ['targetJob.title'],
    flagged: false,
    reason: '',
  },
  {
    text: 'I led a team of 40.',
    sources: [],
    flagged: true,
    reason: 'Mentions 40, which your resume does not contain.',
  },
];

describe('traceLetter', () => {
  it('finds the trace of unchanged sentences and none for edited or new ones', () => {
    const sentences = traceLetter(
      ['I am applying for the Designer  role at Acme. I led a team of 4.', 'Thanks!'],
      trace,
    );
    expect(sentences.map((s) => [s.paragraph, s.text, s.trace?.sources ?? null])).toEqual([
      [0, 'I am applying for the Designer  role at Acme.', ['targetJob.title']],
      [0, 'I led a team of 4.', null],
      [1, 'Thanks!', null],
    ]);
  });

  it('keeps only the live trace, and removes a sentence from its paragraph', () => {
    expect(liveTrace(['I led a team of 40.'], trace)).toEqual([trace[1]]);
    expect(removeSentence('One. I led a team of 40. Two.', 'I led a team of 40.')).toBe(
      'One. Two.',
    );
  });
});
