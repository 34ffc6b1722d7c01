import { splitSentences } from './sentences.ts';

/**
 * Whether a letter names a job title or a company as written, for the 'Role named' and
 * 'Company named' checks. Titles are written with punctuation the keyword tokenizer treats
 * as a phrase break ('Software Engineer (Backend)', 'Nurse (RN) – ICU', 'Engineer, Payments'),
 * so the comparison here is over words alone:
 *
 * - punctuation between words is ignored: parentheses, commas, slashes, every dash and
 *   hyphen ('Front-end' = 'Front end' = 'Frontend');
 * - the characters names are made of stay: 'C++', 'C#', 'R&D' ('&' alone reads as 'and');
 * - case, accents and runs of whitespace do not matter;
 * - 'Sr.'/'Snr' read as 'Senior', 'Jr.' as 'Junior'.
 *
 * Every word of the title must be there, in order, inside one sentence: 'Software
 * Engineer' alone does not name 'Software Engineer (Backend)', and a title is never
 * pieced together across a full stop or a blank line (paragraphs are joined by one).
 */

const WORD_RE = /[\p{L}\p{N}]+[+#]*|&/gu;

const SYNONYMS: Readonly<Record<string, string>> = {
  '&': 'and',
  sr: 'senior',
  snr: 'senior',
  jr: 'junior',
};

function words(text: string): string[] {
  const plain = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return [...plain.matchAll(WORD_RE)].map((m) => {
    const w = m[0].toLowerCase();
    return SYNONYMS[w] ?? w;
  });
}

/**
 * True when `haystack` (its words from `start`) begins with the title's letters: the
 * letter's words are joined until they cover the title, so a word split by a hyphen in
 * one and not in the other still matches, but only on word boundaries.
 */
function matchesAt(haystack: readonly string[], start: number, title: string): boolean {
  let joined = '';
  for (let i = start; i < haystack.length && joined.length < title.length; i += 1) {
    joined += haystack[i];
    if (!title.startsWith(joined)) return false;
  }
  return joined === title;
}

export function namesTitle(letterText: string, title: string): boolean {
  const wanted = words(title).join('');
  if (!wanted) return false;
  return letterText
    .split(/\n\s*\n/)
    .flatMap(splitSentences)
    .some((sentence) => {
      const found = words(sentence);
      return found.some((_, i) => matchesAt(found, i, wanted));
    });
}
