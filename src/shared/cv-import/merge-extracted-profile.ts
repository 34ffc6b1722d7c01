import { RESUME_LIMITS as L } from '../resume/resume.limits.ts';
import {
  LANGUAGE_LEVELS,
  MONTH_PATTERN,
  YEAR_PATTERN,
  isHttpUrl,
  newEntryId,
  normalizeLayout,
  type Certification,
  type EducationEntry,
  type ExperienceEntry,
  type Language,
  type LanguageLevel,
  type Link,
  type PersonalInfo,
  type ResumeData,
  type Skill,
} from '../resume/resume.schema.ts';
import type { ExtractedProfile } from './cv-import.schema.ts';

/**
 * The one merge of an extracted profile into the builder's document, section by section,
 * as the person chose:
 *
 * - 'replace': the section becomes the CV's, even when the CV has nothing for it (so
 *   replacing everything leaves no link, language or certification of the old resume);
 * - 'fill': only what is empty in the resume: a personal field or the summary when it is
 *   blank, a list only when it has no entries (a list with entries stays as it is);
 * - 'add': the CV's entries after the resume's, skipping the ones already there (lists only;
 *   for personal details and the summary it means 'fill');
 * - 'keep': the section stays as it is.
 *
 * The result always saves: texts are cut and lists capped to the resume's limits, dates
 * and language levels are mapped to what the document takes, and a link without a valid
 * http(s) address is dropped. New entries get fresh timestamp ids.
 */

export const CV_IMPORT_SECTIONS = [
  'personal',
  'summary',
  'links',
  'experience',
  'education',
  'skills',
  'languages',
  'certifications',
  'projects',
  'volunteering',
  'awards',
  'publications',
  'interests',
  'custom',
] as const;
export type CvImportSection = (typeof CV_IMPORT_SECTIONS)[number];
export type CvImportChoice = 'replace' | 'fill' | 'add' | 'keep';
export type CvImportChoices = Record<CvImportSection, CvImportChoice>;

/** The sections made of entries, where 'add' applies. */
export type CvListSection = Exclude<CvImportSection, 'personal' | 'summary'>;
export function isListSection(section: CvImportSection): section is CvListSection {
  return section !== 'personal' && section !== 'summary';
}

/** The most entries (sections, for the person's own) the resume holds in a list section. */
function listLimit(section: CvListSection): number {
  return section === 'custom' ? L.customSections : L[section];
}

/** The personal fields an import fills (the summary is a section of its own). */
const CV_PERSONAL_FIELDS = ['fullName', 'headline', 'email', 'phone', 'location'] as const;
export type CvPersonalField = (typeof CV_PERSONAL_FIELDS)[number];

/** What one section's choice does, for the preview. */
export interface CvSectionChange {
  /** Entries (lists) or non-empty fields (personal, summary) the CV holds. */
  incoming: number;
  /** The same count in the resume before the import. */
  before: number;
  after: number;
  /** CV entries that came in. */
  added: number;
  /** Resume entries that went. */
  removed: number;
  /** CV entries already in the resume ('add'), not added again. */
  skipped: number;
  /** CV entries past the resume's limit for the section. */
  overLimit: number;
  /** Personal fields and the summary: which were filled, replaced with other text, or emptied. */
  filled: string[];
  replaced: string[];
  cleared: string[];
}

export interface CvImportResult {
  data: ResumeData;
  changes: Record<CvImportSection, CvSectionChange>;
  /**
   * Where each entry of the profile went, by its index there: the entry's id in the
   * document (experience, education, certifications, the person's own sections), the
   * language's name, the interest or the link's address (languages, interests and links have
   * no ids); null when it was not imported.
   */
  placed: Record<
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
    | 'custom',
    (string | null)[]
  >;
  /** The personal fields, and whether the summary and skills, now hold the CV's values. */
  fromCv: { personal: CvPersonalField[]; summary: boolean; skills: boolean };
}

/** Every section 'replace': an import into an empty resume, or "Replace everything". */
export function uniformChoices(choice: CvImportChoice): CvImportChoices {
  return Object.fromEntries(
    CV_IMPORT_SECTIONS.map((s) => [s, !isListSection(s) && choice === 'add' ? 'fill' : choice]),
  ) as CvImportChoices;
}

