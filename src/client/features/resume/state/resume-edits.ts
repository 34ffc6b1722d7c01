import type { ResumeData } from '#shared/resume/resume.schema.ts';

/** Pure edits of the document; the editor applies them. */

/** The sections whose entries are cards with an id, edited one at a time. */
export type EntrySection =
  | 'experience'
  | 'education'
  | 'projects'
  | 'volunteering'
  | 'awards'
  | 'publications'
  | 'references';

export type EntryOf<K extends EntrySection> = ResumeData[K][number];
export type CustomSection = ResumeData['customSections'][number];
export type CustomEntry = CustomSection['entries'][number];

/** Where a list of entries lives in the document: how to read it and how to replace it. */
export interface ListLens<T> {
  get: (data: ResumeData) => readonly T[];
  set: (data: ResumeData, list: T[]) => ResumeData;
}

/** The entries of a built-in section. */
export function sectionLens<K extends EntrySection>(key: K): ListLens<EntryOf<K>> {
  return {
    get: (data) => data[key] as readonly EntryOf<K>[],
    set: (data, list) => ({ ...data, [key]: list }),
  };
}

/** The entries of the custom section `sectionId` (none, and no change, once it is gone). */
export function customEntriesLens(sectionId: string): ListLens<CustomEntry> {
  return {
    get: (data) => data.customSections.find((s) => s.id === sectionId)?.entries ?? [],
    set: (data, entries) => ({
      ...data,
      customSections: data.customSections.map((s) => (s.id === sectionId ? { ...s, entries } : s)),
    }),
  };
}

/** The custom sections themselves (deleting one whole, with Undo). */
export const customSectionsLens: ListLens<CustomSection> = {
  get: (data) => data.customSections,
  set: (data, customSections) => ({ ...data, customSections }),
};

/** Adding appends the entry. */
export function appendEntry<T>(data: ResumeData, lens: ListLens<T>, entry: T): ResumeData {
  return lens.set(data, [...lens.get(data), entry]);
}

/** Editing replaces the entry with the same id (nothing changes when the id is gone). */
export function replaceEntry<T extends { id: string }>(
  data: ResumeData,
  lens: ListLens<T>,
  entry: T,
): ResumeData {
  return lens.set(
    data,
    lens.get(data).map((e) => (e.id === entry.id ? entry : e)),
  );
}

/** Deleting removes the entry; the entry and its place are returned for Undo. */
export function removeEntry<T extends { id: string }>(
  data: ResumeData,
  lens: ListLens<T>,
  id: string,
): { data: ResumeData; removed: T | null; index: number } {
  const list = lens.get(data);
  const index = list.findIndex((e) => e.id === id);
  if (index === -1) return { data, removed: null, index };
  return {
    data: lens.set(
      data,
      list.filter((e) => e.id !== id),
    ),
    removed: list[index] ?? null,
    index,
  };
}

/** Undo of a delete: puts the entry back where it was (or at the end), unless it is back already. */
export function restoreEntry<T extends { id: string }>(
  data: ResumeData,
  lens: ListLens<T>,
  entry: T,
  index: number,
): ResumeData {
  const list = lens.get(data);
  if (list.some((e) => e.id === entry.id)) return data;
  const at = Math.min(Math.max(index, 0), list.length);
  return lens.set(data, [...list.slice(0, at), entry, ...list.slice(at)]);
}

/**
 * Undo of a reorder: the entries in the order of `ids`; entries added since keep their
 * place after them, and ids of entries deleted since are skipped.
 */
export function restoreOrder<T extends { id: string }>(
  list: readonly T[],
  ids: readonly string[],
): T[] {
  const rank = new Map(ids.map((id, i) => [id, i]));
  const known = list.filter((e) => rank.has(e.id));
  known.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
  return [...known, ...list.filter((e) => !rank.has(e.id))];
}

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length)
    return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
