import { SECTION_IDS } from '#shared/resume/resume-defaults.ts';
import { resumeLocale } from '#shared/resume/resume-locale.ts';
import {
  layoutSchema,
  normalizeLayout,
  type ResumeData,
  type ResumeLayout,
} from '#shared/resume/resume.schema.ts';

type BuiltInSectionId = (typeof SECTION_IDS)[number];

/** Every resume has these: they can be hidden, renamed and moved, never removed. */
const CORE_SECTIONS: ReadonlySet<string> = new Set<BuiltInSectionId>([
  'summary',
  'experience',
  'education',
  'skills',
  'languages',
  'certifications',
]);

/** The built-in sections a person adds when they need them, in the default order. */
export const OPTIONAL_SECTIONS: readonly BuiltInSectionId[] = SECTION_IDS.filter(
  (id) => !CORE_SECTIONS.has(id),
);

/** One row of the Sections panel. */
export interface PanelSection {
  id: string;
  /** The heading the documents print: the person's own title, else the default. */
  name: string;
  /** The heading a blank title falls back to. */
  defaultName: string;
  /** A custom section: its title is the section's own (`customSections[].title`). */
  custom: boolean;
  hidden: boolean;
  /** Optional sections and custom sections can be removed; core sections cannot. */
  removable: boolean;
}

const CUSTOM_PREFIX = 'custom:';

/** The heading the documents print when the person gave none, in the resume's language. */
function defaultHeading(data: ResumeData, id: string): string {
  const locale = resumeLocale(data.language);
  if (id.startsWith(CUSTOM_PREFIX)) return locale.untitledSection;
  return locale.headings[id as BuiltInSectionId] ?? id;
}

/** A custom section's own title, or '' for built-in sections and a blank title. */
function customTitle(data: ResumeData, id: string): string {
  if (!id.startsWith(CUSTOM_PREFIX)) return '';
  const section = data.customSections.find((s) => `${CUSTOM_PREFIX}${s.id}` === id);
  return section?.title.trim() ?? '';
}

/** The layout completed against the document's custom sections, as the documents read it. */
function fullLayout(data: ResumeData): ResumeLayout {
  return normalizeLayout(data.layout, data.customSections);
}

/**
 * The sections the panel lists, in print order: the core sections, the optional ones the
 * builder shows (`present`) and every custom section.
 */
export function panelSections(data: ResumeData, present: readonly string[]): PanelSection[] {
  const layout = fullLayout(data);
  const shown = new Set(present);
  return layout.section_order
    .filter((id) => CORE_SECTIONS.has(id) || shown.has(id) || id.startsWith(CUSTOM_PREFIX))
    .map((id) => {
      const defaultName = defaultHeading(data, id);
      return {
        id,
        name: layout.section_titles[id] ?? (customTitle(data, id) || defaultName),
        defaultName,
        custom: id.startsWith(CUSTOM_PREFIX),
        hidden: layout.hidden_sections.includes(id),
        removable: !CORE_SECTIONS.has(id),
      };
    });
}

/**
 * Moves a listed section from `from` to `to` (indexes among the `listed` ids), keeping the
 * sections the panel does not list (optional ones not added) where they are in the order.
 */
export function moveSection(
  data: ResumeData,
  listed: readonly string[],
  from: number,
  to: number,
): ResumeData {
  const moving = listed[from];
  if (moving === undefined || to < 0 || to >= listed.length) return data;
  const reordered = listed.toSpliced(from, 1).toSpliced(to, 0, moving);
  const listedSet = new Set(listed);
  const layout = fullLayout(data);
  let next = 0;
  const section_order = layout.section_order.map((id) =>
    listedSet.has(id) ? (reordered[next++] ?? id) : id,
  );
  return { ...data, layout: { ...layout, section_order } };
}

export function setSectionHidden(data: ResumeData, id: string, hidden: boolean): ResumeData {
  const layout = fullLayout(data);
  const others = layout.hidden_sections.filter((h) => h !== id);
  return {
    ...data,
    layout: { ...layout, hidden_sections: hidden ? [...others, id] : others },
  };
}

/** The schema's message for a section title it refuses, or null when it is fine. */
export function sectionTitleError(title: string): string | null {
  const result = layoutSchema.shape.section_titles.safeParse({ summary: title });
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid title.');
}

/**
 * Gives a section its own title; a blank one goes back to the default heading. A built-in
 * section's title lives in the layout; a custom section's is the section's own title (the
 * one its editor shows), so the two never disagree.
 */
export function setSectionTitle(data: ResumeData, id: string, title: string): ResumeData {
  const layout = fullLayout(data);
  const { [id]: _old, ...others } = layout.section_titles;
  const trimmed = title.trim();
  if (id.startsWith(CUSTOM_PREFIX)) {
    return {
      ...data,
      customSections: data.customSections.map((s) =>
        `${CUSTOM_PREFIX}${s.id}` === id ? { ...s, title: trimmed } : s,
      ),
      layout: { ...layout, section_titles: others },
    };
  }
  return {
    ...data,
    layout: { ...layout, section_titles: trimmed ? { ...others, [id]: trimmed } : others },
  };
}

/**
 * Drops what the layout remembers of a section (its own title, hidden) when it is removed,
 * so that adding it again starts from the default heading, shown.
 */
export function forgetSection(data: ResumeData, id: string): ResumeData {
  return setSectionTitle(setSectionHidden(data, id, false), id, '');
}
