/**
 * One tokenizer for every keyword comparison (the server's engine, the target-job match
 * score and the ATS check), so "REST APIs" in a posting and "REST API" in a resume meet.
 *
 * A token keeps the characters skill names are made of: "C++", "C#", ".NET", "Node.js",
 * "R&D", "P&L". Hyphens and slashes split ("front-end" = "front end", "CI/CD" = "CI CD"),
 * so both spellings compare equal. Other punctuation ends a phrase: a multi-word term never
 * spans a comma, a full stop or a line break.
 */
export interface Token {
  /** As written (diacritics removed), for case-sensitive terms such as "Go" or "R". */
  raw: string;
  /** Lower case, possessive and plural folded: the comparison key. */
  norm: string;
  start: number;
  end: number;
  /** Punctuation other than spaces, hyphens or slashes lies between this token and the previous one. */
  breakBefore: boolean;
}

// Letters are Latin (with accents), Greek and Cyrillic: explicit ranges, because a
// regular expression with Unicode property classes is slow to compile and to run.
const W = 'A-Za-z0-9\\u00C0-\\u024F\\u0370-\\u03FF\\u0400-\\u04FF';
const TOKEN_RE = new RegExp(`(?:\\.(?=[${W}]))?[${W}](?:[${W}]|[.&'’](?=[${W}]))*[+#]*`, 'g');
const SOFT_GAP_RE = /^[ \t\-–/]*$/;

const NON_ASCII = /[\u0080-\uffff]/;
const MARKS = /[\u0300-\u036f]/g;

function stripMarks(value: string): string {
  return NON_ASCII.test(value) ? value.normalize('NFKD').replace(MARKS, '') : value;
}

/** Lower case, no possessive, a light plural fold ("APIs" → "api", "technologies" → "technology"). */
export function normalizeWord(word: string): string {
  let w = stripMarks(word).toLowerCase().replace(/’/g, "'");
  if (w.endsWith("'s")) w = w.slice(0, -2);
  // Acronyms keep their "S" ("SSRS" is not "SSR"); so do words like "canvas" ≠ "Canva".
  if (/^[A-Z0-9]+S$/.test(word)) return w;
  // "APIs", "KPIs", "SOPs": an acronym's plural.
  if (/^[A-Z0-9]{2,}s$/.test(word)) return w.slice(0, -1);
  if (w.length > 4 && /^[a-z]+ies$/.test(w)) return `${w.slice(0, -3)}y`;
  if (w.length > 3 && /^[a-z]+s$/.test(w) && !/(ss|us|is|os|as)$/.test(w)) return w.slice(0, -1);
  return w;
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN_RE)) {
    const start = match.index;
    const raw = match[0];
    const gap = text.slice(last, start);
    tokens.push({
      raw: stripMarks(raw),
      norm: normalizeWord(raw),
      start,
      end: start + raw.length,
      breakBefore: tokens.length === 0 || !SOFT_GAP_RE.test(gap),
    });
    last = start + raw.length;
  }
  return tokens;
}

/** The comparison key of a term: its normalized tokens joined by single spaces. */
export function termKey(term: string): string {
  return tokenize(term)
    .map((t) => t.norm)
    .join(' ');
}

/**
 * A text prepared for repeated whole-word lookups: `has(" rest api ")` on the joined keys
 * is a word-boundary-aware search, because every token is padded by spaces. Phrase
 * breaks are kept as "|" so "Java, Script" never reads as "Java Script".
 */
export interface PreparedText {
  /** " tok tok | tok " in normalized form. */
  norm: string;
  /** The same with raw tokens, for case-sensitive terms. */
  raw: string;
}

export function prepareText(text: string): PreparedText {
  const norm: string[] = [];
  const raw: string[] = [];
  for (const token of tokenize(text)) {
    if (token.breakBefore && norm.length > 0) {
      norm.push('|');
      raw.push('|');
    }
    norm.push(token.norm);
    raw.push(token.raw);
  }
  return { norm: ` ${norm.join(' ')} `, raw: ` ${raw.join(' ')} ` };
}

/** A term as it is looked up: its key, and whether case matters ("Go", "R"). */
export interface TermPattern {
  key: string;
  caseSensitive: boolean;
}

export function termPattern(term: string, caseSensitive = false): TermPattern {
  const tokens = tokenize(term);
  return {
    key: ` ${tokens.map((t) => (caseSensitive ? t.raw : t.norm)).join(' ')} `,
    caseSensitive,
  };
}

export function containsTerm(text: PreparedText, pattern: TermPattern): boolean {
  if (pattern.key.trim() === '') return false;
  return (pattern.caseSensitive ? text.raw : text.norm).includes(pattern.key);
}
