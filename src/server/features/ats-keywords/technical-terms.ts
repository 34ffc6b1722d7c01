import type { Token } from '#shared/ats-keywords/tokens.ts';
import { GENERIC_WORDS, PLACE_AND_DATE_WORDS, SPOKEN_LANGUAGES } from './background.ts';
import { BULLET, type SectionKind } from './posting-sections.ts';

/**
 * Terms a posting names that no lexicon can list in full: acronyms ("GST", "WAEC", "CMMS"),
 * product-like names ("GeoGebra", "SaaS"), numbered standards and codes ("IS 456", "FRS
 * 102", "EN ISO 13849") and spoken languages asked for ("English", "Kannada"). Each is the
 * posting's own spelling, found by its shape, so postings from any field and country yield
 * them; the background of generic words, places and pay abbreviations keeps filler out.
 */

export interface TechnicalTerm {
  text: string;
  /** Token indexes [start, end) in the segment. */
  start: number;
  end: number;
  kind: 'code' | 'acronym' | 'name' | 'language' | 'field' | 'law';
}

/** Capitals that are not skills: places, pay, degrees' levels, times, forms of address. */
const NOT_TERMS = new Set(
  `UK US USA EU UAE UN NSW QLD VIC WA SA NT ACT TAS BC ON QC AB NS NCR DACH EMEA APAC
  CV CVS HR PG UG CTC LPA INR ZAR NGN USD GBP EUR AUD CAD JD EEO EOE AM PM ID OK FAQ
  CEO CFO CTO COO VP SVP MD TBC ASAP IT NB PS OTE DOE YOE FTE PTO NHS LLC LTD PLC GMBH
  AG INC CO PTY NGO HMO TX OH NC NY CA FL IL GA NJ PA MA OR WI MN MI AZ CO TN MO MD II III
  IV VI VII VIII IX XI XII`.split(/\s+/),
);

const ACRONYM = /^[A-Z][A-Z0-9&]*[A-Z0-9]$/;
/** "SaaS", "GeoGebra", "PowerPoint": a capital inside a word. */
const CAMEL = /^[A-Z]?[a-z]+[A-Z][A-Za-z0-9]*$|^[A-Z][a-z]*[A-Z][A-Za-z0-9]*$/;
const CODE_HEAD = /^[A-Z]{2,5}$/;
/**
 * A code's number: "456", "3500.3", or a letter's series with a part, "B31.3". The tokenizer
 * splits at hyphens, so part numbers ("13849-1") are joined by `throughPartNumbers`.
 */
const CODE_NUMBER = /^(?:\d{2,5}(?:\.\d{1,3})*|[A-Z]\d{1,3}(?:\.\d{1,3})+)$/;
/** A language is named as one the job asks for, not as a place or a team. */
const LANGUAGE_CUE =
  /\b(fluen\w*|spoken|written|speak\w*|language|proficien\w*|native|command of|bilingual|communicat\w*|skills in|in \w+ and \w+|reading|writing)\b/i;

/**
 * A phrase in capitals that is no term: a place or pay abbreviation ("NSW", "LPA"), or
 * ordinary words shouted in a title ("ELECTRICAL ENGINEER", which the posting also writes in
 * lower case).
 */
export function isShoutedOrFiller(phrase: string, lowerWords: ReadonlySet<string>): boolean {
  const words = phrase.split(/[\s/–-]+/).filter(Boolean);
  if (words.length === 0 || !words.every((w) => /^[A-Z0-9&]+$/.test(w))) return false;
  return words.every((w) => NOT_TERMS.has(w) || lowerWords.has(w.toLowerCase()));
}

function isAcronym(raw: string): boolean {
  return (
    ACRONYM.test(raw) &&
    (raw.match(/[A-Z]/g)?.length ?? 0) >= 2 &&
    raw.length <= 7 &&
    !NOT_TERMS.has(raw) &&
    !/^[IVXL]+$/.test(raw)
  );
}

/** Nouns that make an acronym's letters the name of a body of rules: "IS codes", "IT law". */
const RULE_HEADS = new Set([
  'code',
  'codes',
  'standard',
  'standards',
  'law',
  'contract',
  'contracts',
]);

