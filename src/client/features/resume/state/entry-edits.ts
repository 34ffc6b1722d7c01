import type { ResumeData } from '#shared/resume/resume.schema.ts';
import { notify } from '../../../lib/notify.ts';
import {
  appendEntry,
  moveItem,
  removeEntry,
  replaceEntry,
  restoreEntry,
  restoreOrder,
  type ListLens,
} from './resume-edits.ts';
import { sortNewestFirst, type EntryDates } from './sort-by-date.ts';

/** What every section's edits need from the builder. */
export interface EditDeps {
  editData: (recipe: (data: ResumeData) => ResumeData) => void;
  getData: () => ResumeData;
  /** Null when the person cannot save (a visitor). */
  saveNow: (() => void) | null;
}

/**
 * What the add, edit, delete and move controls of a section's entries do to the document:
 * adding appends and saves at once (when the person can save); editing replaces the entry
 * with the same id and does not save; deleting removes it, does not save and offers Undo.
 * With `datesOf`, 'Sort by date' orders the entries newest first and offers Undo too.
 */
export function entryEdits<T extends { id: string }>(
  lens: ListLens<T>,
  {
    editData,
    getData,
    saveNow,
    deletedTitle,
    name,
    datesOf,
  }: EditDeps & {
    deletedTitle: string;
    name: (entry: T) => string;
    datesOf?: (entry: T) => EntryDates;
  },
) {
  const edits = {
    onAdd: (entry: T) => {
      editData((d) => appendEntry(d, lens, entry));
      saveNow?.();
    },
    onUpdate: (entry: T) => editData((d) => replaceEntry(d, lens, entry)),
    onDelete: (entry: T) => {
      const { removed, index } = removeEntry(getData(), lens, entry.id);
      if (!removed) return;
      editData((d) => removeEntry(d, lens, entry.id).data);
      notify.info(deletedTitle, `${name(removed)} was removed.`, {
        label: 'Undo',
        onClick: () => editData((d) => restoreEntry(d, lens, removed, index)),
      });
    },
    onMove: (from: number, to: number) =>
      editData((d) => lens.set(d, moveItem(lens.get(d), from, to))),
  };
  if (!datesOf) return edits;
  return {
    ...edits,
    onSort: () => {
      const before = lens.get(getData());
      const sorted = sortNewestFirst(before, datesOf);
      if (sorted.every((e, i) => e === before[i])) {
        notify.info('Already sorted by date', 'The newest entries are first.');
        return;
      }
      const ids = before.map((e) => e.id);
      editData((d) => lens.set(d, sortNewestFirst(lens.get(d), datesOf)));
      notify.info('Sorted by date', 'Newest first.', {
        label: 'Undo',
        onClick: () => editData((d) => lens.set(d, restoreOrder(lens.get(d), ids))),
      });
    },
  };
}
