import type { EducationEntry, ExperienceEntry, ResumeData } from '#shared/resume/resume.schema.ts';
import { notify } from '../../../lib/notify.ts';
import { appendEntry, moveItem, removeEntry, replaceEntry, restoreEntry } from './resume-edits.ts';

type Section = 'experience' | 'education';
type EntryOf<K extends Section> = K extends 'experience' ? ExperienceEntry : EducationEntry;

/**
 * What the add, edit, delete and move controls of a section's entries do to the document:
 * adding appends and saves at once (when the person can save); editing replaces the entry
 * with the same id and does not save; deleting removes it, does not save and offers Undo.
 */
export function entryEdits<K extends Section>(
  section: K,
  {
    editData,
    getData,
    saveNow,
    deletedTitle,
    name,
  }: {
    editData: (recipe: (data: ResumeData) => ResumeData) => void;
    getData: () => ResumeData;
    /** Null when the person cannot save (a visitor). */
    saveNow: (() => void) | null;
    deletedTitle: string;
    name: (entry: EntryOf<K>) => string;
  },
) {
  return {
    onAdd: (entry: EntryOf<K>) => {
      editData((d) => appendEntry(d, section, entry));
      saveNow?.();
    },
    onUpdate: (entry: EntryOf<K>) => editData((d) => replaceEntry(d, section, entry)),
    onDelete: (entry: EntryOf<K>) => {
      const { removed, index } = removeEntry(getData(), section, entry.id);
      if (!removed) return;
      editData((d) => removeEntry(d, section, entry.id).data);
      notify.info(deletedTitle, `${name(removed)} was removed.`, {
        label: 'Undo',
        onClick: () => editData((d) => restoreEntry(d, section, removed, index)),
      });
    },
    onMove: (from: number, to: number) =>
      editData((d) => ({ ...d, [section]: moveItem(d[section] as EntryOf<K>[], from, to) })),
  };
}
