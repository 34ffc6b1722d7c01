import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { containsTerm, prepareText, termKey, termPattern } from '#shared/ats-keywords/tokens.ts';

/**
 * The independent keyword set in ./__independent__: postings written for measurement only,
 * labelled by docs/ats-keyword-labelling.md, split into `dev` and `sealed` by a seeded hash
 * (manifest.json). The engine is never tuned on the sealed part: only the bench scores it.
 * Matching follows the guideline, not the engine's lexicon: a prediction counts when its
 * tokenizer key equals the key of a label's keyword or of one of its aliases.
 */

const INDEPENDENT_DIR = path.join(import.meta.dirname, '__independent__');

/**
 * The second sealed set (./__fresh__): written and labelled the same way, after the first
 * set's sealed part had been scored through several tuning rounds, so that a held-out figure
 * comes from postings no tuning round has seen. Every posting is sealed; it is loaded through
 * the same loader, with this directory.
 */
export const FRESH_DIR = path.join(import.meta.dirname, '__fresh__');

const labelSchema = z.strictObject({
  keyword: z.string().min(1),
  aliases: z.array(z.string().min(1)).optional(),
});

// Ireland and Singapore appear only in the training set (./__training__), which shares this schema.
const COUNTRIES = ['US', 'UK', 'DE', 'IN', 'AU', 'CA', 'NG', 'ZA', 'IE', 'SG'] as const;

const STYLES = [
  'us-corporate',
  'uk-person-spec',
  'de-tasks-profile',
  'requirements-nice-to-have',
  'in-candidate-profile',
  'selection-criteria',
  'prose',
  'bullets',
  'agency',
] as const;

const GROUPS = [
  'software',
  'healthcare',
  'finance-legal',
  'engineering',
  'trades',
  'operations',
  'business',
  'public-education-research',
] as const;

const postingLabelsSchema = z.strictObject({
  must: z.array(labelSchema).min(1),
  good: z.array(labelSchema),
  noise: z.array(z.string().min(1)).min(5).max(15),
});

const independentPostingSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: z.string().min(1),
  company: z.string().min(1),
  country: z.enum(COUNTRIES),
  style: z.enum(STYLES),
  occupation: z.string().min(1),
  /** The occupation group the split is stratified by. */
  group: z.enum(GROUPS),
  text: z.string().min(1),
  labels: postingLabelsSchema,
});

/**
 * A second labeller's labels for some postings (the independent set's dev part, the training
 * set's third held batch), made from the guideline and the posting alone, without seeing the
 * first labels: how far two labellers agree (scripts/ats-keywords-agreement.ts).
 */
const secondLabelsSchema = z.strictObject({ id: z.string(), labels: postingLabelsSchema });

export type IndependentPosting = z.infer<typeof independentPostingSchema>;
export type KeywordLabel = z.infer<typeof labelSchema>;
export type Split = 'dev' | 'sealed';

const manifestSchema = z.strictObject({
  description: z.string(),
  seed: z.string().min(1),
  /** 1 for a set that is sealed as a whole (the fresh set): every posting is `sealed`. */
  sealedShare: z.number().gt(0).lte(1),
  postings: z.array(
    z.strictObject({
      id: z.string(),
      group: z.enum(GROUPS),
      country: z.enum(COUNTRIES),
      split: z.enum(['dev', 'sealed']),
    }),
  ),
});

export type Manifest = z.infer<typeof manifestSchema>;

/**
 * The set's postings; `dir` is the set's directory (the independent set by default,
 * `FRESH_DIR` for the second sealed set). With `include`, only the files whose id (the file
 * name) it accepts are read, so a run restricted to the dev part never opens a sealed posting.
 */
export function loadIndependentPostings(
  dir: string = INDEPENDENT_DIR,
  include: (id: string) => boolean = () => true,
): IndependentPosting[] {
  const postingsDir = path.join(dir, 'postings');
  return fs
    .readdirSync(postingsDir)
    .filter((f) => f.endsWith('.json') && include(f.slice(0, -'.json'.length)))
    .sort()
    .map((f) => independentPostingSchema.parse(readJson(path.join(postingsDir, f))));
}

/**
 * A second labeller's labels, by posting id, from the `second-labels` folder of a set's
 * directory (the independent set by default).
 */
export function loadSecondLabels(
  setDir: string = INDEPENDENT_DIR,
): Map<string, IndependentPosting['labels']> {
  const dir = path.join(setDir, 'second-labels');
  return new Map(
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => secondLabelsSchema.parse(readJson(path.join(dir, f))))
      .map((s) => [s.id, s.labels]),
  );
}

export function loadManifest(dir: string = INDEPENDENT_DIR): Manifest {
  return manifestSchema.parse(readJson(path.join(dir, 'manifest.json')));
}

export function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** A number in [0, 1) fixed by the seed and the id: the split never depends on file order. */
function seededHash(seed: string, id: string): number {
  return createHash('sha256').update(`${seed}:${id}`).digest().readUInt32BE(0) / 2 ** 32;
}

/**
 * A seeded draw stratified two ways: postings are visited in the order of their seeded
 * hash and sealed while both their occupation group and their country are under their
 * share (rounded); a second pass, same order, lets a country go one over until the whole
 * set reaches its share. Strata of one group × country are too small to draw inside, so
 * the two quotas are kept side by side instead.
 */