type Profile = Partial<ExtractedProfile>;

const cut = (value: string | undefined, max: number) => (value ?? '').trim().slice(0, max).trim();
const month = (v: string | undefined) => (v && MONTH_PATTERN.test(v) ? v : '');
const year = (v: string | undefined) => (v && YEAR_PATTERN.test(v) ? v : '');
const norm = (v: string) => v.trim().toLocaleLowerCase();

/** The CV's full name: its display name, else first and last name. */
function cvFullName(p: Profile): string {
  return (
    cut(p.display_name, L.shortText) ||
    cut([p.first_name, p.last_name].map((s) => (s ?? '').trim()).join(' '), L.shortText)
  );
}

function cvPersonal(p: Profile): Record<CvPersonalField, string> {
  return {
    fullName: cvFullName(p),
    headline: cut(p.headline, L.shortText),
    email: cut(p.email, L.shortText),
    phone: cut(p.phone, L.phone),
    location: cut(p.location, L.shortText),
  };
}

/** Tag-like texts: trimmed, non-empty, cut, case-insensitively unique, at most `max`. */
function uniqueTexts(values: readonly string[], max: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values) {
    const value = cut(raw, L.tag);
    if (!value || seen.has(norm(value))) continue;
    seen.add(norm(value));
    out.push(value);
    if (out.length >= max) break;
  }
  return out;
}

type Unidentified<T> = Omit<T, 'id'>;

function cvExperience(p: Profile): Unidentified<ExperienceEntry>[] {
  return (p.experience ?? []).map((e) => ({
    jobTitle: cut(e.jobTitle, L.shortText),
    company: cut(e.company, L.shortText),
    startMonth: month(e.startMonth),
    startYear: year(e.startYear),
    endMonth: e.isCurrentJob ? '' : month(e.endMonth),
    endYear: e.isCurrentJob ? '' : year(e.endYear),
    isCurrentJob: Boolean(e.isCurrentJob),
    description: cut(e.description, L.description),
    tags: uniqueTexts(e.tags ?? [], L.tagsPerEntry),
  }));
}

function cvEducation(p: Profile): Unidentified<EducationEntry>[] {
  return (p.education ?? []).map((e) => ({
    school: cut(e.school, L.shortText),
    degree: cut(e.degree, L.shortText),
    fieldOfStudy: cut(e.fieldOfStudy, L.shortText),
    location: '',
    startMonth: month(e.startMonth),
    startYear: year(e.startYear),
    endMonth: month(e.endMonth),
    endYear: year(e.endYear),
    isCurrent: false,
    description: cut(e.description, L.description),
  }));
}

type Project = ResumeData['projects'][number];
type Volunteering = ResumeData['volunteering'][number];
type Award = ResumeData['awards'][number];
type Publication = ResumeData['publications'][number];
type CustomSection = ResumeData['customSections'][number];
type CustomEntry = CustomSection['entries'][number];
/** A section of the person's own from the CV: its entries have no ids yet either. */
type CvCustomSection = { title: string; entries: Unidentified<CustomEntry>[] };

/** An entry's dates as the document takes them: an ongoing entry has no end. */
function cvDates(
  e: { startMonth?: string; startYear?: string; endMonth?: string; endYear?: string },
  current: boolean,
) {
  return {
    startMonth: month(e.startMonth),
    startYear: year(e.startYear),
    endMonth: current ? '' : month(e.endMonth),
    endYear: current ? '' : year(e.endYear),
    isCurrent: current,
  };
}

function cvProjects(p: Profile): (Unidentified<Project> | null)[] {
  return (p.projects ?? []).map((e) => {
    const name = cut(e.name, L.shortText);
    if (!name) return null;
    return {
      name,
      role: cut(e.role, L.shortText),
      url: toLinkUrl(e.url) ?? '',
      ...cvDates(e, Boolean(e.isCurrent)),
      description: cut(e.description, L.description),
      tags: uniqueTexts(e.tags ?? [], L.tagsPerEntry),
    };
  });
}

