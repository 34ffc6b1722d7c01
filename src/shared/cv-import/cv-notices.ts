import { RESUME_LIMITS } from '../resume/resume.limits.ts';
import type { CvLeftOut, ExtractedProfile } from './cv-import.schema.ts';
// Types only: the builder's first JavaScript has these notices, not the merge.
import type {
  CvImportChoice,
  CvImportSection,
  CvListSection,
  CvSectionChange,
} from './merge-extracted-profile.ts';

/**
 * The CV upload notices, word for word as the product words them, and the
 * import's account of what it left out. One place so the client card, the server's error
 * texts and the tests cannot drift apart.
 */
export const CV_NOTICES = {
  invalidType: {
    title: 'Invalid file type',
    text: 'Please upload a PDF, DOC, DOCX, or TXT file.',
  },
  tooLarge: {
    title: 'File too large',
    text: 'Please upload a file smaller than 5MB.',
  },
  uploadFailed: {
    title: 'Upload failed',
    text: 'Failed to upload your CV. Please try again.',
  },
  processingCallError: {
    title: 'Processing failed',
    text: 'Failed to extract information from your CV. Please try again or create your profile manually.',
  },
  /** success false: the title with the server's error text, or this default. */
  processingFailed: {
    title: 'Processing failed',
    text: 'Failed to extract information from your CV.',
  },
  processed: {
    title: 'CV processed successfully!',
    text: 'Your profile information has been extracted from your CV.',
  },
  unexpected: {
    title: 'Error',
    text: 'An unexpected error occurred. Please try again.',
  },
  /** The person closed the import dialog without importing. */
  importCancelled: {
    title: 'Import cancelled',
    text: 'Your resume was not changed.',
  },
  /** After an import that left part of the CV out; the text is `cvLeftOutText`. */
  leftOut: {
    title: 'Part of your CV was not imported',
  },
} as const;

const SECTION_WORDS = {
  experience: 'jobs',
  education: 'education entries',
  skills: 'skills',
} as const;

/**
 * What an import left out, one sentence per section, e.g. 'Imported the first 50 jobs;
 * 79,950 more were left out.' The first entries are the ones the builder received (the
 * resume's limits); lines not read at all come last.
 */
export function cvLeftOutText(leftOut: CvLeftOut): string {
  const sentences: string[] = [];
  for (const section of ['experience', 'education', 'skills'] as const) {
    const count = leftOut[section] ?? 0;
    if (count <= 0) continue;
    sentences.push(
      `Imported the first ${formatCount(RESUME_LIMITS[section])} ${SECTION_WORDS[section]}; ` +
        `${formatCount(count)} more ${count === 1 ? 'was' : 'were'} left out.`,
    );
  }
  const lines = leftOut.lines ?? 0;
  if (lines > 0) {
    sentences.push(
      `Only the start of the file was read: its last ${formatCount(lines)} ${lines === 1 ? 'line was' : 'lines were'} left out.`,
    );
  }
  return sentences.join(' ');
}

/** Singular and plural of what a list section holds. */
const NOUNS: Record<CvListSection, [string, string]> = {
  experience: ['job', 'jobs'],
  education: ['degree', 'degrees'],
  skills: ['skill', 'skills'],
  languages: ['language', 'languages'],
  certifications: ['certification', 'certifications'],
  links: ['link', 'links'],
  projects: ['project', 'projects'],
  volunteering: ['volunteer role', 'volunteer roles'],
  awards: ['award', 'awards'],
  publications: ['publication', 'publications'],
  interests: ['interest', 'interests'],
  custom: ['other section', 'other sections'],
};

/** '1 job', '3 jobs', '1,200 skills'. */
function countOf(section: CvListSection, n: number): string {
  return `${formatCount(n)} ${NOUNS[section][n === 1 ? 0 : 1]}`;
}

/** 'a', 'a and b', 'a, b and c'. */
function listText(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * What an import read, for its notice: the counts of the CV's entries, and the headings of
 * the sections it did not import, e.g. "3 jobs, 2 degrees, 14 skills; 'References' not
 * imported". Sections with nothing are not named (jobs, degrees and skills say 'no' when
 * the CV had none of any).
 */
export function cvReadText(
  counts: Record<CvListSection, number>,
  notImported: readonly string[],
): string {
  const order: CvListSection[] = [
    'experience',
    'education',
    'skills',
    'languages',
    'certifications',
    'links',
    'projects',
    'volunteering',
    'awards',
    'publications',
    'interests',
    'custom',
  ];
  const read = order.filter((s) => counts[s] > 0).map((s) => countOf(s, counts[s]));
  const headings = [...new Set(notImported.map((h) => h.trim()).filter(Boolean))];
  const parts = [read.length > 0 ? read.join(', ') : 'no jobs, degrees or skills'];
  if (headings.length > 0) parts.push(`${listText(headings.map((h) => `'${h}'`))} not imported`);
  return parts.join('; ');
}

