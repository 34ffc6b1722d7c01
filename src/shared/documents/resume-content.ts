import { formatMonthYear } from '../resume/dates.ts';
import { isHttpUrl, type ResumeData } from '../resume/resume.schema.ts';
import type { LayoutFamily } from '../templates/layout-families.ts';
import { cleanLine, cleanMultiline } from './clean-text.ts';

/**
 * What every document builder (PDF, DOCX, TXT) prints, derived once from a resume
 * document: cleaned text (clean-text.ts), empty entries dropped, dates formatted,
 * descriptions split into paragraphs and bullet lists, skills grouped by category.
 * Builders only decide how it looks, never what it says, so the three formats agree.
 */

export interface ContentLink {
  label: string;
  /** The http(s) address as the person typed it. */
  url: string;
  /** The same address percent-encoded (ASCII only), for link targets. */
  href: string;
  /** The address as printed: without the scheme and a trailing slash. */
  display: string;
}

export type DescriptionBlock =
  { kind: 'paragraph'; text: string } | { kind: 'bullets'; items: string[] };

export interface ContentEntry {
  id: string;
  /** Job title, or degree and field of study. */
  title: string;
  /** Company or school. */
  organization: string;
  location: string;
  /** 'Mar 2021 – Present', 'Sep 2014 – Jun 2016', '2019', or ''. */
  dates: string;
  /** Start and end parts of `dates`, for layouts with a date column. */
  start: string;
  end: string;
  blocks: DescriptionBlock[];
  tags: string[];
}

export interface SkillGroup {
  /** '' for skills without a category. */
  category: string;
  skills: string[];
}

export interface ContentLanguage {
  name: string;
  level: string;
  /** 1–5 from the level (Native 5 … Basic 1), 0 when not given. */
  score: number;
}

export interface ContentCertification {
  id: string;
  name: string;
  issuer: string;
  year: string;
}

export interface ResumeContent {
  name: string;
  email: string;
  phone: string;
  location: string;
  links: ContentLink[];
  summary: DescriptionBlock[];
  experience: ContentEntry[];
  education: ContentEntry[];
  skillGroups: SkillGroup[];
  languages: ContentLanguage[];
  certifications: ContentCertification[];
}

export type SectionId =
  'summary' | 'experience' | 'education' | 'skills' | 'languages' | 'certifications';

/** Section headings, the same in every format (standard names parse best in an ATS). */
export const SECTION_TITLES: Readonly<Record<SectionId, string>> = {
  summary: 'Summary',
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
  languages: 'Languages',
  certifications: 'Certifications',
};

/** Single-column order; an academic CV leads with education. */
export function sectionOrder(layout: LayoutFamily | undefined): SectionId[] {
  return layout === 'academic'
    ? ['summary', 'education', 'experience', 'skills', 'languages', 'certifications']
    : ['summary', 'experience', 'education', 'skills', 'languages', 'certifications'];
}

/** The separator between the start and end of a date range. */
export const DATE_SEPARATOR = ' – ';

const LEVEL_SCORE: Readonly<Record<string, number>> = {
  Native: 5,
  Fluent: 4,
  Advanced: 3,
  Intermediate: 2,
  Basic: 1,
};

const BULLET_MARKER = /^\s*(?:[-*•·‣◦▪–—]|\d{1,2}[.)])\s+/;

/**
 * A description as blocks. Lines starting with a bullet marker ('-', '*', '•', '1.' …)
 * are list items. When a description has several lines and none is marked, each line is
 * one achievement, as the builder's own samples write them, so they become a list too;
 * a single unmarked line (or a blank-line-separated text) stays a paragraph.
 */
export function descriptionBlocks(value: string): DescriptionBlock[] {
  const text = cleanMultiline(value);
  if (!text) return [];
  const lines = text.split('\n');
  const nonEmpty = lines.filter((line) => line.trim() !== '');
  const anyMarked = nonEmpty.some((line) => BULLET_MARKER.test(line));
  const hasBlankLines = nonEmpty.length !== lines.length;
  const allBullets = !anyMarked && !hasBlankLines && nonEmpty.length > 1;

  const blocks: DescriptionBlock[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const isBullet = allBullets || BULLET_MARKER.test(line);
    const item = line.replace(BULLET_MARKER, '').trim();
    if (!item) continue;
    const last = blocks.at(-1);
    if (isBullet) {
      if (last?.kind === 'bullets') last.items.push(item);
      else blocks.push({ kind: 'bullets', items: [item] });
    } else {
      blocks.push({ kind: 'paragraph', text: item });
    }
  }
  return blocks;
}

