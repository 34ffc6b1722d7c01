import { SECTION_IDS, SECTION_TITLES, UNTITLED_CUSTOM_SECTION } from '../resume/resume-defaults.ts';
import type { ResumeData } from '../resume/resume.schema.ts';
import type { TargetKeyword } from './ats-keywords.schema.ts';
import { matchKeywords } from './match-keywords.ts';
import { isSectionHidden, withoutHiddenSections } from './shown-sections.ts';

/**
 * The ATS check list: deterministic rules over the resume document. Each result
 * says whether the rule passes, a one-line fix, and the form field to jump to.
 *
 * The rules read the resume as it is exported: a hidden section (`layout.hidden_sections`)
 * is not printed, so it is absent here too (shown-sections.ts).
 */

export type AtsRuleId =
  | 'contact'
  | 'headings'
  | 'start-dates'
  | 'date-order'
  | 'current-jobs'
  | 'summary-length'
  | 'bullet-length'
  | 'page-count'
  | 'target-keywords';

type AtsRuleStatus = 'pass' | 'fail' | 'not-applicable';

export interface AtsCheckResult {
  id: AtsRuleId;
  title: string;
  status: AtsRuleStatus;
  /** One line: what to do (when failing), or why it is fine. */
  fix: string;
  /** The form path to jump to ('personalInfo.email', 'experience.2.startYear' …). */
  field: string;
}

export interface AtsCheckInput {
  resume: ResumeData;
  /** Pages of the rendered resume in the chosen template. */
  pageCount: number;
  /** Section headings the template prints; checked against the names an ATS knows. */
  headings?: readonly string[];
  /** The target job's keywords, when one is set. */
  keywords?: readonly TargetKeyword[];
}

/** Rule limits, kept together so the panel can quote them. */
const ATS_LIMITS = {
  summaryMinWords: 25,
  summaryMaxWords: 120,
  bulletMaxWords: 40,
  maxPages: 2,
  /** Share of the target job's keyword weight the resume should cover. */
  minKeywordScore: 60,
} as const;

/**
 * Headings that applicant-tracking systems recognise (lower case): the documents' own
 * default headings, and common names for the same sections.
 */
const STANDARD_HEADINGS = new Set<string>([
  ...Object.values(SECTION_TITLES).map((title) => title.toLowerCase()),
  UNTITLED_CUSTOM_SECTION.toLowerCase(),
  'summary',
  'professional summary',
  'profile',
  'objective',
  'experience',
  'work experience',
  'professional experience',
  'employment history',
  'work history',
  'education',
  'skills',
  'technical skills',
  'core skills',
  'key skills',
  'certifications',
  'licenses and certifications',
  'licenses & certifications',
  'languages',
  'projects',
  'volunteer experience',
  'volunteer work',
  'awards',
  'honors and awards',
  'honours and awards',
  'publications',
  'contact',
  'references',
  'hobbies',
  'hobbies and interests',
]);

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const monthIndex = (year: string, month: string) => Number(year) * 12 + (Number(month || '1') - 1);

const result = (
  id: AtsRuleId,
  title: string,
  status: AtsRuleStatus,
  fix: string,
  field: string,
): AtsCheckResult => ({ id, title, status, fix, field });

function contactRule(resume: ResumeData): AtsCheckResult {
  const p = resume.personalInfo;
  const missing: [string, string][] = [];
  if (!p.fullName.trim()) missing.push(['personalInfo.fullName', 'your full name']);
  if (!p.email.trim()) missing.push(['personalInfo.email', 'an e-mail address']);
  if (!p.phone.trim()) missing.push(['personalInfo.phone', 'a phone number']);
  const title = 'Contact details present';
  if (missing.length === 0)
    return result(
      'contact',
      title,
      'pass',
      'Name, e-mail and phone are all there.',
      'personalInfo.fullName',
    );
  return result(
    'contact',
    title,
    'fail',
    `Add ${missing.map(([, what]) => what).join(', ')} so recruiters can reach you.`,
    missing[0]![0],
  );
}

/**
 * The person's own headings for the sections the document prints (custom sections are
 * free-form by design and are left out), as [section id, heading] pairs.
 */
function ownHeadings(resume: ResumeData): [string, string][] {
  return SECTION_IDS.filter((id) => !isSectionHidden(resume, id)).flatMap((id) => {
    const title = resume.layout.section_titles[id]?.trim();
    return title ? [[id, title] as [string, string]] : [];
  });
}

