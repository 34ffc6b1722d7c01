import { withoutHiddenSections } from '#shared/ats-keywords/shown-sections.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';

/**
 * How many pages the resume fills, estimated from its text: the ATS check's length rule
 * runs on every keystroke and cannot wait for a template render. Numbers are those of the
 * catalogue's single-column templates at 10–11 pt on A4/Letter: about 52 lines a page and
 * 95 characters a line in the main column. Hidden sections are not printed and not counted.
 */
const LINES_PER_PAGE = 52;
const CHARS_PER_LINE = 95;

const wrapped = (text: string) =>
  text
    .split(/\n+/)
    .filter((line) => line.trim())
    .reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / CHARS_PER_LINE)), 0);

/** A heading and spacing, then each entry: its title lines and its description. */
const entryLines = (entries: readonly { description: string }[], titleLines: number) =>
  entries.length === 0
    ? 0
    : 2 + entries.reduce((sum, e) => sum + titleLines + wrapped(e.description), 0);

/** A heading and spacing, then short items run together on lines. */
const inlineLines = (items: readonly string[]) =>
  items.length === 0
    ? 0
    : 2 + Math.ceil(items.reduce((sum, item) => sum + item.length + 2, 0) / CHARS_PER_LINE);

export function estimatePages(document: ResumeData): number {
  const data = withoutHiddenSections(document);
  let lines = 5; // name, contact line, links, spacing
  if (data.personalInfo.headline.trim()) lines += 1;
  if (data.personalInfo.summary.trim()) lines += 2 + wrapped(data.personalInfo.summary);
  if (data.experience.length > 0) lines += 2;
  for (const job of data.experience) {
    lines += 3 + wrapped(job.description) + (job.tags.length > 0 ? 1 : 0);
  }
  if (data.education.length > 0) lines += 2;
  for (const school of data.education) lines += 3 + wrapped(school.description);
  if (data.skills.length > 0) {
    const chars = data.skills.reduce((sum, s) => sum + s.name.length + 2, 0);
    lines += 2 + Math.ceil(chars / CHARS_PER_LINE);
  }
  if (data.languages.length > 0) lines += 3;
  if (data.certifications.length > 0) lines += 2 + data.certifications.length;
  lines += entryLines(data.projects, 2) + entryLines(data.volunteering, 2);
  lines += entryLines(data.awards, 1) + entryLines(data.publications, 1);
  if (data.references.length > 0) lines += 2 + 2 * data.references.length;
  lines += inlineLines(data.interests);
  for (const section of data.customSections) lines += entryLines(section.entries, 2);
  return Math.max(1, Math.ceil(lines / LINES_PER_PAGE));
}
