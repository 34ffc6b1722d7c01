import {
  type GenerateKeywordsRequest,
  type KeywordCategory,
  type KeywordImportance,
  type TargetKeyword,
} from '#shared/ats-keywords/ats-keywords.schema.ts';
import { normalizeWord, tokenize, type Token } from '#shared/ats-keywords/tokens.ts';
import {
  BOILERPLATE_PHRASES,
  FILLER_WORDS,
  GENERIC_WORDS,
  PHRASE_MODIFIERS,
  PEOPLE_AND_TIME_HEADS,
  PLACE_AND_DATE_WORDS,
  SETTING_HEADS,
} from './background.ts';
import { isLowerItem, listItems, requirementObjects } from './enumerations.ts';
import { extractKeyPhrases, type PhraseSource } from './key-phrases.ts';
import type { KeywordEngine } from './keyword-engine.ts';
import {
  findTerms,
  loadLexicon,
  type Lexicon,
  type LexiconEntry,
  type TermHit,
} from './lexicon.ts';
import { SECTION_WEIGHTS, segmentPosting } from './posting-sections.ts';
import { findAcronymPairs } from './acronym-pairs.ts';
import { chooseSense } from './senses.ts';
import {
  afterNumberAndSlash,
  findTechnicalTerms,
  fromLicenceClass,
  gluedCodeEnd,
  isLevelLetters,
  isShoutedOrFiller,
  throughLevel,
  throughNumberedPart,
  throughPartNumbers,
  throughRuleHead,
} from './technical-terms.ts';
import {
  CONFIDENCE,
  confidence,
  type CandidateEvidence,
  type CandidateSource,
  type EvidenceContext,
  isAcronymName,
  keyOf,
} from './confidence.ts';
import { isAskedFor } from './requirement-cues.ts';
import {
  framesName,
  onlyAfterNumbers,
  onlyBeforeOneWord,
  onlyBeforeSettings,
  onlyInsideNames,
} from './name-parts.ts';
import { committedPriors } from './term-priors.ts';

/**
 * The local engine: lexicon terms (with aliases, multi-word, longest match) plus key
 * phrases the lexicon lacks, weighted by where they stand (requirements over
 * responsibilities over nice-to-haves; boilerplate never counts), how often, and how early.
 */

/** Ranking constants, tuned on the training part of __postings__ (never on the held-out fifth). */
const RANKING = {
  /** Each further mention adds this share of its own weight. */
  repeatShare: 0.3,
  /** …up to this much in all. */
  repeatCap: 1.5,
  /** A term in the job title counts as a mention of this weight. */
  titleWeight: 2,
  /** Soft skills matter, but less than what the job is about. */
  categoryFactor: { 'hard-skill': 1, tool: 1, certification: 1.1, 'soft-skill': 0.5 } as Record<
    KeywordCategory,
    number
  >,
  /** Extracted phrases are less certain than lexicon terms. */
  phraseFactor: 0.55,
  /**
   * Acronyms, codes, product-like names and languages are nearly always keywords by their
   * shape alone: one mention anywhere but the company blurb is enough.
   */
  technicalFactor: 0.85,
  /** Earlier mentions win ties. */
  positionBonus: 0.1,
  /** Below this score a candidate is not a keyword at all. */
  minScore: 1,
  /** …and an extracted phrase needs more: one mention among the requirements, or several. */
  minPhraseScore: 1.6,
};

interface Candidate {
  name: string;
  aliases: string[];
  /** How the posting writes a lexicon term, each spelling with its count, in order of appearance. */
  surfaces?: Map<string, number>;
  /** Each written mention of a lexicon term: its spelling, section weight and position. */
  mentions?: Mention[];
  category: KeywordCategory;
  caseSensitive: boolean;
  weights: number[];
  first: number;
  factor: number;
  /** Found by the key-phrase extractor, not the lexicon. */
  phrase?: boolean;
  source: CandidateSource;
  /** The lexicon field of a lexicon term ("software"), for the posting's field. */
  field?: string;
}

interface Mention {
  surface: string;
  weight: number;
  position: number;
}

/**
 * The lexicon files narrower forms under a broader term ("SAP S/4HANA" under SAP, "WCAG 2.1"
 * under accessibility, "Google Analytics 4" beside "Google Analytics"); a posting that writes
 * both asks for both, and an ATS matches each by its own words. A spelling that is another
 * spelling followed by more words becomes a keyword of its own; one that only puts words in
 * front ("Microsoft Excel", "Adobe Photoshop", "advanced Excel") stays the same thing.
 */
export function splitNarrowerForms(surfaces: readonly string[], canonical?: string): string[][] {
  const keyed = surfaces.map((surface) => ({ surface, key: keyOf(withoutFrame(surface)) }));
  const broader = (narrow: string) =>
    keyed.find(({ key }) => key !== narrow && narrow.startsWith(`${key} `));
  // The broad group first: it keeps the lexicon's name.
  const groups = new Map<string, string[]>([['', []]]);
  for (const { surface, key } of keyed) {
    const root = broader(key) ? key : '';
    groups.set(root, [...(groups.get(root) ?? []), surface]);
  }
  return [...groups.values()]
    .filter((forms) => forms.length > 0)
    .flatMap((forms) => splitUnrelated(forms, canonical));
}

/** Small words an acronym skips ("GD&T" of "geometric dimensioning and tolerancing"). */
const LINK_WORDS = new Set(['and', 'of', 'the', 'for', 'in', '&']);

