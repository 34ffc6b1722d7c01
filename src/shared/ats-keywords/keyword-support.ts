import { SECTION_TITLES, UNTITLED_CUSTOM_SECTION } from '../resume/resume-defaults.ts';
import type { ResumeData } from '../resume/resume.schema.ts';
import type { TargetKeyword } from './ats-keywords.schema.ts';
import { keywordForms } from './keyword-forms.ts';
import type { KeywordMatch } from './match-keywords.ts';
import { isSectionHidden } from './shown-sections.ts';
import {
  containsTerm,
  prepareText,
  termKey,
  termPattern,
  tokenize,
  type PreparedText,
  type TermPattern,
} from './tokens.ts';

/**
 * Where the resume's own words already back a keyword the match did not find, so the
 * target-job panel offers to add it as a skill only then: never a claim the resume lacks.
 * It reads the match's public output (the missing keywords) and the document; the score is
 * the match's alone.
 *
 * Support is one line of the resume that says the same thing another way:
 * - `hidden`: the keyword as the match reads it, in a section the person hid;
 * - `word-form`: every word of the keyword in another form, close together ('mentored' for
 *   Mentoring, 'managed … stakeholders' for Stakeholder management);
 * - `compound`: written as one word or two ('frontend' for Front end);
 * - `acronym`: the initials for the words ('SEO' for Search engine optimization).
 * A line is shown as written, so the person judges it before anything is added.
 */

type SupportReason = 'hidden' | 'word-form' | 'compound' | 'acronym';

export interface KeywordEvidence {
  /** The form path of the field ('experience.0.description'), as the match's locations. */
  field: string;
  /** Where it is, for people ('Engineer, Acme: description'). */
  label: string;
  /** The line, as written (without a bullet marker). */
  line: string;
  reason: SupportReason;
  /** The experience entry the line belongs to, for 'add to this job's tags'. */
  experienceIndex?: number;
}

interface ResumeLine {
  field: string;
  label: string;
  line: string;
  hidden: boolean;
  experienceIndex?: number;
  /** The line read once: for exact lookups, its words as written, and its phrases. */
  prepared: PreparedText;
  raws: Set<string>;
  norms: Set<string>;
  /** The stems of its words, for a quick 'not here' before the phrases are walked. */
  stems: Set<string>;
  phrases: string[][];
}

const MARKER = /^\s*(?:[-*•·‣◦▪–—]|\d{1,2}[.)])\s+/;

/** Every line of the resume's text, shown or hidden, with where it is. */
function resumeLines(resume: ResumeData): ResumeLine[] {
  const out: ResumeLine[] = [];
  const hiddenNote = (id: string) =>
    isSectionHidden(resume, id)
      ? ` (hidden ${SECTION_TITLES[id as keyof typeof SECTION_TITLES] ?? 'section'} section)`
      : '';
  const add = (
    field: string,
    label: string,
    text: string,
    hidden: boolean,
    experienceIndex?: number,
  ) => {
    for (const raw of text.split('\n')) {
      const line = raw.replace(MARKER, '').trim();
      if (line) out.push({ field, label, line, hidden, experienceIndex, ...readLine(line) });
    }
  };
  const section = (id: string) => ({ hidden: isSectionHidden(resume, id), note: hiddenNote(id) });
  add('personalInfo.headline', 'Headline', resume.personalInfo.headline, false);
  const summary = section('summary');
  add(
    'personalInfo.summary',
    `Summary${summary.note}`,
    resume.personalInfo.summary,
    summary.hidden,
  );
  const experience = section('experience');
  resume.experience.forEach((job, i) => {
    const name = [job.jobTitle, job.company].filter(Boolean).join(', ') || `Job ${i + 1}`;
    const at = (what: string) => `${name}: ${what}${experience.note}`;
    add(`experience.${i}.jobTitle`, at('title'), job.jobTitle, experience.hidden, i);
    add(`experience.${i}.description`, at('description'), job.description, experience.hidden, i);
    add(`experience.${i}.tags`, at('tags'), job.tags.join('\n'), experience.hidden, i);
  });
  const education = section('education');
  resume.education.forEach((school, i) => {
    const text = [school.degree, school.fieldOfStudy, school.description].join('\n');
    add(
      `education.${i}`,
      `${school.school || `Education ${i + 1}`}${education.note}`,
      text,
      education.hidden,
    );
  });
  const skills = section('skills');
  add('skills', `Skills${skills.note}`, resume.skills.map((s) => s.name).join('\n'), skills.hidden);
  const certifications = section('certifications');
  add(
    'certifications',
    `Certifications${certifications.note}`,
    resume.certifications.map((c) => c.name).join('\n'),
    certifications.hidden,
  );
  const projects = section('projects');
  resume.projects.forEach((project, i) => {
    const label = `${project.name || `Project ${i + 1}`}${projects.note}`;
    const text = [project.name, project.role, project.description, ...project.tags].join('\n');
    add(`projects.${i}.description`, label, text, projects.hidden);
  });
  const volunteering = section('volunteering');
  resume.volunteering.forEach((item, i) => {
    const label = `${[item.role, item.organization].filter(Boolean).join(', ') || `Volunteering ${i + 1}`}${volunteering.note}`;
    add(`volunteering.${i}`, label, [item.role, item.description].join('\n'), volunteering.hidden);
  });
  const awards = section('awards');
  resume.awards.forEach((award, i) => {
    const label = `${award.title || `Award ${i + 1}`}${awards.note}`;
    add(`awards.${i}`, label, [award.title, award.description].join('\n'), awards.hidden);
  });
  const publications = section('publications');
  resume.publications.forEach((publication, i) => {
    const label = `${publication.title || `Publication ${i + 1}`}${publications.note}`;
    const text = [publication.title, publication.description].join('\n');
    add(`publications.${i}`, label, text, publications.hidden);
  });
  resume.customSections.forEach((custom, s) => {
    const id = `custom:${custom.id}`;
    const hidden = isSectionHidden(resume, id);
    const heading = custom.title || UNTITLED_CUSTOM_SECTION;
    custom.entries.forEach((entry, e) => {
      const label = `${heading}: ${entry.title || `entry ${e + 1}`}${hidden ? ' (hidden section)' : ''}`;
      const text = [entry.title, entry.subtitle, entry.description].join('\n');
      add(`customSections.${s}.entries.${e}`, label, text, hidden);
    });
  });
  const interests = section('interests');
  add('interests', `Interests${interests.note}`, resume.interests.join('\n'), interests.hidden);
  return out;
}

