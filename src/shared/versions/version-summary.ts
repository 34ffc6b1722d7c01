import type { CoverLetterData } from '../cover-letter/cover-letter.schema.ts';
import { SECTION_TITLES, UNTITLED_CUSTOM_SECTION } from '../resume/resume-defaults.ts';
import type { ResumeData } from '../resume/resume.schema.ts';
import { findTemplate } from '../templates/catalogue.ts';
import { effectiveTemplateId } from '../templates/effective-template.ts';

/** A document's state as a version keeps it. */
export type VersionState =
  | { kind: 'resume'; title: string; templateId: string | null; data: ResumeData }
  | { kind: 'cover_letter'; title: string; templateId: string | null; data: CoverLetterData };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function templateName(templateId: string | null): string {
  return findTemplate(effectiveTemplateId(templateId))?.name ?? 'Default';
}

const entries = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`;

/** "Experience: 3 → 4 entries" when the count moved, "Experience edited" when only the content did. */
function listChange(label: string, before: readonly unknown[], after: readonly unknown[]) {
  if (before.length !== after.length)
    return `${label}: ${before.length} → ${entries(after.length)}`;
  return same(before, after) ? null : `${label} edited`;
}

/** "Skills: +2 −1" by name; "Skills edited" when the same names changed otherwise. */
function namedListChange(
  label: string,
  before: readonly { name: string }[] | readonly string[],
  after: readonly { name: string }[] | readonly string[],
) {
  const names = (list: typeof before) =>
    list.map((item) => (typeof item === 'string' ? item : item.name).trim().toLowerCase());
  const was = new Set(names(before));
  const now = new Set(names(after));
  const added = [...now].filter((n) => !was.has(n)).length;
  const removed = [...was].filter((n) => !now.has(n)).length;
  if (added || removed) {
    return `${label}: ${[added ? `+${added}` : '', removed ? `−${removed}` : ''].filter(Boolean).join(' ')}`;
  }
  return same(before, after) ? null : `${label} edited`;
}

function resumeChanges(before: ResumeData, after: ResumeData): string[] {
  const changes: (string | null)[] = [];
  const { summary: summaryBefore, ...personalBefore } = before.personalInfo;
  const { summary: summaryAfter, ...personalAfter } = after.personalInfo;
  if (!same(personalBefore, personalAfter)) changes.push('Personal details edited');
  if (summaryBefore !== summaryAfter) changes.push(`${SECTION_TITLES.summary} edited`);
  const T = SECTION_TITLES;
  changes.push(
    listChange(T.experience, before.experience, after.experience),
    listChange(T.education, before.education, after.education),
    namedListChange(T.skills, before.skills, after.skills),
    namedListChange(T.languages, before.languages, after.languages),
    listChange(T.certifications, before.certifications, after.certifications),
    listChange(T.projects, before.projects, after.projects),
    listChange(T.volunteering, before.volunteering, after.volunteering),
    listChange(T.awards, before.awards, after.awards),
    listChange(T.publications, before.publications, after.publications),
    listChange(T.references, before.references, after.references),
    namedListChange(T.interests, before.interests, after.interests),
  );
  const title = (s: { title: string }) => s.title.trim() || UNTITLED_CUSTOM_SECTION;
  for (const section of after.customSections) {
    const old = before.customSections.find((s) => s.id === section.id);
    changes.push(
      old ? listChange(title(section), old.entries, section.entries) : `${title(section)} added`,
    );
  }
  for (const section of before.customSections) {
    if (!after.customSections.some((s) => s.id === section.id))
      changes.push(`${title(section)} removed`);
  }
  if (!same(before.targetJob ?? null, after.targetJob ?? null)) changes.push('Target job edited');
  if (!same(before.layout, after.layout)) changes.push('Section order or headings changed');
  if (!same(before.style, after.style)) changes.push('Look changed');
  if (before.language !== after.language)
    changes.push(`Language: ${before.language} → ${after.language}`);
  return changes.filter((c): c is string => c !== null);
}

function letterChanges(before: CoverLetterData, after: CoverLetterData): string[] {
  const changes: string[] = [];
  if (before.paragraphs.length !== after.paragraphs.length) {
    const n = after.paragraphs.length;
    changes.push(
      `Paragraphs: ${before.paragraphs.length} → ${n} ${n === 1 ? 'paragraph' : 'paragraphs'}`,
    );
  } else if (!same(before.paragraphs, after.paragraphs)) {
    changes.push('Paragraphs edited');
  }
  if (!same(before.recipient, after.recipient)) changes.push('Recipient changed');
  if (before.role !== after.role) changes.push('Role changed');
  if (!same(before.sender, after.sender)) changes.push('Sender details edited');
  if (before.greeting !== after.greeting || before.closing !== after.closing)
    changes.push('Greeting or closing edited');
  if (before.signature !== after.signature) changes.push('Signature edited');
  if (before.date !== after.date) changes.push('Date changed');
  if (before.resumeId !== after.resumeId) changes.push('Linked resume changed');
  if (before.tone !== after.tone) changes.push(`Tone: ${before.tone} → ${after.tone}`);
  return changes;
}

/**
 * What changed from `before` (the version kept before this one; null for the first) to
 * `after`, in a few short lines: the template, the title, then the content by section for
 * resumes, or by part for letters. An empty list means nothing a person sees changed.
 */
export function summarizeVersion(before: VersionState | null, after: VersionState): string[] {
  if (before === null) return ['Created'];
  const changes: string[] = [];
  if (templateName(before.templateId) !== templateName(after.templateId))
    changes.push(
      `Template: ${templateName(before.templateId)} → ${templateName(after.templateId)}`,
    );
  if (before.title !== after.title) changes.push('Title changed');
  if (before.kind === 'resume' && after.kind === 'resume')
    changes.push(...resumeChanges(before.data, after.data));
  else if (before.kind === 'cover_letter' && after.kind === 'cover_letter')
    changes.push(...letterChanges(before.data, after.data));
  return changes;
}
