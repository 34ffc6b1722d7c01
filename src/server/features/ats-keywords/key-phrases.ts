import { tokenize } from '#shared/ats-keywords/tokens.ts';
import {
  BOILERPLATE_PHRASES,
  GENERIC_WORDS,
  PHRASE_MODIFIERS,
  PLACE_AND_DATE_WORDS,
} from './background.ts';
import { findTerms, type Lexicon } from './lexicon.ts';

/**
 * Key phrases for terms the lexicon lacks ("payment reconciliation", "wound care
 * protocols"): noun phrases from wink-nlp's part-of-speech tags, kept only when their
 * words are specific, i.e. not the generic language every job ad shares (background.ts).
 *
 * wink-nlp and its English model cost ~200 ms and ~60 MB to load, so they load on first
 * use (or from `warmUpKeyPhrases` after the server starts), never on the start-up path.
 */

import type { ItemSentence, WinkMethods } from 'wink-nlp';

let nlpPromise: Promise<WinkMethods> | undefined;

function loadNlp(): Promise<WinkMethods> {
  nlpPromise ??= (async () => {
    const [{ default: winkNLP }, { default: model }] = await Promise.all([
      import('wink-nlp'),
      import('wink-eng-lite-web-model'),
    ]);
    return winkNLP(model, ['sbd', 'pos']);
  })();
  return nlpPromise;
}

export function warmUpKeyPhrases(): Promise<unknown> {
  return loadNlp();
}

export interface PhraseSource {
  text: string;
  weight: number;
  /** 0 at the posting's start, 1 at its end. */
  position: number;
}

export interface PhraseCandidate {
  key: string;
  text: string;
  weights: number[];
  first: number;
}

const CHUNK_POS = new Set(['ADJ', 'NOUN', 'PROPN']);
const HEAD_POS = new Set(['NOUN', 'PROPN']);
const MAX_WORDS = 4;
const boilerplateKeys = new Set(BOILERPLATE_PHRASES.map((p) => keyOf(p)));

function keyOf(text: string): string {
  return tokenize(text)
    .map((t) => t.norm)
    .join(' ');
}

interface Word {
  value: string;
  pos: string;
  /** Index in its sentence (a capital at 0 says nothing). */
  index: number;
  /** Written without a space before it ("Com" of "B.Com", "D" of "3D"). */
  glued?: boolean;
}

/**
 * Words after an acronym that frame it rather than name something more ("GST compliance",
 * "CSCS card", "NECO examinations"): the guideline keeps the acronym alone.
 */
const NAME_FRAMES =
  /^(?:compliances?|certifications?|certificates?|examinations?|exams?|software|cards?|training|registration|licen[cs]es?|guidance|principles?|architecture)$/;

/**
 * Lower-case nouns that name the kind of thing a phrase ends with, not the thing: a package,
 * a method, a technique, a programme, a rule, a workflow, a channel, a designation. An ATS
 * matches the thing's own words.
 */
const KIND_WORDS =
  /^(?:packages?|methods?|designations?|channels?|portals?|tools?|solutions?|provisions?|techniques?|programmes?|rules?|accreditations?|workflows?|petitions?)$/;

/**
 * Nouns that end a phrase by saying how a thing is learnt, held or applied, not what it is
 * ("asthma management training", "saltmarsh ecology qualification", "mandatory reporting
 * obligations", "BCA submission procedures"). They go only when two words stay: "surgical
 * procedures" is the thing itself.
 */
const FRAME_HEADS =
  /^(?:training|obligations?|principles?|procedures?|schemes?|courses?|qualifications?|process(?:es)?|trade)$/;

/**
 * Generic nouns that make a field's name with the specific noun after them: "process safety",
 * "unit operations", "customer service", "quality control". Before a generic word they frame
 * it as any other generic word does ("team player" is nothing).
 */
const COMPOUND_LEADS = new Set(
  'account business change client customer field practice process program project quality resource risk service standard support system team tool unit'.split(
    ' ',
  ),
);

function leadsCompound(words: readonly Word[]): boolean {
  const [first, next] = words;
  return (
    first !== undefined &&
    next !== undefined &&
    next.value !== '-' &&
    /^[a-z]/.test(first.value) &&
    COMPOUND_LEADS.has(keyOf(first.value)) &&
    !GENERIC_WORDS.has(keyOf(next.value))
  );
}

