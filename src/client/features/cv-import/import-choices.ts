import type { ExtractedProfile } from '#shared/cv-import/cv-import.schema.ts';
import {
  CV_IMPORT_SECTIONS,
  cvSections,
  defaultChoices,
  filledSections,
  isListSection,
  type CvImportChoice,
  type CvImportChoices,
  type CvImportSection,
} from '#shared/cv-import/merge-extracted-profile.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';

/** One row of the import dialog: a section, and the choices it offers. */
export interface ImportRow {
  section: CvImportSection;
  /** The CV has something for the section. */
  fromCv: boolean;
  choices: readonly CvImportChoice[];
}

/**
 * The dialog's rows: every section the CV has something for, and every section of the
 * resume the CV has nothing for (there the choice is to keep it or to remove it, so that
 * "Replace everything" visibly leaves nothing of the old resume).
 */
export function importRows(data: ResumeData, profile: Partial<ExtractedProfile>): ImportRow[] {
  const cv = cvSections(profile);
  const mine = filledSections(data);
  return CV_IMPORT_SECTIONS.filter((s) => cv[s] || mine[s]).map((section) => ({
    section,
    fromCv: cv[section],
    choices: !cv[section]
      ? ['replace', 'keep']
      : isListSection(section)
        ? ['replace', 'fill', 'add', 'keep']
        : ['replace', 'fill', 'keep'],
  }));
}

export type QuickChoice = 'replace' | 'fill' | 'add';

/**
 * A quick button's choices: each row takes the button's choice where it offers it, else
 * the nearest one that changes less ('add' → 'fill' → 'keep').
 */
export function quickChoices(quick: QuickChoice, rows: readonly ImportRow[]): CvImportChoices {
  const order: CvImportChoice[] = ['replace', 'add', 'fill', 'keep'];
  const from = order.indexOf(quick);
  const choices = { ...initialKeep() };
  for (const row of rows) {
    choices[row.section] = order.slice(from).find((c) => row.choices.includes(c)) ?? 'keep';
  }
  return choices;
}

/** The dialog's first choices (see defaultChoices); sections without a row are kept. */
export function startChoices(
  data: ResumeData,
  profile: Partial<ExtractedProfile>,
  rows: readonly ImportRow[],
): CvImportChoices {
  const defaults = defaultChoices(data, profile);
  const choices = initialKeep();
  for (const row of rows) {
    choices[row.section] = row.choices.includes(defaults[row.section])
      ? defaults[row.section]
      : 'keep';
  }
  return choices;
}

function initialKeep(): CvImportChoices {
  return Object.fromEntries(CV_IMPORT_SECTIONS.map((s) => [s, 'keep'])) as CvImportChoices;
}
