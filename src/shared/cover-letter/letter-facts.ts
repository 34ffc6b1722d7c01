import type { TargetKeyword } from '../ats-keywords/ats-keywords.schema.ts';
import {
  containsTerm,
  prepareText,
  termPattern,
  type PreparedText,
  type TermPattern,
} from '../ats-keywords/tokens.ts';
import { withoutHiddenSections } from '../ats-keywords/shown-sections.ts';
import { cleanLine } from '../documents/clean-text.ts';
import { descriptionBlocks } from '../documents/resume-content.ts';
import { isEndBeforeStart } from '../resume/dates.ts';
import type { ExperienceEntry, ResumeData } from '../resume/resume.schema.ts';
import { companySentences, postingSpanPath } from './posting-company.ts';
import type { LetterContext } from './resume-fields.ts';

/**
 * The facts a cover letter may state, taken from the user's own resume, each with the
 * field(s) it came from (resume-fields.ts paths). Both drafting engines write from these
 * and nothing else: the local composer uses them verbatim, the model gets them as its
 * only material, and its output is checked against them (check-claims.ts).
 *
 * Only what the exported resume prints is a fact: a hidden section (`layout.hidden_sections`)
 * is one the letter's reader cannot check, so its entries are neither cited nor written
 * from (shown-sections.ts).
 */

export interface Fact<T = string> {
  value: T;
  sources: string[];
}

export interface Achievement extends Fact {
  /** The entry it comes from, and that entry's company and title as facts. */
  entryIndex: number;
  company: Fact | undefined;
  title: Fact | undefined;
}

/** A project by name, with the person's role in it when the resume gives one. */
interface ProjectFact {
  name: Fact;
  role: Fact | undefined;
}

/** Volunteering: the role and the organisation (at least one of them), and whether it goes on. */
interface VolunteeringFact {
  role: Fact | undefined;
  organization: Fact | undefined;
  current: boolean;
}

export interface LetterFacts {
  name: Fact | undefined;
  /**
   * The resume's headline when it reads as a role ('Senior Data Engineer'): the person's
   * role line where no job title gives one.
   */
  headline: Fact | undefined;
  /** The role applied for: the target job's title (or the letter's role). */
  role: Fact | undefined;
  /** The company applied to: the target job's company (or the letter's). */
  company: Fact | undefined;
  /** The current job's title, or the most recent one's. */
  title: Fact | undefined;
  /** The employer of that job. */
  employer: Fact | undefined;
  /** True when that job is marked as current. */
  current: boolean;
  /** Whole years of experience from the dates (overlaps counted once); undefined under one. */
  years: Fact<number> | undefined;
  /** Target-job keywords the resume shows, most important first, with where it shows them. */
  keywords: Fact[];
  /** One or two bullets from the resume, as written. */
  achievements: Achievement[];
  /**
   * Further bullets, strongest first, for a letter that is short of its length: the
   * local composer writes more of the person's own results instead of padding.
   */
  moreAchievements: Achievement[];
  /**
   * What the posting says about the company (what it does, its mission, its product), in
   * its own words, each cited to its span of the target job's description (posting-company.ts).
   */
  aboutCompany: Fact[];
  /** Other jobs (title and company), most recent first, for a letter without achievements. */
  roles: { title: Fact; company: Fact | undefined }[];
  /** A few of the resume's skills, for a letter without a target job. */
  skills: Fact[];
  /** The latest degree: 'Bachelor of Fine Arts in Graphic Design from Oregon State University'. */
  education: Fact | undefined;
  /** Up to two certifications by name. */
  certifications: Fact[];
  /** Up to two named projects, in the resume's order. */
  projects: ProjectFact[];
  /** The first volunteering entry with a role or an organisation. */
  volunteering: VolunteeringFact[];
  /** Up to two awards by title. */
  awards: Fact[];
  /** Up to two publications by title. */
  publications: Fact[];
}

export interface YearMonth {
  year: number;
  /** 1–12. */
  month: number;
}

export function yearMonthOf(date: Date): YearMonth {
  return { year: date.getFullYear(), month: date.getMonth() + 1 };
}

