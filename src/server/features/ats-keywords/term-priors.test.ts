import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { termKey } from '#shared/ats-keywords/tokens.ts';
import { labelKeys } from './independent-set.ts';
import { createLocalEngine } from './local-engine.ts';
import {
  committedPriors,
  countPriors,
  priorsFileText,
  priorsFrom,
  TERM_PRIORS_FILE,
} from './term-priors.ts';
import { loadTrainingPostings } from './training-set.ts';

describe('term priors', () => {
  const counts = countPriors([
    {
      id: 'a',
      candidates: [
        { name: 'Inspections', labelled: false },
        { name: 'Forklift', labelled: true },
      ],
    },
    {
      id: 'b',
      candidates: [
        { name: 'inspections', labelled: false },
        { name: 'inspections', labelled: true },
      ],
    },
    { id: 'c', candidates: [{ name: 'Inspections', labelled: false }] },
  ]);

  it('counts each posting once per term, labelled when any of its spellings matched a label', () => {
    expect(priorsFrom(counts)(termKey('Inspections'))).toEqual({ candidate: 3, labelled: 1 });
    expect(priorsFrom(counts)(termKey('Forklift'))).toEqual({ candidate: 1, labelled: 1 });
    expect(priorsFrom(counts)(termKey('Pallets'))).toBeUndefined();
  });

  it('leaves one posting out, so it can be fitted on without its own labels', () => {
    expect(priorsFrom(counts, 'b')(termKey('Inspections'))).toEqual({ candidate: 2, labelled: 0 });
    expect(priorsFrom(counts, 'a')(termKey('Forklift'))).toBeUndefined();
  });

  it('reads back what it writes', () => {
    const file = JSON.parse(priorsFileText(counts)) as Record<string, [number, number]>;
    expect(file[termKey('Inspections')]).toEqual([3, 1]);
    expect(Object.keys(file)).toEqual(Object.keys(file).sort());
  });

  it("holds the current engine's counts on the training set's fit part", async () => {
    // Stale counts would give the confidence model features it was not fitted with.
    const engine = createLocalEngine();
    const ranked = [];
    for (const posting of loadTrainingPostings()) {
      const keys = labelKeys(posting);
      const candidates = await engine.rank({
        jobDescription: posting.text,
        jobTitle: posting.title,
        company: posting.company,
      });
      ranked.push({
        id: posting.id,
        candidates: candidates.map((r) => ({
          name: r.keyword.name,
          labelled: keys.has(termKey(r.keyword.name)),
        })),
      });
    }
    const fresh = priorsFileText(countPriors(ranked));
    expect(
      fresh === fs.readFileSync(TERM_PRIORS_FILE, 'utf8'),
      'term-priors.json is stale: run `node --import tsx scripts/ats-keywords-cv.ts --priors`',
    ).toBe(true);
    expect(committedPriors()(termKey('Excel'))?.candidate).toBeGreaterThan(1);
  });
});