/**
 * Where a name ends when the word after it says it is a body of rules: "IEC standards", "IS
 * codes", "IT contracts" name the rules an ATS screens for, not the organisation or the
 * letters alone. Returns `end`, or one past the rule word.
 */
export function throughRuleHead(tokens: readonly Token[], start: number, end: number): number {
  const last = tokens[end - 1];
  const next = tokens[end];
  if (!last || !next || next.breakBefore) return end;
  const letters = tokens.slice(start, end).every((t) => /^[A-Z][A-Z0-9&]+$/.test(t.raw));
  // "law" after any field names its law ("data protection law"); "code" after a language
  // ("Python code") is the language's, so the other rule words follow letters only.
  if (next.raw === 'law') return end + 1;
  return letters && RULE_HEADS.has(next.raw) ? end + 1 : end;
}

/**
 * Where a rule's name ends when a numbered part of it follows: "EPA Section 608", "21 CFR Part
 * 820", "GDPR Article 30" name the part an ATS screens for, of which the rule alone is the
 * broader term. Returns `end`, or one past the number.
 */
export function throughNumberedPart(tokens: readonly Token[], end: number): number {
  const word = tokens[end];
  const number = tokens[end + 1];
  if (!word || !number || word.breakBefore || number.breakBefore) return end;
  return /^(?:Section|Part|Article|Annex|Schedule|Chapter)$/.test(word.raw) &&
    /^\d{1,4}[A-Za-z]?$/.test(number.raw)
    ? end + 2
    : end;
}

/** The level of a qualification after "Level": "2", "II", "C", "HCP". */
const LEVEL_NAME = /^(?:\d{1,2}|[IVX]{1,4}|[A-Z]{1,3})$/;

/**
 * Where a qualification's name ends when its level follows: "CPR Level C", "First Aid Level
 * 1", "HCPCS Level II" name the stage an ATS screens for, of which the qualification alone is
 * the broader term. Returns `end`, or one past the level.
 */
export function throughLevel(tokens: readonly Token[], end: number): number {
  const word = tokens[end];
  const level = tokens[end + 1];
  if (!word || !level || word.breakBefore || level.breakBefore) return end;
  return word.raw === 'Level' && LEVEL_NAME.test(level.raw) ? end + 2 : end;
}

/**
 * Letters that only name a level, grade or class: the "C" of "CPR Level C", of "Grade C".
 * After another word than "Level" only one letter is a grade: the "CRM" of "a world-class CRM"
 * is the tool.
 */
export function isLevelLetters(tokens: readonly Token[], at: number): boolean {
  const before = tokens[at - 1];
  const letters = tokens[at]!.raw;
  if (!before || tokens[at]!.breakBefore || !LEVEL_NAME.test(letters)) return false;
  return (
    /^level$/i.test(before.raw) ||
    (/^(?:grade|type|band|tier|category|code|class)$/i.test(before.raw) && letters.length === 1)
  );
}

/**
 * Where a numbered code ends when part numbers follow its number with hyphens: "ISO 3691-4",
 * "HTM 01-06", "IEC 81001-5-1" name one part of a standard, which the number alone does not;
 * four digits after the hyphen are a year ("ISO 14001-2015"), not a part. `end` is one past
 * the code's last token; returns it, or one past the last part number.
 */
export function throughPartNumbers(text: string, tokens: readonly Token[], end: number): number {
  let last = end;
  while (
    /^\d+$/.test(tokens[last - 1]?.raw ?? '') &&
    tokens[last] &&
    text.slice(tokens[last - 1]!.end, tokens[last]!.start) === '-' &&
    /^\d{1,3}$/.test(tokens[last]!.raw)
  )
    last += 1;
  return last;
}

/** The token follows a number and a slash: "EC" of "2006/42/EC", "C" of "grade 4/C". */
export function afterNumberAndSlash(text: string, token: Token): boolean {
  return /\d\/$/.test(text.slice(Math.max(0, token.start - 2), token.start));
}