/** At most this many keywords and achievements go into a letter. */
const FACT_LIMITS = {
  keywords: 5,
  achievements: 2,
  moreAchievements: 5,
  roles: 3,
  skills: 4,
  certifications: 2,
  projects: 2,
  volunteering: 1,
  awards: 2,
  publications: 2,
} as const;

/** Words a headline would not have if it were only a role: separators, sentences, lists. */
const NOT_A_ROLE = /[|•·,;:/()!?]|\.\s|\.$|\s[-–—]\s/;
const ROLE_MAX_WORDS = 6;

/**
 * True for a headline that can stand after 'I am a …': a few words naming a role
 * ('Senior Data Engineer'), not a tagline ('Engineer | Go, Kafka | 9 years').
 */
function isRoleLine(headline: string): boolean {
  const text = cleanLine(headline);
  return text !== '' && !NOT_A_ROLE.test(text) && text.split(/\s+/).length <= ROLE_MAX_WORDS;
}

const monthIndex = (year: string, month: string) => Number(year) * 12 + Number(month || '1') - 1;

/**
 * Whole years of experience: every job with a start year and either an end year or
 * "current", merged so overlapping jobs count once. A year without a month counts from
 * January, so '2019 – 2021' is two years. The sources are, for each unbroken stretch of
 * work, the start of its first job and the end of its last. Jobs with an end before the start, a start
 * in the future or no end at all are left out (nothing is guessed).
 */
export function experienceYears(
  experience: readonly ExperienceEntry[],
  today: YearMonth,
): Fact<number> | undefined {
  const now = today.year * 12 + today.month - 1;
  const spans: { start: number; end: number; index: number }[] = [];
  experience.forEach((job, index) => {
    if (!job.startYear) return;
    if (!job.isCurrentJob && !job.endYear) return;
    if (!job.isCurrentJob && isEndBeforeStart(job)) return;
    const start = monthIndex(job.startYear, job.startMonth);
    const end = job.isCurrentJob ? now : Math.min(now, monthIndex(job.endYear, job.endMonth));
    if (end <= start) return;
    spans.push({ start, end, index });
  });
  if (spans.length === 0) return undefined;
  spans.sort((a, b) => a.start - b.start);
  // Merged runs of overlapping jobs; each cites the job that starts it and the one that ends it.
  const runs: { start: number; end: number; first: number; last: number }[] = [];
  for (const span of spans) {
    const run = runs.at(-1);
    // A job starting the month after the last one ended continues the stretch.
    if (run && span.start <= run.end + 1) {
      if (span.end > run.end) {
        run.end = span.end;
        run.last = span.index;
      }
    } else runs.push({ start: span.start, end: span.end, first: span.index, last: span.index });
  }
  const months = runs.reduce((sum, run) => sum + run.end - run.start, 0);
  const years = Math.floor(months / 12);
  if (years < 1) return undefined;
  const endField = (index: number) =>
    experience[index]!.isCurrentJob
      ? `experience[${index}].isCurrentJob`
      : `experience[${index}].endYear`;
  // A career in many pieces cites its five longest stretches.
  const cited = [...runs].sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, 5);
  const sources = [
    ...new Set(cited.flatMap((run) => [`experience[${run.first}].startYear`, endField(run.last)])),
  ];
  return { value: years, sources };
}

/** The current job (latest started), else the one that ended last, else the first with a title. */
export function latestJobIndex(experience: readonly ExperienceEntry[]): number | undefined {
  const titled = experience
    .map((job, index) => ({ job, index }))
    .filter(({ job }) => cleanLine(job.jobTitle) !== '');
  if (titled.length === 0) return undefined;
  const current = titled.filter(({ job }) => job.isCurrentJob);
  const pick = (list: typeof titled, key: (job: ExperienceEntry) => number) =>
    list.reduce((best, item) => (key(item.job) > key(best.job) ? item : best)).index;
  if (current.length > 0)
    return pick(current, (job) => (job.startYear ? monthIndex(job.startYear, job.startMonth) : -1));
  const ended = titled.filter(({ job }) => job.endYear);
  if (ended.length > 0) return pick(ended, (job) => monthIndex(job.endYear, job.endMonth));
  return titled[0]!.index;
}

