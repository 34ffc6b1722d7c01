import { LIST_SECTION_IDS } from '../resume/resume-defaults.ts';
import type { ResumeData } from '../resume/resume.schema.ts';

/**
 * The resume as its exported document says it: a section the person hid
 * (`layout.hidden_sections`) is not printed, so neither an ATS nor a cover letter's reader
 * sees it. The ATS check and the cover-letter facts read this, not the whole document.
 *
 * A hidden section is emptied in place rather than removed, so the form paths the checks
 * report ('projects.2.description', 'customSections.1.entries.0') keep naming the same
 * entries of the document the person edits. The headline and contact details belong to no
 * section and are always shown.
 */

export function isSectionHidden(resume: ResumeData, sectionId: string): boolean {
  return resume.layout.hidden_sections.includes(sectionId);
}

export function withoutHiddenSections(resume: ResumeData): ResumeData {
  if (resume.layout.hidden_sections.length === 0) return resume;
  const shown: ResumeData = { ...resume };
  for (const id of LIST_SECTION_IDS) {
    if (isSectionHidden(resume, id)) shown[id] = [];
  }
  if (isSectionHidden(resume, 'summary')) {
    shown.personalInfo = { ...resume.personalInfo, summary: '' };
  }
  shown.customSections = resume.customSections.map((section) =>
    isSectionHidden(resume, `custom:${section.id}`) ? { ...section, entries: [] } : section,
  );
  return shown;
}
