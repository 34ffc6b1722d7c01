import { useCallback, useSyncExternalStore } from 'react';
import { defaultPageSize, isPageSize, type PageSizeId } from './page-size.ts';

/**
 * The paper of a cover letter whose resume is not at hand, kept in this browser
 * (localStorage) under its resume's document key ('anonymous' or the user id). A resume's
 * own paper is saved with it (`style.page_size`), and a letter with its resume loaded
 * prints on that (letter-document.ts).
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
