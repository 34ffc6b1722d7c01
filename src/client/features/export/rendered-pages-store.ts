import { useSyncExternalStore } from 'react';

/**
 * How many pages the live preview drew last, for the document open in the builder (one
 * builder is open at a time; the preview clears the figure when it unmounts). The ATS
 * check's length rule uses it, so it counts the pages the person will download rather
 * than a text estimate. `null` until the preview has drawn the document.
 */
let renderedPages: number | null = null;
const listeners = new Set<() => void>();

export function publishRenderedPages(count: number | null): void {
  if (count === renderedPages) return;
  renderedPages = count;
  for (const listener of listeners) listener();
}

export function readRenderedPages(): number | null {
  return renderedPages;
}

export function subscribeRenderedPages(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useRenderedPages(): number | null {
  return useSyncExternalStore(subscribeRenderedPages, readRenderedPages, () => null);
}
