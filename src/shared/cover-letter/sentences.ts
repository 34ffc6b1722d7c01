/**
 * Splits letter text into sentences, for tracing and checking each one. A full stop
 * ends a sentence when a space and a capital letter, digit or opening quote follow,
 * except after common abbreviations ('e.g.', 'Dr.', 'U.S.') and initials.
 */

const ABBREVIATIONS = new Set([
  'e.g',
  'i.e',
  'etc',
  'vs',
  'approx',
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'st',
  'jr',
  'sr',
  'inc',
  'ltd',
  'co',
  'corp',
  'no',
  'u.s',
  'u.k',
]);

const BOUNDARY = /([.!?]+["”’)]*)(\s+)(?=["“‘(]?[A-Z0-9À-ÖØ-Þ])/g;

export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of text.matchAll(BOUNDARY)) {
    const end = match.index + match[1]!.length;
    const before = text.slice(start, match.index);
    // A word, not the unit after a number ('€150M.' ends a sentence; 'J.' is an initial).
    const lastWord = /(?:^|[^A-Za-z0-9.])([A-Za-z.]+)$/.exec(before)?.[1]?.toLowerCase() ?? '';
    // 'Dr. Smith', 'e.g. Python', 'J. Smith': not the end of a sentence.
    // After a number it is a unit ('165 ms.'), not a title such as 'Ms.'.
    const unit = /\d\s*[A-Za-z]+$/.test(before);
    // The last item of a list is a name ('Python and R.'), not an initial.
    const listEnd = /(?:\b(?:and|or)|,)\s+[A-Za-z]$/.test(before);
    const initial = /^[a-z]$/.test(lastWord) && !listEnd;
    if (match[1] === '.' && !unit && (ABBREVIATIONS.has(lastWord) || initial)) continue;
    const sentence = text.slice(start, end).trim();
    if (sentence) sentences.push(sentence);
    start = end + match[2]!.length;
  }
  const rest = text.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
