import { dateRangeEnds, type DateRange } from '../resume/dates.ts';
import { SECTION_IDS, SECTION_TITLES } from '../resume/resume-defaults.ts';
import { resumeLocale, type ResumeLocale } from '../resume/resume-locale.ts';
import { isHttpUrl, normalizeLayout, type ResumeData } from '../resume/resume.schema.ts';
import type { LayoutFamily } from '../templates/layout-families.ts';
import { cleanLine, cleanMultiline } from './clean-text.ts';

/**
 * What every document builder (PDF, DOCX, TXT) prints, derived once from a resume
 * document: cleaned text (clean-text.ts), empty entries dropped, dates formatted,
 * descriptions split into paragraphs and bullet lists, skills grouped by category, and
 * headings, dates and language levels in the resume's language (resume-locale.ts).
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
  /**
   * 'Mar 2021 – Present', 'Sep 2014 – Jun 2016', 'Sep 2023 – Expected 2027', '2019', or '', in
   * the resume's language ('März 2021 – heute').
   */
  dates: string;
  /** Start and end parts of `dates`, for layouts with a date column. */
  start: string;
  end: string;
  blocks: DescriptionBlock[];
  tags: string[];
  /** The word printed before the tags: the skills heading in the resume's language. */
  tagsLabel: string;
  /** A project's, publication's or custom entry's address; null for the rest. */
  link: ContentLink | null;
}

export interface SkillGroup {
  /** '' for skills without a category. */
  category: string;
  skills: string[];
}