/** A token glued to this side of a phrase makes the phrase half of a longer word ("3D", "A/B"). */
const WORDLIKE = /^[\p{L}\p{N}/]/u;

/** Noun-phrase chunks: runs of adjectives and nouns ending in a noun, hyphens kept. */
function chunks(values: string[], tags: string[], spaces: string[]): Word[][] {
  const out: Word[][] = [];
  let current: Word[] = [];
  const flush = () => {
    while (current.length > 0 && !HEAD_POS.has(current.at(-1)!.pos)) current.pop();
    const first = current[0];
    const last = current.at(-1);
    // Half of a hyphenated compound ("on-call rotation" → "call rotation") is not a phrase.
    const before = first ? values[first.index - 1] : undefined;
    const after = last ? values[last.index + 1] : undefined;
    const cutCompound =
      first &&
      last &&
      (before === '-' ||
        after === '-' ||
        (first.glued && before !== undefined && WORDLIKE.test(before)) ||
        (spaces[last.index + 1] === '' && after !== undefined && WORDLIKE.test(after)));
    if (current.length > 0 && !cutCompound) out.push(current);
    current = [];
  };
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    const pos = tags[i]!;
    const next = tags[i + 1];
    const glued = i > 0 && spaces[i] === '';
    if (CHUNK_POS.has(pos)) current.push({ value, pos, index: i, glued });
    else if (value === '-' && current.length > 0 && next && CHUNK_POS.has(next))
      current.push({ value, pos, index: i });
    // Participles before a noun modify it: "distributed systems", "automated tests".
    else if (pos === 'VERB' && /ed$/i.test(value) && next && HEAD_POS.has(next))
      current.push({ value, pos: 'ADJ', index: i });
    // A gerund that ends a noun's phrase names an activity: "menu costing", "regression
    // modelling"; one followed by more words ("experience managing budgets") is a verb.
    else if (
      pos === 'VERB' &&
      /[a-z]{3}ing$/.test(value) &&
      HEAD_POS.has(current.at(-1)?.pos ?? '') &&
      (!next || !CHUNK_POS.has(next)) &&
      !['DET', 'PRON', 'ADV', 'VERB', 'AUX', 'NUM'].includes(next ?? '')
    )
      current.push({ value, pos: 'NOUN', index: i });
    else flush();
  }
  flush();
  return out;
}

function join(words: Word[]): string {
  let text = '';
  for (const [i, w] of words.entries()) {
    if (i === 0 || w.glued || w.value === '-' || words[i - 1]!.value === '-') text += w.value;
    else text += ` ${w.value}`;
  }
  return text;
}

