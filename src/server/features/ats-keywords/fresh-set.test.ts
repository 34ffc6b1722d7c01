import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { labelClashes, labelsNotInText } from './label-checks.test-support.ts';
import {
  computeSplit,
  FRESH_DIR,
  loadIndependentPostings,
  loadManifest,
  wordCount,
} from './independent-set.ts';

/**
 * The second sealed set's files (./__fresh__) are well-formed and as broad as
 * docs/ats-keyword-measurement.md says. No engine runs here: the whole set is sealed and
 * is scored by the bench only, as a whole.
 */

const postings = loadIndependentPostings(FRESH_DIR);
const manifest = loadManifest(FRESH_DIR);

const GROUPS = [
  'software',
  'healthcare',
  'finance-legal',
  'operations',
  'business',
  'engineering',
  'public-education-research',
  'trades',
];
const COUNTRIES = ['UK', 'US', 'DE', 'CA', 'AU', 'IN', 'NG', 'ZA'];
const STYLES = [
  'prose',
  'bullets',
  'us-corporate',
  'de-tasks-profile',
  'requirements-nice-to-have',
  'agency',
  'in-candidate-profile',
  'uk-person-spec',
  'selection-criteria',
];

function countBy(key: 'group' | 'country' | 'style'): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const p of postings) counts[p[key]] = (counts[p[key]] ?? 0) + 1;
  return counts;
}

describe('fresh keyword set: files', () => {
  it('has ≥ 40 postings, each named by its id, of 350–550 words', () => {
    expect(postings.length).toBeGreaterThanOrEqual(40);
    const files = fs
      .readdirSync(path.join(FRESH_DIR, 'postings'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -'.json'.length))
      .sort();
    expect(postings.map((p) => p.id)).toEqual(files);
    expect(new Set(postings.map((p) => p.id)).size).toBe(postings.length);
    const outOfRange = postings
      .map((p) => ({ id: p.id, words: wordCount(p.text) }))
      .filter((p) => p.words < 350 || p.words > 550);
    expect(outOfRange).toEqual([]);
  });

  it('shares no id with the first independent set, so results of the two never mix', () => {
    const first = new Set(loadIndependentPostings().map((p) => p.id));
    expect(postings.map((p) => p.id).filter((id) => first.has(id))).toEqual([]);
  });

  it('spreads over 8 groups and 8 countries (≥ 4 each) and 9 styles (≥ 3 each)', () => {
    const groups = countBy('group');
    const countries = countBy('country');
    const styles = countBy('style');
    for (const g of GROUPS) expect(groups[g] ?? 0, g).toBeGreaterThanOrEqual(4);
    for (const c of COUNTRIES) expect(countries[c] ?? 0, c).toBeGreaterThanOrEqual(4);
    for (const s of STYLES) expect(styles[s] ?? 0, s).toBeGreaterThanOrEqual(3);
  });

  it('brings ≥ 8 occupations the first independent set does not have', () => {
    const first = new Set(loadIndependentPostings().map((p) => p.occupation));
    const fresh = new Set(postings.map((p) => p.occupation).filter((o) => !first.has(o)));
    expect(fresh.size).toBeGreaterThanOrEqual(8);
  });

  it('labels every keyword, alias and noise term as it occurs in its posting', () => {
    expect(labelsNotInText(postings)).toEqual([]);
  });

  it('keeps labels apart: no form twice, no noise term inside a keyword', () => {
    expect(labelClashes(postings)).toEqual([]);
  });
});

describe('fresh keyword set: manifest', () => {
  it('lists every posting as sealed, which is the seeded split at a sealed share of 1', () => {
    expect(manifest.sealedShare).toBe(1);
    expect(manifest.postings.map((e) => e.id).sort()).toEqual(postings.map((p) => p.id).sort());
    const split = computeSplit(postings, manifest.seed, manifest.sealedShare);
    for (const entry of manifest.postings) {
      const posting = postings.find((p) => p.id === entry.id)!;
      expect(entry, entry.id).toEqual({
        id: posting.id,
        group: posting.group,
        country: posting.country,
        split: 'sealed',
      });
      expect(split.get(entry.id), entry.id).toBe('sealed');
    }
  });
});
