import { describe, expect, it } from 'vitest';
import { tokenize } from '#shared/ats-keywords/tokens.ts';
import {
  findTerms,
  loadLexicon,
  lookupTerm,
  parseLexicon,
  parsedOnFirstUse,
  warmUpLexicon,
} from './lexicon.ts';

const lexicon = loadLexicon();

describe('the skills lexicon', () => {
  it('holds thousands of canonical terms in every category', () => {
    expect(lexicon.entries.length).toBeGreaterThanOrEqual(2000);
    const categories = new Set(lexicon.entries.map((e) => e.category));
    expect([...categories].sort()).toEqual(['certification', 'hard-skill', 'soft-skill', 'tool']);
  });

  it('is read once, when a part of it is first used, not when an engine is built with it', () => {
    let reads = 0;
    const lazy = parsedOnFirstUse(() => {
      reads += 1;
      return parseLexicon([{ name: 'tools.txt', text: '@tool\nExcel | MS Excel\n' }]);
    });
    expect(reads).toBe(0);
    expect(lazy.entries.map((e) => e.name)).toEqual(['Excel']);
    expect(lazy.byKey.get('ms excel')).toBe(0);
    expect([...lazy.byFirst.keys()].sort()).toEqual(['excel', 'ms']);
    expect(lazy.duplicates).toEqual([]);
    expect(reads).toBe(1);
    // The server's engines share the one repository lexicon; the warm-up parses it.
    expect(loadLexicon()).toBe(loadLexicon());
    expect(warmUpLexicon()).toBe(lexicon.entries.length);
  });

  it('has no spelling under two entries', () => {
    expect(lexicon.duplicates).toEqual([]);
  });

  it('spells no term as another term with a word that only frames it ("Forklift certification")', () => {
    // The posting's keyword is the name without the frame (docs/ats-keyword-labelling.md), and
    // the longest match would answer the framed spelling. Letters before the frame may name
    // another thing than the lexicon's entry for them ("HR licence" is a heavy rigid licence).
    const frame =
      /^(?:certification|certificate|registration|accreditation|licen[cs]e|card|exam|examination|training|qualification|skill)$/;
    const framed = [...lexicon.byKey].filter(([key, id]) => {
      const words = key.split(' ');
      const spelling = [lexicon.entries[id]!.name, ...lexicon.entries[id]!.aliases].find(
        (s) =>
          tokenize(s)
            .map((t) => t.norm)
            .join(' ') === key,
      );
      if (
        words.length < 2 ||
        !frame.test(words.at(-1)!) ||
        /^[A-Z][A-Z0-9&]+\s/.test(spelling ?? '')
      )
        return false;
      const other = lexicon.byKey.get(words.slice(0, -1).join(' '));
      return other !== undefined && other !== id;
    });
    expect(framed.map(([key]) => key)).toEqual([]);
  });

  it.each([
    ['JS', 'JavaScript'],
    ['GA4', 'Google Analytics 4'],
    ['Certified Public Accountant', 'Certified Public Accountant'],
    ['CPA', 'Certified Public Accountant'],
    ['k8s', 'Kubernetes'],
    ['Postgres', 'PostgreSQL'],
    ['RESTful APIs', 'REST APIs'],
    ['BLS', 'Basic Life Support'],
    ['ServSafe Food Handler', 'ServSafe'],
    ['Class A CDL', 'CDL Class A'],
    ['front end development', 'Front-End Development'],
  ])('%s → %s', (alias, canonical) => {
    expect(lookupTerm(lexicon, alias)?.name).toBe(canonical);
  });

  it('finds multi-word terms, longest first, never across punctuation', () => {
    const names = (text: string) => findTerms(lexicon, tokenize(text)).map((h) => h.entry.name);
    expect(names('Experience with Google Analytics 4 and Google Ads')).toEqual([
      'Google Analytics 4',
      'Google Ads',
    ]);
    expect(names('Spring Boot, React Native and React')).toEqual([
      'Spring Boot',
      'React Native',
      'React',
    ]);
    expect(names('machine, learning')).toEqual([]);
  });

  it('matches case-sensitive spellings only in their letter case', () => {
    const names = (text: string) => findTerms(lexicon, tokenize(text)).map((h) => h.entry.name);
    expect(names('Services in Go and R')).toEqual(['Go', 'R']);
    expect(names('ready to go, r')).toEqual([]);
  });

  it.each([
    ['Maintain PLCs and MCCs at Kwara Cement Plc', ['PLCs']],
    ['Siemens PLC upgrades; plc panels', ['PLC', 'plc']],
  ])(
    'reads an acronym spelling in capitals or lower case, never in title case: %s',
    (text, surfaces) => {
      const tokens = tokenize(text);
      const hits = findTerms(lexicon, tokens).filter((h) => h.entry.name === 'PLC Programming');
      expect(hits.map((h) => tokens[h.start]!.raw)).toEqual(surfaces);
    },
  );

  it('matches a title-case word only to a spelling not written in capitals', () => {
    const parsed = parseLexicon([{ name: 't.txt', text: '@tool\nTableau | TBL' }]);
    const names = (text: string) => findTerms(parsed, tokenize(text)).map((h) => h.entry.name);
    expect(names('Dashboards in Tableau')).toEqual(['Tableau']);
    expect(names('Dashboards in Tbl')).toEqual([]);
    expect(names('Dashboards in TBL')).toEqual(['Tableau']);
  });

  it('rejects a malformed lexicon file with its line number', () => {
    expect(() => parseLexicon([{ name: 'x.txt', text: 'Orphan term' }])).toThrow('x.txt:1');
    expect(() => parseLexicon([{ name: 'y.txt', text: '@tool\n@nope' }])).toThrow('y.txt:2');
  });

  it('files a verb or a language under no skill: "troubleshoot", "fluent Spanish"', () => {
    expect(lookupTerm(lexicon, 'troubleshoot')).toBeUndefined();
    expect(lookupTerm(lexicon, 'troubleshooting')?.name).toBe('Troubleshooting');
    expect(lookupTerm(lexicon, 'fluent Spanish')).toBeUndefined();
  });
});
