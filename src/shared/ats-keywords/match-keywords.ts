import { UNTITLED_CUSTOM_SECTION } from '../resume/resume-defaults.ts';
import type { ResumeData } from '../resume/resume.schema.ts';
import {
  KEYWORD_POINTS,
  type KeywordCategory,
  type KeywordImportance,
  type KeywordKind,
  type KeywordSection,
  type TargetKeyword,
} from './ats-keywords.schema.ts';
import { keywordForms } from './keyword-forms.ts';
import { withoutHiddenSections } from './shown-sections.ts';
import {
  containsTerm,
  prepareText,
  termPattern,
  type PreparedText,
  type TermPattern,
} from './tokens.ts';

/**
 * The target-job match: which of a posting's keywords the resume contains, where, and a
 * score 0–100: the share of the keywords' points the resume has, a keyword's points being
 * importance × kind × emphasis (KEYWORD_POINTS: a requirement over a nice-to-have, a hard
 * skill over a soft one, a keyword the posting stresses over one it mentions in passing). The builder's match panel and the applications' match report
 * (match-report.ts) are this one computation. Matching is alias-aware ("JS" counts
 * for JavaScript), knows degrees and spellings ("BSc" for "Bachelor of Science",
 * "modeling" for "modelling"; keyword-forms.ts) and is whole-word ("Java" is not found in
 * "JavaScript"). Only what the exported document prints counts: a hidden section's words
 * are not in the resume an ATS reads (shown-sections.ts).
 */

/** A place in the resume; `field` is the form path the panel jumps to. */
interface KeywordLocation {
  field: string;
  label: string;
  section: KeywordSection;
}

export interface KeywordMatch {
  keyword: TargetKeyword;
  matched: boolean;
  locations: KeywordLocation[];
}

export interface KeywordMatchResult {
  score: number;
  matches: KeywordMatch[];
  matched: Record<KeywordCategory, KeywordMatch[]>;
  missing: Record<KeywordCategory, KeywordMatch[]>;
}

interface Field extends KeywordLocation {
  text: PreparedText;
}

/** The report's section of a form path ('experience.2.description' → 'experience'). */
function sectionOf(field: string): KeywordSection {
  if (field === 'personalInfo.headline') return 'headline';
  if (field === 'personalInfo.summary') return 'summary';
  if (field.startsWith('customSections.')) return 'custom';
  return field.split('.')[0] as KeywordSection;
}

/** Every searchable field of the resume's shown sections, prepared once per computation. */
function resumeFields(document: ResumeData): Field[] {
  const resume = withoutHiddenSections(document);
  const fields: Field[] = [];
  const add = (field: string, label: string, value: string) => {
    if (value.trim())
      fields.push({ field, label, section: sectionOf(field), text: prepareText(value) });
  };
  // Separate phrases (tags, interests) are joined with a line break so two never read as one.
  const lines = (values: readonly string[]) => values.join('\n');
  add('personalInfo.headline', 'Headline', resume.personalInfo.headline);
  add('personalInfo.summary', 'Summary', resume.personalInfo.summary);
  resume.experience.forEach((job, i) => {
    const name = [job.jobTitle, job.company].filter(Boolean).join(', ') || `Job ${i + 1}`;
    add(`experience.${i}.jobTitle`, `${name}: title`, job.jobTitle);
    add(`experience.${i}.description`, `${name}: description`, job.description);
    add(`experience.${i}.tags`, `${name}: tags`, lines(job.tags));
  });
  add('skills', 'Skills', resume.skills.map((s) => s.name).join('\n'));
  resume.education.forEach((school, i) => {
    const name = school.school || `Education ${i + 1}`;
    add(
      `education.${i}`,
      name,
      // The degree and its field are also read as one phrase ("BSc in Computer Science"), so a
      // posting's "Bachelor's degree in Computer Science" finds them in their two fields.
      [
        school.degree,
        school.fieldOfStudy,
        school.degree && school.fieldOfStudy ? `${school.degree} in ${school.fieldOfStudy}` : '',
        school.description,
      ].join('\n'),
    );
  });
  add(
    'certifications',
    'Certifications',
    resume.certifications.map((c) => `${c.name}\n${c.issuer}`).join('\n'),
  );
  add('languages', 'Languages', resume.languages.map((l) => l.name).join('\n'));
  resume.projects.forEach((project, i) => {
    const name = project.name || `Project ${i + 1}`;
    add(`projects.${i}.name`, `${name}: name`, project.name);
    add(`projects.${i}.role`, `${name}: role`, project.role);
    add(`projects.${i}.description`, `${name}: description`, project.description);
    add(`projects.${i}.tags`, `${name}: tags`, lines(project.tags));
  });
  resume.volunteering.forEach((item, i) => {
    const name =
      [item.role, item.organization].filter(Boolean).join(', ') || `Volunteering ${i + 1}`;
    add(`volunteering.${i}`, name, lines([item.role, item.organization, item.description]));
  });
  resume.awards.forEach((award, i) => {
    add(
      `awards.${i}`,
      award.title || `Award ${i + 1}`,
      lines([award.title, award.issuer, award.description]),
    );
  });
  resume.publications.forEach((publication, i) => {
    add(
      `publications.${i}`,
      publication.title || `Publication ${i + 1}`,
      lines([publication.title, publication.publisher, publication.description]),
    );
  });
  resume.customSections.forEach((section, s) => {
    const heading = section.title || UNTITLED_CUSTOM_SECTION;
    section.entries.forEach((entry, e) => {
      add(
        `customSections.${s}.entries.${e}`,
        `${heading}: ${entry.title || `entry ${e + 1}`}`,
        lines([entry.title, entry.subtitle, entry.description]),
      );
    });
  });
  add('interests', 'Interests', lines(resume.interests));
  return fields;
}

