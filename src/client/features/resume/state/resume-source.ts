import type { SavedSnapshot, Snapshot } from './snapshot.ts';

/**
 * Where a signed-in builder session loads its resume from and saves it to. The default
 * resume (/build) is `GET|PUT /api/resume`, wired inside this feature; any other resume
 * (/build/:id) is a document of the documents API, wired in at the route, so the builder
 * stays the same for both.
 */

/** What a successful save answers. */
export interface SavedResume {
  version: number;
  updatedAt: string | null;
}

/**
 * A save named a version that is no longer the saved one (409): `current` is the document
 * as saved now, for the builder's conflict choice.
 */
export class SaveConflictError extends Error {
  constructor(public readonly current: SavedSnapshot) {
    super('The resume was saved elsewhere in the meantime.');
    this.name = 'SaveConflictError';
  }
}

/** Saves `snapshot` over server version `version`; throws SaveConflictError on 409. */
export type SaveResume = (snapshot: Snapshot, version: number) => Promise<SavedResume>;

/** A resume other than the default one: a document of the documents API. */
export interface DocumentResumeSource {
  documentId: string;
  /** The document as saved now, and its title; rejects with an Error (message shown) when it cannot. */
  load: (signal?: AbortSignal) => Promise<{ saved: SavedSnapshot; title: string }>;
  save: SaveResume;
}