/** Whether `short` is written as the initials of `long` ("GCP", "HRBP" of "HR business partner"). */
function isInitialism(short: string, long: string): boolean {
  if ((short.match(/[A-Z]/g)?.length ?? 0) < 2) return false;
  const letters = short.replace(/[^A-Za-z0-9]/g, '').toLowerCase();
  const initials = long
    .split(/[\s/-]+/)
    .filter((w) => w && !LINK_WORDS.has(w.toLowerCase()))
    .map((w) => (/^[A-Z0-9]{2,}$/.test(w) ? w : w[0]!).toLowerCase())
    .join('');
  return (
    letters.length === initials.length &&
    [...letters].every((ch, i) => ch === initials[i] || /\d/.test(ch))
  );
}

/**
 * Whether `short` abbreviates each word of `long` by its first letters, a capital starting
 * each: "CPEng" of "Chartered Professional Engineer", "BEng" of "Bachelor of Engineering".
 */
function isAbbreviation(short: string, long: string): boolean {
  if (!/^(?:[A-Z][a-z]*){2,}$/.test(short) || !/[a-z]/.test(short)) return false;
  const parts = short.match(/[A-Z][a-z]*/g)!;
  const words = long.split(/[\s/-]+/).filter((w) => w && !LINK_WORDS.has(w.toLowerCase()));
  return (
    parts.length === words.length &&
    parts.every((part, i) => words[i]!.toLowerCase().startsWith(part.toLowerCase()))
  );
}

/**
 * A code: letters and a number ("DP-300", "AS/NZS 3000", "CPC31420"). It names one exam,
 * standard or qualification, so the lexicon files only that thing's other names beside it.
 */
const CODE = /^[A-Za-z][A-Za-z/&.]*[- ]?\d[\w.-]*$/;

/** Two spellings of one thing: a shared word or stem, one the other's initials, or a code. */
function sameThing(a: string, b: string): boolean {
  const wa = keyOf(a).split(' ');
  const wb = keyOf(b).split(' ');
  const stem = (w: string) => w.slice(0, 4);
  if (wa.some((w) => wb.includes(w) || (w.length >= 4 && wb.some((v) => stem(v) === stem(w)))))
    return true;
  return (
    isInitialism(a, b) ||
    isInitialism(b, a) ||
    isAbbreviation(a, b) ||
    isAbbreviation(b, a) ||
    CODE.test(a) ||
    CODE.test(b)
  );
}

/**
 * The lexicon also files things a posting names apart under one term ("on-call" under
 * incident management, "stock rotation" beside inventory control, "PySpark" under Spark):
 * spellings that share no word or stem and are not each other's initials are different
 * keywords. The first group keeps the lexicon's name.
 */
function splitUnrelated(forms: string[], canonical?: string): string[][] {
  // The lexicon's own name is a spelling too: it joins the spellings that each share a word
  // with it ("wiring" and "electrical installation" of Electrical Wiring).
  const seed = canonical && !forms.includes(canonical) ? [canonical] : [];
  const clusters: string[][] = [];
  for (const form of [...seed, ...forms]) {
    const joined = clusters.filter((cluster) => cluster.some((f) => sameThing(f, form)));
    const merged = [...joined.flat(), form];
    for (const cluster of joined) clusters.splice(clusters.indexOf(cluster), 1);
    clusters.push(merged);
  }
  const written = clusters
    .map((cluster) => cluster.filter((f) => forms.includes(f)))
    .filter((cluster) => cluster.length > 0);
  // Order of first appearance, as the forms came.
  const first = (cluster: string[]) => Math.min(...cluster.map((f) => forms.indexOf(f)));
  return written.sort((x, y) => first(x) - first(y));
}

function splitCandidate(c: Candidate): Candidate[] {
  if (!c.mentions || !c.surfaces || c.surfaces.size < 2) return [c];
  const groups = splitNarrowerForms([...c.surfaces.keys()], c.name);
  if (groups.length < 2) return [c];
  return groups.map((forms, i) => {
    const own = c.mentions!.filter((m) => forms.includes(m.surface));
    const surfaces = new Map(forms.map((f) => [f, c.surfaces!.get(f) ?? 0]));
    // The first group holds the broad term and keeps the lexicon's name and extra weights.
    if (i === 0)
      return {
        ...c,
        surfaces,
        mentions: own,
        weights: [...own.map((m) => m.weight), ...c.weights.slice(c.mentions!.length)],
        first: Math.min(...own.map((m) => m.position)),
      };
    const name = [...surfaces.entries()].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
    return {
      ...c,
      name: withoutFrame(name),
      aliases: [],
      caseSensitive: false,
      surfaces,
      mentions: own,
      weights: own.map((m) => m.weight),
      first: Math.min(...own.map((m) => m.position)),
    };
  });
}

/**
 * A law or standard written once with its year and elsewhere without ("the Mental Capacity Act
 * 2005", "under the Mental Capacity Act") is one thing: the yearless candidate's mentions join
 * the dated one, which keeps the posting's full name and takes the other as an alias, so it is
 * neither answered twice nor ranked apart.
 */
function withYearlessFolded(all: Candidate[]): Candidate[] {
  const folded = new Set<Candidate>();
  for (const c of all) {
    // A name of two words or more: an acronym and a year ("NBC 2016") is an edition.
    const dated = keyOf(c.name).match(/^(\S+ .+) (?:19|20)\d\d$/);
    if (!dated || folded.has(c)) continue;
    for (const yearless of all) {
      if (yearless === c || folded.has(yearless) || keyOf(yearless.name) !== dated[1]) continue;
      c.weights = [...c.weights, ...yearless.weights];
      c.first = Math.min(c.first, yearless.first);
      // A resume that names the law without its year still matches it.
      c.aliases = [...new Set([...c.aliases, yearless.name, ...yearless.aliases])];
      folded.add(yearless);
    }
  }
  return all.filter((c) => !folded.has(c));
}

