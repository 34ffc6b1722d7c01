import type { KeywordCategory } from '#shared/ats-keywords/ats-keywords.schema.ts';
import { tokenize } from '#shared/ats-keywords/tokens.ts';
import { SECTION_WEIGHTS } from './posting-sections.ts';
import type { TermPriors } from './term-priors.ts';

/**
 * How sure the engine is that a candidate is a keyword, from what it knows about it: where
 * it was found (lexicon, shape, noun phrase, the title's occupation), where it stands
 * (requirements, tasks, nice-to-haves, the introduction), how often, its shape, and how it
 * relates to the job title and to the other candidates. The ranking score alone mixes these
 * into "importance"; a generic field word named in every section ("Pharmacy" for a
 * pharmacist) ranks high yet is rarely what an ATS screens for, while a tool named once
 * among the tasks is. A logistic model over these features keeps the second and cuts the
 * first.
 */

export type CandidateSource = 'lexicon' | 'shape' | 'phrase' | 'title' | 'list';

export interface CandidateEvidence {
  /** The keyword as the engine answers it. */
  name: string;
  source: CandidateSource;
  category: KeywordCategory;
  /** The section weight of each mention (posting-sections.ts). */
  weights: readonly number[];
  /** 0 at the posting's start, 1 at its end. */
  first: number;
  /** A requirement word governs some mention ("experience with X"), requirement-cues.ts. */
  asked?: boolean;
}

export interface EvidenceContext {
  /** Normalized words of the job title. */
  titleWords: ReadonlySet<string>;
  /** Keys of every candidate answered for the posting (this one included). */
  keys: readonly string[];
  /** What the training postings say about each term (term-priors.ts). */
  priors: TermPriors;
}

export function keyOf(text: string): string {
  return tokenize(text)
    .map((t) => t.norm)
    .join(' ');
}

const ACRONYM_SHAPE = /^[A-Z0-9][A-Z0-9&/.+-]*[A-Z0-9+#]$/;

/** A name written as an acronym: capitals and digits, with two capitals or a capital and a digit ("ABG", "S4"). */
export function isAcronymName(name: string): boolean {
  return ACRONYM_SHAPE.test(name) && /[A-Z].*[A-Z]|[A-Z]\d/.test(name);
}

/** Feature names, in the order `features` gives them and `CONFIDENCE.coefficients` weighs them. */
export const FEATURE_NAMES = [
  'shape',
  'phrase',
  'title',
  'soft skill',
  'certification',
  'in requirements',
  'in tasks',
  'only nice-to-have',
  'only introduction',
  'mentions',
  'one word',
  'three words or more',
  'acronym',
  'lower case',
  'title word',
  'part of another',
  'holds another',
  'digit',
  'asked for',
  'named about the company',
  'listed beside a known term',
  'a candidate in training postings',
  'label rate in training postings',
  'phrase led by a named acronym',
  'phrase led by an -ing word',
] as const;

/** The share of candidates that match a label, which an unseen term is assumed to have. */
const PRIOR_RATE = 0.75;
/** How many postings' worth of that share a term's own counts are weighed against. */
const PRIOR_WEIGHT = 2;

/**
 * The candidate's features, each 0 or 1 except mentions (log) and the training postings' label
 * rate (centred on the usual share).
 */
export function features(e: CandidateEvidence, context: EvidenceContext): number[] {
  const key = keyOf(e.name);
  const words = key.split(' ').filter(Boolean);
  const has = (weight: number) => e.weights.includes(weight);
  const best = Math.max(0, ...e.weights);
  const padded = ` ${key} `;
  const others = context.keys.filter((k) => k !== key);
  const acronym = isAcronymName(e.name);
  const prior = context.priors(key);
  const lead = e.name.split(/\s+/)[0] ?? '';
  const phraseOfMore = e.source === 'phrase' && words.length > 1;
  return [
    e.source === 'shape' ? 1 : 0,
    e.source === 'phrase' ? 1 : 0,
    e.source === 'title' ? 1 : 0,
    e.category === 'soft-skill' ? 1 : 0,
    e.category === 'certification' ? 1 : 0,
    has(SECTION_WEIGHTS.requirements) ? 1 : 0,
    has(SECTION_WEIGHTS.responsibilities) ? 1 : 0,
    best <= SECTION_WEIGHTS.nice && has(SECTION_WEIGHTS.nice) ? 1 : 0,
    best === SECTION_WEIGHTS.intro ? 1 : 0,
    Math.log(1 + e.weights.length),
    words.length === 1 ? 1 : 0,
    words.length >= 3 ? 1 : 0,
    acronym ? 1 : 0,
    e.name === e.name.toLowerCase() ? 1 : 0,
    e.source !== 'title' && words.some((w) => context.titleWords.has(w)) ? 1 : 0,
    // A word of a longer keyword ("region" of "sales region"); an acronym stands alone.
    !acronym && others.some((k) => ` ${k} `.includes(padded)) ? 1 : 0,
    others.some((k) => padded.includes(` ${k} `)) ? 1 : 0,
    /\d/.test(e.name) ? 1 : 0,
    e.asked ? 1 : 0,
    // The employer's field is named where the employer describes itself, and again in the tasks.
    has(SECTION_WEIGHTS.about) ? 1 : 0,
    e.source === 'list' ? 1 : 0,
    prior ? 1 : 0,
    // Smoothed toward the usual share, so one posting's label moves a rare term only a little.
    prior
      ? (prior.labelled + PRIOR_WEIGHT * PRIOR_RATE) / (prior.candidate + PRIOR_WEIGHT) - PRIOR_RATE
      : 0,
    // "ISTA test", "DB schemes": the acronym, answered on its own, is the name.
    phraseOfMore && isAcronymName(lead) && others.includes(keyOf(lead)) ? 1 : 0,
    // "Tracking product metrics", "Servicing wind turbines": a task, not a name.
    phraseOfMore && /^[A-Za-z]+ing$/.test(lead) ? 1 : 0,
  ];
}

/**
 * Logistic coefficients per feature (FEATURE_NAMES order) and the bias, fitted on the dev
 * part of the independent set and the training set (each candidate: does it match a must or
 * good label), with an L2 penalty, by `node --import tsx scripts/ats-keywords-cv.ts --fit`.
 * The training postings are the set's fit part (training-set.ts); its check part is never
 * fitted on, so the script can score a change on postings nobody tuned on.
 * `threshold` is the probability below which a candidate is cut: the fit's own best cut, which
 * also keeps the old labelled set over its floors (labelled-set.test.ts), whose labels are the
 * lexicon's spellings; a cut above them would be lowered to the highest step that does. The same
 * script refits on all occupation groups but one and scores the one left out: that
 * cross-validated figure, not the fitted one, is what to expect on new postings.
 */
export const CONFIDENCE = {
  bias: 0.92,
  coefficients: [
    -0.37, -1.81, 1.18, -2.26, 0.04, 0.85, 0.75, 1.01, -0.93, -0.24, 0.14, -0.24, 0.03, -0.45, 0.19,
    -1.7, -0.22, 0.26, 0.67, -0.44, -1.28, 0, 6.19, -1.31, -0.84,
  ] as readonly number[],
  threshold: 0.475,
};

export function confidence(e: CandidateEvidence, context: EvidenceContext): number {
  const x = features(e, context);
  const z = x.reduce((sum, v, i) => sum + v * (CONFIDENCE.coefficients[i] ?? 0), CONFIDENCE.bias);
  return 1 / (1 + Math.exp(-z));
}
