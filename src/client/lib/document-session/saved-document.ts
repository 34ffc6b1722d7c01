import type { LocalCopy } from './local-copy.ts';

/** A document as saved in the account (version 0: never saved, or kept in this browser only). */
export interface Saved<T> {
  value: T;
  version: number;
  /** ISO time of the last save, null when nothing is saved yet. */
  updatedAt: string | null;
}

/** What a successful save answers. */
interface SaveResult {
  version: number;
  updatedAt: string | null;
}

/** Saves `value` over server version `version`; throws SaveConflictError on 409. */
export type SaveDocument<T> = (value: T, version: number) => Promise<SaveResult>;

/**
 * A save named a version that is no longer the saved one (409): `current` is the document
 * as saved now, for the conflict choice.
 */
export class SaveConflictError<T> extends Error {
  constructor(public readonly current: Saved<T>) {
    super('The document was saved elsewhere in the meantime.');
    this.name = 'SaveConflictError';
  }
}

/** What is being edited and what was last loaded or saved. */
export interface SessionState<T> {
  current: T;
  saved: Saved<T>;
}

/**
 * Where an account's document starts: as saved, or with the unsaved edits of an earlier
 * visit (`copy`, kept in this browser) laid over it. Restored edits keep the version they
 * started from: if the document was saved elsewhere since, the next save answers 409 and
 * the person chooses, rather than overwriting.
 */
export function startFromLocalCopy<T>(
  saved: Saved<T>,
  copy: LocalCopy<T> | null,
  same: (a: T, b: T) => boolean,
): { state: SessionState<T>; restored: boolean } {
  if (copy === null || same(copy.value, saved.value)) {
    return { state: { current: saved.value, saved }, restored: false };
  }
  return {
    state: { current: copy.value, saved: { ...saved, version: copy.baseVersion } },
    restored: true,
  };
}