function cvVolunteering(p: Profile): (Unidentified<Volunteering> | null)[] {
  return (p.volunteering ?? []).map((e) => {
    const role = cut(e.role, L.shortText);
    const organization = cut(e.organization, L.shortText);
    if (!role && !organization) return null;
    return {
      role,
      organization,
      location: cut(e.location, L.shortText),
      ...cvDates(e, Boolean(e.isCurrent)),
      description: cut(e.description, L.description),
    };
  });
}

function cvAwards(p: Profile): (Unidentified<Award> | null)[] {
  return (p.awards ?? []).map((a) => {
    const title = cut(a.title, L.shortText);
    if (!title) return null;
    return {
      title,
      issuer: cut(a.issuer, L.shortText),
      year: year(a.year),
      description: cut(a.description, L.description),
    };
  });
}

function cvPublications(p: Profile): (Unidentified<Publication> | null)[] {
  return (p.publications ?? []).map((e) => {
    const title = cut(e.title, L.mediumText);
    if (!title) return null;
    return {
      title,
      publisher: cut(e.publisher, L.shortText),
      year: year(e.year),
      url: toLinkUrl(e.url) ?? '',
      description: cut(e.description, L.description),
    };
  });
}

function cvCustomSections(p: Profile): (CvCustomSection | null)[] {
  return (p.custom_sections ?? []).map((section) => {
    const title = cut(section.title, L.sectionTitle);
    const entries = (section.entries ?? [])
      .map((e) => ({
        title: cut(e.title, L.shortText),
        subtitle: cut(e.subtitle, L.shortText),
        date: cut(e.date, L.customDate),
        description: cut(e.description, L.description),
        url: toLinkUrl(e.url) ?? '',
      }))
      .filter((e) => e.title || e.description)
      .slice(0, L.customEntries);
    return title && entries.length > 0 ? { title, entries } : null;
  });
}

/** Skills under the CV's headings keep the heading as their category; loose skills have none. */
function cvSkillList(p: Profile): Skill[] {
  const out: Skill[] = [];
  for (const group of p.skill_categories ?? []) {
    const category = cut(group.name, L.tag);
    for (const name of group.skills ?? []) out.push({ name: cut(name, L.tag), category });
  }
  for (const name of p.skills ?? []) out.push({ name: cut(name, L.tag), category: '' });
  return out.filter((s) => s.name);
}

const LEVEL_WORDS: [RegExp, LanguageLevel][] = [
  [/\b(c2|native|mother ?tongue|first language|bilingual)\b/, 'Native'],
  [/\b(c1|fluent|proficient|full professional)\b/, 'Fluent'],
  [/\b(b2|advanced|upper[- ]intermediate|professional working)\b/, 'Advanced'],
  [/\b(b1|intermediate|conversational|good|working)\b/, 'Intermediate'],
  [/\b(a1|a2|basic|beginner|elementary|notions)\b/, 'Basic'],
];

/** A level as a CV writes it ('C1', 'mother tongue', 'fluent') → one of LANGUAGE_LEVELS, or ''. */
export function toLanguageLevel(raw: string | undefined): LanguageLevel | '' {
  const text = norm(raw ?? '');
  const exact = LANGUAGE_LEVELS.find((level) => norm(level) === text);
  if (exact) return exact;
  return LEVEL_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? '';
}

function cvLanguages(p: Profile): (Language | null)[] {
  return (p.languages ?? []).map((l) => {
    const name = cut(l.name, L.tag);
    return name ? { name, level: toLanguageLevel(l.level) } : null;
  });
}

function cvCertifications(p: Profile): (Unidentified<Certification> | null)[] {
  return (p.certifications ?? []).map((c) => {
    const name = cut(c.name, L.shortText);
    return name ? { name, issuer: cut(c.issuer, L.shortText), year: year(c.year) } : null;
  });
}

/**
 * A link's address as the document takes it: 'https://' added when the CV wrote none
 * ('linkedin.com/in/ada'); null unless the result is a valid http(s) address.
 */
export function toLinkUrl(raw: string | undefined): string | null {
  let url = (raw ?? '').trim();
  if (!url) return null;
  if (url.startsWith('//')) url = `https:${url}`;
  else if (
    !/^[a-z][a-z0-9+.-]*:\/\//i.test(url) &&
    !/^(mailto|tel|javascript|data|file):/i.test(url)
  ) {
    url = `https://${url}`;
  }
  return url.length <= L.url && isHttpUrl(url) ? url : null;
}

