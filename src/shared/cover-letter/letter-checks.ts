import type { TargetKeyword } from '../ats-keywords/ats-keywords.schema.ts';
import { containsTerm, prepareText, termPattern } from '../ats-keywords/tokens.ts';
import type { ResumeData } from '../resume/resume.schema.ts';
import type { CoverLetterData } from './cover-letter.schema.ts';
import { evidencedKeywords, keywordPatterns } from './letter-facts.ts';
import { wordCount } from './sentences.ts';
import { namesTitle } from './title-match.ts';

/**
 * The checks beside the letter: length in words and pages, the company and the
 * role named, a greeting addressed to the hiring manager when their name is known, the
 * target job's keywords covered, and no placeholder text left. Pure and deterministic,
 * like the ATS check list; each result says what to do and which field to go to.
 */

export type LetterCheckId =
  'length' | 'company-named' | 'role-named' | 'greeting' | 'keywords' | 'placeholders';
type LetterCheckStatus = 'pass' | 'fail' | 'not-applicable';

export interface LetterCheckResult {
  id: LetterCheckId;
  title: string;
  status: LetterCheckStatus;
  /** One line: what to do, or why it is fine. */
  fix: string;
  /** The editor field to go to ('greeting', 'paragraphs.0', 'recipient.name' …). */
  field: string;
}

const LETTER_CHECK_LIMITS = {
  minWords: 150,
  maxWords: 450,
  maxPages: 1,
  /** Keywords the resume shows that the letter should mention (fewer if the resume shows fewer). */
  minKeywords: 3,
} as const;

export interface LetterCheckInput {
  letter: CoverLetterData;
  /** The linked resume (its target job gives the company, role and keywords). */
  resume?: ResumeData;
  /** The target job's keywords, when known. */
  keywords?: readonly TargetKeyword[];
  /** Pages of the rendered letter; estimated from its length when not given. */
  pageCount?: number;
}

/** Words of the body: greeting, paragraphs and closing. */
function letterWordCount(letter: CoverLetterData): number {
  return wordCount([letter.greeting, ...letter.paragraphs, letter.closing].join(' '));
}

/**
 * Pages the letter takes, estimated: about 90 characters a line and 50 lines a page,
 * with the sender block, date, recipient and signature taking about 16 lines.
 */
export function estimateLetterPages(letter: CoverLetterData): number {
  const lines =
    16 + letter.paragraphs.reduce((sum, p) => sum + Math.max(1, Math.ceil(p.length / 90)) + 1, 0);
  return Math.max(1, Math.ceil(lines / 50));
}

const PLACEHOLDER_PATTERNS: readonly RegExp[] = [
  /\[[^\]\n]{1,60}\]/g,
  /\{\{?[^}\n]{1,60}\}?\}/g,
  /<[A-Za-z][A-Za-z .'’-]{0,58}>/g,
  /\bX{3,}\b/g,
  /\blorem ipsum\b/gi,
  /\b(?:TBD|TODO)\b/g,
];

/** Placeholder text left in a string: '[Company]', '{role}', '<Hiring Manager>', 'XXX', 'TODO'. */
export function findPlaceholders(text: string): string[] {
  return PLACEHOLDER_PATTERNS.flatMap((re) => [...text.matchAll(re)].map((m) => m[0]));
}

function body(letter: CoverLetterData, separator = '\n'): string {
  return [letter.greeting, ...letter.paragraphs, letter.closing].join(separator);
}

const result = (
  id: LetterCheckId,
  title: string,
  status: LetterCheckStatus,
  fix: string,
  field: string,
): LetterCheckResult => ({ id, title, status, fix, field });

function firstParagraphField(letter: CoverLetterData): string {
  return letter.paragraphs.length > 0 ? 'paragraphs.0' : 'paragraphs';
}

function lengthCheck(input: LetterCheckInput): LetterCheckResult {
  const { letter } = input;
  const words = letterWordCount(letter);
  const pages = input.pageCount ?? estimateLetterPages(letter);
  const title = 'Length';
  const L = LETTER_CHECK_LIMITS;
  const measure = `${words} word${words === 1 ? '' : 's'}, ${pages} page${pages === 1 ? '' : 's'}`;
  if (words < L.minWords)
    return result(
      'length',
      title,
      'fail',
      `${measure}: write at least ${L.minWords} words (250–350 reads best).`,
      firstParagraphField(letter),
    );
  if (words > L.maxWords || pages > L.maxPages)
    return result(
      'length',
      title,
      'fail',
      `${measure}: keep it to one page, at most ${L.maxWords} words.`,
      firstParagraphField(letter),
    );
  return result('length', title, 'pass', `${measure}.`, firstParagraphField(letter));
}

