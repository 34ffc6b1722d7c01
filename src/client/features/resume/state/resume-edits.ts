import type { EducationEntry, ExperienceEntry, ResumeData } from '#shared/resume/resume.schema.ts';

/** Pure edits of the document; the editor applies them. */

type ListKey = 'experience' | 'education';
type EntryOf<K extends ListKey> = K extends 'experience' ? ExperienceEntry : EducationEntry;

/** Adding appends the entry. */
export function appendEntry<K extends ListKey>(
  data: ResumeData,
  key: K,
  entry: EntryOf<K>,
): ResumeData {
  return { ...data, [key]: [...data[key], entry] };
}

/** Editing replaces the entry with the same id (nothing changes when the id is gone). */
export function replaceEntry<K extends ListKey>(
  data: ResumeData,
  key: K,
  entry: EntryOf<K>,
): ResumeData {
  const list = data[key] as EntryOf<K>[];
  return { ...data, [key]: list.map((e) => (e.id === entry.id ? entry : e)) };
}

/** Deleting removes the entry; the entry and its place are returned for Undo. */
export function removeEntry<K extends ListKey>(
  data: ResumeData,
  key: K,
  id: string,
): { data: ResumeData; removed: EntryOf<K> | null; index: number } {
  const list = data[key] as EntryOf<K>[];
  const index = list.findIndex((e) => e.id === id);
  if (index === -1) return { data, removed: null, index };
  return {
    data: { ...data, [key]: list.filter((e) => e.id !== id) },
    removed: list[index] ?? null,
    index,
  };
}

/** Undo of a delete: puts the entry back where it was (or at the end), unless it is back already. */
export function restoreEntry<K extends ListKey>(
  data: ResumeData,
  key: K,
  entry: EntryOf<K>,
  index: number,
): ResumeData {
  const list = data[key] as EntryOf<K>[];
  if (list.some((e) => e.id === entry.id)) return data;
  const at = Math.min(Math.max(index, 0), list.length);
  return { ...data, [key]: [...list.slice(0, at), entry, ...list.slice(at)] };
}

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length)
    return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
