import { describe, expect, it } from 'vitest';
import type { TargetKeyword } from '#shared/ats-keywords/ats-keywords.schema.ts';
import { matchScore } from '#shared/ats-keywords/match-keywords.ts';
import { resumeDataSchema } from '#shared/resume/resume.schema.ts';
import { loadPostings, type LabelledPosting } from './labelled-set.ts';
import { loadLexicon } from './lexicon.ts';
import { createLocalEngine } from './local-engine.ts';

/**
 * The match's weights (importance × kind × emphasis, ADR 0037) against the labelled
 * postings: a resume with the keywords a recruiter screens for (`must` labels) scores well
 * above one with only the other acceptable keywords (`good`), and a resume with a posting's
 * four main hard skills scores above the old share-of-weight score's 37.
 */

const engine = createLocalEngine({ lexicon: loadLexicon() });

const resumeWith = (names: readonly string[]) =>
  resumeDataSchema.parse({ skills: names.map((name) => ({ name, category: '' })) });

/** The old score: the share of the engine's weight found. */
function weightShare(resume: ReturnType<typeof resumeWith>, keywords: TargetKeyword[]): number {
  const found = keywords.filter((k) => matchScore(resume, [k]) === 100);
  const total = keywords.reduce((s, k) => s + k.weight, 0);
  return Math.round((100 * found.reduce((s, k) => s + k.weight, 0)) / total);
}

async function averages(postings: readonly LabelledPosting[]) {
  const sums = { must: 0, good: 0, main: 0, mainBefore: 0 };
  for (const posting of postings) {
    const keywords = await engine.analyze(posting);
    const main = resumeWith(
      keywords
        .filter((k) => k.category !== 'soft-skill')
        .slice(0, 4)
        .map((k) => k.name),
    );
    sums.must += matchScore(resumeWith(posting.must), keywords);
    sums.good += matchScore(resumeWith(posting.good), keywords);
    sums.main += matchScore(main, keywords);
    sums.mainBefore += weightShare(main, keywords);
  }
  const n = postings.length;
  return {
    must: sums.must / n,
    good: sums.good / n,
    main: sums.main / n,
    mainBefore: sums.mainBefore / n,
  };
}

describe('match weights on the labelled postings', () => {
  it('ranks the screened-for keywords over the acceptable ones, and the main skills higher than before', async () => {
    const score = await averages(loadPostings());
    expect(score.must - score.good).toBeGreaterThanOrEqual(8);
    expect(score.main).toBeGreaterThanOrEqual(score.mainBefore + 8);
  });
});
