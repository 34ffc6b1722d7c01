import { describe, expect, it } from 'vitest';
import { labelClashes, labelsNotInText } from './label-checks.test-support.ts';
import {
  computeSplit,
  loadIndependentPostings,
  loadManifest,
  loadSecondLabels,
  scoreIndependent,
  summarizeIndependent,
  wordCount,
  type IndependentPosting,
} from './independent-set.ts';

/**
 * The independent set's files are well-formed and the set is as broad as
 * docs/ats-keyword-measurement.md says. No engine runs here: the sealed part is scored by
 * the bench only.
 */

const postings = loadIndependentPostings();
const manifest = loadManifest();

describe('independent keyword set: files', () => {
  it('has ≥ 60 postings from ≥ 25 occupations in ≥ 5 countries, unique ids, 300–700 words each', () => {
    expect(postings.length).toBeGreaterThanOrEqual(60);
    expect(new Set(postings.map((p) => p.occupation)).size).toBeGreaterThanOrEqual(25);
    expect(new Set(postings.map((p) => p.country)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(postings.map((p) => p.id)).size).toBe(postings.length);
    const outOfRange = postings
      .map((p) => ({ id: p.id, words: wordCount(p.text) }))
      .filter((p) => p.words < 300 || p.words > 700);
    expect(outOfRange).toEqual([]);
  });

  it('names each file by its id, so a dev-only load reads exactly the dev postings', () => {
    const devIds = manifest.postings.filter((e) => e.split === 'dev').map((e) => e.id);
    const dev = loadIndependentPostings(undefined, (id) => devIds.includes(id));
    expect(dev.map((p) => p.id).sort()).toEqual([...devIds].sort());
  });

  it("holds a second labeller's labels for dev postings only, each term as its posting writes it", () => {
    const second = loadSecondLabels();
    const dev = new Set(manifest.postings.filter((e) => e.split === 'dev').map((e) => e.id));
    expect(second.size).toBeGreaterThanOrEqual(24);
    expect([...second.keys()].filter((id) => !dev.has(id))).toEqual([]);
    const relabelled = postings
      .filter((p) => second.has(p.id))
      .map((p) => ({ ...p, labels: second.get(p.id)! }));
    expect(relabelled).toHaveLength(second.size);
    expect(labelsNotInText(relabelled)).toEqual([]);
    expect(labelClashes(relabelled)).toEqual([]);
  });

  it('labels every keyword, alias and noise term as it occurs in its posting', () => {
    expect(labelsNotInText(postings)).toEqual([]);
  });

  it('keeps labels apart: no form twice, no noise term inside a keyword', () => {
    expect(labelClashes(postings)).toEqual([]);
  });
});

describe('independent keyword set: split', () => {
  it('is the seeded split of the manifest, ≥ 30 % sealed, in every group and large country', () => {
    const split = computeSplit(postings, manifest.seed, manifest.sealedShare);
    expect(manifest.postings.map((e) => e.id).sort()).toEqual(postings.map((p) => p.id).sort());
    for (const entry of manifest.postings) {
      const posting = postings.find((p) => p.id === entry.id)!;
      expect(entry, entry.id).toEqual({
        id: posting.id,
        group: posting.group,
        country: posting.country,
        split: split.get(posting.id),
      });
    }
    const sealed = manifest.postings.filter((e) => e.split === 'sealed');
    expect(sealed.length / postings.length).toBeGreaterThanOrEqual(0.3);
    const parts = (key: 'group' | 'country') =>
      [...new Set(manifest.postings.map((e) => e[key]))].map((value) => {
        const members = manifest.postings.filter((e) => e[key] === value);
        return {
          value,
          n: members.length,
          sealed: members.filter((e) => e.split === 'sealed').length,
        };
      });
    for (const g of parts('group')) expect(g.sealed, g.value).toBeGreaterThan(0);
    for (const g of parts('group')) expect(g.sealed, g.value).toBeLessThan(g.n);
    for (const c of parts('country').filter((c) => c.n >= 5)) {
      expect(c.sealed, c.value).toBeGreaterThan(0);
    }
  });
});

describe('independent keyword set: scoring', () => {
  const posting: IndependentPosting = {
    id: 'example',
    title: 'Backend Engineer',
    company: 'Example Ltd',
    country: 'UK',
    style: 'requirements-nice-to-have',
    occupation: 'backend engineer',
    group: 'software',
    text: '',
    labels: {
      must: [{ keyword: 'AWS', aliases: ['Amazon Web Services'] }, { keyword: 'REST APIs' }],
      good: [{ keyword: 'Terraform' }],
      noise: ['Example Ltd', 'hybrid', 'London', 'pension', 'team player'],
    },
  };

  it('matches by case, alias and plural only, each label once, and counts noise', () => {
    const score = scoreIndependent(posting, [
      'amazon web services',
      'AWS',
      'REST API',
      'Amazon Web Services Lambda',
      'Hybrid working',
    ]);
    expect(score).toMatchObject({ correct: 2, mustFound: 2, labelFound: 2, labelTotal: 3 });
    expect(score.wrong).toEqual(['AWS', 'Amazon Web Services Lambda', 'Hybrid working']);
    expect(score.noise).toEqual(['Hybrid working']);
    const summary = summarizeIndependent([score]);
    expect(summary.precision).toBeCloseTo(2 / 5);
    expect(summary.recall).toBeCloseTo(2 / 3);
    expect(summary.mustRecall).toBe(1);
    expect(summary.noiseRate).toBeCloseTo(1 / 5);
  });
});