export interface ContentLanguage {
  name: string;
  /** The level in the resume's language ('Muttersprache'), '' when not given. */
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

interface ContentCustomSection {
  id: CustomSectionId;
  /** The person's own heading ('' when left blank). */
  title: string;
  entries: ContentEntry[];
}

/** Where the person's layout puts each section; see sectionOrder(). */
export interface ContentLayout {
  /** Every section, in the person's order. */
  order: SectionId[];
  /** False while the order is the untouched default. */
  personChosen: boolean;
  hidden: SectionId[];
  titles: Partial<Record<SectionId, string>>;
}

export interface ResumeContent {
  name: string;
  /** One line under the name: 'Senior Backend Engineer'. */
  headline: string;
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
  projects: ContentEntry[];
  volunteering: ContentEntry[];
  awards: ContentEntry[];
  publications: ContentEntry[];
  references: ContentEntry[];
  interests: string[];
  customSections: ContentCustomSection[];
  /** Absent for content that is not a person's resume (the fallback template's placeholders). */
  layout?: ContentLayout;
  /** The words of the resume's language: standard headings and side-column labels. */
  locale: ResumeLocale;
}

export type BuiltInSectionId = (typeof SECTION_IDS)[number];
type CustomSectionId = `custom:${string}`;
export type SectionId = BuiltInSectionId | CustomSectionId;

/** The sections whose items are ContentEntry lists, printed by the `entries` writer. */
type EntrySectionId =
  | 'experience'
  | 'education'
  | 'projects'
  | 'volunteering'
  | 'awards'
  | 'publications'
  | 'references';

export { SECTION_TITLES };

function isCustomSectionId(id: SectionId): id is CustomSectionId {
  return id.startsWith('custom:');
}

/**
 * The family's order of the v1 sections; an academic CV leads with education. Templates
 * were designed around these orders, so an untouched layout keeps them.
 */
function familyOrder(family: LayoutFamily | undefined): BuiltInSectionId[] {
  return family === 'academic'
    ? ['summary', 'education', 'experience', 'skills', 'languages', 'certifications']
    : ['summary', 'experience', 'education', 'skills', 'languages', 'certifications'];
}

/**
 * The sections to print, in reading order. An untouched layout keeps the family's own order
 * and adds the v2 sections after it in the default order, so a resume without them prints
 * exactly as before; once the person reorders sections, their order wins in every family.
 * Hidden sections are never in it.
 */
export function sectionOrder(
  family: LayoutFamily | undefined,
  layout?: ContentLayout,
): SectionId[] {
  const base: SectionId[] = familyOrder(family);
  if (!layout) return base;
  const order = layout.personChosen
    ? layout.order
    : [...base, ...layout.order.filter((id) => !base.includes(id))];
  return order.filter((id) => !layout.hidden.includes(id));
}

/**
 * The side column of two-column families holds short lists: skills, languages,
 * certifications and interests (a few words each, like the other lists there). Every entry
 * section (projects, volunteering, awards, publications, references, custom) goes in the
 * main column, since entries with titles, dates and descriptions need the wide column.
 */
const SIDE_COLUMN_SECTIONS: ReadonlySet<SectionId> = new Set<SectionId>([
  'skills',
  'languages',
  'certifications',
  'interests',
]);

/** One column's sections of a two-column family, in the given order. */
export function columnSections(ids: readonly SectionId[], column: 'main' | 'side'): SectionId[] {
  return ids.filter((id) => SIDE_COLUMN_SECTIONS.has(id) === (column === 'side'));
}

/** The person's own words for a section's heading (a renamed or custom section), or null. */
export function ownSectionTitle(content: ResumeContent, id: SectionId): string | null {
  const own = content.layout?.titles[id];
  if (own) return own;
  if (!isCustomSectionId(id)) return null;
  return content.customSections.find((s) => s.id === id)?.title || null;
}

/** A section's heading: the person's own title, or the standard one in the resume's language. */
export function sectionTitle(content: ResumeContent, id: SectionId): string {
  const { locale } = content;
  return (
    ownSectionTitle(content, id) ??
    (isCustomSectionId(id) ? locale.untitledSection : locale.headings[id])
  );
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

/** A date range's ends and the whole range, in the resume's language. */
function dateParts(
  range: DateRange,
  locale: ResumeLocale,
): Pick<ContentEntry, 'dates' | 'start' | 'end'> {
  const { start, end } = dateRangeEnds(range, locale.dates);
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
    entry.tags.length ||
    entry.link,
  );
}

function contentLink(label: string, value: string): ContentLink | null {
  const url = value.trim();
  if (!isHttpUrl(url)) return null;
  return {
    label: cleanLine(label),
    url: cleanLine(url),
    href: new URL(url).href,
    display: cleanLine(displayUrl(url)),
  };
}

/** An entry with a single date (a year, or a custom section's free-text date). */
function singleDate(date: string): Pick<ContentEntry, 'dates' | 'start' | 'end'> {
  const dates = cleanLine(date);
  return { dates, start: '', end: dates };
}

/** An entry from the fields a section has; the rest are empty. */
function contentEntry(
  locale: ResumeLocale,
  fields: Partial<ContentEntry> & Pick<ContentEntry, 'id'>,
): ContentEntry {
  return {
    title: '',
    organization: '',
    location: '',
    dates: '',
    start: '',
    end: '',
    blocks: [],
    tags: [],
    tagsLabel: locale.headings.skills,
    link: null,
    ...fields,
  };
}

/** The v2 entry sections, each mapped onto the entry fields the `entries` writer prints. */
function v2Entries(data: ResumeData, locale: ResumeLocale) {
  const entry = (fields: Partial<ContentEntry> & Pick<ContentEntry, 'id'>) =>
    contentEntry(locale, fields);
  return {
    projects: data.projects
      .map((p) =>
        entry({
          id: p.id,
          title: cleanLine(p.name),
          organization: cleanLine(p.role),
          ...dateParts({ ...p, current: p.isCurrent, expectedEnd: true }, locale),
          blocks: descriptionBlocks(p.description),
          tags: p.tags.map(cleanLine).filter(Boolean),
          link: contentLink('', p.url),
        }),
      )
      .filter(hasContent),
    volunteering: data.volunteering
      .map((v) =>
        entry({
          id: v.id,
          title: cleanLine(v.role),
          organization: cleanLine(v.organization),
          location: cleanLine(v.location),
          ...dateParts({ ...v, current: v.isCurrent }, locale),
          blocks: descriptionBlocks(v.description),
        }),
      )
      .filter(hasContent),
    awards: data.awards
      .map((a) =>
        entry({
          id: a.id,
          title: cleanLine(a.title),
          organization: cleanLine(a.issuer),
          ...singleDate(a.year),
          blocks: descriptionBlocks(a.description),
        }),
      )
      .filter(hasContent),
    publications: data.publications
      .map((p) =>
        entry({
          id: p.id,
          title: cleanLine(p.title),
          organization: cleanLine(p.publisher),
          ...singleDate(p.year),
          blocks: descriptionBlocks(p.description),
          link: contentLink('', p.url),
        }),
      )
      .filter(hasContent),
    // The contact is free text ('Available on request'), so it prints as the description.
    references: data.references
      .map((r) =>
        entry({
          id: r.id,
          title: cleanLine(r.name),
          organization: cleanLine(r.relationship),
          blocks: descriptionBlocks(r.contact),
        }),
      )
      .filter(hasContent),
    customSections: data.customSections
      .map((s): ContentCustomSection => ({
        id: `custom:${s.id}`,
        title: cleanLine(s.title),
        entries: s.entries
          .map((e) =>
            entry({
              id: e.id,
              title: cleanLine(e.title),
              organization: cleanLine(e.subtitle),
              ...singleDate(e.date),
              blocks: descriptionBlocks(e.description),
              link: contentLink('', e.url),
            }),
          )
          .filter(hasContent),
      }))
      .filter((s) => s.entries.length > 0),
  };
}

/** The layout with every id checked and every section in the order (normalizeLayout). */
function contentLayout(data: ResumeData): ContentLayout {
  const layout = normalizeLayout(data.layout, data.customSections);
  const order = layout.section_order as SectionId[];
  const untouched = [...SECTION_IDS, ...data.customSections.map((s) => `custom:${s.id}`)];
  return {
    order,
    personChosen: order.some((id, i) => id !== untouched[i]),
    hidden: layout.hidden_sections as SectionId[],
    titles: layout.section_titles as Partial<Record<SectionId, string>>,
  };
}

export function resumeContent(data: ResumeData): ResumeContent {
  const p = data.personalInfo;
  const locale = resumeLocale(data.language);
  const experience = data.experience
    .map((e) =>
      contentEntry(locale, {
        id: e.id,
        title: cleanLine(e.jobTitle),
        organization: cleanLine(e.company),
        ...dateParts({ ...e, current: e.isCurrentJob }, locale),
        blocks: descriptionBlocks(e.description),
        tags: e.tags.map(cleanLine).filter(Boolean),
      }),
    )
    .filter(hasContent);

  const education = data.education
    .map((e) => {
      const degree = cleanLine(e.degree);
      const field = cleanLine(e.fieldOfStudy);
      return contentEntry(locale, {
        id: e.id,
        title: degree && field ? `${degree}, ${field}` : degree || field,
        organization: cleanLine(e.school),
        location: cleanLine(e.location),
        ...dateParts({ ...e, current: e.isCurrent, expectedEnd: true }, locale),
        blocks: descriptionBlocks(e.description),
      });
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
    headline: cleanLine(p.headline),
    email: cleanLine(p.email),
    phone: cleanLine(p.phone),
    location: cleanLine(p.location),
    links: p.links.map((link) => contentLink(link.label, link.url)).filter((link) => link !== null),
    summary: descriptionBlocks(p.summary),
    experience,
    education,
    skillGroups,
    languages: data.languages
      .map((l) => ({
        name: cleanLine(l.name),
        level: l.level ? locale.levels[l.level] : '',
        score: LEVEL_SCORE[l.level] ?? 0,
      }))
      .filter((l) => l.name),
    certifications: data.certifications
      .map((c) => ({
        id: c.id,
        name: cleanLine(c.name),
        issuer: cleanLine(c.issuer),
        year: c.year,
      }))
      .filter((c) => c.name),
    ...v2Entries(data, locale),
    interests: data.interests.map(cleanLine).filter(Boolean),
    layout: contentLayout(data),
    locale,
  };
}

/** True when a section has something to print. */
export function hasSection(content: ResumeContent, id: SectionId): boolean {
  if (isCustomSectionId(id)) return content.customSections.some((s) => s.id === id);
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
  /** Experience, education, projects, volunteering, awards, publications, references, custom. */
  entries: (entries: ContentEntry[]) => T;
  skills: (groups: SkillGroup[]) => T;
  languages: (languages: ContentLanguage[]) => T;
  certifications: (certifications: ContentCertification[]) => T;
  interests: (interests: string[]) => T;
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
  if (isCustomSectionId(id)) {
    return writers.entries(content.customSections.find((s) => s.id === id)?.entries ?? []);
  }
  switch (id) {
    case 'summary':
      return writers.summary(content.summary);
    case 'experience':
    case 'education':
    case 'projects':
    case 'volunteering':
    case 'awards':
    case 'publications':
    case 'references':
      return writers.entries(content[id satisfies EntrySectionId]);
    case 'skills':
      return writers.skills(content.skillGroups);
    case 'languages':
      return writers.languages(content.languages);
    case 'certifications':
      return writers.certifications(content.certifications);
    case 'interests':
      return writers.interests(content.interests);
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
