/**
 * The links the public page looked up lately, for a second: a link opened by many visitors
 * at once is read from the database once a second per process instead of once per view.
 * Only found links are kept (a new link works at once); a change made through this process
 * (share, settings, revoke) forgets the link at once, so only another process's changes, a
 * document's trash or edit, take up to `ttlMs` to show (ADR 0034).
 */
export function createLinkCache<T>(
  opts: { ttlMs?: number; max?: number; now?: () => number } = {},
) {
  const ttlMs = opts.ttlMs ?? 1000;
  const max = opts.max ?? 1000;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { value: T; until: number }>();
  return {
    get(slug: string): T | undefined {
      const entry = entries.get(slug);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        entries.delete(slug);
        return undefined;
      }
      return entry.value;
    },
    set(slug: string, value: T): void {
      entries.delete(slug);
      entries.set(slug, { value, until: now() + ttlMs });
      if (entries.size > max) entries.delete(entries.keys().next().value!);
    },
    forget(slug: string): void {
      entries.delete(slug);
    },
  };
}

export type LinkCache<T> = ReturnType<typeof createLinkCache<T>>;