/** Every place a keyword can be evidenced, as precise citation paths. */
interface EvidenceField {
  path: string;
  text: PreparedText;
  /** Experience shows a skill in use; a skills list only names it. */
  strength: number;
}

function evidenceFields(document: ResumeData): EvidenceField[] {
  const resume = withoutHiddenSections(document);
  const fields: EvidenceField[] = [];
  const add = (path: string, value: string, strength: number) => {
    if (value.trim()) fields.push({ path, text: prepareText(value), strength });
  };
  resume.experience.forEach((job, i) => {
    add(`experience[${i}].description`, job.description, 3);
    add(`experience[${i}].jobTitle`, job.jobTitle, 2);
    job.tags.forEach((tag, j) => add(`experience[${i}].tags[${j}]`, tag, 2));
  });
  // A project or volunteering shows a skill in use, as a job does, if less weightily.
  resume.projects.forEach((project, i) => {
    add(`projects[${i}].description`, project.description, 2);
    add(`projects[${i}].name`, project.name, 1);
    project.tags.forEach((tag, j) => add(`projects[${i}].tags[${j}]`, tag, 2));
  });
  resume.volunteering.forEach((item, i) => {
    add(`volunteering[${i}].description`, item.description, 2);
    add(`volunteering[${i}].role`, item.role, 1);
  });
  add('personalInfo.headline', resume.personalInfo.headline, 1);
  add('personalInfo.summary', resume.personalInfo.summary, 1);
  resume.skills.forEach((skill, i) => add(`skills[${i}].name`, skill.name, 1));
  resume.certifications.forEach((cert, i) => add(`certifications[${i}].name`, cert.name, 2));
  resume.education.forEach((school, i) => {
    add(`education[${i}].degree`, school.degree, 1);
    add(`education[${i}].fieldOfStudy`, school.fieldOfStudy, 1);
    add(`education[${i}].description`, school.description, 1);
  });
  resume.languages.forEach((language, i) => add(`languages[${i}].name`, language.name, 1));
  resume.awards.forEach((award, i) => {
    add(`awards[${i}].title`, award.title, 1);
    add(`awards[${i}].description`, award.description, 1);
  });
  resume.publications.forEach((publication, i) => {
    add(`publications[${i}].title`, publication.title, 1);
    add(`publications[${i}].description`, publication.description, 1);
  });
  return fields;
}

export function keywordPatterns(keyword: TargetKeyword): TermPattern[] {
  // As in match-keywords.ts: only the canonical spelling can be case-sensitive.
  return [
    termPattern(keyword.name, keyword.caseSensitive ?? false),
    ...keyword.aliases.map((alias) => termPattern(alias)),
  ];
}

/** The posting's keywords the resume shows, with the fields that show each (at most three). */
export function evidencedKeywords(resume: ResumeData, keywords: readonly TargetKeyword[]): Fact[] {
  const fields = evidenceFields(resume);
  const found: (Fact & { weight: number; strength: number })[] = [];
  for (const keyword of keywords) {
    const patterns = keywordPatterns(keyword);
    const hits = fields.filter((f) => patterns.some((p) => containsTerm(f.text, p)));
    if (hits.length === 0) continue;
    hits.sort((a, b) => b.strength - a.strength);
    found.push({
      value: keyword.name,
      sources: hits.slice(0, 3).map((h) => h.path),
      weight: keyword.weight,
      strength: hits[0]!.strength,
    });
  }
  return found
    .sort((a, b) => b.weight - a.weight || b.strength - a.strength)
    .map(({ value, sources }) => ({ value, sources }));
}

const ACHIEVEMENT_WORDS = { min: 5, max: 40 } as const;

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/**
 * One or two achievements: bullets (or one-line paragraphs) from the experience
 * descriptions, preferring measurable ones (numbers), ones naming the posting's keywords,
 * and recent jobs; at most one per job when two jobs have candidates.
 */
export function pickAchievements(
  resume: ResumeData,
  keywords: readonly TargetKeyword[],
  order: readonly number[],
): Achievement[] {
  return rankAchievements(resume, keywords, order).slice(0, FACT_LIMITS.achievements);
}

/**
 * Every candidate bullet, the one or two picked first (as pickAchievements), then the
 * others by score, at most FACT_LIMITS.moreAchievements of them.
 */
