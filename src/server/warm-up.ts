import type { Config } from './config.ts';
import { warmUpKeyPhrases } from './features/ats-keywords/key-phrases.ts';
import { warmUpLexicon } from './features/ats-keywords/lexicon.ts';
import { cvExtractionRunner } from './features/cv-import/cv-import.service.ts';
import { renderPool } from './features/export/render-pool.ts';

/** When each warm-up starts, in ms after the server starts. */
const LEXICON_AT_MS = 1000;
const KEYWORDS_AT_MS = 2000;
const CV_READER_AT_MS = 3000;

/**
 * Loads the slow engines shortly after start, so no first request waits for them: the PDF
 * render workers (react-pdf, fonts, a sample render) at once, in their own threads while
 * the database opens, as a download is the most likely first request that needs one; the
 * skills lexicon at 1 s (every keyword engine and the letter's fact check read it), the
 * keyword engine's tagger at 2 s and the CV reader's worker at 3 s, so they take turns on
 * two cores. The routes reuse what these load (one render pool and one extraction
 * runner per process). The timers never keep a stopping process alive.
 */
export function startWarmUps(config: Config): void {
  void renderPool({ size: config.exportWorkers }).warmUp();
  setTimeout(() => void warmUpLexicon(), LEXICON_AT_MS).unref();
  if (config.ai.provider === 'local') {
    setTimeout(() => void warmUpKeyPhrases(), KEYWORDS_AT_MS).unref();
  }
  setTimeout(() => void cvExtractionRunner().warmUp(), CV_READER_AT_MS).unref();
}
