import { useCallback, useMemo, useRef, useState } from 'react';
import type { CoverLetterData } from '#shared/cover-letter/cover-letter.schema.ts';

/** The letter as saved in the account (version 0: never saved, or kept in this browser only). */
export interface SavedLetter {
  letter: CoverLetterData;
  version: number;
  updatedAt: string | null;
}

/** A save named a version that is no longer the saved one (409): `current` is the letter as saved now. */
export class LetterConflictError extends Error {
  constructor(public readonly current: SavedLetter) {
    super('The letter was saved elsewhere in the meantime.');
    this.name = 'LetterConflictError';
  }
}

export type SaveLetter = (
  letter: CoverLetterData,
  version: number,
) => Promise<{ version: number; updatedAt: string | null }>;

export interface LetterEditorState {
  current: CoverLetterData;
  saved: SavedLetter;
}

const same = (a: CoverLetterData, b: CoverLetterData) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The editor's state: the letter as it is now and as it was last saved. `getState` reads
 * the latest state synchronously (for a save started right after an edit).
 */
export function useLetterEditor(initial: LetterEditorState) {
  const [state, setState] = useState(initial);
  const ref = useRef(state);
  const commit = useCallback((next: LetterEditorState) => {
    ref.current = next;
    setState(next);
  }, []);

  const edit = useCallback(
    (recipe: (letter: CoverLetterData) => CoverLetterData) => {
      const current = recipe(ref.current.current);
      if (current !== ref.current.current) commit({ ...ref.current, current });
    },
    [commit],
  );
  const markSaved = useCallback(
    (letter: CoverLetterData, version: number, updatedAt: string | null) =>
      commit({ current: ref.current.current, saved: { letter, version, updatedAt } }),
    [commit],
  );
  const loadSaved = useCallback(
    (saved: SavedLetter) => commit({ current: saved.letter, saved }),
    [commit],
  );
  const getState = useCallback(() => ref.current, []);
  const { current, saved } = state;
  const dirty = useMemo(() => !same(current, saved.letter), [current, saved.letter]);
  return { current, saved, dirty, edit, markSaved, loadSaved, getState };
}
