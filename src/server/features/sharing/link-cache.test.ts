import { describe, expect, it } from 'vitest';
import { createLinkCache } from './link-cache.ts';

describe('the page’s link cache', () => {
  it('keeps a link for its time to live, forgets it on change, and holds at most `max`', () => {
    let now = 1_000;
    const cache = createLinkCache<string>({ ttlMs: 1000, max: 2, now: () => now });
    cache.set('a', 'link a');
    now += 999;
    expect(cache.get('a')).toBe('link a');
    now += 1;
    expect(cache.get('a')).toBeUndefined();

    cache.set('a', 'link a');
    cache.forget('a');
    expect(cache.get('a')).toBeUndefined();

    cache.set('a', 'link a');
    cache.set('b', 'link b');
    cache.set('c', 'link c');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('link b');
    expect(cache.get('c')).toBe('link c');
  });
});
