import { descriptionBlocks } from '../documents/resume-content.ts';
import type { ExperienceEntry } from '../resume/resume.schema.ts';
import { capitalize, leadTense, pastOf } from './lead-verbs.ts';
import {
  REVIEW_KINDS,
  type ReviewFinding,
  type ReviewKind,
  type ReviewResumeResponse,
} from './review-resume.schema.ts';
import { REVIEW_LIMITS, REVIEW_TEXTS as T } from './review-texts.ts';

/**
 * The bullet review: deterministic rules over each experience entry's bullets, each
 * finding with a message and, where one exists, a rewrite that adds no fact. The rules
 * are conservative on purpose: a bullet a rule is unsure about gets no finding, because a
 * wrong finding teaches people to ignore the right ones. A strong, quantified bullet gets
 * none.
 */

export type ReviewEntry = Pick<ExperienceEntry, 'id' | 'description' | 'isCurrentJob'>;

/** The kinds that read no language: length and the first word's repetition. */
const NEUTRAL_KINDS: readonly ReviewKind[] = ['too_long', 'repeated_opening'];

/** True for English ('en', 'en-GB' …), the language the wording rules are written for. */
export function isEnglish(language: string): boolean {
  return /^en(?:-|$)/i.test(language);
}

/** The kinds checked for a resume in `language`. */
function reviewKinds(language: string): readonly ReviewKind[] {
  return isEnglish(language) ? REVIEW_KINDS : NEUTRAL_KINDS;
}

/**
 * An entry's bullets as the documents print them (descriptionBlocks): list items, and a
 * paragraph as one line, so `line` counts what the person sees in the preview.
 */
export function bulletLines(description: string): string[] {
  return descriptionBlocks(description).flatMap((block) =>
    block.kind === 'bullets' ? block.items : [block.text],
  );
}

// Letters the document fonts write (Latin with accents); explicit ranges, like tokens.ts.
const L = 'A-Za-z0-9\\u00C0-\\u024F';
const WORD_RE = new RegExp(`[${L}]+(?:['’][${L}]+)*`, 'g');

/**
 * Pronouns as whole words, in the case a sentence writes them: 'US' (the country) and
 * 'ME' are not pronouns, nor 'I' in 'I/O' or 'i.e.'.
 */
const PRONOUN_RE = new RegExp(
  `(?<![${L}'’./&-])(I(?:['’](?:m|ve|d|ll))?|[Mm]y|[Mm]e|[Mm]ine|[Mm]yself|[Ww]e(?:['’](?:re|ve|d|ll))?|[Oo]ur|[Oo]urs|[Oo]urselves|us)(?![${L}'’-]|[./&][${L}])`,
  'g',
);
/** 'Phase I', 'Title I', 'World War I': a numeral, not the pronoun. */
const NUMERAL_CONTEXT =
  /\b(?:phase|stage|level|tier|part|grade|class|type|series|war|chapter|title|module|unit|volume|act|section|step|year|gen)\s*$/i;
const AUXILIARY = /^(?:am|was|were|are|have|has|had|will|would|can|could|should|must|do|did)$/i;

const WEAK_OPENING_RE =
  /^(?:(?:I|We)\s+)?(?:(?:was|were|am|are|have\s+been|has\s+been)\s+)?(responsible\s+for|in\s+charge\s+of|help(?:ed|ing)\s+(?:with|to)|assist(?:ed|ing)(?:\s+(?:with|in))?|work(?:ed|ing)\s+on|involved\s+in|participat(?:ed|ing)\s+in|tasked\s+with|(?:duties|responsibilities)\s+includ(?:ed|e|es))\b/i;

/** A number, a share, an amount or a time: digits, or number words. */
const QUANTITY_RE =
  /\d|[%$€£¥₹]|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|dozens?|hundreds?|thousands?|millions?|billions?|twice|double|triple|half|quarter)\b/i;

/**
 * An outcome in words. Broad on purpose: a bullet that says what came of the work in
 * words passes, so the rule only asks about bullets that list a task and stop.
 */
const OUTCOME_RE =
  /\b(?:reduc|increas|improv|cut\b|cutting|saved|saving|grew|grow|launch|shipp?ed|deliver|won\b|rais|doubl|tripl|halv|boost|lower|decreas|accelerat|eliminat|achiev|exceed|surpass|generat|complet|releas|publish|award|promot|resolv|prevent|expand|scaled|streamlin|automat|shorten|sped\b|speed|faster|fewer|higher|better|record|recogni|adopt|result|leading\s+to|so\s+that|enabl|gain|profit|revenue|growth|retention|satisf|closed|signed|landed|outperform|minimi|maximi|avoid|zero\b|first\b|top\b|patent|certif|adopted|used\s+by)/i;

interface Line {
  index: number;
  text: string;
  words: string[];
}

function lineOf(text: string, index: number): Line {
  return { index, text, words: text.match(WORD_RE) ?? [] };
}

type Draft = Omit<ReviewFinding, 'entry_id' | 'line' | 'text'>;

function firstPerson(line: Line): Draft | undefined {
  for (const match of line.text.matchAll(PRONOUN_RE)) {
    const word = match[1]!;
    if (word === 'I' && NUMERAL_CONTEXT.test(line.text.slice(0, match.index))) continue;
    const finding: Draft = { kind: 'first_person', message: T.firstPerson(word) };
    // 'I led the move to…' → 'Led the move to…': the same words without the pronoun.
    const atStart = line.text.slice(0, match.index).trim() === '';
    const rest = line.text.slice(match.index + word.length).trim();
    const next = rest.match(WORD_RE)?.[0] ?? '';
    if (atStart && /^(?:I|We)$/.test(word) && next && !AUXILIARY.test(next)) {
      const shortened = rest.length > 80 ? `${rest.slice(0, 77).trimEnd()}…` : rest;
      finding.suggestion = T.firstPersonSuggestion(capitalize(shortened));
    }
    return finding;
  }
  return undefined;
}

