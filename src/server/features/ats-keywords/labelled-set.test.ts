import { describe, expect, it } from 'vitest';
import { generateKeywords } from './keyword-engine.ts';
import { loadPostings, scorePosting, summarizeScores, type PostingScore } from './labelled-set.ts';
import { loadLexicon } from './lexicon.ts';
import { createLocalEngine } from './local-engine.ts';

/**
 * Quality floors of the local engine on the labelled postings, a little below the
 * measured figures (`npm run bench -- ats-keywords` prints them): training set F1 0.89,
 * held-out F1 0.78. A change that makes keywords worse fails here. The training figure was
 * 0.95 when these postings were all the engine was tuned on; the confidence model is now
 * fitted on the postings labelled by docs/ats-keyword-labelling.md, whose span and must
 * choices these earlier labels do not always share, so the figure drifts a little with each
 * refit and the floor guards against a broken engine, not against that drift.
 */
const FLOORS = { train: 0.87, heldOut: 0.75 };

const lexicon = loadLexicon();
const engine = createLocalEngine({ lexicon });
const postings = loadPostings();

async function scoreAll(): Promise<PostingScore[]> {
  const scores: PostingScore[] = [];
  for (const posting of postings) {
    const keywords = await generateKeywords(engine, posting);
    scores.push(scorePosting(posting, keywords, lexicon));
  }
  return scores;
}

describe('labelled job postings', () => {
  it('has at least 30 postings across industries, a fifth held out', () => {
    expect(postings.length).toBeGreaterThanOrEqual(30);
    expect(new Set(postings.map((p) => p.industry)).size).toBeGreaterThanOrEqual(12);
    const heldOut = postings.filter((p) => p.split === 'held-out').length;
    expect(heldOut).toBeGreaterThanOrEqual(Math.ceil(postings.length / 5));
    for (const p of postings) {
      expect(p.must.length, p.id).toBeGreaterThan(0);
      expect(p.noise.length, p.id).toBeGreaterThan(0);
    }
  });

  it('meets the F1 floors with no boilerplate in any output', async () => {
    const scores = await scoreAll();
    const train = summarizeScores(scores.filter((s) => s.split === 'train'));
    const heldOut = summarizeScores(scores.filter((s) => s.split === 'held-out'));
    expect(scores.flatMap((s) => s.boilerplate.map((b) => `${s.id}: ${b}`))).toEqual([]);
    expect(train.f1).toBeGreaterThanOrEqual(FLOORS.train);
    expect(heldOut.f1).toBeGreaterThanOrEqual(FLOORS.heldOut);
  });
});