/** Suffixes folded before words are compared, longest first. */
const SUFFIXES = [
  'izations',
  'isations',
  'ization',
  'isation',
  'ations',
  'ation',
  'ments',
  'ment',
  'izing',
  'ising',
  'ating',
  'yzing',
  'ysing',
  'ized',
  'ised',
  'ated',
  'yzed',
  'ysed',
  'ysis',
  'yses',
  'ings',
  'ing',
  'ers',
  'ize',
  'ise',
  'ate',
  'yze',
  'yse',
  'er',
  'ed',
  'e',
];
/** Shorter stems ('us', 'use') say too little to count. */
const MIN_STEM = 4;

/**
 * 'mentoring', 'mentored', 'mentor' → 'mentor'; 'analysis', 'analyzed' → 'analy';
 * 'management' → 'manage' → 'manag' (two suffixes at most).
 */
export function stem(word: string): string {
  let w = word.toLowerCase();
  for (let pass = 0; pass < 2; pass += 1) {
    const suffix = SUFFIXES.find((x) => w.endsWith(x) && w.length - x.length >= MIN_STEM - 1);
    if (!suffix) break;
    // 'analysis', 'analyse': the 'y' stays with the stem.
    w = suffix.startsWith('y') ? `${w.slice(0, -suffix.length)}y` : w.slice(0, -suffix.length);
  }
  return w;
}

/** Words a keyword may leave out ('Bachelor of Science' needs no 'of'). */
const FILLERS = new Set(['of', 'and', 'in', 'the', 'for', 'to', 'a', 'an', 'with', 'on', '&']);
/** How far apart, in words, a keyword's words may stand in a line and still be one thing. */
const EXTRA_WORDS = 3;

const stems = new Map<string, string>();
/** `stem`, remembered: the same words come back on every keystroke of the builder. */
function stemOf(word: string): string {
  let value = stems.get(word);
  if (value === undefined) {
    value = stem(word);
    if (stems.size > 20_000) stems.clear();
    stems.set(word, value);
  }
  return value;
}

/**
 * One word in two forms: the same stem, or one is the other's stem ('dockerized' folds to
 * 'docker', which itself would fold to 'dock').
 */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const sa = stemOf(a);
  const sb = stemOf(b);
  return sa.length >= MIN_STEM && (sa === sb || sa === b || sb === a);
}

/** A line's words as written and folded, and as runs between punctuation (phrases). */
function readLine(
  line: string,
): Pick<ResumeLine, 'prepared' | 'raws' | 'norms' | 'stems' | 'phrases'> {
  const phrases: string[][] = [];
  const raws = new Set<string>();
  const norms = new Set<string>();
  for (const token of tokenize(line)) {
    if (token.breakBefore || phrases.length === 0) phrases.push([]);
    phrases.at(-1)!.push(token.norm);
    raws.add(token.raw);
    norms.add(token.norm);
  }
  const stems = new Set([...norms].map(stemOf));
  return { prepared: prepareText(line), raws, norms, stems, phrases };
}