function cvLinks(p: Profile): (Link | null)[] {
  return (p.links ?? []).map((l) => {
    const url = toLinkUrl(l.url);
    return url ? { label: cut(l.label, L.shortText), url } : null;
  });
}

/** How many entries the CV holds per list section, as the merge counts them. */
export function cvListCounts(p: Profile): Record<CvListSection, number> {
  const lists = cvLists(p);
  return {
    experience: lists.experience.items.length,
    education: lists.education.items.length,
    skills: lists.skills.items.length,
    languages: lists.languages.items.length,
    certifications: lists.certifications.items.length,
    links: lists.links.items.length,
    projects: lists.projects.items.length,
    volunteering: lists.volunteering.items.length,
    awards: lists.awards.items.length,
    publications: lists.publications.items.length,
    interests: lists.interests.items.length,
    custom: lists.custom.items.length,
  };
}

/**
 * A CV list as document entries: the usable ones (not empty, not a repeat of an earlier
 * one), each with its index in the profile (review marks name entries by that index), and
 * the key that tells two entries apart, which the merge uses too.
 */
interface Prepared<T> {
  items: T[];
  source: number[];
  key: (item: T) => string;
}

function prepare<T>(items: readonly (T | null)[], key: (item: T) => string): Prepared<T> {
  const seen = new Set<string>();
  const out: Prepared<T> = { items: [], source: [], key };
  items.forEach((item, index) => {
    if (item === null || seen.has(key(item))) return;
    seen.add(key(item));
    out.items.push(item);
    out.source.push(index);
  });
  return out;
}

function cvLists(p: Profile) {
  return {
    experience: prepare(cvExperience(p), experienceKey),
    education: prepare(cvEducation(p), educationKey),
    skills: prepare(cvSkillList(p), skillKey),
    languages: prepare(cvLanguages(p), languageKey),
    certifications: prepare(cvCertifications(p), certificationKey),
    links: prepare(cvLinks(p), linkKey),
    projects: prepare(cvProjects(p), entryKey),
    volunteering: prepare(cvVolunteering(p), entryKey),
    awards: prepare(cvAwards(p), entryKey),
    publications: prepare(cvPublications(p), entryKey),
    // One item per interest of the profile (a blank one as none), so each keeps its index.
    interests: prepare(
      (p.interests ?? []).map((raw) => cut(raw, L.tag) || null),
      norm,
    ),
    custom: prepare(cvCustomSections(p), entryKey),
  };
}

// What makes two entries the same ('add' skips an entry the resume already has).
function experienceKey(e: Unidentified<ExperienceEntry>): string {
  const { jobTitle, company, startMonth, startYear, endMonth, endYear, isCurrentJob } = e;
  return norm(
    JSON.stringify([jobTitle, company, startMonth, startYear, endMonth, endYear, isCurrentJob]) +
      e.description +
      e.tags.join('\n'),
  );
}
function educationKey(e: Unidentified<EducationEntry>): string {
  const { school, degree, fieldOfStudy, startMonth, startYear, endMonth, endYear } = e;
  return norm(
    JSON.stringify([school, degree, fieldOfStudy, startMonth, startYear, endMonth, endYear]) +
      e.description,
  );
}
/** Projects, volunteering, awards, publications: the same when every field is. */
const entryKey = (e: object) => norm(JSON.stringify(e));
const skillKey = (s: Skill) => norm(s.name);
const languageKey = (l: Language) => norm(l.name);
const certificationKey = (c: Unidentified<Certification>) =>
  norm(JSON.stringify([c.name, c.issuer, c.year]));
const linkKey = (l: Link) => norm(l.url).replace(/\/+$/, '');

/** A section change that changes nothing. */
export function emptySectionChange(): CvSectionChange {
  return {
    incoming: 0,
    before: 0,
    after: 0,
    added: 0,
    removed: 0,
    skipped: 0,
    overLimit: 0,
    filled: [],
    replaced: [],
    cleared: [],
  };
}

/**
 * One list section: the resulting list (the resume's entries it keeps come first), and
 * for each entry of the profile its index in it (null when it did not come in).
 */
