import type { ResumeData } from '../resume/resume.schema.ts';
import type { CvReviewMark } from './cv-import.schema.ts';
import type { CvImportResult, CvPersonalField } from './merge-extracted-profile.ts';

/**
 * Review marks as the builder shows them: the engine's marks name fields of the answered
 * profile (`experience.2.company`); after the merge they name the place in the document
 * (the entry with id '1717…', its company). Marks live in the builder's state, not in the
 * document, and a mark goes when the value it is about changes.
 */

export type ReviewSection =
  | 'personal'
  | 'summary'
  | 'skills'
  | 'experience'
  | 'education'
  | 'certifications'
  | 'languages'
  | 'links'
  | 'projects'
  | 'volunteering'
  | 'awards'
  | 'publications'
  | 'interests'
  | 'custom';

/**
 * A place in the document: a personal field, the summary, the skills, or an entry (by id;
 * a language by its name, an interest by its text, a link by its address, a section of the
 * person's own by its id) or one field of it.
 */
export interface ReviewTarget {
  section: ReviewSection;
  entry?: string;
  field?: string;
}

export interface PlacedReviewMark {
  /** One string per target, to find and dismiss marks by. */
  key: string;
  target: ReviewTarget;
  reason: string;
  /** The line of the CV the value was read from ('' when none). */
  line: string;
  /** The target's value when it was marked (editing it takes the mark away). */
  value: string;
}

export function reviewKey(target: ReviewTarget): string {
  return JSON.stringify([target.section, target.entry ?? null, target.field ?? null]);
}

const PERSONAL_FIELDS: Record<string, CvPersonalField> = {
  display_name: 'fullName',
  first_name: 'fullName',
  last_name: 'fullName',
  email: 'email',
  phone: 'phone',
  location: 'location',
  headline: 'headline',
};

/** The fields of each kind of entry a mark may name; another field marks the whole entry. */
const ENTRY_FIELDS = {
  experience: [
    'jobTitle',
    'company',
    'startMonth',
    'startYear',
    'endMonth',
    'endYear',
    'isCurrentJob',
    'description',
    'tags',
  ],
  education: [
    'school',
    'degree',
    'fieldOfStudy',
    'startMonth',
    'startYear',
    'endMonth',
    'endYear',
    'description',
  ],
  certifications: ['name', 'issuer', 'year'],
  languages: ['name', 'level'],
  links: ['label', 'url'],
  projects: [
    'name',
    'role',
    'url',
    'startMonth',
    'startYear',
    'endMonth',
    'endYear',
    'isCurrent',
    'description',
    'tags',
  ],
  volunteering: [
    'role',
    'organization',
    'location',
    'startMonth',
    'startYear',
    'endMonth',
    'endYear',
    'isCurrent',
    'description',
  ],
  awards: ['title', 'issuer', 'year', 'description'],
  publications: ['title', 'publisher', 'year', 'url', 'description'],
  interests: [],
  custom: ['title'],
} as const;
/** The engine's names of the sections whose names in the document differ. */
const PROFILE_SECTIONS: Record<string, string> = { custom_sections: 'custom' };
type EntrySection = keyof typeof ENTRY_FIELDS;

const isEntrySection = (s: string): s is EntrySection => Object.hasOwn(ENTRY_FIELDS, s);

/** Where an engine's mark lands in the merged document; null when that value was not imported. */
function reviewTargetOf(path: string, result: CvImportResult): ReviewTarget | null {
  const [head = '', second, third] = path.split('.');
  if (head === 'personal') {
    const field = PERSONAL_FIELDS[second ?? ''];
    return field && result.fromCv.personal.includes(field) ? { section: 'personal', field } : null;
  }
  if (head === 'summary') return result.fromCv.summary ? { section: 'summary' } : null;
  if (head === 'skills') return result.fromCv.skills ? { section: 'skills' } : null;
  const section = PROFILE_SECTIONS[head] ?? head;
  if (!isEntrySection(section) || second === undefined || !/^\d+$/.test(second)) return null;
  const entry = result.placed[section][Number(second)];
  if (!entry) return null;
  const fields: readonly string[] = ENTRY_FIELDS[section];
  return third !== undefined && fields.includes(third)
    ? { section, entry, field: third }
    : { section, entry };
}

function findEntry(data: ResumeData, section: EntrySection, entry: string): unknown {
  switch (section) {
    case 'links':
      return data.personalInfo.links.find((l) => l.url === entry);
    case 'languages':
      return data.languages.find((l) => l.name.toLocaleLowerCase() === entry.toLocaleLowerCase());
    case 'interests':
      return data.interests.find((i) => i.toLocaleLowerCase() === entry.toLocaleLowerCase());
    case 'custom':
      return data.customSections.find((s) => s.id === entry);
    default:
      return (data[section] as { id: string }[]).find((e) => e.id === entry);
  }
}

/** The target's value in `data`, as text to compare; undefined when it is gone. */
export function reviewTargetValue(data: ResumeData, target: ReviewTarget): string | undefined {
  const { section, entry, field } = target;
  let value: unknown;
  if (section === 'personal')
    value = field ? data.personalInfo[field as CvPersonalField] : undefined;
  else if (section === 'summary') value = data.personalInfo.summary;
  else if (section === 'skills') value = data.skills;
  else if (entry !== undefined) {
    const found = findEntry(data, section, entry);
    value = found && field ? (found as Record<string, unknown>)[field] : found;
  }
  return value === undefined ? undefined : JSON.stringify(value);
}

/** The engine's marks placed in the merged document, one per target (reasons joined). */
export function placeReviewMarks(
  marks: readonly CvReviewMark[],
  result: CvImportResult,
): PlacedReviewMark[] {
  const placed = new Map<string, PlacedReviewMark>();
  for (const mark of marks) {
    const target = reviewTargetOf(mark.path, result);
    if (!target) continue;
    const value = reviewTargetValue(result.data, target);
    if (value === undefined) continue;
    const key = reviewKey(target);
    const earlier = placed.get(key);
    if (earlier) {
      if (!earlier.reason.includes(mark.reason)) earlier.reason += ` ${mark.reason}`;
      earlier.line ||= mark.line;
    } else {
      placed.set(key, { key, target, reason: mark.reason, line: mark.line, value });
    }
  }
  return [...placed.values()];
}

/** The marks whose values are as they were marked (an edited or removed value's mark goes). */
export function liveReviewMarks(
  marks: readonly PlacedReviewMark[],
  data: ResumeData,
): PlacedReviewMark[] {
  return marks.filter((m) => reviewTargetValue(data, m.target) === m.value);
}
