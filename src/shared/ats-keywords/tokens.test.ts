import { describe, expect, it } from 'vitest';
import {
  containsTerm,
  normalizeWord,
  prepareText,
  termKey,
  termPattern,
  tokenize,
} from './tokens.ts';

describe('tokenize', () => {
  it.each([
    ['Node.js and C++', ['node.js', 'and', 'c++']],
    ['C#, .NET and ASP.NET', ['c#', '.net', 'and', 'asp.net']],
    ['front-end CI/CD', ['front', 'end', 'ci', 'cd']],
    ['R&D, P&L.', ['r&d', 'p&l']],
    ['Résumé writing', ['resume', 'writing']],
  ])('%s', (text, norms) => {
    expect(tokenize(text).map((t) => t.norm)).toEqual(norms);
  });

  it('marks punctuation between tokens as a phrase break', () => {
    expect(tokenize('Java, Script and front-end').map((t) => t.breakBefore)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('normalizeWord', () => {
  it.each([
    ['APIs', 'api'],
    ['KPIs', 'kpi'],
    ['technologies', 'technology'],
    ['skills', 'skill'],
    ['SSRS', 'ssrs'],
    ['AWS', 'aws'],
    ['analysis', 'analysis'],
    ['business', 'business'],
    ['canvas', 'canvas'],
    ["company's", 'company'],
    ['Node.js', 'node.js'],
  ])('%s → %s', (word, norm) => {
    expect(normalizeWord(word)).toBe(norm);
  });
});

describe('containsTerm', () => {
  const text = prepareText('Built REST APIs in JavaScript; Go services.\nType, Script');
  it.each([
    ['REST API', false, true],
    ['JavaScript', false, true],
    ['Java', false, false],
    ['Script', false, true],
    ['Type Script', false, false],
    ['Go', true, true],
    ['go', true, false],
  ])('%s (case-sensitive %s) → %s', (term, caseSensitive, found) => {
    expect(containsTerm(text, termPattern(term, caseSensitive))).toBe(found);
  });

  it('never finds an empty term', () => {
    expect(containsTerm(text, termPattern('  '))).toBe(false);
    expect(termKey('...')).toBe('');
  });
});