function mergeList<T>(
  current: readonly T[],
  incoming: Prepared<T>,
  choice: CvImportChoice,
  max: number,
): { list: T[]; at: (number | null)[]; kept: number; change: CvSectionChange } {
  const change = {
    ...emptySectionChange(),
    incoming: incoming.items.length,
    before: current.length,
  };
  const at: (number | null)[] = [];
  const takeAll = choice === 'replace' || (choice === 'fill' && current.length === 0);
  if (!takeAll && choice !== 'add') {
    return {
      list: [...current],
      at,
      kept: current.length,
      change: { ...change, after: current.length },
    };
  }
  const list = takeAll ? [] : [...current];
  const kept = list.length;
  const { key } = incoming;
  const taken = new Set(list.map(key));
  incoming.items.forEach((item, i) => {
    if (taken.has(key(item))) {
      change.skipped += 1;
    } else if (list.length >= max) {
      change.overLimit += 1;
    } else {
      taken.add(key(item));
      list.push(item);
      change.added += 1;
      at[incoming.source[i]!] = list.length - 1;
    }
  });
  change.removed = takeAll ? current.length : 0;
  change.after = list.length;
  return { list, at, kept, change };
}

/** Per profile index, the name of the entry it became (null when it did not come in). */
function placedIn(
  length: number,
  merged: { at: (number | null)[] },
  name: (index: number) => string,
): (string | null)[] {
  return Array.from({ length }, (_, i) => {
    const at = merged.at[i];
    return at === undefined || at === null ? null : name(at);
  });
}

/**
 * Skills within the category limit. The resume's own categories stay; when the CV's would
 * pass the limit, the first of them stay and the skills of the rest go uncategorised (or,
 * when the resume's categories fill the limit already, are left out).
 */
function fitSkillGroups(skills: readonly Skill[], kept: number): Skill[] {
  const groups = [...new Set(skills.map((s) => norm(s.category)))];
  if (groups.length <= L.skillGroups) return [...skills];
  const allowed = new Set(skills.slice(0, kept).map((s) => norm(s.category)));
  const roomForNone = allowed.has('') || allowed.size < L.skillGroups;
  if (roomForNone) allowed.add('');
  for (const group of groups) if (allowed.size < L.skillGroups) allowed.add(group);
  return skills.flatMap((skill) =>
    allowed.has(norm(skill.category)) ? [skill] : roomForNone ? [{ ...skill, category: '' }] : [],
  );
}

function mergeTexts<F extends string>(
  fields: readonly F[],
  current: Record<F, string>,
  cv: Record<F, string>,
  choice: CvImportChoice,
): { values: Record<F, string>; change: CvSectionChange; fromCv: F[] } {
  const values = { ...current };
  const change = emptySectionChange();
  const fromCv: F[] = [];
  for (const field of fields) {
    const mine = current[field].trim();
    const theirs = cv[field];
    if (mine) change.before += 1;
    if (theirs) change.incoming += 1;
    const take = choice === 'replace' || ((choice === 'fill' || choice === 'add') && !mine);
    if (take && theirs !== mine) {
      values[field] = theirs;
      if (!theirs) change.cleared.push(field);
      else if (mine) change.replaced.push(field);
      else change.filled.push(field);
    }
    if (take && theirs) fromCv.push(field);
    if (values[field].trim()) change.after += 1;
  }
  return { values, change, fromCv };
}

/** The sections that hold something in the resume. */
export function filledSections(data: ResumeData): Record<CvImportSection, boolean> {
  const p = data.personalInfo;
  return {
    personal: CV_PERSONAL_FIELDS.some((f) => p[f].trim()),
    summary: Boolean(p.summary.trim()),
    links: p.links.length > 0,
    experience: data.experience.length > 0,
    education: data.education.length > 0,
    skills: data.skills.length > 0,
    languages: data.languages.length > 0,
    certifications: data.certifications.length > 0,
    projects: data.projects.length > 0,
    volunteering: data.volunteering.length > 0,
    awards: data.awards.length > 0,
    publications: data.publications.length > 0,
    interests: data.interests.length > 0,
    custom: data.customSections.length > 0,
  };
}