/**
 * A requirement when some mention stands among the requirements (a requirements section, or
 * a sentence that says it is required) or in the job title; a nice-to-have when the posting
 * names it only among the tasks, in its introduction, as optional or in the company blurb.
 * On the labelled postings this marks 61 % of the keywords a recruiter screens for and 32 %
 * of the other acceptable ones; counting the tasks as well marks 100 % and 84 %.
 */
function importanceOf(weights: readonly number[]): KeywordImportance {
  return weights.some((w) => w >= SECTION_WEIGHTS.requirements || w === RANKING.titleWeight)
    ? 'must'
    : 'nice';
}

function score(c: Candidate): number {
  const sorted = [...c.weights].sort((a, b) => b - a);
  const best = sorted[0] ?? 0;
  const rest = sorted.slice(1).reduce((sum, w) => sum + w * RANKING.repeatShare, 0);
  return (
    (best + Math.min(rest, RANKING.repeatCap)) * c.factor + RANKING.positionBonus * (1 - c.first)
  );
}

const boilerplateKeys = new Set(BOILERPLATE_PHRASES.map((p) => keyOf(p)));

/** The last guard: boilerplate, perks, checks, places and dates never leave the engine. */
export function isNoise(keyword: string): boolean {
  const key = keyOf(keyword);
  if (!key || boilerplateKeys.has(key)) return true;
  const words = key.split(' ');
  return words.some(
    (word, i) =>
      // A place after "of" ends a body's name ("Paramedicine Board of Australia").
      (PLACE_AND_DATE_WORDS.has(word) && words[i - 1] !== 'of') ||
      FILLER_WORDS.has(word) ||
      // A year is a date, except in an Act's citation ("Fair Work Act 2009").
      (/^(19|20)\d\d$/.test(word) && words[i - 1] !== 'act'),
  );
}

/** Seniority and arrangement words a title carries besides the occupation. */
const TITLE_EXTRAS =
  /\b(senior|snr|sr|junior|jnr|jr|lead|principal|graduate|trainee|intern|mid[- ]level|entry[- ]level|experienced|qualified|locum|temporary|contract|permanent|part[- ]time|full[- ]time)\b\.?/gi;

/**
 * The occupation a job title names: "Senior Site Engineer – Civils (m/f/d)" → "Site
 * Engineer". Undefined when nothing of it is left.
 */
