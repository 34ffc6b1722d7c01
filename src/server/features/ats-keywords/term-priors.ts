import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { termKey } from '#shared/ats-keywords/tokens.ts';

/**
 * What labelled postings say about a term before this posting is read: in how many of the
 * training set's fit part (training-set.ts) the engine answered it as a candidate, and in how
 * many of those it matched a must or good label. A word an ATS rarely screens for ("Inspections",
 * "Manufacturing") is a candidate in many postings and a label in few; a tool is a label nearly
 * wherever it is named. The confidence model reads this as two features, so the rate learnt
 * from other postings weighs in beside what this posting shows.
 *
 * `term-priors.json` holds the counts, written by
 * `node --import tsx scripts/ats-keywords-cv.ts --priors` from the engine's own candidates; a
 * test recounts them, so a change of candidates that leaves the file stale fails until it is
 * rewritten. The dev and sealed parts of the independent set and the training set's check part
 * are never counted: their figures stay held out.
 */
interface TermPrior {
  /** Postings in which the term was a candidate. */
  candidate: number;
  /** Of those, the postings in which it matched a must or good label. */
  labelled: number;
}

export type TermPriors = (key: string) => TermPrior | undefined;

/** For each term key, each counted posting's id and whether the term matched a label there. */
export type PriorCounts = Map<string, Map<string, boolean>>;

export const TERM_PRIORS_FILE = path.join(import.meta.dirname, 'term-priors.json');

const fileSchema = z.record(
  z.string(),
  z.tuple([z.number().int().min(1), z.number().int().min(0)]),
);

/** Counts the candidates of labelled postings: `labelled` tells whether one matched a label. */
export function countPriors(
  postings: Iterable<{ id: string; candidates: Iterable<{ name: string; labelled: boolean }> }>,
): PriorCounts {
  const counts: PriorCounts = new Map();
  for (const posting of postings) {
    for (const { name, labelled } of posting.candidates) {
      const key = termKey(name);
      const byPosting = counts.get(key) ?? new Map<string, boolean>();
      byPosting.set(posting.id, (byPosting.get(posting.id) ?? false) || labelled);
      counts.set(key, byPosting);
    }
  }
  return counts;
}

/**
 * The priors the counts give; with `leaveOut`, as if that posting had not been counted, so a
 * counted posting can be fitted on without its own labels in its features.
 */
export function priorsFrom(counts: PriorCounts, leaveOut?: string): TermPriors {
  return (key) => {
    const byPosting = counts.get(key);
    if (!byPosting) return undefined;
    let candidate = 0;
    let labelled = 0;
    for (const [id, wasLabelled] of byPosting) {
      if (id === leaveOut) continue;
      candidate += 1;
      if (wasLabelled) labelled += 1;
    }
    return candidate === 0 ? undefined : { candidate, labelled };
  };
}

/** The counts as `term-priors.json` stores them: key → [candidate, labelled], keys sorted. */
export function priorsFileText(counts: PriorCounts): string {
  const all = priorsFrom(counts);
  const entries = [...counts.keys()].sort().map((key) => {
    const { candidate, labelled } = all(key)!;
    return `  ${JSON.stringify(key)}: [${candidate}, ${labelled}]`;
  });
  return `{\n${entries.join(',\n')}\n}\n`;
}

let committed: TermPriors | undefined;

/** The committed counts (read once). */
export function committedPriors(): TermPriors {
  if (!committed) {
    const table = new Map(
      Object.entries(fileSchema.parse(JSON.parse(fs.readFileSync(TERM_PRIORS_FILE, 'utf8')))),
    );
    committed = (key) => {
      const counts = table.get(key);
      return counts && { candidate: counts[0], labelled: counts[1] };
    };
  }
  return committed;
}
