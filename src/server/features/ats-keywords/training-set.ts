import path from 'node:path';
import { z } from 'zod';
import {
  loadIndependentPostings,
  loadSecondLabels,
  readJson,
  type IndependentPosting,
} from './independent-set.ts';

/**
 * The training set in ./__training__: postings written and labelled by
 * docs/ats-keyword-labelling.md like the independent set's, with the same schema, but made
 * only to fit the confidence model on. It has no sealed part and is never a measurement: a
 * held-out figure still comes from the independent set's dev postings (cross-validated) or its
 * sealed part (the bench). Its occupations are mostly ones the independent set does not have,
 * weighted toward the groups the engine reads worst.
 *
 * `manifest.json` names a check part: postings the confidence model is not fitted on, read only
 * as a whole, so a change can be scored on postings nobody tuned on before the sealed parts are
 * scored. It also names held postings: written and labelled for a later round's check part, and
 * neither fitted on nor scored by anything until that round makes them its check part, so they
 * stay unseen while this round's check part is read. Everything else is the fit part.
 */
const TRAINING_DIR = path.join(import.meta.dirname, '__training__');

const manifestSchema = z.object({
  check: z.array(z.string().min(1)),
  held: z.array(z.string().min(1)).default([]),
});

export function loadTrainingManifest(): z.infer<typeof manifestSchema> {
  return manifestSchema.parse(readJson(path.join(TRAINING_DIR, 'manifest.json')));
}

/** Every training posting, fit and check parts. */
export function loadAllTrainingPostings(): IndependentPosting[] {
  return loadIndependentPostings(TRAINING_DIR);
}

/** The postings the confidence model is fitted on. */
export function loadTrainingPostings(): IndependentPosting[] {
  const { check, held } = loadTrainingManifest();
  const apart = new Set([...check, ...held]);
  return loadIndependentPostings(TRAINING_DIR, (id) => !apart.has(id));
}

/** The check part: scored as a whole, never fitted on. */
export function loadTrainingCheckPostings(): IndependentPosting[] {
  const check = new Set(loadTrainingManifest().check);
  return loadIndependentPostings(TRAINING_DIR, (id) => check.has(id));
}

/**
 * A second labeller's labels for some training postings (./__training__/second-labels), made
 * by the guideline from the text alone, by labellers who saw neither the first labels nor any
 * figure of the engine.
 */
export function loadTrainingSecondLabels(): Map<string, IndependentPosting['labels']> {
  return loadSecondLabels(TRAINING_DIR);
}
