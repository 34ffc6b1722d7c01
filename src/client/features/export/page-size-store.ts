import { useCallback, useSyncExternalStore } from 'react';
import { defaultPageSize, isPageSize, type PageSizeId } from './page-size.ts';

/**
 * The page size of each document, kept in this browser (localStorage) next to the
 * builder's drafts: the resume schema and API have no field for it, so it is not saved
 * with the account's resume. Keyed by document ('anonymous' or the user id).
 */
const PREFIX = 'tailorcv.page-size.';
const listeners = new Set<() => void>();
/** Choices that storage refused, kept for this page's life. */
const memory = new Map<string, PageSizeId>();

function browserDefault(): PageSizeId {
  return defaultPageSize(
    navigator.languages.length > 0 ? navigator.languages : [navigator.language],
  );
}

function readPageSize(documentKey: string): PageSizeId {
  try {
    const stored = localStorage.getItem(PREFIX + documentKey);
    if (isPageSize(stored)) return stored;
  } catch {
    // Storage disabled: the locale's default.
  }
  return browserDefault();
}

function writePageSize(documentKey: string, size: PageSizeId): void {
  try {
    localStorage.setItem(PREFIX + documentKey, size);
  } catch {
    // Storage full or disabled: the choice lasts until the page closes.
    memory.set(documentKey, size);
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePageSize(documentKey: string): [PageSizeId, (size: PageSizeId) => void] {
  const size = useSyncExternalStore(
    subscribe,
    () => memory.get(documentKey) ?? readPageSize(documentKey),
  );
  const set = useCallback((next: PageSizeId) => writePageSize(documentKey, next), [documentKey]);
  return [size, set];
}
