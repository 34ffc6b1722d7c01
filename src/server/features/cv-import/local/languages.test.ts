import { describe, expect, it } from 'vitest';
import { languageLevel, languageName, parseLanguageLine } from './languages.ts';

describe('languageLevel', () => {
  it.each([
    ['C2', 'Native'],
    ['Mother tongue', 'Native'],
    ['bilingual', 'Native'],
    ['Muttersprache', 'Native'],
    ['langue maternelle', 'Native'],
    ['C1', 'Fluent'],
    ['Fluent (C1)', 'Fluent'],
    ['Full professional proficiency', 'Fluent'],
    ['courant', 'Fluent'],
    ['verhandlungssicher', 'Fluent'],
    ['B2', 'Advanced'],
    ['Upper-intermediate', 'Advanced'],
    ['Business level (TOEIC 905)', 'Advanced'],
    ['avancé', 'Advanced'],
    ['B1', 'Intermediate'],
    ['Conversational', 'Intermediate'],
    ['Limited working proficiency', 'Intermediate'],
    ['intermedio', 'Intermediate'],
    ['A1', 'Basic'],
    ['A2 (Elementary)', 'Basic'],
    ['Grundkenntnisse', 'Basic'],
    ['notions', 'Basic'],
    ['básico', 'Basic'],
    // The levels our documents print in Polish, Swedish and Czech.
    ['Ojczysty', 'Native'],
    ['Modersmål', 'Native'],
    ['Rodilý mluvčí', 'Native'],
    ['Średniozaawansowany', 'Intermediate'],
    ['Středně pokročilý', 'Intermediate'],
    ['Pokročilý', 'Advanced'],
    ['Goda kunskaper', 'Intermediate'],
    ['Grundläggande', 'Basic'],
    ['', ''],
    ['since 2019', ''],
  ] as const)('%s → %s', (text, level) => {
    expect(languageLevel(text)).toBe(level);
  });

  it('prefers the CEFR code to the word beside it', () => {
    expect(languageLevel('good (B2)')).toBe('Advanced');
  });
});

describe('languageName', () => {
  it('gives the English name, also of a name printed in its own language', () => {
    expect(languageName('Swahili')).toBe('Swahili');
    expect(languageName('Deutsch')).toBe('German');
    expect(languageName('Español:')).toBe('Spanish');
    expect(languageName('Kubernetes')).toBe('');
  });
});

describe('parseLanguageLine', () => {
  it.each([
    ['Korean: Fluent', [{ name: 'Korean', level: 'Fluent' }]],
    ['Korean (native speaker)', [{ name: 'Korean', level: 'Native' }]],
    ['Dutch – B2', [{ name: 'Dutch', level: 'Advanced' }]],
    ['Polish A2', [{ name: 'Polish', level: 'Basic' }]],
    ['Tamil\tConversational', [{ name: 'Tamil', level: 'Intermediate' }]],
    ['Français : courant', [{ name: 'French', level: 'Fluent' }]],
    ['Greek', [{ name: 'Greek', level: '' }]],
    [
      'Welsh (native), Italian (B1), Czech (basic)',
      [
        { name: 'Welsh', level: 'Native' },
        { name: 'Italian', level: 'Intermediate' },
        { name: 'Czech', level: 'Basic' },
      ],
    ],
    [
      'Hindi – native · English – C1',
      [
        { name: 'Hindi', level: 'Native' },
        { name: 'English', level: 'Fluent' },
      ],
    ],
  ] as const)('%s', (text, languages) => {
    expect(parseLanguageLine(text)).toEqual(languages);
  });

  it('reads nothing from a line that names no language', () => {
    expect(parseLanguageLine('Python, Go, Rust')).toEqual([]);
    expect(parseLanguageLine('Lived abroad for two years')).toEqual([]);
  });
});
