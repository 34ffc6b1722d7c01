import { normalizeWord } from '#shared/ats-keywords/tokens.ts';
import {
  GENERIC_WORDS,
  PHRASE_MODIFIERS,
  PLACE_AND_DATE_WORDS,
  REGIONS,
  SETTING_HEADS,
  SPOKEN_LANGUAGES,
} from './background.ts';

/**
 * A term the posting only ever writes as a piece of a longer proper name is not what the
 * posting names: "TIA" of "TIA Portal", "SAP" of "SAP PM", "Epic" of "Epic Beaker", "XN" of
 * "Sysmex XN", "Trading" of "NSW Fair Trading". An ATS matches the whole name, and the piece
 * alone matches resumes that name something else. The test is grammatical, by capitals on
 * one line: a capitalised word right after the mention continues the name, and so does a
 * capitalised word right before a capitalised mention, unless that word opens its sentence.
 */

/** Small words a title keeps in lower case ("Head of Sales and Marketing"). */
const LINK_WORDS = new Set(
  'and or of in for the to with at on by as from via vs nor but'.split(' '),
);

/**
 * Words that join or frame names rather than continue them ("SQL and Python", "ACLS
 * Certification"), and the kinds of software a name is one of ("GraphQL API", "React Native
 * app"): the name before them stands on its own.
 */
const NOT_A_NAME = new Set(
  `${[...LINK_WORDS].join(' ')}
  skills skill experience knowledge certification certifications certificate certified card
  system systems software tools tool level training qualification licence license
  registration exam examination course courses
  api apis sdk cli crm erp app apps platform platforms suite database databases framework
  frameworks library libraries language languages`.split(/\s+/),
);

/**
 * Words after a name that frame the rule, exam or kind of thing it is ("GST compliance", "TDS
 * provisions", "WAEC examinations", "ACLS certification"): the name stands without them.
 */
const FRAMES = new Set(
  'compliance provision regulation rule requirement guideline guidance standard exam examination'.split(
    ' ',
  ),
);

/** The word frames the name before it rather than continuing it. */
export function framesName(word: string): boolean {
  const norm = normalizeWord(word);
  return FRAMES.has(norm) || NOT_A_NAME.has(norm) || NOT_A_NAME.has(word.toLowerCase());
}

