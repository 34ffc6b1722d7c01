import { describe, expect, it } from 'vitest';
import { termKey } from '#shared/ats-keywords/tokens.ts';
import {
  confidence,
  CONFIDENCE,
  features,
  FEATURE_NAMES,
  type CandidateEvidence,
} from './confidence.ts';
import { loadLexicon } from './lexicon.ts';
import { createLocalEngine } from './local-engine.ts';
import type { TermPriors } from './term-priors.ts';

const context = (
  keys: string[],
  title = 'Stock Controller',
  priors: TermPriors = () => undefined,
) => ({
  titleWords: new Set(title.toLowerCase().split(' ')),
  keys,
  priors,
});
const evidence = (over: Partial<CandidateEvidence>): CandidateEvidence => ({
  name: 'Forklift',
  source: 'lexicon',
  category: 'tool',
  weights: [3],
  first: 0.5,
  ...over,
});
const feature = (e: CandidateEvidence, keys: string[], name: (typeof FEATURE_NAMES)[number]) =>
  features(e, context(keys))[FEATURE_NAMES.indexOf(name)];

describe('candidate confidence', () => {
  it('gives one value per named feature and one coefficient per feature', () => {
    expect(features(evidence({}), context(['forklift']))).toHaveLength(FEATURE_NAMES.length);
    expect(CONFIDENCE.coefficients).toHaveLength(FEATURE_NAMES.length);
  });

  it('reads where the mentions stand', () => {
    const nice = evidence({ weights: [1.2, 1.2] });
    expect(feature(nice, [], 'only nice-to-have')).toBe(1);
    expect(feature(nice, [], 'in requirements')).toBe(0);
    expect(feature(evidence({ weights: [1.2, 3] }), [], 'only nice-to-have')).toBe(0);
    expect(feature(evidence({ weights: [1.5] }), [], 'only introduction')).toBe(1);
  });

  it('reads a requirement word before the term and a mention in the company blurb', () => {
    expect(feature(evidence({ asked: true }), [], 'asked for')).toBe(1);
    expect(feature(evidence({}), [], 'asked for')).toBe(0);
    expect(feature(evidence({ weights: [0.4, 2.6] }), [], 'named about the company')).toBe(1);
    expect(feature(evidence({ weights: [3, 2.6] }), [], 'named about the company')).toBe(0);
  });

  it('marks an item found beside a known term of a list', () => {
    expect(feature(evidence({ source: 'list' }), [], 'listed beside a known term')).toBe(1);
    expect(feature(evidence({ source: 'phrase' }), [], 'listed beside a known term')).toBe(0);
  });

  it('reads what the training postings say about the term, smoothed toward the usual share', () => {
    const counts = new Map([
      [termKey('Inspections'), { candidate: 8, labelled: 1 }],
      [termKey('Forklift'), { candidate: 6, labelled: 6 }],
    ]);
    const priors: TermPriors = (key) => counts.get(key);
    const read = (name: string, feature: (typeof FEATURE_NAMES)[number]) =>
      features(evidence({ name }), context([], 'Stock Controller', priors))[
        FEATURE_NAMES.indexOf(feature)
      ];
    expect(read('Forklift', 'a candidate in training postings')).toBe(1);
    expect(read('Pallets', 'a candidate in training postings')).toBe(0);
    expect(read('Pallets', 'label rate in training postings')).toBe(0);
    // (1 + 2 × 0.75) / (8 + 2) − 0.75 and (6 + 1.5) / 8 − 0.75
    expect(read('Inspections', 'label rate in training postings')).toBeCloseTo(-0.5);
    expect(read('Forklift', 'label rate in training postings')).toBeCloseTo(0.1875);
    const rarelyLabelled = evidence({ name: 'Inspections', source: 'phrase', weights: [3] });
    expect(
      confidence(rarelyLabelled, context(['inspections'], 'Stock Controller', priors)),
    ).toBeLessThan(confidence(rarelyLabelled, context(['inspections'])));
  });

  it('trusts a term asked for over the same term merely named', () => {
    const named = evidence({ name: 'tunnel ovens', source: 'phrase', weights: [2.6] });
    const asked = { ...named, asked: true };
    expect(confidence(asked, context(['tunnel ovens']))).toBeGreaterThan(
      confidence(named, context(['tunnel ovens'])),
    );
  });

  it('marks a phrase led by an acronym answered alone, or by an -ing word', () => {
    const led = (name: string, keys: string[], source: CandidateEvidence['source'] = 'phrase') =>
      features(evidence({ name, source }), context(keys));
    const acronym = FEATURE_NAMES.indexOf('phrase led by a named acronym');
    const ing = FEATURE_NAMES.indexOf('phrase led by an -ing word');
    expect(led('ISTA test', ['ista test', 'ista'])[acronym]).toBe(1);
    // The acronym is no candidate of its own: the phrase is the only name it has.
    expect(led('ISTA test', ['ista test'])[acronym]).toBe(0);
    // A lexicon term is no phrase.
    expect(led('ISTA test', ['ista test', 'ista'], 'lexicon')[acronym]).toBe(0);
    expect(led('Tracking product metrics', ['tracking product metric'])[ing]).toBe(1);
    expect(led('Wound care', ['wound care'])[ing]).toBe(0);
    // One word is the thing itself.
    expect(led('Plastering', ['plastering'])[ing]).toBe(0);
  });

  it('marks a word of a longer keyword, but never an acronym, as part of another', () => {
    const keys = ['pallet', 'pallet racking', 'WMS', 'WMS reports'].map((k) => k.toLowerCase());
    expect(feature(evidence({ name: 'pallet' }), keys, 'part of another')).toBe(1);
    expect(feature(evidence({ name: 'WMS' }), keys, 'part of another')).toBe(0);
    expect(feature(evidence({ name: 'pallet racking' }), keys, 'holds another')).toBe(1);
  });

  it('trusts a tool asked for among the requirements over a lower-case phrase of the introduction', () => {
    const tool = evidence({ name: 'SAP EWM', weights: [3] });
    const blurb = evidence({ name: 'fresh produce', source: 'phrase', weights: [1.5] });
    expect(confidence(tool, context(['sap ewm']))).toBeGreaterThan(CONFIDENCE.threshold);
    expect(confidence(blurb, context(['fresh produce']))).toBeLessThan(CONFIDENCE.threshold);
  });

  it('cuts a soft skill even when it is asked for', () => {
    const soft = evidence({ name: 'Teamwork', category: 'soft-skill', weights: [3] });
    expect(confidence(soft, context(['teamwork']))).toBeLessThan(CONFIDENCE.threshold);
  });

  it('is what the engine cuts by: every kept candidate reaches the threshold', async () => {
    const engine = createLocalEngine({ lexicon: loadLexicon() });
    const request = {
      jobDescription:
        'We run a family bakery with fresh produce every morning.\nRequirements:\n- Forklift licence and SAP EWM\n- Teamwork and a positive attitude\n- Stock rotation',
      jobTitle: 'Stock Controller',
      company: '',
    };
    const ranked = await engine.rank(request);
    const kept = (await engine.analyze(request)).map((k) => k.name);
    expect(kept).toEqual(
      ranked.filter((r) => r.confidence >= CONFIDENCE.threshold).map((r) => r.keyword.name),
    );
    expect(ranked.length).toBeGreaterThan(kept.length);
  });
});