function headingsRule(
  resume: ResumeData,
  shown: ResumeData,
  headings?: readonly string[],
): AtsCheckResult {
  const title = 'Standard section headings';
  const isOdd = (heading: string) => !STANDARD_HEADINGS.has(heading.trim().toLowerCase());
  const odd = headings
    ? headings.filter(isOdd).map((heading) => ['template', heading] as const)
    : ownHeadings(resume)
        .filter(([, heading]) => isOdd(heading))
        .map(([id, heading]) => [`layout.section_titles.${id}`, heading] as const);
  if (odd.length > 0) {
    const [field, heading] = odd[0]!;
    return result(
      'headings',
      title,
      'fail',
      `Rename "${heading}" to a standard heading such as Experience, Education or Skills.`,
      field,
    );
  }
  const required = [
    ['experience', 'Experience'],
    ['education', 'Education'],
    ['skills', 'Skills'],
  ] as const;
  const hidden = required.filter(([id]) => isSectionHidden(resume, id));
  const empty = required.filter(([id]) => !isSectionHidden(resume, id) && shown[id].length === 0);
  const names = (list: readonly (readonly [string, string])[]) =>
    `${list.map(([, name]) => name).join(', ')} section${list.length > 1 ? 's' : ''}`;
  if (hidden.length > 0)
    return result(
      'headings',
      title,
      'fail',
      `Show the hidden ${names(hidden)}: an ATS looks for ${hidden.length > 1 ? 'them' : 'it'} by name.`,
      `layout.hidden_sections.${hidden[0]![0]}`,
    );
  if (empty.length > 0)
    return result(
      'headings',
      title,
      'fail',
      `Fill in the ${names(empty)}: an ATS looks for them by name.`,
      empty[0]![0],
    );
  return result(
    'headings',
    title,
    'pass',
    'Experience, Education and Skills are all there.',
    'experience',
  );
}

function startDatesRule(resume: ResumeData): AtsCheckResult {
  const title = 'Every job has a start date';
  const i = resume.experience.findIndex((job) => !job.startYear || !job.startMonth);
  if (i < 0)
    return result(
      'start-dates',
      title,
      'pass',
      'Every job has a start month and year.',
      'experience',
    );
  const job = resume.experience[i]!;
  return result(
    'start-dates',
    title,
    'fail',
    `Add the start month and year of "${job.jobTitle || `job ${i + 1}`}".`,
    `experience.${i}.${job.startYear ? 'startMonth' : 'startYear'}`,
  );
}

function dateOrderRule(resume: ResumeData): AtsCheckResult {
  const title = 'Dates in order';
  const i = resume.experience.findIndex(
    (job) =>
      !job.isCurrentJob &&
      job.startYear &&
      job.endYear &&
      monthIndex(job.endYear, job.endMonth) < monthIndex(job.startYear, job.startMonth),
  );
  if (i < 0)
    return result('date-order', title, 'pass', 'No job ends before it starts.', 'experience');
  const job = resume.experience[i]!;
  return result(
    'date-order',
    title,
    'fail',
    `"${job.jobTitle || `Job ${i + 1}`}" ends before it starts: check its dates.`,
    `experience.${i}.endYear`,
  );
}

function currentJobsRule(resume: ResumeData): AtsCheckResult {
  const title = 'No overlapping current jobs';
  const current = resume.experience
    .map((job, i) => ({ job, i }))
    .filter(({ job }) => job.isCurrentJob);
  if (current.length <= 1)
    return result(
      'current-jobs',
      title,
      'pass',
      'At most one job is marked as current.',
      'experience',
    );
  const second = current[1]!;
  return result(
    'current-jobs',
    title,
    'fail',
    `${current.length} jobs are marked current: add an end date to "${second.job.jobTitle || `job ${second.i + 1}`}" unless you hold both.`,
    `experience.${second.i}.isCurrentJob`,
  );
}

function summaryRule(resume: ResumeData): AtsCheckResult {
  const title = 'Summary length';
  if (isSectionHidden(resume, 'summary') && resume.personalInfo.summary.trim())
    return result(
      'summary-length',
      title,
      'not-applicable',
      'Your summary is hidden, so the exported resume has none.',
      'personalInfo.summary',
    );
  const n = words(resume.personalInfo.summary);
  const { summaryMinWords: min, summaryMaxWords: max } = ATS_LIMITS;
  if (n === 0)
    return result(
      'summary-length',
      title,
      'fail',
      `Add a ${min}–${max} word summary of who you are and what you offer.`,
      'personalInfo.summary',
    );
  if (n < min)
    return result(
      'summary-length',
      title,
      'fail',
      `Your summary has ${n} words: expand it to at least ${min}.`,
      'personalInfo.summary',
    );
  if (n > max)
    return result(
      'summary-length',
      title,
      'fail',
      `Your summary has ${n} words: cut it to ${max} or fewer.`,
      'personalInfo.summary',
    );
  return result(
    'summary-length',
    title,
    'pass',
    `${n} words, within ${min}–${max}.`,
    'personalInfo.summary',
  );
}