function rankAchievements(
  resume: ResumeData,
  keywords: readonly TargetKeyword[],
  order: readonly number[],
): Achievement[] {
  const patterns = keywords.flatMap(keywordPatterns);
  const candidates: { text: string; index: number; score: number }[] = [];
  order.forEach((index, rank) => {
    const job = resume.experience[index]!;
    const items = descriptionBlocks(job.description).flatMap((block) =>
      block.kind === 'bullets' ? block.items : [block.text],
    );
    items.forEach((item, position) => {
      const text = item.trim();
      const n = words(text);
      if (n < ACHIEVEMENT_WORDS.min || n > ACHIEVEMENT_WORDS.max) return;
      // A sentence with several full stops is a paragraph, not one achievement.
      if (/[.!?]\s+\S/.test(text.replace(/\b(?:e\.g|i\.e|etc|vs|approx)\./gi, ''))) return;
      const prepared = prepareText(text);
      let score = 0;
      if (/\d/.test(text)) score += 3;
      if (/[%$€£]/.test(text)) score += 1;
      score += Math.min(2, patterns.filter((p) => containsTerm(prepared, p)).length);
      score += Math.max(0, 2 - rank) * 0.75;
      score -= position * 0.1;
      candidates.push({ text: text.replace(/[.;:,\s]+$/, ''), index, score });
    });
  });
  candidates.sort((a, b) => b.score - a.score);
  const picked: typeof candidates = [];
  for (const c of candidates) {
    if (picked.length === FACT_LIMITS.achievements) break;
    if (picked.some((p) => p.index === c.index)) continue;
    picked.push(c);
  }
  // A second achievement from the same job only when no other job has one.
  if (picked.length < FACT_LIMITS.achievements) {
    const extra = candidates.find((c) => !picked.includes(c));
    if (extra) picked.push(extra);
  }
  const rest = candidates.filter((c) => !picked.includes(c)).slice(0, FACT_LIMITS.moreAchievements);
  return [...picked, ...rest].map((c) => {
    const job = resume.experience[c.index]!;
    const company = cleanLine(job.company);
    const title = cleanLine(job.jobTitle);
    return {
      value: c.text,
      sources: [`experience[${c.index}].description`],
      entryIndex: c.index,
      company: company
        ? { value: company, sources: [`experience[${c.index}].company`] }
        : undefined,
      title: title ? { value: title, sources: [`experience[${c.index}].jobTitle`] } : undefined,
    };
  });
}

/** Jobs most recent first: current ones, then by end date, then in resume order. */
function jobsByRecency(experience: readonly ExperienceEntry[]): number[] {
  const key = (job: ExperienceEntry) =>
    job.isCurrentJob
      ? Number.MAX_SAFE_INTEGER - 1
      : job.endYear
        ? monthIndex(job.endYear, job.endMonth)
        : job.startYear
          ? monthIndex(job.startYear, job.startMonth)
          : -1;
  return experience
    .map((job, index) => ({ index, key: key(job) }))
    .sort((a, b) => b.key - a.key || a.index - b.index)
    .map((j) => j.index);
}

/** True when the resume has at least one job with a title or company: enough to write from. */
export function hasExperience(resume: ResumeData): boolean {
  return resume.experience.some((job) => cleanLine(job.jobTitle) || cleanLine(job.company));
}

export interface CollectFactsOptions {
  today: YearMonth;
  /** The letter's own role and company, used when the resume has no target job. */
  letter?: LetterContext;
}

