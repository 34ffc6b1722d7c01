import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { matchReport } from '#shared/ats-keywords/match-report.ts';
import { SAMPLE_RESUMES } from '#shared/samples/samples.ts';
import { loadPostings } from '../ats-keywords/labelled-set.ts';
import { createLocalEngine } from '../ats-keywords/local-engine.ts';
import { MATCH_SCORING_VERSION, matchScoring } from './match-scoring.ts';

/**
 * The fingerprint of the match's outputs under each version: the local engine's keywords for
 * the labelled postings and the score of every sample resume against each. A change to the
 * engine, its lexicon or the score's weighing changes it; then raise MATCH_SCORING_VERSION
 * (so kept scores go stale) and record the new fingerprint under the new version here.
 */
const FINGERPRINTS: Record<number, string> = {
  1: '8531b06f7118c91a3c0b0f18c5595c6add79320d8d494018572853bb7ab181ab',
  2: 'e4a707613cabbb180139a64e901dd01742b2a8fea1fa2b38fc6135255115abab',
  3: 'd6a4579f862527d8316dd62b168d58a6264d271fe7a9b626537564acecef0514',
  4: '3cf897067577e9b39ba6e7a631d17935bae26fe786cc26fa9388d11e80904dca',
  5: '610af7fdc1aa78f532d44c367ed2b352a1f519f90dd5b04292917f0ac99e4e1d',
  6: '217f1004a459941dc67eeb9e629c4e7ebd342beeb3afc490891cb0e5b51b15e7',
  7: '848e737005245e2ba6431c9733882112878388819bd899aaa4d9e0d71153fc46',
  8: '66d5e2e3813aa5191a2daada22d6a0fbf5b207416d89dc4812d066054bc886fb',
  9: '2b2ca412b9c5ea9e2cdebfb4471b9cd834f90cf4d5732a002e30d38805c29c2f',
  10: '18a35acba2f8c619d209ce30b91c9149c0415aa74c81cae55f3591a15b4c0384',
  11: '2152d58c8e690d112516455963969885137cce367033e0afff75f651f6c58b3f',
  12: '2152d58c8e690d112516455963969885137cce367033e0afff75f651f6c58b3f',
  13: '2152d58c8e690d112516455963969885137cce367033e0afff75f651f6c58b3f',
  14: '71f4f098ec7620716dceb588d583a07ece8d64c6a147ae720470e3617996a930',
  15: '64a733b0e879409b472dfa6b1b8cc6c55232909659e5e8787a23b7e8d7e2c0a1',
  16: '68f4f9932506755bd871341553ca00dc0964a495a9533f1af2569299ffc9d97d',
  17: 'f540a436fada40607518071b959bbb9b30439a02c60201c4ef07b7484c822ea4',
  18: '646ca118e8b845e5c489ea7b75f470ad7ba6368b80edff3a2a6e3487f5d5d72a',
  19: '646ca118e8b845e5c489ea7b75f470ad7ba6368b80edff3a2a6e3487f5d5d72a',
  20: '4a3f0abce680982a4a1583beef6865f6ae2a4a3ba3d67b1cabec8a28ef5777a4',
  21: '4a3f0abce680982a4a1583beef6865f6ae2a4a3ba3d67b1cabec8a28ef5777a4',
  22: '4a3f0abce680982a4a1583beef6865f6ae2a4a3ba3d67b1cabec8a28ef5777a4',
  23: 'b16c0feb4c8f9981933107a49893a975cbea40c731a86653aad2155a56a94076',
  24: '1c6f2580528387888000eeaaa86447f763354775f18a701ab77074c60dac936b',
  25: 'cb584edd6480dc554c0c321a1242758306cebede0ce92162eba179389aebdfb7',
  26: '85b175abb99acaacbf2153b4e8b7cb1db7115ddc71cda8231bd1c8b72549c763',
};

async function outputsFingerprint(): Promise<string> {
  const engine = createLocalEngine();
  const outputs = [];
  for (const posting of loadPostings()) {
    const keywords = await engine.analyze({
      jobTitle: posting.jobTitle,
      company: posting.company,
      jobDescription: posting.jobDescription,
    });
    const scores = SAMPLE_RESUMES.map((sample) => matchReport(sample.resume, keywords).score);
    outputs.push({ id: posting.id, keywords, scores });
  }
  return createHash('sha256').update(JSON.stringify(outputs)).digest('hex');
}

describe('match scoring version', () => {
  it('names the engine and the version', () => {
    expect(matchScoring({ name: 'local' })).toBe(`local/${MATCH_SCORING_VERSION}`);
    expect(matchScoring({ name: 'openai-compatible' })).toBe(
      `openai-compatible/${MATCH_SCORING_VERSION}`,
    );
  });

  it('is raised whenever the keywords or scores change (the fingerprint is recorded per version)', async () => {
    const recorded = FINGERPRINTS[MATCH_SCORING_VERSION];
    const now = await outputsFingerprint();
    expect(
      now,
      `The match's keywords or scores changed: raise MATCH_SCORING_VERSION in match-scoring.ts and record ${now} for it here`,
    ).toBe(recorded);
  });
});
