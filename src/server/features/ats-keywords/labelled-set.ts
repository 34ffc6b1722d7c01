import fs from 'node:fs';
import path from 'node:path';
import { containsTerm, prepareText, termKey, termPattern } from '#shared/ats-keywords/tokens.ts';
import { lookupTerm, type Lexicon } from './lexicon.ts';

/**
 * The labelled job postings in ./__postings__: for each, the keywords a
 * recruiter would screen for (`must`), other acceptable ones (`good`) and boilerplate that
 * must never come out (`noise`). A fifth is `held-out`: never used to tune the engine, and
 * reported on its own.
 */

export interface LabelledPosting {
  id: string;
  industry: string;
  split: 'train' | 'held-out';
  jobTitle: string;
  company: string;
  jobDescription: string;
  must: string[];
  good: string[];
  noise: string[];
}

const POSTINGS_DIR = path.join(import.meta.dirname, '__postings__');

export function loadPostings(dir: string = POSTINGS_DIR): LabelledPosting[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as LabelledPosting);
}

export interface PostingScore {
  id: string;
  split: LabelledPosting['split'];
  keywords: string[];
  mustFound: number;
  mustTotal: number;
  /** Output keywords that are in must or good. */
  correct: number;
  output: number;
  recall: number;
  precision: number;
  f1: number;
  missingMust: string[];
  unlabelled: string[];
  /** Output keywords containing a noise term: must stay empty. */
  boilerplate: string[];
}

/** One comparison key per keyword: the lexicon's canonical entry when it knows the term. */
function canonicalKey(lexicon: Lexicon, term: string): string {
  const entry = lookupTerm(lexicon, term);
  return entry ? `lex:${entry.id}` : termKey(term);
}

const f1Of = (p: number, r: number) => (p + r === 0 ? 0 : (2 * p * r) / (p + r));

export function scorePosting(
  posting: LabelledPosting,
  keywords: readonly string[],
  lexicon: Lexicon,
): PostingScore {
  const out = keywords.map((k) => canonicalKey(lexicon, k));
  const must = new Set(posting.must.map((k) => canonicalKey(lexicon, k)));
  const good = new Set(posting.good.map((k) => canonicalKey(lexicon, k)));
  const outSet = new Set(out);
  const mustFound = [...must].filter((k) => outSet.has(k)).length;
  const correct = out.filter((k) => must.has(k) || good.has(k)).length;
  const recall = must.size === 0 ? 1 : mustFound / must.size;
  const precision = out.length === 0 ? 0 : correct / out.length;
  const boilerplate = keywords.filter((k) => {
    const text = prepareText(k);
    return posting.noise.some((n) => containsTerm(text, termPattern(n)));
  });
  return {
    id: posting.id,
    split: posting.split,
    keywords: [...keywords],
    mustFound,
    mustTotal: must.size,
    correct,
    output: out.length,
    recall,
    precision,
    f1: f1Of(precision, recall),
    missingMust: posting.must.filter((k) => !outSet.has(canonicalKey(lexicon, k))),
    unlabelled: keywords.filter((_, i) => !must.has(out[i]!) && !good.has(out[i]!)),
    boilerplate,
  };
}

export interface SetSummary {
  postings: number;
  recall: number;
  precision: number;
  f1: number;
  boilerplate: number;
}

/** Micro-averaged over all postings: every must keyword and every output keyword counts once. */
export function summarizeScores(scores: readonly PostingScore[]): SetSummary {
  const sum = (f: (s: PostingScore) => number) => scores.reduce((a, s) => a + f(s), 0);
  const mustTotal = sum((s) => s.mustTotal);
  const output = sum((s) => s.output);
  const recall = mustTotal === 0 ? 0 : sum((s) => s.mustFound) / mustTotal;
  const precision = output === 0 ? 0 : sum((s) => s.correct) / output;
  return {
    postings: scores.length,
    recall,
    precision,
    f1: f1Of(precision, recall),
    boilerplate: sum((s) => s.boilerplate.length),
  };
}