export function collectLetterFacts(
  document: ResumeData,
  keywords: readonly TargetKeyword[],
  options: CollectFactsOptions,
): LetterFacts {
  const resume = withoutHiddenSections(document);
  const fact = (value: string, path: string): Fact | undefined => {
    const v = cleanLine(value);
    return v ? { value: v, sources: [path] } : undefined;
  };
  const target = resume.targetJob;
  const letter = options.letter ?? {};
  const role =
    fact(target?.title ?? '', 'targetJob.title') ?? fact(letter.role ?? '', 'letter.role');
  const company =
    fact(target?.company ?? '', 'targetJob.company') ??
    fact(letter.company ?? '', 'letter.company');

  const latest = latestJobIndex(resume.experience);
  const latestJob = latest === undefined ? undefined : resume.experience[latest];
  const order = jobsByRecency(resume.experience);
  const ranked = rankAchievements(resume, keywords, order);

  const roles = order
    .filter((i) => i !== latest)
    .map((i) => ({
      title: fact(resume.experience[i]!.jobTitle, `experience[${i}].jobTitle`),
      company: fact(resume.experience[i]!.company, `experience[${i}].company`),
    }))
    .filter((r): r is { title: Fact; company: Fact | undefined } => r.title !== undefined)
    .slice(0, FACT_LIMITS.roles);

  const headline = resume.personalInfo.headline;
  const projects = resume.projects
    .map((project, i) => ({
      name: fact(project.name, `projects[${i}].name`),
      role: fact(project.role, `projects[${i}].role`),
    }))
    .filter((p): p is ProjectFact => p.name !== undefined)
    .slice(0, FACT_LIMITS.projects);
  const volunteering = resume.volunteering
    .map((item, i) => ({
      role: fact(item.role, `volunteering[${i}].role`),
      organization: fact(item.organization, `volunteering[${i}].organization`),
      current: item.isCurrent,
    }))
    .filter((v) => v.role !== undefined || v.organization !== undefined)
    .slice(0, FACT_LIMITS.volunteering);
  const titled = (items: readonly { title: string }[], section: string) =>
    items
      .map((item, i) => fact(item.title, `${section}[${i}].title`))
      .filter((f): f is Fact => f !== undefined);

  return {
    name: fact(resume.personalInfo.fullName, 'personalInfo.fullName'),
    headline: isRoleLine(headline) ? fact(headline, 'personalInfo.headline') : undefined,
    role,
    company,
    title: latestJob ? fact(latestJob.jobTitle, `experience[${latest}].jobTitle`) : undefined,
    employer: latestJob ? fact(latestJob.company, `experience[${latest}].company`) : undefined,
    current: latestJob?.isCurrentJob ?? false,
    years: experienceYears(resume.experience, options.today),
    keywords: evidencedKeywords(resume, keywords).slice(0, FACT_LIMITS.keywords),
    achievements: ranked.slice(0, FACT_LIMITS.achievements),
    moreAchievements: ranked.slice(FACT_LIMITS.achievements),
    aboutCompany: companySentences(target?.description ?? '', company?.value ?? '').map((span) => ({
      value: span.text,
      sources: [postingSpanPath(span)],
    })),
    roles,
    skills: resume.skills
      .map((s, i) => fact(s.name, `skills[${i}].name`))
      .filter((s): s is Fact => s !== undefined)
      .slice(0, FACT_LIMITS.skills),
    education: latestDegree(resume),
    certifications: resume.certifications
      .map((c, i) => fact(c.name, `certifications[${i}].name`))
      .filter((c): c is Fact => c !== undefined)
      .slice(0, FACT_LIMITS.certifications),
    projects,
    volunteering,
    awards: titled(resume.awards, 'awards').slice(0, FACT_LIMITS.awards),
    publications: titled(resume.publications, 'publications').slice(0, FACT_LIMITS.publications),
  };
}

/** The degree completed last, as one phrase with its sources. */
export function latestDegree(resume: ResumeData): Fact | undefined {
  let best: { index: number; key: number } | undefined;
  resume.education.forEach((school, index) => {
    // A degree still in progress is not one the person holds.
    if (school.isCurrent || !cleanLine(school.degree) || !cleanLine(school.school)) return;
    const key = school.endYear ? monthIndex(school.endYear, school.endMonth) : -1;
    if (!best || key > best.key) best = { index, key };
  });
  if (!best) return undefined;
  const school = resume.education[best.index]!;
  const field = cleanLine(school.fieldOfStudy);
  const i = best.index;
  return {
    value: `${cleanLine(school.degree)}${field ? ` in ${field}` : ''} from ${cleanLine(school.school)}`,
    sources: [
      `education[${i}].degree`,
      ...(field ? [`education[${i}].fieldOfStudy`] : []),
      `education[${i}].school`,
    ],
  };
}