export function computeSplit(
  postings: readonly Pick<IndependentPosting, 'id' | 'group' | 'country'>[],
  seed: string,
  sealedShare: number,
): Map<string, Split> {
  const ordered = [...postings].sort(
    (a, b) => seededHash(seed, a.id) - seededHash(seed, b.id) || a.id.localeCompare(b.id),
  );
  const count = (key: 'group' | 'country', value: string) =>
    postings.filter((p) => p[key] === value).length;
  const quota = (key: 'group' | 'country', value: string) =>
    Math.round(count(key, value) * sealedShare);
  const sealedIn = new Map<string, number>();
  const take = (p: (typeof postings)[number]) => {
    for (const k of [`g:${p.group}`, `c:${p.country}`]) sealedIn.set(k, (sealedIn.get(k) ?? 0) + 1);
  };
  const used = (key: string) => sealedIn.get(key) ?? 0;
  const sealed = new Set<string>();
  for (const p of ordered) {
    if (
      used(`g:${p.group}`) < quota('group', p.group) &&
      used(`c:${p.country}`) < quota('country', p.country)
    ) {
      sealed.add(p.id);
      take(p);
    }
  }
  const target = Math.ceil(postings.length * sealedShare);
  for (const p of ordered) {
    if (sealed.size >= target) break;
    if (sealed.has(p.id)) continue;
    if (
      used(`g:${p.group}`) < quota('group', p.group) &&
      used(`c:${p.country}`) <= quota('country', p.country)
    ) {
      sealed.add(p.id);
      take(p);
    }
  }
  return new Map(postings.map((p) => [p.id, sealed.has(p.id) ? 'sealed' : 'dev']));
}

/** Every form a label can be matched by: its keyword and its aliases. */
export function labelForms(label: KeywordLabel): string[] {
  return [label.keyword, ...(label.aliases ?? [])];
}

/** The keys of every form of the posting's must and good labels: what a right answer matches. */
export function labelKeys(posting: IndependentPosting): Set<string> {
  return new Set(
    [...posting.labels.must, ...posting.labels.good]
      .flatMap(labelForms)
      .map((form) => termKey(form)),
  );
}

export interface IndependentScore {
  id: string;
  keywords: string[];
  output: number;
  /** Predictions matching a must or good label (each label once). */
  correct: number;
  mustTotal: number;
  mustFound: number;
  labelTotal: number;
  labelFound: number;
  missingMust: string[];
  /** Predictions matching no label (noise included), and second matches of one label. */
  wrong: string[];
  /** Predictions containing a noise term. */
  noise: string[];
}

/**
 * Scores one posting by the guideline. `alsoKey`, when given, adds a second comparison key
 * (the bench passes the lexicon's canonical entry to show how much of a gap is spelling
 * alone); the guideline's figures are the ones without it.
 */
export function scoreIndependent(
  posting: IndependentPosting,
  keywords: readonly string[],
  alsoKey?: (term: string) => string | undefined,
): IndependentScore {
  const labels = [
    ...posting.labels.must.map((label) => ({ label, must: true })),
    ...posting.labels.good.map((label) => ({ label, must: false })),
  ];
  const byKey = new Map<string, number>();
  labels.forEach(({ label }, i) => {
    for (const form of labelForms(label)) {
      byKey.set(termKey(form), i);
      const extra = alsoKey?.(form);
      if (extra !== undefined && !byKey.has(extra)) byKey.set(extra, i);
    }
  });
  const matched = new Set<number>();
  const wrong: string[] = [];
  for (const keyword of keywords) {
    const extra = alsoKey?.(keyword);
    const i = byKey.get(termKey(keyword)) ?? (extra === undefined ? undefined : byKey.get(extra));
    if (i === undefined || matched.has(i)) wrong.push(keyword);
    else matched.add(i);
  }
  const noisePatterns = posting.labels.noise.map((n) => termPattern(n));
  const noise = keywords.filter((k) => {
    const text = prepareText(k);
    return noisePatterns.some((p) => containsTerm(text, p));
  });
  const mustIdx = labels.flatMap((l, i) => (l.must ? [i] : []));
  return {
    id: posting.id,
    keywords: [...keywords],
    output: keywords.length,
    correct: matched.size,
    mustTotal: mustIdx.length,
    mustFound: mustIdx.filter((i) => matched.has(i)).length,
    labelTotal: labels.length,
    labelFound: matched.size,
    missingMust: mustIdx.filter((i) => !matched.has(i)).map((i) => labels[i]!.label.keyword),
    wrong,
    noise,
  };
}

export interface IndependentSummary {
  postings: number;
  precision: number;
  recall: number;
  mustRecall: number;
  f1: number;
  noise: number;
  noiseRate: number;
  output: number;
}

const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);

/** Micro-averaged: every label and every prediction counts once. F1 pairs precision with must-recall. */
export function summarizeIndependent(scores: readonly IndependentScore[]): IndependentSummary {
  const sum = (f: (s: IndependentScore) => number) => scores.reduce((a, s) => a + f(s), 0);
  const output = sum((s) => s.output);
  const precision = ratio(
    sum((s) => s.correct),
    output,
  );
  const mustRecall = ratio(
    sum((s) => s.mustFound),
    sum((s) => s.mustTotal),
  );
  const noise = sum((s) => s.noise.length);
  return {
    postings: scores.length,
    precision,
    recall: ratio(
      sum((s) => s.labelFound),
      sum((s) => s.labelTotal),
    ),
    mustRecall,
    f1: precision + mustRecall === 0 ? 0 : (2 * precision * mustRecall) / (precision + mustRecall),
    noise,
    noiseRate: ratio(noise, output),
    output,
  };
}
