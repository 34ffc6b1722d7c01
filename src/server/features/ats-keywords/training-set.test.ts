import { describe, expect, it } from 'vitest';
import { labelClashes, labelsNotInText } from './label-checks.test-support.ts';
import { loadIndependentPostings, loadManifest, wordCount } from './independent-set.ts';
import {
  loadAllTrainingPostings,
  loadTrainingCheckPostings,
  loadTrainingManifest,
  loadTrainingPostings,
  loadTrainingSecondLabels,
} from './training-set.ts';

/**
 * The training set's files are well-formed, labelled by the guideline's checkable rules, and
 * apart from the independent set. No engine runs here. Only the independent set's dev postings
 * are read: its sealed postings are never opened outside the bench, so the training texts are
 * compared with the dev texts and the training ids with every id the manifest lists.
 */

const postings = loadAllTrainingPostings();
const manifest = loadManifest();
const devIds = new Set(manifest.postings.filter((e) => e.split === 'dev').map((e) => e.id));
const dev = loadIndependentPostings(undefined, (id) => devIds.has(id));

describe('training keyword set: files', () => {
  it('has ≥ 18 postings in ≥ 6 groups and ≥ 6 countries, unique ids, 300–700 words each', () => {
    expect(postings.length).toBeGreaterThanOrEqual(18);
    expect(new Set(postings.map((p) => p.group)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(postings.map((p) => p.country)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(postings.map((p) => p.id)).size).toBe(postings.length);
    const outOfRange = postings
      .map((p) => ({ id: p.id, words: wordCount(p.text) }))
      .filter((p) => p.words < 300 || p.words > 700);
    expect(outOfRange).toEqual([]);
  });

  it('labels every keyword, alias and noise term as it occurs in its posting', () => {
    expect(labelsNotInText(postings)).toEqual([]);
  });

  it('keeps labels apart: no form twice, no noise term inside a keyword', () => {
    expect(labelClashes(postings)).toEqual([]);
  });

  it('splits into a fit part, a check part and held postings that the manifest names, each posting in one', () => {
    const { check, held } = loadTrainingManifest();
    const ids = new Set(postings.map((p) => p.id));
    expect([...check, ...held].filter((id) => !ids.has(id))).toEqual([]);
    expect(new Set([...check, ...held]).size).toBe(check.length + held.length);
    const fit = loadTrainingPostings().map((p) => p.id);
    const checked = loadTrainingCheckPostings().map((p) => p.id);
    expect(checked.toSorted()).toEqual(check.toSorted());
    expect(fit.filter((id) => check.includes(id) || held.includes(id))).toEqual([]);
    expect(fit.length + checked.length + held.length).toBe(postings.length);
  });

  it("holds a second labeller's labels for training postings, each term as its posting writes it", () => {
    const second = loadTrainingSecondLabels();
    expect(second.size).toBeGreaterThanOrEqual(40);
    const relabelled = postings
      .filter((p) => second.has(p.id))
      .map((p) => ({ ...p, labels: second.get(p.id)! }));
    expect(relabelled.map((p) => p.id).toSorted()).toEqual([...second.keys()].toSorted());
    expect(labelsNotInText(relabelled)).toEqual([]);
    expect(labelClashes(relabelled)).toEqual([]);
  });

  it('shares no id with the independent set and no text with its dev postings', () => {
    const independentIds = new Set(manifest.postings.map((e) => e.id));
    expect(postings.filter((p) => independentIds.has(p.id)).map((p) => p.id)).toEqual([]);
    const devTexts = new Set(dev.map((p) => p.text.trim()));
    expect(postings.filter((p) => devTexts.has(p.text.trim())).map((p) => p.id)).toEqual([]);
  });
});
