import { expect } from 'vitest';
import {
  columnSections,
  contactParts,
  resumeContent,
  sectionOrder,
  writeSections,
  type ContentEntry,
  type DescriptionBlock,
  type SectionWriters,
} from '#shared/documents/resume-content.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';
import type { LayoutFamily } from '#shared/templates/layout-families.ts';

/**
 * Test expectations for exported documents: every field a resume holds, in the order a
 * reader (or an ATS) meets it in a given layout family, and a matcher that checks text
 * extracted from a PDF or DOCX holds them in that order.
 */

type Column = 'main' | 'side';

/**
 * Where the header goes and the columns in reading order for each family; a single-column
 * family is null. Each column holds its sections in the resume's order (columnSections).
 */
const COLUMNS: Readonly<
  Record<LayoutFamily, { header: 'first' | 'side' | 'main'; columns: Column[] | null }>
> = {
  classic: { header: 'first', columns: null },
  'ats-plain': { header: 'first', columns: null },
  'executive-serif': { header: 'first', columns: null },
  'creative-accent': { header: 'first', columns: null },
  academic: { header: 'first', columns: null },
  'header-band': { header: 'first', columns: ['main', 'side'] },
  'sidebar-left': { header: 'side', columns: ['side', 'main'] },
  'sidebar-right': { header: 'main', columns: ['main', 'side'] },
};

function blockStrings(blocks: DescriptionBlock[]): string[] {
  return blocks.flatMap((b) => (b.kind === 'paragraph' ? [b.text] : b.items));
}

function entryStrings(entry: ContentEntry): string[] {
  return [
    entry.title,
    entry.organization,
    entry.location,
    ...blockStrings(entry.blocks),
    ...entry.tags,
    entry.link?.display ?? '',
  ].filter(Boolean);
}

const SECTION_STRINGS: SectionWriters<string[]> = {
  summary: blockStrings,
  entries: (entries) => entries.flatMap(entryStrings),
  skills: (groups) => groups.flatMap((g) => [g.category, ...g.skills].filter(Boolean)),
  languages: (languages) => languages.flatMap((l) => [l.name, l.level].filter(Boolean)),
  certifications: (certifications) =>
    certifications.flatMap((c) => [c.name, c.issuer, c.year].filter(Boolean)),
  interests: (interests) => interests,
};

/**
 * Every printed field of `data`, as sequences that must each read in order: one for a
 * single-column layout, one per column for a two-column layout (a column continues on
 * the next page after the other column's part of this page, so only each column's own
 * order is fixed; `columnSwitches` in the tests checks that they do not interleave).
 * Dates are left out (some layouts print them before the title); see `expectedDates`.
 */
export function expectedSequences(data: ResumeData, layout: LayoutFamily): string[][] {
  const content = resumeContent(data);
  const spec = COLUMNS[layout];
  const name = [content.name, content.headline].filter(Boolean);
  const contact = [...contactParts(content), ...content.links.map((l) => l.display)];
  const order = sectionOrder(layout, content.layout);
  const [first = [], second] = (spec.columns ?? [null]).map((column) =>
    writeSections(content, column ? columnSections(order, column) : order, SECTION_STRINGS).flatMap(
      (section) => section.written,
    ),
  );
  switch (spec.header) {
    case 'first':
      return second ? [[...name, ...contact, ...first], second] : [[...name, ...contact, ...first]];
    case 'side':
      return [[...name, ...contact, ...first], second ?? []];
    case 'main':
      return [
        [...name, ...first],
        [...contact, ...(second ?? [])],
      ];
  }
}

/** Dates of every entry, as printed. */
function expectedDates(data: ResumeData): string[] {
  const content = resumeContent(data);
  const dates: SectionWriters<string[]> = {
    summary: () => [],
    entries: (entries) => entries.flatMap((e) => [e.start, e.end]).filter(Boolean),
    skills: () => [],
    languages: () => [],
    certifications: () => [],
    interests: () => [],
  };
  return writeSections(content, sectionOrder(undefined, content.layout), dates).flatMap(
    (section) => section.written,
  );
}

/**
 * Compares ignoring case, whitespace and the hyphen a PDF inserts where it breaks a long
 * word across lines: a '-' at a line end after anything but another '-' (pdfHyphenation
 * never breaks right after a '-', so '--' at a line end is the person's own text).
 */
export function normalizeForMatch(value: string): string {
  return value
    .normalize('NFC')
    .replace(/([^\s-])-\n/g, '$1')
    .replace(/\s+/g, '')
    .toLowerCase();
}

/**
 * The first expected string that is missing, or found only before the one preceding it;
 * null when all appear in order.
 */
function firstOutOfOrder(
  haystack: string,
  expected: string[],
): { index: number; value: string } | null {
  const text = normalizeForMatch(haystack);
  let from = 0;
  for (const [index, value] of expected.entries()) {
    const needle = normalizeForMatch(value);
    const at = text.indexOf(needle, from);
    if (at < 0) return { index, value };
    from = at + needle.length;
  }
  return null;
}

/** Asserts that `text` holds every expected string in order, naming the first that is not. */
export function expectInOrder(text: string, expected: string[]): void {
  const missing = firstOutOfOrder(text, expected);
  expect(
    missing,
    `field #${missing?.index} "${missing?.value}" missing or out of order in:\n${text}`,
  ).toBeNull();
}

/** Asserts that `text` holds the dates of every entry of `data`. */
export function expectDates(text: string, data: ResumeData): void {
  const normalized = normalizeForMatch(text);
  for (const date of expectedDates(data)) expect(normalized).toContain(normalizeForMatch(date));
}