/** A named law or rule book: capitalised words ending in Act, Regulations or Directive. */
const NAMED_RULES =
  /(?<![\w-])(?:[A-Z][\w'’-]*\s+(?:(?:of|and|for|on|in)\s+)?){1,6}(?:Act(?:\s+(?:19|20)\d\d)?|Regulations|Directive)(?![\w-])/g;
/**
 * The tokens a piece of text from `from` to `to` covers: the first token starting at or after
 * `from`, and one past the last that ends by `to`; [-1, -1] when no token starts there.
 */
function tokenSpan(tokens: readonly Token[], from: number, to: number): [number, number] {
  const start = tokens.findIndex((t) => t.start >= from);
  let end = start;
  while (end >= 0 && end < tokens.length && tokens[end]!.end <= to) end += 1;
  return [start, end];
}

const LEADING_ARTICLE = /^(?:The|Our|An?|This|Under|Per)\s+/;

/**
 * Laws and rule books a posting names ("Fair Work Act 2009", "Real Property Act", "Narcotic
 * Control Regulations"): an ATS matches them whole, and their words alone ("Real Property",
 * "Act") are no keywords. An Act keeps its year, as it is cited.
 */
export function findNamedRules(
  text: string,
  tokens: readonly Token[],
  taken: ReadonlySet<number>,
): TechnicalTerm[] {
  const terms: TechnicalTerm[] = [];
  for (const match of text.matchAll(NAMED_RULES)) {
    const article = LEADING_ARTICLE.exec(match[0])?.[0].length ?? 0;
    const from = match.index + article;
    const to = match.index + match[0].length;
    const [start, end] = tokenSpan(tokens, from, to);
    // One word before "Act" is too little to name a law ("Act", "This Act").
    if (start < 0 || end - start < 2) continue;
    // "18th Edition Wiring Regulations": a name that starts before the capitals is not this one.
    if (/^\d+(?:st|nd|rd|th)$/.test(tokens[start - 1]?.raw ?? '')) continue;
    // A lexicon term inside ("Conveyancing" of "Conveyancing Act") stays a term of its own;
    // one that runs across the edge means the name is cut wrong.
    if ((taken.has(start - 1) && taken.has(start)) || (taken.has(end - 1) && taken.has(end)))
      continue;
    terms.push({ text: text.slice(from, to), start, end, kind: 'law' });
  }
  return terms;
}

/**
 * A body, register or rule book named with "of", "on", "for" or "to" after its head noun:
 * "Paramedicine Board of Australia", "Institution of Civil Engineers", "International
 * Standards on Auditing", "DVSA Guide to Maintaining Roadworthiness". An ATS matches the
 * whole name; the words before or after the link alone ("Paramedicine Board", "Auditing")
 * name something else or nothing.
 */
const NAMED_BODIES =
  /(?<![\w-])(?:[A-Z][\w'’-]*(?:\s+(?:and|&)\s+|\s+)){0,8}(?:Board|Council|College|Institute|Institution|Association|Society|Standards|Framework|Guide|Register|Chamber|Commission)\s+(?:of|on|for|to)\s+(?:[A-Z][\w'’-]*(?:\s+(?:and|&|of|in|for)\s+(?=[A-Z])|\s+(?=[A-Z]))?){1,10}/g;

export function findNamedBodies(text: string, tokens: readonly Token[]): TechnicalTerm[] {
  const terms: TechnicalTerm[] = [];
  for (const match of text.matchAll(NAMED_BODIES)) {
    const article = LEADING_ARTICLE.exec(match[0])?.[0].length ?? 0;
    const from = match.index + article;
    const to = match.index + match[0].trimEnd().length;
    const [start, end] = tokenSpan(tokens, from, to);
    if (start < 0 || end - start < 3) continue;
    // A name spelt out before its acronym is the acronym's expansion (acronym-pairs.ts).
    if (/^\s*\([A-Z][A-Za-z]*[A-Z]\)/.test(text.slice(to))) continue;
    if (/[A-Z]{2,}\s*\($/.test(text.slice(0, from))) continue;
    // "the Society of Radiography in Nigeria's course" names the course, not the body.
    if (/['’]s$/.test(text.slice(from, to))) continue;
    terms.push({ text: text.slice(from, to), start, end, kind: 'law' });
  }
  return terms;
}

/** A field or subject in capitals, its words joined by spaces, "and" or "&" ("Food and Beverage"). */
const FIELD_WORDS = String.raw`(?:[A-Z][\w'’-]*(?:\s+(?:and|&)\s+|\s+)?)+`;

/**
 * A qualification named by its level and field, after the body that awards it if the posting
 * names one: "Certificate III in Commercial Cookery", "Advanced Diploma of Nursing", "CIPD
 * Level 5 Diploma in People Management"; a degree written out, "Bachelor of Science in
 * Pharmacy"; or a rule book's edition, "18th Edition".
 */
const QUALIFICATION = new RegExp(
  String.raw`(?<![\w-])(?:` +
    String.raw`(?:(?:[A-Z]{2,6}\s+)?(?:Level\s+\d\s+)?(?:(?:Advanced|Graduate|Postgraduate|National|Higher National)\s+)?` +
    String.raw`(?:Certificate|Diploma|Award)(?:\s+(?:[IVX]{1,4}|\d))?\s+(?:in|of)\s+${FIELD_WORDS})` +
    String.raw`|(?:Bachelor|Master|Doctor)\s+of\s+${FIELD_WORDS}(?:in\s+${FIELD_WORDS})?` +
    String.raw`|\d{1,2}(?:st|nd|rd|th)\s+Edition` +
    String.raw`)(?![\w-])`,
  'g',
);

/**
 * Qualifications written with their level and field ("Certificate IV in Kitchen Management"),
 * degrees written out ("Bachelor of Science in Pharmacy") and editions ("18th Edition"): an
 * ATS matches the whole name; the field alone is another, broader term. Lexicon terms inside
 * stay terms of their own.
 */
export function findQualifications(text: string, tokens: readonly Token[]): TechnicalTerm[] {
  const terms: TechnicalTerm[] = [];
  for (const match of text.matchAll(QUALIFICATION)) {
    const name = match[0].trim();
    const from = match.index;
    const to = from + name.length;
    const [start, end] = tokenSpan(tokens, from, to);
    if (start < 0 || end - start < 2) continue;
    terms.push({ text: name, start, end, kind: 'law' });
  }
  return terms;
}

/**
 * A country's body of rules: "Nigerian labour law", "Australian Standards", "Canadian GAAP",
 * "Indian Accounting Standards". The nationality is part of the name (an ATS matches the
 * country's law, not law in general), and "Standards" after it names the national standards.
 * A rule word that runs on into a noun ("German law firms") names something else.
 */
const NATIONAL_RULES =
  /(?<![\w-])(?:(?:South|North|New|West|East)\s+)?[A-Z][a-z]+(?:an|ese|ish|i)\s+(?:(?!(?:and|or|the|of|in|for|with|to)\s)[A-Za-z]+\s+){0,2}?(?:law|laws|Law|standards|Standards|GAAP|regulations|Regulations)(?![\w-])(?!\s+(?!(?:and|or|in|of|for|to|with|as|is|are|the|an?|at|on|by)\b)[a-z])/g;

export function findNationalRules(text: string, tokens: readonly Token[]): TechnicalTerm[] {
  const terms: TechnicalTerm[] = [];
  for (const match of text.matchAll(NATIONAL_RULES)) {
    const from = match.index;
    const to = from + match[0].length;
    const [start, end] = tokenSpan(tokens, from, to);
    if (start < 0 || end - start < 2) continue;
    terms.push({ text: match[0], start, end, kind: 'law' });
  }
  return terms;
}

/**
 * Where a licence's name starts when its class is written before it: "Class 5 driver's
 * licence", "Class C licence", "C class driver licence", and the South African "Code 08" or
 * the European "Category B" name the class an ATS screens for, of which "driver's licence" is
 * the broader term. Returns `start`, or the index of the class's first word.
 */
export function fromLicenceClass(tokens: readonly Token[], start: number): number {
  const first = tokens[start - 2];
  const second = tokens[start - 1];
  if (!first || !second || second.breakBefore || tokens[start]!.breakBefore) return start;
  const level = /^(?:\d{1,2}[A-Z]?|[A-Z]{1,2}\d?)$/;
  // "Class C driver's licence", or the Australian order, "C class driver licence".
  if (/^(?:Class|Code|Category)$/i.test(first.raw) && level.test(second.raw)) return start - 2;
  if (/^class$/i.test(second.raw) && level.test(first.raw)) return start - 2;
  return start;
}

/** A degree written with dots, with the field after it: "B.Com", "B.Sc. Nursing", "B.E. Civil". */
const DOTTED_DEGREE =
  /(?<![\w.])[BM]\.(?:[A-Z][a-z]{1,5}\.?|[A-Z]\.)(?:\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)?(?![\w.])/g;

/**
 * Degrees written in the dotted style of Indian, Nigerian and other postings ("B.Com",
 * "M.Sc. Nursing"): the tagger splits them at the dots and reads the letters as filler, yet a
 * named degree is a keyword as written, with the field that follows it.
 */
export function findDottedDegrees(text: string, tokens: readonly Token[]): TechnicalTerm[] {
  const terms: TechnicalTerm[] = [];
  for (const match of text.matchAll(DOTTED_DEGREE)) {
    const name = match[0].replace(/\.$/, '');
    const from = match.index;
    const to = from + name.length;
    const [start, end] = tokenSpan(tokens, from, to);
    if (start < 0 || end <= start) continue;
    terms.push({ text: name, start, end, kind: 'field' });
  }
  return terms;
}

/** A model or level written after letters: "ACS880", "S7-1500", "GPS", "Level 3". */
const MODEL = /^(?:[A-Z][A-Z0-9&]+|[A-Z]+\d[\w-]*|\d+)$/;

/**
 * Where a name that starts with letters ends: "ABB ACS880", "NVQ Level 3" and "ISO GPS" are
 * one name (a maker's model, a qualification's level, a standard's part), so the letters
 * alone are not the keyword. Stops at a break, a word already taken, or a spelled word.
 */
export function throughModel(
  text: string,
  tokens: readonly Token[],
  end: number,
  taken: ReadonlySet<number>,
): number {
  let at = end;
  while (at < end + 3) {
    const next = tokens[at];
    if (!next || next.breakBefore || taken.has(at)) break;
    // Only a space joins: "MICU / CCU" are two units, "TIA-Portal" is spelled otherwise.
    if (text.slice(tokens[at - 1]!.end, next.start) !== ' ') break;
    const level = next.raw === 'Level' && /^\d$/.test(tokens[at + 1]?.raw ?? '');
    if (level) {
      at += 2;
      continue;
    }
    if (!MODEL.test(next.raw) || NOT_TERMS.has(next.raw) || /^\d+$/.test(next.raw)) break;
    at += 1;
  }
  return at;
}

/** A degree or qualification "in" a field: "a degree in", "B.Sc. (Ed.) in", "HND in". */
const DEGREE_IN =
  /\b(?:degree|diploma|bachelor(?:'s|’s)?|master(?:'s|’s)?|honours|qualification|B\.?\s?Sc\.?|M\.?\s?Sc\.?|B\.?\s?Eng\.?|B\.?\s?Tech\.?|B\.?\s?A\.?|M\.?\s?A\.?|Ph\.?\s?D\.?|HND|HNC)\s+(?:\([^)\n]{1,12}\)\s+)?in\s+/gi;
/** …followed by the field's name in capitals: "Chemistry", "Electrical/Electronics Engineering". */
const FIELD_NAME = /^[A-Z][\p{L}&-]*(?:(?:\s+|\s*\/\s*|\s+(?:and|&)\s+)[A-Z][\p{L}&-]*){0,4}/u;

/**
 * Fields of study a posting names after a degree ("a degree in Chemistry", "B.Sc. in
 * Mathematics"): the field is the keyword, whether or not the lexicon knows it. Only a
 * capitalised name counts, so "a degree in a related field" gives nothing.
 */
export function findFieldsOfStudy(
  text: string,
  tokens: readonly Token[],
  taken: ReadonlySet<number>,
): TechnicalTerm[] {
  const terms: TechnicalTerm[] = [];
  for (const match of text.matchAll(DEGREE_IN)) {
    const from = match.index + match[0].length;
    const name = FIELD_NAME.exec(text.slice(from))?.[0];
    if (!name) continue;
    const to = from + name.length;
    const [start, end] = tokenSpan(tokens, from, to);
    if (start < 0 || end <= start) continue;
    const covered = Array.from({ length: end - start }, (_, k) => start + k);
    if (covered.some((k) => taken.has(k))) continue;
    const norms = covered.map((k) => tokens[k]!.norm);
    if (norms.every((n) => GENERIC_WORDS.has(n) || PLACE_AND_DATE_WORDS.has(n))) continue;
    terms.push({ text: name, start, end, kind: 'field' });
  }
  return terms;
}

/**
 * A credential written with its issuing body in brackets and no space ("MLS(ASCP)",
 * "CPA(SA)") is one name: the letters alone are another credential or none. Returns the
 * token after the body, or `start + 1` when the acronym stands alone.
 */
export function withIssuer(text: string, tokens: readonly Token[], start: number): number {
  const body = tokens[start + 1];
  if (!body || !isAcronym(body.raw)) return start + 1;
  const between = text.slice(tokens[start]!.end, body.start);
  if (between !== '(' || text[body.end] !== ')') return start + 1;
  // "IR(ME)R": capitals glued after the bracket end the same name.
  const tail = tokens[start + 2];
  return tail && tail.start === body.end + 1 && /^[A-Z]{1,3}$/.test(tail.raw)
    ? start + 3
    : start + 2;
}

/**
 * Where a code written with a hyphen ends: "GSTR-3B", "R-410A", "S7-1500" join capitals and a
 * number into one name, of which neither half is a keyword ("R" is not the language here).
 * Returns one past the number, or `start` when the token starts no such code.
 */
export function gluedCodeEnd(text: string, tokens: readonly Token[], start: number): number {
  const head = tokens[start];
  const number = tokens[start + 1];
  // "K-6", "K-12" are school grades, not codes.
  if (!head || !number || !/^[A-JL-Z]$|^[A-Z][A-Z0-9]{1,4}$/.test(head.raw)) return start;
  if (NOT_TERMS.has(head.raw)) return start;
  if (text.slice(head.end, number.start) !== '-' || !/^\d{1,5}[A-Z]{0,2}$/.test(number.raw))
    return start;
  // "COVID-19-era", "A-1-2": a longer chain is a date or an identifier, not a code.
  if (/^[-\w]/.test(text.slice(number.end, number.end + 1))) return start;
  return start + 2;
}

const CHAIN_PART = /^[A-Z][A-Z0-9]{1,5}$/;

/**
 * Where a name of capitals joined by a hyphen ends: "MED-EL", "IMIST-AMBO", "CORE-OM" are one
 * name each, and neither half alone is what the posting asks for. Returns one past the second
 * part, or `start` when the token starts no such name; a longer chain ("A-B-C") is an
 * identifier, not a name.
 */
export function acronymChainEnd(text: string, tokens: readonly Token[], start: number): number {
  const head = tokens[start];
  const tail = tokens[start + 1];
  if (!head || !tail || !CHAIN_PART.test(head.raw) || !CHAIN_PART.test(tail.raw)) return start;
  if (text.slice(head.end, tail.start) !== '-') return start;
  if (/[-\w]$/.test(text.slice(0, head.start)) || /^[-\w]/.test(text.slice(tail.end))) return start;
  if (!isAcronym(head.raw) && !isAcronym(tail.raw)) return start;
  return start + 2;
}

export function findTechnicalTerms(
  text: string,
  tokens: readonly Token[],
  kind: SectionKind,
  /** Token indexes already taken by a lexicon term or the company's name. */
  taken: ReadonlySet<number>,
  /** Words the posting writes in lower case somewhere: "ENGINEER" in a title is shouting. */
  lowerWords: ReadonlySet<string>,
): TechnicalTerm[] {
  // A line in capitals is a shouted heading ("VACANCY: HOSPITAL PHARMACIST"), not acronyms;
  // a list item in capitals ("- ISO 3691-4", "- NEBOSH IGC") is a requirement like any other.
  if (!/[a-z]/.test(text) && !BULLET.test(text)) return [];
  const terms = [
    ...findFieldsOfStudy(text, tokens, taken),
    ...findNamedRules(text, tokens, taken),
    ...findNamedBodies(text, tokens),
    ...findQualifications(text, tokens),
    ...findNationalRules(text, tokens),
    ...findDottedDegrees(text, tokens),
  ];
  const fieldTokens = new Set(
    terms.flatMap((t) => Array.from({ length: t.end - t.start }, (_, k) => t.start + k)),
  );
  const asksLanguage = kind === 'requirements' || kind === 'nice' || LANGUAGE_CUE.test(text);
  for (let i = 0; i < tokens.length; i++) {
    if (taken.has(i) || fieldTokens.has(i)) continue;
    const token = tokens[i]!;
    const raw = token.raw;
    if (GENERIC_WORDS.has(token.norm) || PLACE_AND_DATE_WORDS.has(token.norm)) continue;
    // "GSTR-3B", "R-410A": letters joined by a hyphen to a number are one code; "MED-EL",
    // "IMIST-AMBO": capitals joined by a hyphen are one name.
    const joined = (
      [
        [gluedCodeEnd(text, tokens, i), 'code'],
        [acronymChainEnd(text, tokens, i), 'acronym'],
      ] as const
    ).find(([end]) => end > i && !taken.has(end - 1));
    if (joined) {
      const [end, kind] = joined;
      terms.push({ text: text.slice(token.start, tokens[end - 1]!.end), start: i, end, kind });
      i = end - 1;
      continue;
    }
    // "IS 456", "FRS 102", "EN ISO 13849": a code's letters and its number are one name.
    if (CODE_HEAD.test(raw) && !NOT_TERMS.has(raw)) {
      let end = i + 1;
      if (tokens[end]?.raw === 'ISO' && !tokens[end]!.breakBefore) end += 1;
      // "AS/NZS 3500.3": two bodies' letters joined by a slash head one code.
      else if (
        tokens[end] &&
        CODE_HEAD.test(tokens[end]!.raw) &&
        text.slice(token.end, tokens[end]!.start) === '/'
      )
        end += 1;
      const number = tokens[end];
      if (number && !number.breakBefore && CODE_NUMBER.test(number.raw) && !taken.has(end)) {
        const through = throughPartNumbers(text, tokens, end + 1);
        terms.push({
          text: text.slice(token.start, tokens[through - 1]!.end),
          start: i,
          end: through,
          kind: 'code',
        });
        i = through - 1;
        continue;
      }
    }
    if (SPOKEN_LANGUAGES.has(raw)) {
      if (asksLanguage) terms.push({ text: raw, start: i, end: i + 1, kind: 'language' });
      continue;
    }
    // "2006/42/EC": letters after a number and a slash end a citation, not an acronym.
    if (afterNumberAndSlash(text, token)) continue;
    if (isAcronym(raw) || (raw === 'IT' && throughRuleHead(tokens, i, i + 1) > i + 1)) {
      const glued = withIssuer(text, tokens, i);
      if (glued > i + 1) {
        terms.push({
          text:
            glued > i + 2
              ? text.slice(token.start, tokens[glued - 1]!.end)
              : `${text.slice(token.start, tokens[glued - 1]!.end)})`,
          start: i,
          end: glued,
          kind: 'acronym',
        });
        i = glued - 1;
        continue;
      }
      const end = throughRuleHead(tokens, i, throughModel(text, tokens, i + 1, taken));
      if (!lowerWords.has(raw.toLowerCase()) || end > i + 1)
        terms.push({
          text: text.slice(token.start, tokens[end - 1]!.end),
          start: i,
          end,
          kind: 'acronym',
        });
      i = end - 1;
    }
    // A product-like name only where the job's needs are listed: elsewhere it is as often a
    // place ("HafenCity") or the employer's product.
    else if (
      CAMEL.test(raw) &&
      raw.length >= 4 &&
      i > 0 &&
      (kind === 'requirements' || kind === 'nice')
    )
      terms.push({ text: raw, start: i, end: i + 1, kind: 'name' });
  }
  return terms;
}