/** Every entry with a description, in print order within each section, with its name and path. */
function describedEntries(resume: ResumeData): { name: string; field: string; text: string }[] {
  const entry = (name: string, field: string, text: string) => ({ name, field, text });
  return [
    ...resume.experience.map((job, i) =>
      entry(job.jobTitle || `job ${i + 1}`, `experience.${i}.description`, job.description),
    ),
    ...resume.projects.map((project, i) =>
      entry(project.name || `project ${i + 1}`, `projects.${i}.description`, project.description),
    ),
    ...resume.volunteering.map((item, i) =>
      entry(
        item.role || item.organization || `volunteering ${i + 1}`,
        `volunteering.${i}.description`,
        item.description,
      ),
    ),
    ...resume.awards.map((award, i) =>
      entry(award.title || `award ${i + 1}`, `awards.${i}.description`, award.description),
    ),
    ...resume.publications.map((publication, i) =>
      entry(
        publication.title || `publication ${i + 1}`,
        `publications.${i}.description`,
        publication.description,
      ),
    ),
    ...resume.customSections.flatMap((section, s) =>
      section.entries.map((item, e) =>
        entry(
          item.title || `${section.title || UNTITLED_CUSTOM_SECTION} entry ${e + 1}`,
          `customSections.${s}.entries.${e}.description`,
          item.description,
        ),
      ),
    ),
  ];
}

function bulletRule(resume: ResumeData): AtsCheckResult {
  const title = 'Bullet length';
  const max = ATS_LIMITS.bulletMaxWords;
  for (const { name, field, text } of describedEntries(resume)) {
    const long = text
      .split(/\n+/)
      .map((line) => line.replace(/^\s*[-•*·]\s*/, ''))
      .find((line) => words(line) > max);
    if (long)
      return result(
        'bullet-length',
        title,
        'fail',
        `A bullet in "${name}" has ${words(long)} words: split it or cut it to ${max}.`,
        field,
      );
  }
  return result(
    'bullet-length',
    title,
    'pass',
    `Every bullet has ${max} words or fewer.`,
    'experience',
  );
}

function pageRule(pageCount: number): AtsCheckResult {
  const title = 'Resume length';
  const max = ATS_LIMITS.maxPages;
  if (pageCount > max)
    return result(
      'page-count',
      title,
      'fail',
      `${pageCount} pages: trim older jobs or long bullets to fit ${max} pages.`,
      'experience',
    );
  return result(
    'page-count',
    title,
    'pass',
    `${pageCount} page${pageCount === 1 ? '' : 's'}, within ${max}.`,
    'template',
  );
}

function keywordsRule(resume: ResumeData, keywords?: readonly TargetKeyword[]): AtsCheckResult {
  const title = 'Target job keywords present';
  if (!keywords || keywords.length === 0)
    return result(
      'target-keywords',
      title,
      'not-applicable',
      'Add a target job to check its keywords.',
      'target-job',
    );
  const { score, matches } = matchKeywords(resume, keywords);
  if (score >= ATS_LIMITS.minKeywordScore)
    return result(
      'target-keywords',
      title,
      'pass',
      `Match score ${score}: the important keywords are there.`,
      'target-job',
    );
  const missing = matches
    .filter((m) => !m.matched)
    .sort((a, b) => b.keyword.weight - a.keyword.weight)
    .slice(0, 3)
    .map((m) => m.keyword.name);
  return result(
    'target-keywords',
    title,
    'fail',
    `Match score ${score}: where true for you, mention ${missing.join(', ')}.`,
    'skills',
  );
}

/** Runs every rule, in the order the panel lists them. */
export function atsCheck(input: AtsCheckInput): AtsCheckResult[] {
  const { resume } = input;
  const shown = withoutHiddenSections(resume);
  return [
    contactRule(shown),
    headingsRule(resume, shown, input.headings),
    startDatesRule(shown),
    dateOrderRule(shown),
    currentJobsRule(shown),
    summaryRule(resume),
    bulletRule(shown),
    pageRule(input.pageCount),
    keywordsRule(shown, input.keywords),
  ];
}