/** The sections the CV has something for. */
export function cvSections(p: Profile): Record<CvImportSection, boolean> {
  const counts = cvListCounts(p);
  return {
    personal: Object.values(cvPersonal(p)).some(Boolean),
    summary: Boolean(cut(p.summary, L.summary)),
    ...(Object.fromEntries(Object.entries(counts).map(([k, n]) => [k, n > 0])) as Record<
      CvListSection,
      boolean
    >),
  };
}

/**
 * The choice a section starts with in the dialog: 'replace' where the resume is empty
 * (nothing to lose); where it has content, 'add' for lists and 'fill' for personal details
 * and the summary (nothing of the person's is lost, and nothing of theirs is changed);
 * 'keep' where the CV has nothing for the section.
 */
export function defaultChoices(data: ResumeData, p: Profile): CvImportChoices {
  const mine = filledSections(data);
  const theirs = cvSections(p);
  return Object.fromEntries(
    CV_IMPORT_SECTIONS.map((s) => [
      s,
      !mine[s] ? 'replace' : !theirs[s] ? 'keep' : isListSection(s) ? 'add' : 'fill',
    ]),
  ) as CvImportChoices;
}

export function mergeExtractedProfile(
  current: ResumeData,
  extracted: Profile,
  choices: CvImportChoices = uniformChoices('replace'),
  now: number = Date.now(),
): CvImportResult {
  const p = current.personalInfo;
  const personal = mergeTexts(CV_PERSONAL_FIELDS, p, cvPersonal(extracted), choices.personal);
  const summary = mergeTexts(
    ['summary'] as const,
    { summary: p.summary },
    { summary: cut(extracted.summary, L.summary) },
    choices.summary,
  );

  const lists = cvLists(extracted);
  /** A list section as the person chose, within the resume's limit for it. */
  const merge = <T>(section: CvListSection, mine: readonly T[], theirs: Prepared<T>) =>
    mergeList(mine, theirs, choices[section], listLimit(section));
  const experience = merge('experience', current.experience.map(withoutId), lists.experience);
  const education = merge('education', current.education.map(withoutId), lists.education);
  const certifications = merge(
    'certifications',
    current.certifications.map(withoutId),
    lists.certifications,
  );
  const languages = merge('languages', current.languages, lists.languages);
  const links = merge('links', p.links, lists.links);
  const projects = merge('projects', current.projects.map(withoutId), lists.projects);
  const volunteering = merge(
    'volunteering',
    current.volunteering.map(withoutId),
    lists.volunteering,
  );
  const awards = merge('awards', current.awards.map(withoutId), lists.awards);
  const publications = merge(
    'publications',
    current.publications.map(withoutId),
    lists.publications,
  );
  const interests = merge('interests', current.interests, lists.interests);
  // The person's own sections compare without their ids, entries included.
  const custom = merge(
    'custom',
    current.customSections.map((s): CvCustomSection => ({
      title: s.title,
      entries: s.entries.map(withoutId),
    })),
    lists.custom,
  );

  // Skills added to the resume's take the spelling of its categories ('tools' → 'Tools').
  const spelling = new Map(
    choices.skills === 'add' ? current.skills.map((s) => [norm(s.category), s.category]) : [],
  );
  const incomingSkills = {
    ...lists.skills,
    items: lists.skills.items.map((s) => ({
      ...s,
      category: spelling.get(norm(s.category)) ?? s.category,
    })),
  };
  const skills = merge('skills', current.skills, incomingSkills);
  const fittedSkills = fitSkillGroups(skills.list, skills.kept);
  skills.change.overLimit += skills.list.length - fittedSkills.length;
  skills.change.added -= skills.list.length - fittedSkills.length;
  skills.change.after = fittedSkills.length;

  // Ids: entries that stayed keep theirs; the CV's get fresh ones, unique in the document.
  const taken = [
    ...current.experience.map((e) => e.id),
    ...current.education.map((e) => e.id),
    ...current.certifications.map((c) => c.id),
    ...current.projects.map((e) => e.id),
    ...current.volunteering.map((e) => e.id),
    ...current.awards.map((e) => e.id),
    ...current.publications.map((e) => e.id),
    ...current.customSections.flatMap((s) => [s.id, ...s.entries.map((e) => e.id)]),
  ];
  const identify = <T extends { id: string }>(
    before: readonly T[],
    merged: { list: Unidentified<T>[]; at: (number | null)[]; kept: number },
    profileLength: number,
  ) => {
    const list = merged.list.map((entry, i) => {
      if (i < merged.kept) return { ...entry, id: before[i]!.id } as T;
      const id = newEntryId(taken, now);
      taken.push(id);
      return { ...entry, id } as T;
    });
    return { list, placed: placedIn(profileLength, merged, (at) => list[at]!.id) };
  };
  const exp = identify(current.experience, experience, extracted.experience?.length ?? 0);
  const edu = identify(current.education, education, extracted.education?.length ?? 0);
  const certs = identify(
    current.certifications,
    certifications,
    extracted.certifications?.length ?? 0,
  );
  const proj = identify(current.projects, projects, extracted.projects?.length ?? 0);
  const vol = identify(current.volunteering, volunteering, extracted.volunteering?.length ?? 0);
  const award = identify(current.awards, awards, extracted.awards?.length ?? 0);
  const pub = identify(current.publications, publications, extracted.publications?.length ?? 0);
  const fresh = () => {
    const id = newEntryId(taken, now);
    taken.push(id);
    return id;
  };
  // Sections that stayed keep themselves; the CV's get fresh ids for them and their entries.
  const customSections: CustomSection[] = custom.list.map((section, i) =>
    i < custom.kept
      ? current.customSections[i]!
      : {
          id: fresh(),
          title: section.title,
          entries: section.entries.map((e) => ({ ...e, id: fresh() })),
        },
  );

  const personalInfo: PersonalInfo = {
    ...p,
    ...personal.values,
    summary: summary.values.summary,
    links: links.list,
  };
  return {
    data: {
      ...current,
      personalInfo,
      experience: exp.list,
      education: edu.list,
      skills: fittedSkills,
      languages: languages.list,
      certifications: certs.list,
      projects: proj.list,
      volunteering: vol.list,
      awards: award.list,
      publications: pub.list,
      interests: interests.list,
      customSections,
      // A section of the CV's own is printed last until the person moves it.
      layout: normalizeLayout(
        { ...current.layout, section_titles: mergeSectionTitles(current, extracted, choices) },
        customSections,
      ),
    },
    changes: {
      personal: personal.change,
      summary: summary.change,
      links: links.change,
      experience: experience.change,
      education: education.change,
      skills: skills.change,
      languages: languages.change,
      certifications: certifications.change,
      projects: projects.change,
      volunteering: volunteering.change,
      awards: awards.change,
      publications: publications.change,
      interests: interests.change,
      custom: custom.change,
    },
    placed: {
      experience: exp.placed,
      education: edu.placed,
      certifications: certs.placed,
      projects: proj.placed,
      volunteering: vol.placed,
      awards: award.placed,
      publications: pub.placed,
      languages: placedIn(
        extracted.languages?.length ?? 0,
        languages,
        (at) => languages.list[at]!.name,
      ),
      links: placedIn(extracted.links?.length ?? 0, links, (at) => links.list[at]!.url),
      interests: placedIn(extracted.interests?.length ?? 0, interests, (at) => interests.list[at]!),
      custom: placedIn(
        extracted.custom_sections?.length ?? 0,
        custom,
        (at) => customSections[at]!.id,
      ),
    },
    fromCv: {
      personal: personal.fromCv,
      summary: summary.fromCv.length > 0,
      skills: skills.change.added > 0,
    },
  };
}

/**
 * The headings the CV gives its built-in sections ('Work History' over the jobs) become the
 * resume's titles for them: in place of the resume's own where the section is replaced, only
 * where the resume has none where it is filled or added to, never where it is kept.
 */
function mergeSectionTitles(
  current: ResumeData,
  extracted: Profile,
  choices: CvImportChoices,
): ResumeData['layout']['section_titles'] {
  const titles = { ...current.layout.section_titles };
  for (const { section, title } of extracted.section_titles ?? []) {
    const heading = cut(title, L.sectionTitle);
    const choice = choices[section];
    if (!heading || choice === 'keep') continue;
    if (choice === 'replace' || !titles[section]?.trim()) titles[section] = heading;
  }
  return titles;
}

function withoutId<T extends { id: string }>({ id: _id, ...rest }: T): Unidentified<T> {
  return rest;
}