/** Characters after which a word opens a sentence or a list item (a bracket often holds a name). */
const OPENS = /(?:^|[.:;!?•*–—\-/"'“‘]\s*)$/;

/**
 * Every word of three letters or more is capitalised: a heading or a title line. An item of a
 * list ("- Experience with HubSpot and WordPress") is a sentence, whatever its capitals.
 */
function isTitleLine(line: string): boolean {
  if (/^\s*(?:[-•*·–]|\d+[.)])\s/.test(line)) return false;
  const words = line.match(/[A-Za-z][A-Za-z'’-]{2,}/g) ?? [];
  return words.every((w) => /^[A-Z]/.test(w) || LINK_WORDS.has(w.toLowerCase()));
}

/** A generic or qualifying word ("Advanced", "MS", "Strong") leads a name no more than it ends one. */
function isGeneric(word: string): boolean {
  const norm = normalizeWord(word);
  return (
    GENERIC_WORDS.has(norm) ||
    PHRASE_MODIFIERS.has(norm) ||
    PLACE_AND_DATE_WORDS.has(norm) ||
    REGIONS.has(norm) ||
    NOT_A_NAME.has(word.toLowerCase())
  );
}

const NAME_WORD = /^[A-Z][\w&+.'’-]*(?:\/[\w&+.-]+)*$/;

/**
 * School subjects: after a qualification they name what it was taken in ("GCSE English and
 * Maths", "Leaving Certificate Irish"), not a longer name of the qualification; so does a
 * spoken language.
 */
const SUBJECTS = new Set(['Maths', 'Mathematics', 'Science', 'Physics', 'Chemistry', 'Biology']);

function continuesAfter(rest: string): boolean {
  const next = /^ (\S+)/.exec(rest)?.[1]?.replace(/[,.;:)]+$/, '');
  return (
    !!next &&
    NAME_WORD.test(next) &&
    !isGeneric(next) &&
    !SPOKEN_LANGUAGES.has(next) &&
    !SUBJECTS.has(next)
  );
}

function continuesBefore(before: string, mention: string): boolean {
  // Only a capitalised mention ("Fair Trading", "Sysmex XN") ends a name: "Australian driver's
  // licence" is a kind of licence, not a name.
  if (!/^[A-Z0-9]/.test(mention)) return false;
  const m = /(\S+) $/.exec(before);
  if (!m) return false;
  const previous = m[1]!;
  // "… in Python. Excel is …": the word ends a sentence or a list item before the mention.
  if (/[.,;:!?)]$/.test(previous) || !NAME_WORD.test(previous) || isGeneric(previous)) return false;
  const lead = before.slice(0, m.index);
  // The word opens its sentence or item, or follows a number ("150,000 EUR ARR"): no name.
  return !OPENS.test(lead) && !/\d\s*$/.test(lead);
}

interface Mention {
  /** The mention as written. */
  written: string;
  /** Its line before and after it. */
  before: string;
  rest: string;
  /** The line is a heading or a title. */
  titleLine: boolean;
}

const WORD_CHAR = /\w/;

/**
 * Each mention of each form, found by a plain search of the lower-cased text (a regular
 * expression per form costs a posting with a hundred candidates several milliseconds).
 */
/** The last posting searched, lower-cased, and which of its lines are titles (by line start). */
let searched = { text: '', lower: '', titleLines: new Map<number, boolean>() };

function* mentionsOf(text: string, forms: readonly string[]): Generator<Mention> {
  if (searched.text !== text) searched = { text, lower: text.toLowerCase(), titleLines: new Map() };
  const { lower, titleLines } = searched;
  for (const form of new Set(forms.map((f) => f.trim().toLowerCase()))) {
    if (!form) continue;
    for (let at = lower.indexOf(form); at >= 0; at = lower.indexOf(form, at + 1)) {
      const end = at + form.length;
      if (WORD_CHAR.test(lower[at - 1] ?? '') || WORD_CHAR.test(lower[end] ?? '')) continue;
      const lineStart = text.lastIndexOf('\n', at - 1) + 1;
      const found = text.indexOf('\n', end);
      const lineEnd = found < 0 ? text.length : found;
      yield {
        written: text.slice(at, end),
        before: text.slice(lineStart, at),
        rest: text.slice(end, lineEnd),
        titleLine:
          titleLines.get(lineStart) ??
          titleLines.set(lineStart, isTitleLine(text.slice(lineStart, lineEnd))).get(lineStart)!,
      };
    }
  }
}

/**
 * A credential and its issuer written as one word with brackets ("MT(AMT)"): either half is a
 * piece of that name, not a name of its own.
 */
function gluedToBracket(before: string, rest: string): boolean {
  return /^\(\w/.test(rest) || (/\w\($/.test(before) && rest.startsWith(')'));
}

/**
 * True when the posting writes some form of the term and every mention stands inside a longer
 * capitalised name. A mention in a heading or a title line keeps the term: its capitals say
 * nothing.
 */
export function onlyInsideNames(text: string, forms: readonly string[]): boolean {
  let seen = 0;
  for (const m of mentionsOf(text, forms)) {
    seen++;
    if (
      m.titleLine ||
      (!continuesAfter(m.rest) &&
        !continuesBefore(m.before, m.written) &&
        !gluedToBracket(m.before, m.rest))
    )
      return false;
  }
  return seen > 0;
}

/**
 * True when every mention outside headings and title lines qualifies a setting noun ("the
 * DACH region", "a manufacturing plant"): the term says where the work is done, as a phrase
 * headed by that noun would (background.ts, SETTING_HEADS).
 */
export function onlyBeforeSettings(text: string, forms: readonly string[]): boolean {
  let seen = 0;
  for (const m of mentionsOf(text, forms)) {
    if (m.titleLine) continue;
    seen++;
    const next = /^\s+([A-Za-z]+)/.exec(m.rest)?.[1];
    if (!next || !SETTING_HEADS.has(normalizeWord(next))) return false;
  }
  return seen > 0;
}

/**
 * True when every mention outside headings and title lines follows a number ("a 45 MW
 * plant", "WCAG 2.1 AA"): letters after a quantity are its unit or its level, not a thing a
 * worker knows. A number that ends a list's item ("HTTP/2, TLS") stands apart.
 */
export function onlyAfterNumbers(text: string, forms: readonly string[]): boolean {
  let seen = 0;
  for (const m of mentionsOf(text, forms)) {
    if (m.titleLine) continue;
    seen++;
    if (!/(?:^|[\s(])\d+(?:[.,]\d+)* $/.test(m.before)) return false;
  }
  return seen > 0;
}

/**
 * The one lower-case word that follows every mention outside headings and title lines ("ABG"
 * of "ABG interpretation" wherever it is written), or undefined when some mention stands
 * alone, ends a clause or runs on into different words.
 */
export function onlyBeforeOneWord(text: string, forms: readonly string[]): string | undefined {
  let word: string | undefined;
  for (const m of mentionsOf(text, forms)) {
    if (m.titleLine) continue;
    const next = /^ ([a-z][a-z-]*)\b/.exec(m.rest)?.[1];
    if (!next || (word !== undefined && normalizeWord(next) !== normalizeWord(word)))
      return undefined;
    word ??= next;
  }
  return word;
}
