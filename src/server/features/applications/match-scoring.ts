import type { KeywordEngine } from '../ats-keywords/keyword-engine.ts';

/**
 * The version of the match's computation: the local keyword engine's keywords for a posting
 * and the score's weighing of them (src/shared/ats-keywords/match-report.ts). Raise it with
 * any change to either; match-scoring.test.ts fails until it is raised and the new outputs'
 * fingerprint recorded. Scores kept under another version are stale, so the board reads them
 * again as they come into view instead of showing what an older engine said.
 */
export const MATCH_SCORING_VERSION = 26;

/** What a kept score records it was computed by: the engine's name and the version. */
export function matchScoring(engine: Pick<KeywordEngine, 'name'>): string {
  return `${engine.name}/${MATCH_SCORING_VERSION}`;
}
