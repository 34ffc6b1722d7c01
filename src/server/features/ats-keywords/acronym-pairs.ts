/**
 * "Teachers Registration Council of Nigeria (TRCN)", "Basic Life Support (BLS)": a posting
 * that spells out an acronym names one thing twice. The pair becomes one keyword, written
 * in the form the posting uses more often (the acronym on a tie), the other form its alias.
 */

export interface AcronymPair {
  acronym: string;
  expansion: string;
}

const SMALL_WORDS = new Set(['of', 'and', 'for', 'the', 'in', 'on', '&', 'to']);
/**
 * Words, then an acronym in brackets. The words may be in lower case ("standard operating
 * procedures (SOPs)"): the initials decide what is spelled out, not the capitals.
 */
const PAIR = /((?:[A-Za-z][\w'’.-]*(?:\s+|$)|&\s+){2,9})\(([A-Z][A-Za-z0-9&]{1,7})\)/g;
/** An acronym, then its words in brackets: "the ICE (Institution of Civil Engineers)". */
const SPELLED_AFTER =
  /(?<![\w&])([A-Z][A-Za-z0-9&]*[A-Z][A-Za-z0-9&]*)\s+\(((?:[A-Za-z][\w'’.-]*\s*|&\s*){2,9})\)/g;

/**
 * Whether `acronym` is made of the initials of `words`. Small words may be skipped, and so may
 * the parts after a hyphen or slash, which may also give their initials ("risk-based
 * inspection (RBI)", "loan-to-value (LTV)"). A word gives its initial and sometimes its second
 * letter ("MSc" of "Master of Science"); with `inside`, further letters from inside it, in
 * order ("VNG" of "videonystagmography", "CPB" of "cardiopulmonary bypass"). Every word still
 * gives its initial, so the acronym spells the whole run.
 */
function initialsFit(acronym: string, words: readonly string[], inside: boolean): boolean {
  // A plural acronym ("KPIs", "LLMs") spells the initials without its "s".
  const singular = /^[A-Z][A-Z0-9&]+s$/.test(acronym) ? acronym.slice(0, -1) : acronym;
  const letters = singular.replace(/[^A-Za-z]/g, '').toLowerCase();
  const parts = words.flatMap((word) =>
    word
      .toLowerCase()
      .split(/[-/]/)
      .filter(Boolean)
      .map((text, i) => ({ text, optional: i > 0 || SMALL_WORDS.has(text) })),
  );
  const fits = (li: number, wi: number): boolean => {
    if (li === letters.length) return parts.slice(wi).every((part) => part.optional);
    if (wi === parts.length) return false;
    const { text, optional } = parts[wi]!;
    if (optional && fits(li, wi + 1)) return true;
    if (text[0] !== letters[li]) return false;
    if (fits(li + 1, wi + 1)) return true;
    if (!inside) return text[1] === letters[li + 1] && fits(li + 2, wi + 1);
    // The initial, then each further letter the word holds in order, fewest first.
    let next = li + 1;
    let at = 1;
    while (next < letters.length) {
      const found = text.indexOf(letters[next]!, at);
      if (found < 0) return false;
      next += 1;
      at = found + 1;
      if (fits(next, wi + 1)) return true;
    }
    return false;
  };
  return fits(0, 0);
}

/**
 * The shortest run of trailing words whose initials spell the acronym; with `inside`, letters
 * from inside the words count too.
 */
function shortestRun(acronym: string, words: readonly string[], inside: boolean) {
  for (let start = words.length - 1; start >= 0; start--) {
    const run = words.slice(start);
    if (!SMALL_WORDS.has(run[0]!.toLowerCase()) && initialsFit(acronym, run, inside)) return run;
  }
  return undefined;
}

export function findAcronymPairs(text: string): AcronymPair[] {
  const pairs: AcronymPair[] = [];
  for (const m of text.matchAll(PAIR)) {
    const words = m[1]!.trim().split(/\s+/);
    const acronym = m[2]!;
    // Letters from inside words count only when no run spells the acronym by initials ("Real
    // Property Reports (RPRs)" is not "Reports"), and never for a code with digits
    // ("cross-cutting (CS30)" names a unit of competency, not the letters' words).
    const run =
      shortestRun(acronym, words, false) ??
      (/\d/.test(acronym) ? undefined : shortestRun(acronym, words, true));
    if (run) pairs.push({ acronym, expansion: run.join(' ') });
  }
  // Written the other way round, the brackets hold the whole expansion, spelled by initials.
  for (const m of text.matchAll(SPELLED_AFTER)) {
    const words = m[2]!.trim().split(/\s+/);
    if (!SMALL_WORDS.has(words[0]!.toLowerCase()) && initialsFit(m[1]!, words, false))
      pairs.push({ acronym: m[1]!, expansion: words.join(' ') });
  }
  return pairs;
}
