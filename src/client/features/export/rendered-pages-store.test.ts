import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  publishRenderedPages,
  readRenderedPages,
  subscribeRenderedPages,
} from './rendered-pages-store.ts';

describe('rendered pages store', () => {
  afterEach(() => publishRenderedPages(null));

  it('is empty until the preview has drawn a document', () => {
    expect(readRenderedPages()).toBeNull();
  });

  it('keeps the latest count and clears it', () => {
    publishRenderedPages(2);
    expect(readRenderedPages()).toBe(2);
    publishRenderedPages(1);
    expect(readRenderedPages()).toBe(1);
    publishRenderedPages(null);
    expect(readRenderedPages()).toBeNull();
  });

  it('tells subscribers about changes only, until they unsubscribe', () => {
    const seen = vi.fn();
    const unsubscribe = subscribeRenderedPages(seen);
    publishRenderedPages(3);
    publishRenderedPages(3);
    publishRenderedPages(4);
    expect(seen).toHaveBeenCalledTimes(2);
    unsubscribe();
    publishRenderedPages(5);
    expect(seen).toHaveBeenCalledTimes(2);
  });
});
