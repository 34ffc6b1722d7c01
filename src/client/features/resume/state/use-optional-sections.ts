import { useState } from 'react';
import { SECTION_TITLES, UNTITLED_CUSTOM_SECTION } from '#shared/resume/resume-defaults.ts';
import { RESUME_LIMITS as L } from '#shared/resume/resume.limits.ts';
import { newEntryId, normalizeLayout, type ResumeData } from '#shared/resume/resume.schema.ts';
import { OPTIONAL_SECTIONS } from '../components/sections-layout.ts';
import { entryEdits, type EditDeps } from './entry-edits.ts';
import { customSectionsLens } from './resume-edits.ts';

/** The optional built-in sections: each is a list in the document. */
type OptionalSectionId =
  'projects' | 'volunteering' | 'awards' | 'publications' | 'references' | 'interests';
const OPTIONAL = OPTIONAL_SECTIONS as readonly OptionalSectionId[];

const CUSTOM_PREFIX = 'custom:';
/** What `add` takes for a new custom section. */
const NEW_CUSTOM_SECTION = 'custom';

/** A section the builder's 'More sections' group lists. */
export interface ListedSection {
  /** A built-in id (`projects`) or `custom:<id>`. */
  id: string;
  /** Its heading in the documents: the person's own title, else the default. */
  name: string;
}

export interface OptionalSections {
  /** The optional built-in sections shown: those with content, and those shown this session. */
  present: readonly OptionalSectionId[];
  /** The present sections and every custom section, in print order. */
  listed: readonly ListedSection[];
  /** Shows an optional built-in section, or makes a new custom section (`'custom'`); returns its id. */
  add: (id: string) => string | null;
  /** Removes an optional section and its content (the caller asked for confirmation). */
  remove: (id: string) => void;
  /** Deletes a custom section from its own editor and offers Undo. */
  deleteCustom: (sectionId: string) => void;
}

function hasContent(data: ResumeData, id: OptionalSectionId): boolean {
  return data[id].length > 0;
}

function isOptional(id: string): id is OptionalSectionId {
  return (OPTIONAL as readonly string[]).includes(id);
}

/**
 * Which optional sections this resume shows. A section with content is shown; one the
 * person adds starts empty and is shown too; either stays, also once emptied, until it is
 * removed. Custom sections are shown while they exist.
 */
export function useOptionalSections(data: ResumeData, deps: EditDeps): OptionalSections {
  const { editData, getData } = deps;
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  // A section that has content is remembered while rendering, so that deleting its last
  // entry does not take it out of the list (and its editor away) under the person's hands.
  const unseen = OPTIONAL.filter((id) => hasContent(data, id) && !shown.has(id));
  if (unseen.length > 0) setShown(new Set([...shown, ...unseen]));
  const present = OPTIONAL.filter((id) => shown.has(id) || hasContent(data, id));

  const layout = normalizeLayout(data.layout, data.customSections);
  const listed = layout.section_order.flatMap((id): ListedSection[] => {
    const own = layout.section_titles[id];
    if (isOptional(id)) {
      return present.includes(id) ? [{ id, name: own ?? SECTION_TITLES[id] }] : [];
    }
    if (!id.startsWith(CUSTOM_PREFIX)) return [];
    const custom = data.customSections.find((s) => `${CUSTOM_PREFIX}${s.id}` === id);
    return custom ? [{ id, name: own ?? (custom.title.trim() || UNTITLED_CUSTOM_SECTION) }] : [];
  });

  const add = (id: string): string | null => {
    if (isOptional(id)) {
      setShown((set) => new Set([...set, id]));
      return id;
    }
    if (id !== NEW_CUSTOM_SECTION) return null;
    const existing = getData().customSections;
    if (existing.length >= L.customSections) return null;
    const sectionId = newEntryId(existing.map((s) => s.id));
    editData((d) => ({
      ...d,
      customSections: [...d.customSections, { id: sectionId, title: '', entries: [] }],
    }));
    return `${CUSTOM_PREFIX}${sectionId}`;
  };

  const remove = (id: string) => {
    if (isOptional(id)) {
      editData((d) => ({ ...d, [id]: [] }));
      setShown((set) => new Set([...set].filter((x) => x !== id)));
    } else if (id.startsWith(CUSTOM_PREFIX)) {
      const sectionId = id.slice(CUSTOM_PREFIX.length);
      editData((d) => ({
        ...d,
        customSections: d.customSections.filter((s) => s.id !== sectionId),
      }));
    }
  };

  const deleteCustom = (sectionId: string) => {
    const section = getData().customSections.find((s) => s.id === sectionId);
    if (!section) return;
    entryEdits(customSectionsLens, {
      ...deps,
      deletedTitle: 'Section deleted',
      name: (s) => s.title.trim() || UNTITLED_CUSTOM_SECTION,
    }).onDelete(section);
  };

  return { present, listed, add, remove, deleteCustom };
}
