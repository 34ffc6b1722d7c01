import { useCallback, useSyncExternalStore } from 'react';
import type { ReviewFinding } from '#shared/resume-review/review-resume.schema.ts';

/**
 * The bullet review's dismissed findings, for this browser tab's session: a finding is
 * dismissed for one bullet text and one kind, so editing the bullet brings it back, and a
 * reload (or the other editor) keeps it dismissed. Nothing of it goes into the document.
 */

const STORAGE_KEY = 'tailorcv:bullet-review:dismissed';
/** Enough for every bullet of a long resume several times over; the oldest go first. */
const MAX_KEPT = 500;

const listeners = new Set<() => void>();
const EMPTY: ReadonlySet<string> = new Set();
let lastRaw: string | null = null;
let lastSet: ReadonlySet<string> = EMPTY;

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Storage can be switched off (privacy settings); dismissals then last until reload.
    return undefined;
  }
}

let memory: string[] = [];

function snapshot(): ReadonlySet<string> {
  const store = storage();
  const raw = store ? store.getItem(STORAGE_KEY) : JSON.stringify(memory);
  if (raw === lastRaw) return lastSet;
  lastRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    lastSet = Array.isArray(parsed)
      ? new Set(parsed.filter((k): k is string => typeof k === 'string'))
      : EMPTY;
  } catch {
    lastSet = EMPTY;
  }
  return lastSet;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** One finding's key: its kind and the bullet's text. */
export function dismissalKey(finding: Pick<ReviewFinding, 'kind' | 'text'>): string {
  return `${finding.kind}\n${finding.text}`;
}

export function useBulletReviewDismissals() {
  const dismissed = useSyncExternalStore(subscribe, snapshot, () => EMPTY);
  const dismiss = useCallback((key: string) => {
    const next = [...snapshot()].filter((k) => k !== key);
    next.push(key);
    const kept = next.slice(-MAX_KEPT);
    const store = storage();
    try {
      if (store) store.setItem(STORAGE_KEY, JSON.stringify(kept));
      else memory = kept;
    } catch {
      memory = kept;
    }
    for (const listener of listeners) listener();
  }, []);
  return { dismissed, dismiss };
}
