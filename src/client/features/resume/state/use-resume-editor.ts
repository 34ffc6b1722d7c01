import { useCallback, useMemo, useRef, useState } from 'react';
import type { ResumeData } from '#shared/resume/resume.schema.ts';
import { sameSnapshot, type SavedSnapshot, type Snapshot } from './snapshot.ts';

export interface EditorState {
  current: Snapshot;
  saved: SavedSnapshot;
}

export type EditorAction =
  | { type: 'edit'; recipe: (data: ResumeData) => ResumeData }
  | { type: 'set-template'; templateId: string | null }
  /** A save of `snapshot` succeeded; edits made while it ran stay unsaved. */
  | { type: 'saved'; snapshot: Snapshot; version: number; updatedAt: string | null }
  /** Replace everything with the server's document ("load the saved one"). */
  | { type: 'load'; saved: SavedSnapshot }
  /** Replace what is being edited (adopting a draft), keeping the saved state. */
  | { type: 'replace-current'; snapshot: Snapshot };

function reduce(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'edit': {
      const data = action.recipe(state.current.data);
      return data === state.current.data
        ? state
        : { ...state, current: { ...state.current, data } };
    }
    case 'set-template':
      return { ...state, current: { ...state.current, templateId: action.templateId } };
    case 'saved':
      return {
        ...state,
        saved: { ...action.snapshot, version: action.version, updatedAt: action.updatedAt },
      };
    case 'load':
      return {
        current: { data: action.saved.data, templateId: action.saved.templateId },
        saved: action.saved,
      };
    case 'replace-current':
      return { ...state, current: action.snapshot };
  }
}

/**
 * The builder's document state. `getState()` reads the newest state synchronously, so an
 * action can be followed at once by a save of its result ("adding saves immediately").
 */
export function useResumeEditor(initial: EditorState | (() => EditorState)) {
  const [state, setState] = useState(initial);
  const ref = useRef(state);
  const apply = useCallback((action: EditorAction) => {
    const next = reduce(ref.current, action);
    if (next !== ref.current) {
      ref.current = next;
      setState(next);
    }
    return next;
  }, []);
  const getState = useCallback(() => ref.current, []);
  const { current, saved } = state;
  const dirty = useMemo(() => !sameSnapshot(current, saved), [current, saved]);
  return { state, dirty, apply, getState };
}

export type ResumeEditor = ReturnType<typeof useResumeEditor>;