/**
 * Each keyword's patterns, kept while the keyword object lives: the panel re-scores the same
 * keywords on every edit and the applications' match keeps a posting's keywords, and
 * spelling out a keyword's forms costs more than matching them.
 */
const patternCache = new WeakMap<TargetKeyword, TermPattern[]>();

function patternsOf(keyword: TargetKeyword): TermPattern[] {
  let patterns = patternCache.get(keyword);
  if (!patterns) {
    patterns = buildPatterns(keyword);
    patternCache.set(keyword, patterns);
  }
  return patterns;
}

function buildPatterns(keyword: TargetKeyword): TermPattern[] {
  // Only the keyword's own spelling can be case-sensitive ("Go"); aliases ("Golang"), other
  // degree spellings and British or American spellings never are.
  return [
    termPattern(keyword.name, keyword.caseSensitive ?? false),
    ...keywordForms(keyword)
      .slice(1)
      .map((form) => termPattern(form)),
  ];
}

function emptyGroups(): Record<KeywordCategory, KeywordMatch[]> {
  return { 'hard-skill': [], tool: [], certification: [], 'soft-skill': [] };
}

export function matchKeywords(
  resume: ResumeData,
  keywords: readonly TargetKeyword[],
): KeywordMatchResult {
  const fields = resumeFields(resume);
  const matches = keywords.map((keyword): KeywordMatch => {
    const patterns = patternsOf(keyword);
    const locations = fields
      .filter((f) => patterns.some((p) => containsTerm(f.text, p)))
      .map(({ field, label, section }) => ({ field, label, section }));
    return { keyword, matched: locations.length > 0, locations };
  });
  const matched = emptyGroups();
  const missing = emptyGroups();
  for (const m of matches) (m.matched ? matched : missing)[m.keyword.category].push(m);
  return { score: scoreOf(matches), matches, matched, missing };
}

/**
 * A keyword without the engine's `importance` (another engine's answer) is a requirement
 * when it weighs at least this much of the posting's top keyword: the local engine's
 * requirements (section weight 3) and the nice-to-haves (1.2) sit on either side of it.
 */
const MUST_WEIGHT = 0.6;

export function keywordImportance(keyword: TargetKeyword): KeywordImportance {
  return keyword.importance ?? (keyword.weight >= MUST_WEIGHT ? 'must' : 'nice');
}

export function keywordKind(keyword: TargetKeyword): KeywordKind {
  return keyword.category === 'soft-skill' ? 'soft' : 'hard';
}

/** importance × kind × emphasis (KEYWORD_POINTS), to two decimals. */
export function keywordPoints(keyword: TargetKeyword): number {
  const emphasis = Math.min(1, Math.max(0, keyword.weight));
  const points =
    KEYWORD_POINTS.importance[keywordImportance(keyword)] *
    KEYWORD_POINTS.kind[keywordKind(keyword)] *
    emphasis;
  return Math.round(points * 100) / 100;
}

function scoreOf(matches: readonly KeywordMatch[]): number {
  const total = matches.reduce((sum, m) => sum + keywordPoints(m.keyword), 0);
  if (total <= 0) return 0;
  const found = matches.reduce((sum, m) => sum + (m.matched ? keywordPoints(m.keyword) : 0), 0);
  return Math.round((100 * found) / total);
}

/** The match score alone: 0–100, weighted by importance and kind; 0 when there are no keywords. */
export function matchScore(resume: ResumeData, keywords: readonly TargetKeyword[]): number {
  return matchKeywords(resume, keywords).score;
}
