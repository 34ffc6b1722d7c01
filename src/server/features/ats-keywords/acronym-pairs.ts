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

/** Whether `acronym` is made of the initials of `words` (small words may be skipped). */
function initialsFit(acronym: string, words: readonly string[]): boolean {
  // A plural acronym ("KPIs", "LLMs") spells the initials without its "s".
  const singular = /^[A-Z][A-Z0-9&]+s$/.test(acronym) ? acronym.slice(0, -1) : acronym;
  const letters = singular.replace(/[^A-Za-z]/g, '').toLowerCase();
  const fits = (li: number, wi: number): boolean => {
    if (li === letters.length) return wi === words.length;
    if (wi === words.length) return false;
    const word = words[wi]!.toLowerCase();
    if (SMALL_WORDS.has(word) && fits(li, wi + 1)) return true;
    // A word gives its initial, sometimes two letters ("MSc" of "Master of Science").
    if (word[0] !== letters[li]) return false;
    return fits(li + 1, wi + 1) || (word[1] === letters[li + 1] && fits(li + 2, wi + 1));
  };
  return fits(0, 0);
}

export function findAcronymPairs(text: string): AcronymPair[] {
  const pairs: AcronymPair[] = [];
  for (const m of text.matchAll(PAIR)) {
    const words = m[1]!.trim().split(/\s+/);
    const acronym = m[2]!;
    // The expansion is the shortest run of trailing words whose initials spell the acronym.
    for (let start = words.length - 1; start >= 0; start--) {
      const run = words.slice(start);
      if (SMALL_WORDS.has(run[0]!.toLowerCase())) continue;
      if (initialsFit(acronym, run)) {
        pairs.push({ acronym, expansion: run.join(' ') });
        break;
      }
    }
  }
  return pairs;
}
