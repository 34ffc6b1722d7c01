/**
 * A document kept in this browser (localStorage), so no work is lost: everything a visitor
 * types (their document lives nowhere else), or a signed-in user's edits not saved yet,
 * restored after a reload or a crash. A copy records the server version its edits started
 * from, so a save after the restore still detects a save made elsewhere in between (409).
 * A stored copy that no longer makes a document is ignored, never half-loaded. Storage can
 * be full or disabled (private windows); then copies are simply not kept.
 */

export interface LocalCopy<T> {
  value: T;
  /** Server version the edits started from (0 for a visitor's document and a new one). */
  baseVersion: number;
  /** When the copy was last written (ms since epoch). */
  savedAt: number;
}

/** How one kind of document is stored beside `baseVersion` and `savedAt`. */
export interface LocalCopyFormat<T> {
  toStored: (value: T) => Record<string, unknown>;
  /** The document from the stored fields; null when they no longer make one. */
  fromStored: (stored: Record<string, unknown>) => T | null;
}

/** One place in this browser for one document. */
export interface LocalCopySlot<T> {
  read: () => LocalCopy<T> | null;
  write: (value: T, baseVersion: number) => void;
  clear: () => void;
}

function read<T>(key: string, format: LocalCopyFormat<T>): LocalCopy<T> | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const stored = parsed as Record<string, unknown>;
    const value = format.fromStored(stored);
    if (value === null) return null;
    const { baseVersion, savedAt } = stored;
    return {
      value,
      baseVersion:
        typeof baseVersion === 'number' && Number.isInteger(baseVersion)
          ? Math.max(0, baseVersion)
          : 0,
      savedAt: typeof savedAt === 'number' ? savedAt : 0,
    };
  } catch {
    return null;
  }
}

function write<T>(key: string, format: LocalCopyFormat<T>, value: T, baseVersion: number): void {
  try {
    localStorage.setItem(
      key,
      JSON.stringify({ ...format.toStored(value), baseVersion, savedAt: Date.now() }),
    );
  } catch {
    // Full or disabled storage: the editor keeps working, the copy is not kept.
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to do: the copy could not have been written either.
  }
}

/** The slots of one kind of document, by storage key. */
export function localCopyStore<T>(format: LocalCopyFormat<T>): (key: string) => LocalCopySlot<T> {
  return (key) => ({
    read: () => read(key, format),
    write: (value, baseVersion) => write(key, format, value, baseVersion),
    clear: () => remove(key),
  });
}