/** One form of a keyword, read once for every line it is looked for in. */
interface FormPlan {
  /** Its words without fillers, for another form of each (empty: too short to try). */
  wanted: string[];
  /** Its words joined ('frontend'), or its one word (split in two), for the compound rule. */
  joined: string;
  split: boolean;
  /** Its initials ('SEO'); '' for one word. */
  initials: string;
}

interface KeywordPlan {
  exact: TermPattern[];
  loose: FormPlan[];
}

function planForm(form: string): FormPlan {
  const words = termKey(form).split(' ').filter(Boolean);
  const wanted = words.filter((w) => !FILLERS.has(w));
  const initialTokens = tokenize(form).filter((t) => !FILLERS.has(t.norm));
  return {
    wanted: wanted.length > 0 && wanted.every((w) => w.length >= MIN_STEM) ? wanted : [],
    joined: words.join(''),
    split: words.length === 1,
    initials:
      initialTokens.length >= 2
        ? initialTokens.map((t) => t.raw.charAt(0).toUpperCase()).join('')
        : '',
  };
}

function planKeyword(keyword: TargetKeyword): KeywordPlan {
  const forms = keywordForms(keyword);
  // A case-sensitive name ('Go', 'R') is a word only as written: no other forms of it.
  const loose = keyword.caseSensitive ? forms.slice(1) : forms;
  return {
    exact: [
      termPattern(keyword.name, keyword.caseSensitive ?? false),
      ...forms.slice(1).map((form) => termPattern(form)),
    ],
    loose: loose.map(planForm),
  };
}

/** Whether some word of the line can be `word` in another form (sameWord, by set lookups). */
function mayHave(line: ResumeLine, word: string): boolean {
  const s = stemOf(word);
  return (
    line.norms.has(word) ||
    (s.length >= MIN_STEM && (line.stems.has(s) || line.norms.has(s))) ||
    line.stems.has(word)
  );
}

function wordFormSupport(form: FormPlan, line: ResumeLine): boolean {
  const { wanted } = form;
  if (wanted.length === 0 || !wanted.every((w) => mayHave(line, w))) return false;
  const window = wanted.length + EXTRA_WORDS;
  return line.phrases.some((norms) =>
    norms.some((n, start) => {
      if (!wanted.some((w) => sameWord(w, n))) return false;
      const near = norms.slice(start, start + window);
      return wanted.every((w) => near.some((m) => sameWord(w, m)));
    }),
  );
}

function compoundSupport(form: FormPlan, line: ResumeLine): boolean {
  if (!form.split) return form.joined.length >= MIN_STEM && line.norms.has(form.joined);
  if (form.joined.length < MIN_STEM + 2) return false;
  return line.phrases.some((norms) =>
    norms.some((n, i) => i + 1 < norms.length && n + norms[i + 1] === form.joined),
  );
}

/**
 * The keyword's initials written as an acronym ('SEO' for Search engine optimization).
 * Not the other way: words that happen to start with an acronym's letters ('answered phone
 * inquiries' for API) are no support.
 */
function acronymSupport(form: FormPlan, line: ResumeLine): boolean {
  return form.initials.length >= 2 && line.raws.has(form.initials);
}

function supportIn(plan: KeywordPlan, line: ResumeLine): SupportReason | undefined {
  if (plan.exact.some((pattern) => containsTerm(line.prepared, pattern))) {
    return line.hidden ? 'hidden' : undefined;
  }
  if (plan.loose.some((form) => acronymSupport(form, line))) return 'acronym';
  if (plan.loose.some((form) => compoundSupport(form, line))) return 'compound';
  if (plan.loose.some((form) => wordFormSupport(form, line))) return 'word-form';
  return undefined;
}

/** The first line that supports the keyword, shown sections first; undefined when none does. */
export function findKeywordSupport(
  resume: ResumeData,
  keyword: TargetKeyword,
  lines: readonly ResumeLine[] = resumeLines(resume),
): KeywordEvidence | undefined {
  const ordered = [...lines.filter((l) => !l.hidden), ...lines.filter((l) => l.hidden)];
  const plan = planKeyword(keyword);
  for (const line of ordered) {
    const reason = supportIn(plan, line);
    if (!reason) continue;
    return {
      field: line.field,
      label: line.label,
      line: line.line,
      reason,
      ...(line.experienceIndex !== undefined && !line.hidden
        ? { experienceIndex: line.experienceIndex }
        : {}),
    };
  }
  return undefined;
}

/** Support for each missing keyword of a match, by keyword name; absent when there is none. */
export function missingKeywordSupport(
  resume: ResumeData,
  matches: readonly KeywordMatch[],
): Map<string, KeywordEvidence> {
  const lines = resumeLines(resume);
  const out = new Map<string, KeywordEvidence>();
  for (const match of matches) {
    if (match.matched) continue;
    const evidence = findKeywordSupport(resume, match.keyword, lines);
    if (evidence) out.set(match.keyword.name, evidence);
  }
  return out;
}