/**
 * The text of the notice after an import: the spec's sentence, then what was read, e.g.
 * "… Found 3 jobs, 2 degrees, 14 skills; 'References' not imported."
 */
export function cvProcessedText(readText: string): string {
  return `${CV_NOTICES.processed.text} Found ${readText}.`;
}

/** The sections of the import dialog, by name. */
export const CV_SECTION_NAMES: Record<CvImportSection, string> = {
  personal: 'Personal details',
  summary: 'Summary',
  links: 'Links',
  experience: 'Work experience',
  education: 'Education',
  skills: 'Skills',
  languages: 'Languages',
  certifications: 'Certifications',
  projects: 'Projects',
  volunteering: 'Volunteering',
  awards: 'Awards',
  publications: 'Publications',
  interests: 'Interests',
  custom: 'Other sections',
};

export const CV_CHOICE_NAMES: Record<CvImportChoice, string> = {
  replace: 'Replace',
  fill: 'Fill empty',
  add: 'Add',
  keep: 'Keep',
};

const FIELD_NAMES: Record<string, string> = {
  fullName: 'name',
  headline: 'headline',
  email: 'email',
  phone: 'phone',
  location: 'location',
};

/** What the CV holds for a section, e.g. '3 jobs', 'Name, email and phone', 'Nothing'. */
export function cvHoldsText(
  section: CvImportSection,
  profile: Partial<ExtractedProfile>,
  change: CvSectionChange,
): string {
  if (change.incoming === 0) return 'Nothing';
  if (section === 'summary') return 'A summary';
  if (section === 'personal') {
    const fields = (['fullName', 'headline', 'email', 'phone', 'location'] as const).filter((f) =>
      (f === 'fullName'
        ? profile.display_name || profile.first_name || profile.last_name
        : profile[f]
      )?.trim(),
    );
    const text = listText(fields.map((f) => FIELD_NAMES[f]!));
    return text.charAt(0).toUpperCase() + text.slice(1);
  }
  return countOf(section, change.incoming);
}

/**
 * What a section's choice changes, for the dialog's preview: 'Fills phone and location',
 * 'Replaces 4 skills with 14', '2 jobs kept, 3 added', 'Removes 3 links', 'No change'.
 */
export function cvChangeText(section: CvImportSection, change: CvSectionChange): string {
  if (section === 'personal' || section === 'summary') {
    const name = (fields: string[]) =>
      section === 'summary' ? 'your summary' : listText(fields.map((f) => FIELD_NAMES[f] ?? f));
    const parts = [
      change.filled.length > 0
        ? section === 'summary'
          ? 'Adds a summary'
          : `Fills ${name(change.filled)}`
        : '',
      change.replaced.length > 0 ? `Replaces ${name(change.replaced)}` : '',
      change.cleared.length > 0
        ? `${section === 'summary' ? 'Removes' : 'Empties'} ${name(change.cleared)}`
        : '',
    ].filter(Boolean);
    return parts.length > 0 ? parts.join('; ') : 'No change';
  }
  const { before, added, removed, skipped, overLimit } = change;
  let text: string;
  if (removed > 0 && added > 0)
    text = `Replaces ${countOf(section, removed)} with ${formatCount(added)}`;
  else if (removed > 0) text = `Removes ${countOf(section, removed)}`;
  else if (added > 0 && before === 0) text = `Adds ${countOf(section, added)}`;
  else if (added > 0) text = `${countOf(section, before)} kept, ${formatCount(added)} added`;
  else if (skipped > 0) text = `No change: ${skipped === 1 ? 'it is' : 'all are'} already there`;
  else text = before > 0 ? `No change: ${countOf(section, before)} kept` : 'No change';
  if (added > 0 && skipped > 0) text += `; ${formatCount(skipped)} already there`;
  if (overLimit > 0) {
    text += `; ${formatCount(overLimit)} left out (at most ${formatCount(section === 'custom' ? RESUME_LIMITS.customSections : RESUME_LIMITS[section])})`;
  }
  return text;
}

/** 79950 → '79,950' (the same in every browser and on the server). */
function formatCount(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Texts of the upload card's states. */
export const CV_CARD_TEXTS = {
  uploading: 'Uploading...',
  processing: 'Processing with AI...',
  loaded: 'CV information loaded successfully!',
  uploadDifferent: 'Upload Different CV',
  divider: 'OR FILL MANUALLY',
} as const;