function namedCheck(
  id: 'company-named' | 'role-named',
  value: string,
  letter: CoverLetterData,
): LetterCheckResult {
  const what = id === 'company-named' ? 'company' : 'role';
  const title = id === 'company-named' ? 'Company named' : 'Role named';
  const field = id === 'company-named' ? 'recipient.company' : 'role';
  if (!value.trim())
    return result(
      id,
      title,
      'fail',
      `Add the ${what} you are applying ${id === 'company-named' ? 'to' : 'for'}.`,
      field,
    );
  const found = namesTitle(body(letter, '\n\n'), value);
  return found
    ? result(id, title, 'pass', `The letter names ${value.trim()}.`, field)
    : result(
        id,
        title,
        'fail',
        `Name ${value.trim()} in the letter, ideally in the first paragraph.`,
        firstParagraphField(letter),
      );
}

function greetingCheck(letter: CoverLetterData): LetterCheckResult {
  const title = 'Greeting';
  const name = letter.recipient.name.trim();
  if (!letter.greeting.trim())
    return result('greeting', title, 'fail', 'Add a greeting.', 'greeting');
  if (!name)
    return result(
      'greeting',
      title,
      'not-applicable',
      'No hiring manager name given; a general greeting is fine.',
      'recipient.name',
    );
  const greeting = prepareText(letter.greeting);
  const parts = name.split(/\s+/).filter((p) => p.length > 1 && !/\.$/.test(p));
  const addressed = parts.some((p) => containsTerm(greeting, termPattern(p)));
  return addressed
    ? result('greeting', title, 'pass', `Addressed to ${name}.`, 'greeting')
    : result('greeting', title, 'fail', `Address ${name} by name in the greeting.`, 'greeting');
}

function keywordsCheck(input: LetterCheckInput): LetterCheckResult {
  const title = 'Target job keywords';
  const { letter, resume, keywords } = input;
  if (!resume || !keywords || keywords.length === 0)
    return result(
      'keywords',
      title,
      'not-applicable',
      'Add a target job to the linked resume to check its keywords.',
      'resumeId',
    );
  const shown = evidencedKeywords(resume, keywords).map((k) => k.value);
  if (shown.length === 0)
    return result(
      'keywords',
      title,
      'not-applicable',
      "Your resume shows none of the posting's keywords yet.",
      'resumeId',
    );
  const text = prepareText(body(letter));
  const byName = new Map(keywords.map((k) => [k.name, k]));
  const covered = shown.filter((name) =>
    keywordPatterns(byName.get(name)!).some((p) => containsTerm(text, p)),
  );
  const needed = Math.min(LETTER_CHECK_LIMITS.minKeywords, shown.length);
  const missing = shown.filter((k) => !covered.includes(k)).slice(0, 4);
  if (covered.length >= needed)
    return result(
      'keywords',
      title,
      'pass',
      `Mentions ${covered.length} of the ${shown.length} keywords your resume shows.`,
      firstParagraphField(letter),
    );
  return result(
    'keywords',
    title,
    'fail',
    `Mention keywords your resume shows: ${missing.join(', ')}.`,
    firstParagraphField(letter),
  );
}

function placeholderCheck(letter: CoverLetterData): LetterCheckResult {
  const title = 'No placeholder text';
  const fields: [string, string][] = [
    ['greeting', letter.greeting],
    ...letter.paragraphs.map((p, i): [string, string] => [`paragraphs.${i}`, p]),
    ['closing', letter.closing],
    ['signature', letter.signature],
    ['role', letter.role],
    ['recipient.name', letter.recipient.name],
    ['recipient.title', letter.recipient.title],
    ['recipient.company', letter.recipient.company],
    ['recipient.address', letter.recipient.address],
  ];
  for (const [field, value] of fields) {
    const found = findPlaceholders(value);
    if (found.length > 0)
      return result(
        'placeholders',
        title,
        'fail',
        `Replace ${[...new Set(found)].slice(0, 3).join(', ')} with real text.`,
        field,
      );
  }
  return result(
    'placeholders',
    title,
    'pass',
    'No placeholders such as [Company] left.',
    'greeting',
  );
}

export function checkLetter(input: LetterCheckInput): LetterCheckResult[] {
  const { letter, resume } = input;
  const company = letter.recipient.company.trim() || resume?.targetJob?.company.trim() || '';
  const role = letter.role.trim() || resume?.targetJob?.title.trim() || '';
  return [
    lengthCheck(input),
    namedCheck('company-named', company, letter),
    namedCheck('role-named', role, letter),
    greetingCheck(letter),
    keywordsCheck(input),
    placeholderCheck(letter),
  ];
}
