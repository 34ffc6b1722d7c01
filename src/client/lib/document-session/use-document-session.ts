import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { notify } from '../notify.ts';
import type { LocalCopy, LocalCopySlot } from './local-copy.ts';
import {
  SaveConflictError,
  type SaveDocument,
  type Saved,
  type SessionState,
} from './saved-document.ts';
import { useLeaveGuard } from './use-leave-guard.ts';

interface Notice {
  title: string;
  text?: string;
}

/** What a session says, in each editor's own words. */
export interface SessionTexts<T> {
  saved: string;
  saveFailed: string;
  /** On arrival, when unsaved edits of an earlier visit were laid over the saved document. */
  restored: Notice;
  conflictTitle: string;
  /** One line that tells two versions of the document apart in the choices. */
  describe: (value: T) => string;
  /** Under 'Your version (this tab)' in the conflict choice. */
  mineNote?: string;
  /** The choice between an offered local copy and the saved document. */
  offer?: {
    title: string;
    description: string;
    copyLabel: string;
    savedLabel: string;
    keepCopy: string;
    keepSaved: string;
    /** After keeping the copy and saving it. */
    moved: Notice;
  };
}

/**
 * What is kept in this browser after every change: an account's edits while they are not
 * saved ('unsaved'), or, for a visitor's document that lives only here, all of it unless
 * there is nothing in it ('all').
 */
export type KeepLocalCopy<T> =
  | { slot: LocalCopySlot<T>; keeps: 'unsaved' }
  | { slot: LocalCopySlot<T>; keeps: 'all'; isEmpty: (value: T) => boolean };

export interface DocumentSessionOptions<T> {
  start: SessionState<T>;
  /** `start` holds unsaved edits restored from this browser (startFromLocalCopy). */
  restored?: boolean;
  /** The unsaved-changes flag: what is edited differs from what was last loaded or saved. */
  same: (a: T, b: T) => boolean;
  /** Saves to the account; absent for a visitor, whose document lives in this browser only. */
  save?: SaveDocument<T> | undefined;
  /** Read once: a session is mounted per document and person. */
  localCopy: KeepLocalCopy<T>;
  /** Another copy from this browser that the person may keep instead of the saved document. */
  offer?: { copy: LocalCopy<T>; discard: () => void } | undefined;
  /** What a save sends, and then edits, instead of the document as it is. */
  beforeSave?: (value: T) => T;
  texts: SessionTexts<T>;
}

export interface SaveOptions {
  /** Save over this server version instead of the last saved one ("keep mine and overwrite"). */
  overVersion?: number;
  /** Replaces the usual success notice (e.g. when a draft was moved into the account). */
  successNotice?: Notice;
}

/**
 * One editing session of a document: what is edited and what is saved, the unsaved-changes
 * flag, the copy kept in this browser, versioned saves with their status, the 409 choice,
 * and the guard that asks before leaving with unsaved changes. Saves run one after another
 * (an add that saves at once may follow a Save click), each sending what is edited when it
 * starts and the version it starts from; a 409 opens the conflict choice instead of
 * overwriting. `getState()` reads the newest state synchronously, so an edit can be
 * followed at once by a save of its result.
 */
export function useDocumentSession<T>(options: DocumentSessionOptions<T>) {
  const { same, save: send, beforeSave, texts } = options;
  const [state, setState] = useState(options.start);
  const ref = useRef(state);
  const [keep] = useState(() => options.localCopy);
  const [offer, setOffer] = useState(() => options.offer ?? null);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<Saved<T> | null>(null);
  const announced = useRef(!options.restored);

  const commit = useCallback((next: SessionState<T>) => {
    ref.current = next;
    setState(next);
  }, []);
  const edit = useCallback(
    (recipe: (value: T) => T) => {
      const current = recipe(ref.current.current);
      if (current !== ref.current.current) commit({ ...ref.current, current });
    },
    [commit],
  );
  /** Replaces everything with the server's document ("load the saved one"). */
  const load = useCallback((saved: Saved<T>) => commit({ current: saved.value, saved }), [commit]);
  const getState = useCallback(() => ref.current, []);

  const { current, saved } = state;
  const dirty = useMemo(() => !same(current, saved.value), [same, current, saved.value]);

  useEffect(() => {
    if (keep.keeps === 'all') {
      if (keep.isEmpty(current)) keep.slot.clear();
      else keep.slot.write(current, 0);
    } else if (dirty) {
      keep.slot.write(current, saved.version);
    } else {
      keep.slot.clear();
    }
  }, [keep, current, saved.version, dirty]);

  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    notify.info(texts.restored.title, texts.restored.text);
  }, [texts]);

  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const running = useRef(0);
  const save = useCallback(
    (saveOptions: SaveOptions = {}): Promise<boolean> => {
      if (!send) return Promise.resolve(false);
      running.current += 1;
      setSaving(true);
      const run = async () => {
        const { current: now, saved: base } = ref.current;
        const value = beforeSave ? beforeSave(now) : now;
        if (value !== now) commit({ ...ref.current, current: value });
        try {
          const result = await send(value, saveOptions.overVersion ?? base.version);
          commit({ current: ref.current.current, saved: { value, ...result } });
          const notice = saveOptions.successNotice ?? { title: texts.saved };
          notify.success(notice.title, notice.text);
          return true;
        } catch (error) {
          if (error instanceof SaveConflictError) {
            setConflict(error.current as Saved<T>);
          } else {
            notify.error(
              texts.saveFailed,
              error instanceof Error ? error.message : 'Please try again.',
            );
          }
          return false;
        } finally {
          running.current -= 1;
          if (running.current === 0) setSaving(false);
        }
      };
      const result = queue.current.then(run);
      queue.current = result.catch(() => undefined);
      return result;
    },
    [send, beforeSave, commit, texts],
  );

  const keepMine = () => {
    if (!conflict) return;
    setConflict(null);
    void save({ overVersion: conflict.version });
  };
  const loadSaved = () => {
    if (!conflict) return;
    setConflict(null);
    load(conflict);
  };
  const keepOffered = () => {
    if (!offer) return;
    edit(() => offer.copy.value);
    offer.discard();
    setOffer(null);
    void save(texts.offer ? { successNotice: texts.offer.moved } : {});
  };
  const keepSaved = () => {
    offer?.discard();
    setOffer(null);
  };
  const leave = useLeaveGuard(send !== undefined && dirty);

  return {
    current,
    saved,
    dirty,
    edit,
    load,
    getState,
    canSave: send !== undefined,
    save,
    saving,
    conflict: conflict && { saved: conflict, keepMine, loadSaved, close: () => setConflict(null) },
    offer: offer && { copy: offer.copy, keepOffered, keepSaved, close: () => setOffer(null) },
    leave,
    texts,
  };
}

export type DocumentSession<T> = ReturnType<typeof useDocumentSession<T>>;
