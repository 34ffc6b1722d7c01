import { describe, expect, it } from 'vitest';
import { isAskedFor } from './requirement-cues.ts';

describe('requirement cues', () => {
  const posting = [
    'Larkspur Bakeries supplies the Nordic market with rye bread.',
    'What you bring:',
    '- Hands-on experience with tunnel ovens, spiral mixers and HACCP plans',
    '- Proficient in SAP Business One; working knowledge of Power Query',
    '- Forklift licence',
    'You will report to the Plant Manager.',
  ].join('\n');

  it.each(['tunnel ovens', 'spiral mixers', 'HACCP plans', 'SAP Business One', 'Power Query'])(
    'reads "%s" as asked for: a requirement word opens its clause',
    (term) => {
      expect(isAskedFor(posting, [term])).toBe(true);
    },
  );

  it('reads a requirement word right after the term: "Forklift licence"', () => {
    expect(isAskedFor(posting, ['Forklift'])).toBe(true);
  });

  it.each(['Nordic market', 'rye bread', 'Plant Manager'])(
    'reads "%s", named where the employer describes itself or the role, as not asked for',
    (term) => {
      expect(isAskedFor(posting, [term])).toBe(false);
    },
  );

  it('stops at the end of a clause: a cue of one sentence does not reach the next', () => {
    const text = 'Experience in retail is needed. Our Leeds store opens soon.';
    expect(isAskedFor(text, ['Leeds store'])).toBe(false);
    expect(isAskedFor(text, ['retail'])).toBe(true);
  });

  it('accepts any of the spellings given and matches whole words only', () => {
    expect(isAskedFor('Knowledge of MS Excel.', ['Microsoft Excel', 'MS Excel'])).toBe(true);
    expect(isAskedFor('Knowledge of Excelsior.', ['Excel'])).toBe(false);
  });
});
