import type { ResumeData } from '#shared/resume/resume.schema.ts';

/**
 * How many pages the resume fills, estimated from its text: the ATS check's length rule
 * runs on every keystroke and cannot wait for a template render. Numbers are those of the
 * catalogue's single-column templates at 10–11 pt on A4/Letter: about 52 lines a page and
 * 95 characters a line in the main column.
 */
const LINES_PER_PAGE = 52;
const CHARS_PER_LINE = 95;

const wrapped = (text: string) =>
  text
    .split(/\n+/)
    .filter((line) => line.trim())
    .reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / CHARS_PER_LINE)), 0);

export function estimatePages(data: ResumeData): number {
  let lines = 5; // name, contact line, links, spacing
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
  return Math.max(1, Math.ceil(lines / LINES_PER_PAGE));
}