export function occupationOf(title: string): string | undefined {
  const core = title
    .split(/\s[–—|-]\s|[(,:|/]/)[0]!
    .replace(TITLE_EXTRAS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return /[a-z]/i.test(core) ? core : undefined;
}

interface Shaped {
  c: Candidate;
  s: number;
  words: Pick<TargetKeyword, 'name' | 'aliases' | 'caseSensitive'>;
}

function mentionsAnyCase(text: string, form: string): number {
  const escaped = form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return text.match(new RegExp(`(?<![\\w])${escaped}(?![\\w])`, 'gi'))?.length ?? 0;
}

function mentions(text: string, form: string): number {
  const escaped = form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.match(new RegExp(`(?<![\\w])${escaped}(?![\\w])`, 'g'))?.length ?? 0;
}

/**
 * An acronym the posting spells out ("Basic Life Support (BLS)") is one keyword: the
 * candidates for the acronym, the expansion and pieces of it ("Teachers Registration
 * Council" of "… Council of Nigeria") become one, in the form written more often (the
 * acronym on a tie), the other form its alias. Changes `shaped` in place.
 */
function pairAcronyms(text: string, shaped: Shaped[]): void {
  for (const { acronym, expansion } of findAcronymPairs(text)) {
    const acronymKey = keyOf(acronym);
    const expansionKey = keyOf(expansion);
    const inExpansion = (key: string) => ` ${expansionKey} `.includes(` ${key} `);
    const expansionMentions = mentionsAnyCase(text, expansion);
    /** The posting writes the candidate only inside the expansion, never elsewhere. */
    const onlyInExpansion = ({ c, words }: Shaped) =>
      [...(c.surfaces?.keys() ?? [words.name])].every(
        (form) => mentionsAnyCase(text, form) <= expansionMentions,
      );
    const members = shaped.filter((x) => {
      const keys = [x.words.name, ...x.words.aliases].map(keyOf);
      if (keys.some((key) => key === acronymKey || key === expansionKey)) return true;
      // A piece of the expansion is the same thing only when the posting never writes it
      // elsewhere: "electrical installation" also stands alone beside "electrical
      // installation condition reports (EICRs)".
      return keys.some((key) => key.includes(' ') && inExpansion(key)) && onlyInExpansion(x);
    });
    // A word of the expansion written nowhere else ("Auditing" of "International Standards on
    // Auditing (ISA)", "Ontario" of a college's name) is no keyword of its own.
    for (const x of [...shaped]) {
      const key = keyOf(x.words.name);
      if (!key.includes(' ') && !members.includes(x) && inExpansion(key) && onlyInExpansion(x))
        shaped.splice(shaped.indexOf(x), 1);
    }
    if (members.length === 0) continue;
    const best = members.reduce((a, b) => (b.s > a.s ? b : a));
    const name = mentions(text, expansion) > mentions(text, acronym) ? expansion : acronym;
    const seen = new Set([keyOf(name)]);
    const aliases: string[] = [];
    for (const form of [
      name === acronym ? expansion : acronym,
      // A piece of the expansion ("Teachers Registration Council") is not another form of it.
      ...members.flatMap((m) =>
        [m.words.name, ...m.words.aliases].filter(
          (form) => m.c.surfaces || [acronymKey, expansionKey].includes(keyOf(form)),
        ),
      ),
    ]) {
      const key = keyOf(form);
      if (seen.has(key)) continue;
      seen.add(key);
      aliases.push(form);
    }
    const merged: Shaped = { ...best, words: { name, aliases } };
    const at = shaped.indexOf(best);
    shaped[at] = merged;
    for (const m of members) if (m !== best) shaped.splice(shaped.indexOf(m), 1);
  }
}

/** Words around a name that only frame it: "valid", "full UK", "a degree in". */
const LEADING_FRAME =
  /^(?:(?:(?:full|valid|current|clean)\s+)+(?:UK\s+)?|(?:an?\s+)?(?:(?:bachelor|master|university)(?:'s|’s|s)?\s+)?degree\s+(?:in|of)\s+)/i;
/** …and after an acronym: "BLS certification", "CSCS card", "CI/CD pipelines". */
const TRAILING_FRAME = /\s+(?:certification|certificate|card|assessment|pipelines?)$/i;

/**
 * The shortest span that names the thing, as the posting writes it: "valid driver's
 * licence" → "driver's licence", "degree in Computer Science" → "Computer Science", "BLS
 * certification" → "BLS" (an acronym stands without its frame; "First Aid Certification"
 * keeps it).
 */
export function withoutFrame(surface: string): string {
  let name = surface.replace(LEADING_FRAME, '');
  const bare = name.replace(TRAILING_FRAME, '');
  // "ASCP Board of Certification": a name that would end in a link word is whole.
  if (
    bare !== name &&
    /[A-Z][A-Z0-9]|[A-Z]\/[A-Z]/.test(bare) &&
    !/\s(?:of|on|for|to|in)$/i.test(bare)
  )
    name = bare;
  return name.trim() ? name : surface;
}

/** Words that only say how well or in what form a thing is known: "advanced", "skills". */
const FRAME_WORDS = new Set([...PHRASE_MODIFIERS, 'skill', 'language']);

/**
 * The shortest of a lexicon term's own spellings that the posting's words hold, when the
 * other words only frame it: "advanced Excel" → "Excel", "French language" → "French",
 * "presentation skills" → "presentation". A word that says which kind ("ERP systems", "site
 * inspections") or a capitalised one ("Microsoft Excel") belongs to the name.
 */
function shortestOwnForm(surface: string, forms: readonly string[]): string {
  const tokens = tokenize(surface);
  let best: [number, number] | undefined;
  for (const form of forms) {
    const key = keyOf(form).split(' ');
    if (key.length >= tokens.length || (best && key.length >= best[1] - best[0])) continue;
    for (let at = 0; at + key.length <= tokens.length; at++) {
      if (!key.every((norm, k) => tokens[at + k]!.norm === norm)) continue;
      // The first word may carry the capital of a sentence or list item ("Advanced Excel").
      const rest = [...tokens.slice(0, at), ...tokens.slice(at + key.length)];
      if (
        rest.every(
          (t) => FRAME_WORDS.has(t.norm) && (t === tokens[0] || t.raw === t.raw.toLowerCase()),
        )
      )
        best = [at, at + key.length];
      break;
    }
  }
  return best ? surface.slice(tokens[best[0]]!.start, tokens[best[1] - 1]!.end) : surface;
}

/**
 * A lexicon term as the posting writes it ("Photoshop", "MS Excel", "BLS"): an ATS matches
 * the posting's words, so they are the keyword; the canonical name and the other spellings
 * stay as aliases, so a resume that says "Adobe Photoshop" still matches.
 */
function inPostingsWords(c: Candidate): Pick<TargetKeyword, 'name' | 'aliases' | 'caseSensitive'> {
  let name = c.name;
  let most = 0;
  // The most frequent spelling; on a tie, the first (Map order is order of appearance).
  for (const [surface, count] of c.surfaces ?? []) {
    if (count > most) {
      name = surface;
      most = count;
    }
  }
  name = shortestOwnForm(withoutFrame(name), [c.name, ...c.aliases]);
  const nameKey = keyOf(name);
  const canonical = nameKey === keyOf(c.name);
  // A case-sensitive canonical ("Go") is never a case-blind alias: "go" would match any text.
  const spellings = [
    ...(canonical || !c.caseSensitive ? [c.name] : []),
    ...c.aliases,
    ...(c.surfaces?.keys() ?? []),
  ];
  const seen = new Set([nameKey]);
  const aliases: string[] = [];
  for (const spelling of spellings) {
    const key = keyOf(spelling);
    if (seen.has(key)) continue;
    seen.add(key);
    aliases.push(spelling);
  }
  const caseSensitive = c.caseSensitive && canonical;
  return { name: canonical ? c.name : name, aliases, ...(caseSensitive ? { caseSensitive } : {}) };
}

const CUT = '\u0000';

/**
 * A single letter that is part of a word, not a name of its own: joined by a hyphen to the word
 * after it ("C-suite", "C-Leg") or by a slash to a grade's number before it ("4/C").
 */
function letterInWord(text: string, token: Token): boolean {
  return (
    token.raw.length === 1 &&
    (/^-[A-Za-z]/.test(text.slice(token.end, token.end + 2)) || afterNumberAndSlash(text, token))
  );
}

/** Marks the tokens that spell the company's name, so nothing in it counts as a skill. */
function maskCompany(tokens: Token[], company: readonly string[]): Token[] {
  if (company.length === 0) return tokens;
  const out = tokens.map((t) => ({ ...t }));
  for (let i = 0; i + company.length <= out.length; i++) {
    if (company.every((word, k) => out[i + k]!.norm === word)) {
      for (let k = 0; k < company.length; k++) out[i + k]!.norm = CUT;
    }
  }
  return out;
}

/** The text with lexicon hits and the company's name replaced by commas (phrase breaks). */
function cutOut(text: string, tokens: readonly Token[], hits: readonly TermHit[]): string {
  const spans: [number, number][] = hits.map((h) => [
    tokens[h.start]!.start,
    tokens[h.end - 1]!.end,
  ]);
  for (const t of tokens) if (t.norm === CUT) spans.push([t.start, t.end]);
  if (spans.length === 0) return text;
  spans.sort((a, b) => a[0] - b[0]);
  let out = '';
  let at = 0;
  for (const [start, end] of spans) {
    if (start < at) continue;
    out += `${text.slice(at, start)} , `;
    at = end;
  }
  return out + text.slice(at);
}

/** Every mention is a piece of a longer name, qualifies a setting noun, or follows a number. */
function standsInsideOther(text: string, c: Candidate): boolean {
  const forms = c.surfaces ? [...c.surfaces.keys()] : [c.name];
  return (
    onlyInsideNames(text, forms) ||
    onlyBeforeSettings(text, forms) ||
    (c.source === 'shape' && onlyAfterNumbers(text, forms))
  );
}

/**
 * An acronym the posting writes only before one and the same lower-case word ("ABG
 * interpretation", "MIS reporting" wherever it appears) names the compound, not a thing of
 * its own: the compound is the keyword, when it is a candidate sure enough to be answered,
 * and the acronym alone would match resumes naming something else. An acronym written alone
 * anywhere, before different words ("GST returns", "GST notices") or before a word that only
 * frames it ("GST compliance"), stays.
 */
function withoutAcronymPieces<T extends { c: Candidate; words: { name: string } }>(
  text: string,
  candidates: readonly T[],
  titleWords: ReadonlySet<string>,
  evidenceOf: (candidate: T) => CandidateEvidence,
): T[] {
  const byKey = new Map(candidates.map((x) => [keyOf(x.words.name), x]));
  const pieces = new Set<string>();
  for (const x of candidates) {
    if (x.c.source === 'title' || !isAcronymName(x.words.name)) continue;
    const forms = x.c.surfaces ? [...x.c.surfaces.keys()] : [x.words.name];
    const next = onlyBeforeOneWord(text, forms);
    // "GST compliance" frames GST, as "ACLS certification" frames ACLS: the acronym is the name.
    const whole = next && !framesName(next) && byKey.get(keyOf(`${x.words.name} ${next}`));
    if (!whole) continue;
    const piece = keyOf(x.words.name);
    const keys = [...byKey.keys()].filter((k) => k !== piece && !pieces.has(k));
    if (
      confidence(evidenceOf(whole), { titleWords, keys, priors: committedPriors() }) >=
      CONFIDENCE.threshold
    )
      pieces.add(piece);
  }
  return candidates.filter((x) => !pieces.has(keyOf(x.words.name)));
}

/**
 * A phrase headed by a setting noun ("Canadian market", "highways projects") or by the people
 * or the hours of the work ("undergraduate students", "late nights") names no skill; one whose
 * head is capitalised is a proper name ("App Store").
 */
function namesSetting(text: string): boolean {
  const head = text.split(/\s+/).at(-1)!;
  if (head !== head.toLowerCase()) return false;
  const key = keyOf(head);
  return SETTING_HEADS.has(key) || PEOPLE_AND_TIME_HEADS.has(key);
}

/** Words after a term that frame it in a list item: "butchery skills", "Jira tools". */
const ITEM_FRAME = /\s+(?:skills?|tools?|systems?|software|experience|knowledge|techniques?)$/;

/** Words after a requirement's object that name its kind, not the thing itself. */
const OBJECT_TAIL =
  /^(?:requirements?|roles?|environments?|settings?|librar(?:y|ies)|concepts?|principles|skills?|experience|knowledge|techniques?|work)$/i;

/**
 * An item of a list that also names a known term ("distributed systems, idempotency and
 * concurrency") is a candidate when it is one to three lower-case words the extractor did
 * not propose ("idempotency", "standard costing"): the list names things of one kind. A
 * list of soft skills lends no item this weight. So is the lone object of a requirement word
 * ("experience in trust accounting", "2 years of acute care nursing experience"): the words
 * the posting asks for, wherever the lexicon and the noun-phrase tagger stop. Both count as
 * listed for the confidence model. Changes `candidates` in place.
 */
function addListedItems(
  sources: readonly PhraseSource[],
  candidates: Map<string, Candidate>,
  /** Keys of the posting's noun phrases: an item must be one, or a gerund with its object. */
  nounPhrases: ReadonlySet<string>,
  jobTitle: string,
  companyTokens: readonly string[],
): void {
  const known = new Set<string>();
  const named = new Set<string>();
  for (const c of candidates.values()) {
    named.add(keyOf(c.name));
    for (const surface of c.surfaces?.keys() ?? []) named.add(keyOf(surface));
    if (c.category === 'soft-skill') continue;
    for (const form of [c.name, ...(c.surfaces?.keys() ?? [])]) {
      known.add(keyOf(form));
      known.add(keyOf(withoutFrame(form)));
    }
  }
  const title = ` ${keyOf(jobTitle)} `;
  const isKnown = (item: string) =>
    known.has(keyOf(item)) || known.has(keyOf(item.replace(ITEM_FRAME, '')));
  const add = (name: string, source: PhraseSource) => {
    const at = `list:${keyOf(name)}`;
    const seen = candidates.get(at);
    if (seen) {
      seen.weights.push(source.weight);
      seen.first = Math.min(seen.first, source.position);
    } else
      candidates.set(at, {
        name,
        aliases: [],
        category: 'hard-skill',
        caseSensitive: false,
        weights: [source.weight],
        first: source.position,
        factor: RANKING.phraseFactor,
        source: 'list',
      });
  };
  /**
   * Refusals shared by a list item and a requirement word's object: a generic head ("post-
   * qualification", "ordering system") names no term, nor does a setting, the employer, a term
   * already named, the job title or noise.
   */
  const refused = (name: string, key: string) =>
    GENERIC_WORDS.has(key.split(' ').at(-1)!) ||
    namesSetting(name) ||
    key.split(' ').some((w) => companyTokens.includes(w)) ||
    named.has(key) ||
    // The letters and number of a dotted code already named ("ASME B31" of "ASME B31.3").
    [...named].some((n) => n.startsWith(`${key}.`)) ||
    title.includes(` ${key} `) ||
    isNoise(name);
  const consider = (item: string, source: PhraseSource) => {
    const words = item.split(' ');
    // A generic noun in front ("quality indicators", "staff rostering") is half of a
    // compound, not a frame: what is left of it alone names nothing the posting wrote.
    let compound = false;
    while (
      words.length > 1 &&
      (PHRASE_MODIFIERS.has(keyOf(words[0]!)) || GENERIC_WORDS.has(keyOf(words[0]!)))
    ) {
      compound = !PHRASE_MODIFIERS.has(keyOf(words[0]!));
      words.shift();
    }
    if (compound && words.length === 1) return;
    const name = words.join(' ');
    const key = keyOf(name);
    const nounish =
      nounPhrases.has(key) ||
      (/^[a-z]{3,}ing$/.test(words[0]!) &&
        (words.length === 1 || nounPhrases.has(keyOf(words.slice(1).join(' ')))));
    if (!nounish || !isLowerItem(name) || refused(name, key)) return;
    add(name, source);
  };
  const knownInside = (key: string) =>
    [...known].some((k) => k && k !== key && ` ${key} `.includes(` ${k} `));
  /**
   * The object of a requirement word, as a term: its frame words trimmed ("structured sales
   * methodologies", "trust accounting requirements", "gradient boosting libraries"). A verb
   * with its object ("managing social media channels") is a task, and an object holding a
   * known term would make that term a piece of it, so neither is taken.
   */
  const considerObject = (item: string, source: PhraseSource) => {
    const words = item.split(' ');
    while (words.length > 1 && PHRASE_MODIFIERS.has(keyOf(words[0]!))) words.shift();
    while (words.length > 1 && OBJECT_TAIL.test(words.at(-1)!)) words.pop();
    if (/^[a-z]{3,}ing$/.test(words[0]!) && words.length > 2) return;
    const name = words.join(' ');
    const key = keyOf(name);
    if (
      !/^[A-Za-z][\w+#.-]*(?: [A-Za-z0-9][\w+#.-]*){0,3}$/.test(name) ||
      words.every(
        (w) => GENERIC_WORDS.has(normalizeWord(w)) || PHRASE_MODIFIERS.has(normalizeWord(w)),
      ) ||
      knownInside(key) ||
      refused(name, key)
    )
      return;
    add(name, source);
  };
  for (const source of sources) {
    for (const items of listItems(source.text)) {
      if (!items.some(isKnown)) continue;
      for (const item of items) if (!isKnown(item)) consider(item, source);
    }
    // A requirement word's lone object ("experience in unit testing") is asked for as
    // plainly as a list item beside a known term.
    for (const item of requirementObjects(source.text))
      if (!isKnown(item)) considerObject(item, source);
  }
}

export interface LocalEngineOptions {
  lexicon?: Lexicon;
  /** Extract key phrases beyond the lexicon (default true). */
  keyPhrases?: boolean;
}

/** A keyword the engine found, with what it knows about it and how sure it is. */
interface RankedKeyword {
  keyword: TargetKeyword;
  evidence: CandidateEvidence;
  context: EvidenceContext;
  confidence: number;
}

export interface LocalEngine extends KeywordEngine {
  /** Every candidate, most important first, before the confidence cut. */
  rank(request: GenerateKeywordsRequest): Promise<RankedKeyword[]>;
}

export function createLocalEngine(options: LocalEngineOptions = {}): LocalEngine {
  const lexicon = options.lexicon ?? loadLexicon();
  const usePhrases = options.keyPhrases ?? true;

  return {
    name: 'local',
    async analyze(request: GenerateKeywordsRequest): Promise<TargetKeyword[]> {
      const ranked = await this.rank(request);
      const kept = ranked.filter((r) => r.confidence >= CONFIDENCE.threshold);
      const top = kept[0]?.keyword.weight ?? 1;
      return kept.map((r) => ({
        ...r.keyword,
        weight: Math.round((r.keyword.weight / top) * 100) / 100,
      }));
    },
    async rank(request: GenerateKeywordsRequest): Promise<RankedKeyword[]> {
      const text = request.jobDescription;
      const length = Math.max(1, text.length);
      const candidates = new Map<string, Candidate>();
      const companyKey = keyOf(request.company);
      const companyTokens = companyKey ? companyKey.split(' ') : [];

      const addEntry = (
        entry: LexiconEntry,
        weight: number,
        position: number,
        surface?: string,
      ) => {
        const key = `lex:${entry.id}`;
        let known = candidates.get(key);
        if (known) {
          known.weights.push(weight);
          known.first = Math.min(known.first, position);
        } else {
          known = {
            name: entry.name,
            aliases: entry.aliases,
            category: entry.category,
            caseSensitive: entry.caseSensitive,
            weights: [weight],
            first: position,
            factor: RANKING.categoryFactor[entry.category],
            surfaces: new Map(),
            mentions: [],
            field: entry.field,
            source: 'lexicon',
          };
          candidates.set(key, known);
        }
        if (surface) {
          known.surfaces?.set(surface, (known.surfaces.get(surface) ?? 0) + 1);
          known.mentions?.push({ surface, weight, position });
        }
      };

      const lowerWords = new Set(text.match(/\b[a-z]{4,}\b/g));
      /** Segments that may hold lists, for items written beside a known term. */
      const listed: PhraseSource[] = [];
      /** Numbered standards found ("FRS 102"): their letters alone ("FRS") are no keyword. */
      const codeKeys: string[] = [];
      const sources: PhraseSource[] = [];
      /** Segments with lexicon terms left in, for compounds around them. */
      const whole: PhraseSource[] = [];
      const segments = segmentPosting(text);
      for (const segment of segments) {
        const weight = SECTION_WEIGHTS[segment.kind];
        if (weight <= 0) continue;
        const position = segment.offset / length;
        const tokens = tokenize(segment.text);
        const masked = maskCompany(tokens, companyTokens);
        // Letters that start a hyphenated code ("R" of "R-410A"), end a bracketed one ("R" of
        // "IR(ME)R"), name a licence's class ("C" of "C class driver licence"), a grade ("4/C")
        // or a level ("CPR Level C"), or start a hyphenated word ("C-suite", "C-check") are no
        // lexicon term.
        const hits = findTerms(lexicon, masked).filter(
          (hit) =>
            hit.end - hit.start > 1 ||
            (gluedCodeEnd(segment.text, tokens, hit.start) === hit.start &&
              segment.text[tokens[hit.start]!.start - 1] !== ')' &&
              !/^class$/i.test(tokens[hit.end]?.raw ?? '') &&
              !isLevelLetters(tokens, hit.start) &&
              !letterInWord(segment.text, tokens[hit.start]!)),
        );
        for (const hit of hits)
          addEntry(
            hit.entry,
            weight,
            position,
            segment.text.slice(
              tokens[
                /licen[cs]e/i.test(hit.entry.name) ? fromLicenceClass(tokens, hit.start) : hit.start
              ]!.start,
              tokens[
                throughPartNumbers(
                  segment.text,
                  tokens,
                  throughLevel(
                    tokens,
                    throughNumberedPart(tokens, throughRuleHead(tokens, hit.start, hit.end)),
                  ),
                ) - 1
              ]!.end,
            ),
          );
        const taken = new Set<number>();
        for (const hit of hits) for (let k = hit.start; k < hit.end; k++) taken.add(k);
        masked.forEach((t, k) => {
          if (t.norm === CUT) taken.add(k);
        });
        if (segment.kind !== 'about') {
          for (const term of findTechnicalTerms(
            segment.text,
            masked,
            segment.kind,
            taken,
            lowerWords,
          )) {
            if (term.kind === 'code') codeKeys.push(` ${keyOf(term.text)} `);
            const key = `phrase:${keyOf(term.text)}`;
            const known = candidates.get(key);
            if (known) {
              known.weights.push(weight);
              known.first = Math.min(known.first, position);
            } else
              candidates.set(key, {
                name: term.text,
                aliases: [],
                category: 'hard-skill',
                caseSensitive: false,
                weights: [weight],
                first: position,
                factor: RANKING.technicalFactor,
                source: 'shape',
              });
          }
        }
        // The phrase extractor sees the text with lexicon terms and the company's name cut
        // out, so it neither finds them again nor splits them into pieces ("CI", "TCP").
        if (segment.kind !== 'about')
          sources.push({ text: cutOut(segment.text, masked, hits), weight, position });
        if (segment.kind === 'requirements') listed.push({ text: segment.text, weight, position });
        if (segment.kind !== 'about' && hits.length > 0)
          whole.push({ text: cutOut(segment.text, masked, []), weight, position });
      }
      const occupation = occupationOf(request.jobTitle);
      if (occupation) {
        // The occupation is a keyword when the posting asks for it ("registered as a
        // physiotherapist", "experience as a Site Engineer"), in the posting's own letters.
        const pattern = new RegExp(
          `(?<![\\w])${occupation.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}(?![\\w])`,
          'i',
        );
        const asked = segments.filter(
          (segment) => segment.kind === 'requirements' && pattern.test(segment.text),
        );
        const first = asked[0] && pattern.exec(asked[0].text);
        if (first && !isNoise(first[0]) && keyOf(first[0]) !== companyKey)
          candidates.set(`title:${keyOf(first[0])}`, {
            name: first[0],
            aliases: [],
            category: 'hard-skill',
            caseSensitive: false,
            weights: asked.map(() => SECTION_WEIGHTS.requirements),
            first: asked[0]!.offset / length,
            factor: 1,
            source: 'title',
          });
      }
      for (const hit of findTerms(lexicon, tokenize(request.jobTitle))) {
        // A skill the title names ("Senior Python Developer") counts once more, when the
        // posting asks for it too.
        if (candidates.has(`lex:${hit.entry.id}`)) addEntry(hit.entry, RANKING.titleWeight, 0);
      }

      let nounPhrases: Set<string> | undefined;
      if (usePhrases) {
        // The job title itself ("Sous Chef") is not one of its keywords.
        const title = ` ${keyOf(request.jobTitle)} `;
        const excluded = new Set(companyTokens);
        nounPhrases = new Set<string>();
        const phrases = [
          ...(await extractKeyPhrases(sources, lexicon, excluded, 'beyond', nounPhrases)).values(),
          ...(await extractKeyPhrases(whole, lexicon, excluded, 'around')).values(),
        ];
        for (const phrase of phrases) {
          // An acronym or code found by its shape already holds these mentions.
          if (
            title.includes(` ${phrase.key} `) ||
            namesSetting(phrase.text) ||
            candidates.has(`phrase:${phrase.key}`) ||
            isShoutedOrFiller(phrase.text, lowerWords) ||
            // …or its letters and the number before a dot ("ASME B31" of "ASME B31.3").
            codeKeys.some(
              (code) => code.includes(` ${phrase.key} `) || code.includes(` ${phrase.key}.`),
            )
          )
            continue;
          candidates.set(`phrase:${phrase.key}`, {
            name: phrase.text,
            aliases: [],
            category: 'hard-skill',
            caseSensitive: false,
            weights: phrase.weights,
            first: phrase.first,
            factor: RANKING.phraseFactor,
            phrase: true,
            source: 'phrase',
          });
        }
      }

      if (nounPhrases)
        addListedItems(listed, candidates, nounPhrases, request.jobTitle, companyTokens);

      const shaped = withYearlessFolded([...candidates.values()].flatMap(splitCandidate))
        // Lexicon terms are curated ("Phoenix Framework" is no place); phrases are checked.
        .filter(
          (c) => !(!c.surfaces && isNoise(c.name)) && (!companyKey || keyOf(c.name) !== companyKey),
        )
        .map((c) => ({ c, s: score(c), words: inPostingsWords(c) }))
        .filter(({ c, s }) => s >= (c.phrase ? RANKING.minPhraseScore : RANKING.minScore))
        // "TIA" of "TIA Portal": the posting names the whole, not the piece; "DACH" of "the
        // DACH region" names a place.
        .filter(({ c }) => c.source === 'title' || !standsInsideOther(text, c));
      pairAcronyms(text, shaped);
      // The posting's field: how much its unambiguous lexicon terms weigh in each field.
      const fieldWeights = new Map<string, number>();
      for (const { c, s, words } of shaped) {
        if (!c.field || c.category === 'soft-skill' || chooseSense(keyOf(words.name), new Map()))
          continue;
        fieldWeights.set(c.field, (fieldWeights.get(c.field) ?? 0) + s);
      }
      const ranked = shaped
        .flatMap((candidate) => {
          const choice = chooseSense(keyOf(candidate.words.name), fieldWeights, text);
          if (!choice) return [candidate];
          if (!choice.keep) return [];
          if (!choice.meaning) return [candidate];
          // The field's sense replaces the lexicon's: "ECS" for an electrician is not Amazon ECS.
          const aliases = [choice.meaning, ...(candidate.c.surfaces?.keys() ?? [])].filter(
            (a) => keyOf(a) !== keyOf(candidate.words.name),
          );
          return [{ ...candidate, words: { ...candidate.words, aliases: [...new Set(aliases)] } }];
        })
        // Every keyword, most important first: a long posting's requirements outnumber any
        // fixed cap, and the builder shows them in this order.
        .sort((a, b) => b.s - a.s || a.c.first - b.c.first);
      // One keyword per spelling: the builder lists them by name.
      const named = new Set<string>();
      const unique = ranked.filter(({ words }) => {
        const key = keyOf(words.name);
        if (named.has(key)) return false;
        named.add(key);
        return true;
      });
      const titleWords = new Set(keyOf(request.jobTitle).split(' ').filter(Boolean));
      const evidenceOf = ({ c, words }: (typeof unique)[number]): CandidateEvidence => ({
        name: words.name,
        source: c.source,
        category: c.category,
        weights: c.weights,
        first: c.first,
        asked: isAskedFor(text, [words.name, ...(c.surfaces?.keys() ?? [])]),
      });
      const answered = withoutAcronymPieces(text, unique, titleWords, evidenceOf);
      const top = answered[0]?.s ?? 1;
      const context: EvidenceContext = {
        titleWords,
        keys: answered.map(({ words }) => keyOf(words.name)),
        priors: committedPriors(),
      };
      return answered.map((candidate) => {
        const { c, s, words } = candidate;
        const evidence = evidenceOf(candidate);
        return {
          keyword: {
            ...words,
            category: c.category,
            weight: s / top,
            importance: importanceOf(c.weights),
          },
          evidence,
          context,
          confidence: confidence(evidence, context),
        };
      });
    },
  };
}