function weakOpening(line: Line): Draft | undefined {
  const match = line.text.match(WEAK_OPENING_RE);
  if (!match) return undefined;
  return {
    kind: 'weak_opening',
    message: T.weakOpening(match[1]!.replace(/\s+/g, ' ')),
    suggestion: T.weakOpeningSuggestion,
  };
}

function noResult(line: Line): Draft | undefined {
  if (line.words.length < REVIEW_LIMITS.minWordsForResult) return undefined;
  if (QUANTITY_RE.test(line.text) || OUTCOME_RE.test(line.text)) return undefined;
  return { kind: 'no_result', message: T.noResult, suggestion: T.noResultSuggestion };
}

function tooLong(line: Line): Draft | undefined {
  const words = line.words.length;
  const chars = line.text.length;
  if (words <= REVIEW_LIMITS.maxWords && chars <= REVIEW_LIMITS.maxChars) return undefined;
  return { kind: 'too_long', message: T.tooLong(words, chars), suggestion: T.tooLongSuggestion };
}

/** The first word, for the opening and tense rules; a pronoun opens no bullet of its own. */
function opening(line: Line): string | undefined {
  const word = line.words[0];
  if (!word || /^(?:I|we|my|our)$/i.test(word)) return undefined;
  return word;
}

function repeatedOpenings(lines: readonly Line[]): Map<number, Draft> {
  const out = new Map<number, Draft>();
  const counts = new Map<string, number>();
  for (const line of lines) {
    const word = opening(line)?.toLowerCase();
    if (word) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const seen = new Set<string>();
  lines.forEach((line, i) => {
    const word = opening(line);
    if (!word) return;
    const key = word.toLowerCase();
    const count = counts.get(key)!;
    const previous = i > 0 ? opening(lines[i - 1]!)?.toLowerCase() : undefined;
    if (seen.has(key) && (count >= REVIEW_LIMITS.repeatedOpenings || previous === key)) {
      out.set(line.index, {
        kind: 'repeated_opening',
        message: T.repeatedOpening(word, count >= REVIEW_LIMITS.repeatedOpenings ? count : 2),
        suggestion: T.repeatedOpeningSuggestion,
      });
    }
    seen.add(key);
  });
  return out;
}

/**
 * A job that has ended, written in the present ('Manage the team'), or a current job whose
 * bullets start in both tenses. Only listed verbs count (lead-verbs.ts); in a current job
 * the tense most bullets use wins, and on a tie the first bullet's.
 */
function tenseMix(lines: readonly Line[], isCurrent: boolean): Map<number, Draft> {
  const out = new Map<number, Draft>();
  const leads = lines.map((line) => {
    const word = opening(line);
    return { line, word, tense: word ? leadTense(word) : 'unknown' };
  });
  if (!isCurrent) {
    for (const { line, word, tense } of leads) {
      if (tense !== 'present' || !word) continue;
      const past = pastOf(word);
      out.set(line.index, {
        kind: 'tense_mix',
        message: T.pastRoleInPresent(word),
        ...(past ? { suggestion: T.tenseSuggestion(past) } : {}),
      });
    }
    return out;
  }
  const known = leads.filter((l) => l.tense !== 'unknown');
  const past = known.filter((l) => l.tense === 'past').length;
  const present = known.length - past;
  if (past === 0 || present === 0) return out;
  const majority = past > present ? 'past' : present > past ? 'present' : known[0]!.tense;
  for (const { line, word, tense } of known) {
    if (tense === majority || !word) continue;
    const rewrite = majority === 'past' ? pastOf(word) : undefined;
    out.set(line.index, {
      kind: 'tense_mix',
      message: T.currentRoleMixed(word, majority as 'past' | 'present'),
      suggestion: rewrite
        ? T.tenseSuggestion(rewrite)
        : T.tenseSuggestionAny(majority as 'past' | 'present'),
    });
  }
  return out;
}

const LINE_RULES: Partial<Record<ReviewKind, (line: Line) => Draft | undefined>> = {
  first_person: firstPerson,
  weak_opening: weakOpening,
  no_result: noResult,
  too_long: tooLong,
};

/** One entry's findings, by bullet, in the order of REVIEW_KINDS. */
export function reviewEntry(entry: ReviewEntry, language = 'en'): ReviewFinding[] {
  const kinds = reviewKinds(language);
  const lines = bulletLines(entry.description).map(lineOf);
  const repeated = kinds.includes('repeated_opening') ? repeatedOpenings(lines) : new Map();
  const tense = kinds.includes('tense_mix')
    ? tenseMix(lines, entry.isCurrentJob)
    : new Map<number, Draft>();
  const findings: ReviewFinding[] = [];
  for (const line of lines) {
    for (const kind of kinds) {
      const draft =
        kind === 'repeated_opening'
          ? repeated.get(line.index)
          : kind === 'tense_mix'
            ? tense.get(line.index)
            : LINE_RULES[kind]?.(line);
      if (draft) findings.push({ entry_id: entry.id, line: line.index, text: line.text, ...draft });
    }
  }
  return findings;
}

/** Every experience entry's findings, and which kinds were checked for the resume's language. */
export function reviewResume(input: {
  experience: readonly ReviewEntry[];
  language?: string;
}): ReviewResumeResponse {
  const language = input.language ?? 'en';
  return {
    findings: input.experience.flatMap((entry) => reviewEntry(entry, language)),
    checked: [...reviewKinds(language)],
  };
}
