import path from 'node:path';
import { loadIndependentPostings, type IndependentPosting } from './independent-set.ts';

/**
 * The training set in ./__training__: postings written and labelled by
 * docs/ats-keyword-labelling.md like the independent set's, with the same schema, but made
 * only to fit the confidence model on. It has no sealed part and is never a measurement: a
 * held-out figure still comes from the independent set's dev postings (cross-validated) or its
 * sealed part (the bench). Its occupations are mostly ones the independent set does not have,
 * weighted toward the groups the engine reads worst.
 */
const TRAINING_DIR = path.join(import.meta.dirname, '__training__');

export function loadTrainingPostings(): IndependentPosting[] {
  return loadIndependentPostings(TRAINING_DIR);
}
