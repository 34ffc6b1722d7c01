import fs from 'node:fs';
import path from 'node:path';
import type { KeywordCategory } from '#shared/ats-keywords/ats-keywords.schema.ts';
import { tokenize, type Token } from '#shared/ats-keywords/tokens.ts';

/**
 * The curated skills lexicon: text files in ./lexicon, one canonical term a line with its
 * aliases, under `@category` lines:
 *
 *   @tool
 *   JavaScript | JS | ECMAScript
 *   =Go | Golang          (a leading "=" makes that spelling case-sensitive)
 *
 * Parsed once at start into an index by first token, so finding every term in a posting
 * is one pass with longest match.
 */

export interface LexiconEntry {
  id: number;
  name: string;
  aliases: string[];
  category: KeywordCategory;
  /** The canonical name itself only matches with its exact letter case. */
  caseSensitive: boolean;
  /** The field the term belongs to: its lexicon file's name ("software", "healthcare"). */
  field: string;
}

interface Pattern {
  norms: string[];
  /** Raw tokens when this spelling is case-sensitive. */
  raws: string[] | undefined;
  /**
   * The spelling is one word in capitals ("PLC", "HR"): a word written with one capital and
   * then lower case ("Plc" of a company's name, "Hr" of hours) is another word.
   */
  acronym: boolean;
  entry: number;
}

const ACRONYM_SPELLING = /^[A-Z][A-Z0-9&]*[A-Z0-9]s?$/;
const TITLE_CASE_WORD = /^[A-Z][a-z]+$/;

export interface Lexicon {
  entries: LexiconEntry[];
  /** Patterns by their first normalized token, longest first. */
  byFirst: Map<string, Pattern[]>;
  /** Entry id by the normalized key of any spelling. */
  byKey: Map<string, number>;
  /** Keys that appear under more than one entry (a lexicon defect; the lexicon test lists them). */
  duplicates: string[];
}

const CATEGORY_BY_TAG: Record<string, KeywordCategory> = {
  hard: 'hard-skill',
  tool: 'tool',
  cert: 'certification',
  soft: 'soft-skill',
};

const LEXICON_DIR = path.join(import.meta.dirname, 'lexicon');

export function parseLexicon(sources: readonly { name: string; text: string }[]): Lexicon {
  const entries: LexiconEntry[] = [];
  const byFirst = new Map<string, Pattern[]>();
  const byKey = new Map<string, number>();
  const duplicates: string[] = [];
  for (const source of sources) {
    let category: KeywordCategory | undefined;
    for (const [lineNo, rawLine] of source.text.split('\n').entries()) {
      const line = rawLine.trim();
      if (!line || line.startsWith('#')) continue;
      if (line.startsWith('@')) {
        category = CATEGORY_BY_TAG[line.slice(1).trim()];
        if (!category) throw new Error(`${source.name}:${lineNo + 1}: unknown category ${line}`);
        continue;
      }
      if (!category) throw new Error(`${source.name}:${lineNo + 1}: a term before any @category`);
      const spellings = line
        .split('|')
        .map((s) => s.trim())
        .filter(Boolean);
      const id = entries.length;
      const clean = spellings.map((s) => s.replace(/^=/, ''));
      entries.push({
        id,
        name: clean[0]!,
        aliases: clean.slice(1),
        category,
        caseSensitive: spellings[0]!.startsWith('='),
        field: source.name.replace(/\.txt$/, ''),
      });
      for (const spelling of spellings) {
        const caseSensitive = spelling.startsWith('=');
        const tokens = tokenize(spelling.replace(/^=/, ''));
        if (tokens.length === 0) continue;
        const norms = tokens.map((t) => t.norm);
        const key = norms.join(' ');
        const known = byKey.get(key);
        if (known !== undefined && known !== id) {
          duplicates.push(`${key} (${entries[known]!.name} / ${clean[0]})`);
          continue;
        }
        byKey.set(key, id);
        const list = byFirst.get(norms[0]!) ?? [];
        list.push({
          norms,
          raws: caseSensitive ? tokens.map((t) => t.raw) : undefined,
          acronym: tokens.length === 1 && ACRONYM_SPELLING.test(tokens[0]!.raw),
          entry: id,
        });
        byFirst.set(norms[0]!, list);
      }
    }
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.norms.length - a.norms.length);
  return { entries, byFirst, byKey, duplicates };
}

function readLexicon(dir: string): Lexicon {
  const sources = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((name) => ({ name, text: fs.readFileSync(path.join(dir, name), 'utf8') }));
  return parseLexicon(sources);
}

/** A lexicon read and parsed the first time any of its parts is used. */
export function parsedOnFirstUse(read: () => Lexicon): Lexicon {
  let parsed: Lexicon | undefined;
  const lexicon = () => (parsed ??= read());
  return {
    get entries() {
      return lexicon().entries;
    },
    get byFirst() {
      return lexicon().byFirst;
    },
    get byKey() {
      return lexicon().byKey;
    },
    get duplicates() {
      return lexicon().duplicates;
    },
  };
}

/**
 * The repository's lexicon, one per process. Parsing its files takes over 100 ms, so the
 * engines the server builds at start hold it unparsed; the first request that looks a term
 * up, or `warmUpLexicon` shortly after start, parses it.
 */
const repositoryLexicon = parsedOnFirstUse(() => readLexicon(LEXICON_DIR));

/** The repository's lexicon, or the lexicon in `dir`, read at once. */
export function loadLexicon(dir: string = LEXICON_DIR): Lexicon {
  return dir === LEXICON_DIR ? repositoryLexicon : readLexicon(dir);
}

/** Parses the repository's lexicon now, off the start-up path (warm-up.ts). */
export function warmUpLexicon(): number {
  return repositoryLexicon.entries.length;
}

export interface TermHit {
  entry: LexiconEntry;
  /** Token indexes [start, end). */
  start: number;
  end: number;
}

/** Every lexicon term in `tokens`, longest match first, never across punctuation. */
export function findTerms(lexicon: Lexicon, tokens: readonly Token[]): TermHit[] {
  const hits: TermHit[] = [];
  // Read once: the repository's lexicon reaches its parts through first-use getters.
  const { byFirst, entries } = lexicon;
  let i = 0;
  while (i < tokens.length) {
    const candidates = byFirst.get(tokens[i]!.norm);
    let matched: Pattern | undefined;
    if (candidates) {
      for (const pattern of candidates) {
        if (fits(pattern, tokens, i)) {
          matched = pattern;
          break;
        }
      }
    }
    if (matched) {
      hits.push({
        entry: entries[matched.entry]!,
        start: i,
        end: i + matched.norms.length,
      });
      i += matched.norms.length;
    } else {
      i += 1;
    }
  }
  return hits;
}

function fits(pattern: Pattern, tokens: readonly Token[], at: number): boolean {
  if (at + pattern.norms.length > tokens.length) return false;
  for (let k = 0; k < pattern.norms.length; k++) {
    const token = tokens[at + k]!;
    if (k > 0 && token.breakBefore) return false;
    if (token.norm !== pattern.norms[k]) return false;
    if (pattern.raws && token.raw !== pattern.raws[k]) return false;
    if (pattern.acronym && TITLE_CASE_WORD.test(token.raw)) return false;
  }
  return true;
}

/** The entry a term names, by any of its spellings (case-insensitive). */
export function lookupTerm(lexicon: Lexicon, term: string): LexiconEntry | undefined {
  const key = tokenize(term)
    .map((t) => t.norm)
    .join(' ');
  const id = lexicon.byKey.get(key);
  return id === undefined ? undefined : lexicon.entries[id];
}