/** Sentence case, keeping acronyms and proper names as written. */
function surface(words: Word[]): string {
  const shaped = words.map((w) =>
    w.pos !== 'PROPN' && /^[A-Z][a-z]+$/.test(w.value) ? { ...w, value: w.value.toLowerCase() } : w,
  );
  const text = join(shaped);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * What the extractor looks for: phrases `beyond` the lexicon (holding none of its terms), or
 * lower-case compounds `around` a lexicon term ("hydraulic design", "hospital pharmacy", "ECG
 * monitoring" is not lower case): a field's word the lexicon knows, made specific by the
 * posting's own noun before or after it.
 */
export type PhraseMode = 'beyond' | 'around';

function acceptable(
  words: Word[],
  lexicon: Lexicon,
  excluded: Set<string>,
  mode: PhraseMode = 'beyond',
): boolean {
  const content = words.filter((w) => w.value !== '-');
  if (mode === 'around') {
    if (content.length < 2 || content.length > 3) return false;
    if (!content.every((w) => /^[a-z][a-z]+$/.test(w.value))) return false;
  }
  if (content.length === 0 || content.length > MAX_WORDS) return false;
  const norms = content.map((w) => keyOf(w.value));
  // A word of the company's name stands for the company only where it is written as a name:
  // "hospital pharmacy" is a skill at "Ikenna Memorial Hospital", "Ikenna pharmacy" is not.
  if (
    norms.some(
      (n, i) =>
        !n ||
        /^\d/.test(n) ||
        PLACE_AND_DATE_WORDS.has(n) ||
        (excluded.has(n) && !/^[a-z]/.test(content[i]!.value)),
    )
  )
    return false;
  if (GENERIC_WORDS.has(norms.at(-1)!)) return false;
  const specific = norms.filter((n) => !GENERIC_WORDS.has(n)).length;
  if (specific / norms.length < 0.5) return false;
  if (content.length === 1) {
    // A lone word only when it is a name or an acronym the lexicon does not know ("Procore").
    const w = content[0]!;
    // Names: product-like spellings only ("Procore", "HealthKit", "Ahrefs" are in the
    // lexicon; "Head" of "Head Chef" is not a name).
    const isName = w.pos === 'PROPN' && w.index > 0 && /^[A-Z][a-z]+[A-Z0-9]\w*$/.test(w.value);
    const isAcronym = /^[A-Z][A-Z0-9]{1,5}$/.test(w.value);
    if (!isName && !isAcronym) return false;
  }
  const key = norms.join(' ');
  if (boilerplateKeys.has(key)) return false;
  const hits = findTerms(lexicon, tokenize(join(words)));
  // Beyond: anything holding a lexicon term is covered by the lexicon already. Around: a
  // term with more words than the lexicon's, never the term alone.
  if (mode === 'beyond') return hits.length === 0;
  return hits.length > 0 && hits.every((h) => h.end - h.start < content.length);
}

export async function extractKeyPhrases(
  sources: readonly PhraseSource[],
  lexicon: Lexicon,
  /** Normalized words that never start a phrase of their own (the company's name). */
  excluded: Set<string>,
  mode: PhraseMode = 'beyond',
  /** Filled with the key of every noun phrase read, accepted or not (enumerations.ts). */
  nounPhrases?: Set<string>,
): Promise<Map<string, PhraseCandidate>> {
  const nlp = await loadNlp();
  const its = nlp.its;
  const found = new Map<string, PhraseCandidate>();
  for (const source of sources) {
    if (source.weight <= 0) continue;
    const doc = nlp.readDoc(source.text);
    doc.sentences().each((sentence: ItemSentence) => {
      const values = sentence.tokens().out(its.value) as string[];
      const tags = sentence.tokens().out(its.pos) as string[];
      const spaces = sentence.tokens().out(its.precedingSpaces) as string[];
      for (let words of chunks(values, tags, spaces)) {
        // A modifier hyphenated to the next word is half of one word: "high-complexity
        // testing" keeps its "high"; a compound alone ("high-volume") is no name.
        while (
          words.length > 1 &&
          !(words[1]!.value === '-' && words.length > 3) &&
          (PHRASE_MODIFIERS.has(keyOf(words[0]!.value)) ||
            (GENERIC_WORDS.has(keyOf(words[0]!.value)) && !leadsCompound(words)))
        )
          words = words.slice(1);
        if (words[0]?.value === '-') words = words.slice(1);
        // "hydraulic modelling package", "causal inference methods": the last word says what
        // kind of thing the rest is; the rest names it.
        while (words.length > 1 && KIND_WORDS.test(words.at(-1)!.value)) words = words.slice(0, -1);
        if (
          words.length > 2 &&
          FRAME_HEADS.test(words.at(-1)!.value) &&
          words.at(-2)!.value !== '-'
        )
          words = words.slice(0, -1);
        // "GST compliance", "NECO examinations", "CSCS card": an acronym and the words that only
        // frame it name the acronym's thing; the acronym is the keyword.
        if (
          words.length > 1 &&
          /^[A-Z][A-Z0-9]{1,5}$/.test(words[0]!.value) &&
          words.slice(1).every((w) => NAME_FRAMES.test(w.value))
        )
          words = words.slice(0, 1);
        nounPhrases?.add(keyOf(join(words)));
        if (!acceptable(words, lexicon, excluded, mode)) continue;
        const key = keyOf(join(words));
        const known = found.get(key);
        if (known) known.weights.push(source.weight);
        else
          found.set(key, {
            key,
            text: surface(words),
            weights: [source.weight],
            first: source.position,
          });
      }
    });
  }
  return found;
}