/** 'https://www.example.com/in/jane/' → 'www.example.com/in/jane'. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

function dateParts(
  startMonth: string,
  startYear: string,
  endMonth: string,
  endYear: string,
  current: boolean,
): { start: string; end: string; dates: string } {
  const start = formatMonthYear(startMonth, startYear);
  const end = current ? 'Present' : formatMonthYear(endMonth, endYear);
  const dates = start && end ? `${start}${DATE_SEPARATOR}${end}` : start || end;
  return { start, end, dates };
}

function hasContent(entry: ContentEntry): boolean {
  return Boolean(
    entry.title ||
    entry.organization ||
    entry.location ||
    entry.dates ||
    entry.blocks.length ||
    entry.tags.length,
  );
}

export function resumeContent(data: ResumeData): ResumeContent {
  const p = data.personalInfo;
  const experience = data.experience
    .map((e): ContentEntry => ({
      id: e.id,
      title: cleanLine(e.jobTitle),
      organization: cleanLine(e.company),
      location: '',
      ...dateParts(e.startMonth, e.startYear, e.endMonth, e.endYear, e.isCurrentJob),
      blocks: descriptionBlocks(e.description),
      tags: e.tags.map(cleanLine).filter(Boolean),
    }))
    .filter(hasContent);

  const education = data.education
    .map((e): ContentEntry => {
      const degree = cleanLine(e.degree);
      const field = cleanLine(e.fieldOfStudy);
      return {
        id: e.id,
        title: degree && field ? `${degree}, ${field}` : degree || field,
        organization: cleanLine(e.school),
        location: cleanLine(e.location),
        ...dateParts(e.startMonth, e.startYear, e.endMonth, e.endYear, e.isCurrent),
        blocks: descriptionBlocks(e.description),
        tags: [],
      };
    })
    .filter(hasContent);

  const groups = new Map<string, SkillGroup>();
  for (const skill of data.skills) {
    const name = cleanLine(skill.name);
    if (!name) continue;
    const category = cleanLine(skill.category);
    const key = category.toLowerCase();
    const group = groups.get(key) ?? { category, skills: [] };
    group.skills.push(name);
    groups.set(key, group);
  }
  // Uncategorised skills come last, after the named groups in first-seen order.
  const skillGroups = [...groups.values()].sort(
    (a, b) => Number(!a.category) - Number(!b.category),
  );

  return {
    name: cleanLine(p.fullName),
    email: cleanLine(p.email),
    phone: cleanLine(p.phone),
    location: cleanLine(p.location),
    links: p.links
      .filter((link) => isHttpUrl(link.url.trim()))
      .map((link) => {
        const url = link.url.trim();
        return {
          label: cleanLine(link.label),
          url: cleanLine(url),
          href: new URL(url).href,
          display: cleanLine(displayUrl(url)),
        };
      }),
    summary: descriptionBlocks(p.summary),
    experience,
    education,
    skillGroups,
    languages: data.languages
      .map((l) => ({ name: cleanLine(l.name), level: l.level, score: LEVEL_SCORE[l.level] ?? 0 }))
      .filter((l) => l.name),
    certifications: data.certifications
      .map((c) => ({
        id: c.id,
        name: cleanLine(c.name),
        issuer: cleanLine(c.issuer),
        year: c.year,
      }))
      .filter((c) => c.name),
  };
}

/** True when a section has something to print. */
export function hasSection(content: ResumeContent, id: SectionId): boolean {
  switch (id) {
    case 'summary':
      return content.summary.length > 0;
    case 'skills':
      return content.skillGroups.length > 0;
    default:
      return content[id].length > 0;
  }
}

/** What one output makes of each kind of section. */
export interface SectionWriters<T> {
  summary: (blocks: DescriptionBlock[]) => T;
  /** Experience and education. */
  entries: (entries: ContentEntry[]) => T;
  skills: (groups: SkillGroup[]) => T;
  languages: (languages: ContentLanguage[]) => T;
  certifications: (certifications: ContentCertification[]) => T;
}

/**
 * The given sections that have something to print, in the given order, each as one
 * output writes it: every format leaves out the same empty sections.
 */
export function writeSections<T>(
  content: ResumeContent,
  ids: readonly SectionId[],
  writers: SectionWriters<T>,
): { id: SectionId; written: T }[] {
  return ids
    .filter((id) => hasSection(content, id))
    .map((id) => ({ id, written: writeSection(content, id, writers) }));
}

function writeSection<T>(content: ResumeContent, id: SectionId, writers: SectionWriters<T>): T {
  switch (id) {
    case 'summary':
      return writers.summary(content.summary);
    case 'experience':
    case 'education':
      return writers.entries(content[id]);
    case 'skills':
      return writers.skills(content.skillGroups);
    case 'languages':
      return writers.languages(content.languages);
    case 'certifications':
      return writers.certifications(content.certifications);
  }
}

/** A contact line's parts in reading order: e-mail, phone, location. */
export function contactParts(content: ResumeContent): string[] {
  return [content.email, content.phone, content.location].filter(Boolean);
}

/** 'German (Native)', 'Esperanto'. */
export function languageLabel(language: ContentLanguage): string {
  return language.level ? `${language.name} (${language.level})` : language.name;
}

/** 'AWS Solutions Architect – Amazon Web Services, 2023'. */
export function certificationLabel(c: ContentCertification): string {
  const tail = [c.issuer, c.year].filter(Boolean).join(', ');
  return tail ? `${c.name}${DATE_SEPARATOR}${tail}` : c.name;
}

/** A link as printed: 'Portfolio: jane.example/work', or just the address without a label. */
export function linkLabel(link: ContentLink): string {
  return link.label ? `${link.label}: ${link.display}` : link.display;
}
