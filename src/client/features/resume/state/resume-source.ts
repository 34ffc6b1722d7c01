import type { SaveDocument } from '../../../lib/document-session/saved-document.ts';
import type { SavedSnapshot, Snapshot } from './snapshot.ts';

/**
 * Where a signed-in builder session loads its resume from and saves it to. The default
 * resume (/build) is `GET|PUT /api/resume`, wired inside this feature; any other resume
 * (/build/:id) is a document of the documents API, wired in at the route, so the builder
 * stays the same for both.
 */

/**
 * Saves a snapshot over a server version; throws SaveConflictError on 409. `imported`: the
 * content came from an import (the version history says so).
 */
export type SaveResume = (
  ...args: [...Parameters<SaveDocument<Snapshot>>, options?: { imported?: boolean }]
) => ReturnType<SaveDocument<Snapshot>>;

/** A resume other than the default one: a document of the documents API. */
export interface DocumentResumeSource {
  documentId: string;
  /** The document as saved now, and its title; rejects with an Error (message shown) when it cannot. */
  load: (signal?: AbortSignal) => Promise<{ saved: SavedSnapshot; title: string }>;
  save: SaveResume;
}
