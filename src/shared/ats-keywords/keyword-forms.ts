import type { TargetKeyword } from './ats-keywords.schema.ts';
import { termKey } from './tokens.ts';

/**
 * Every form a resume may use for a posting's keyword: its name and aliases, the same
 * degree written another way ("Bachelor of Science" = "BSc" = "B.S."), and British and
 * American spellings of one word ("modelling" = "modeling", "licence" = "license").
 * Matching only: the keyword itself stays as the posting writes it.
 */

/** Each line one degree: its spellings, longest first. */
const DEGREES: readonly (readonly string[])[] = [
  ['Bachelor of Science in Nursing', 'BSN', 'B.S.N.', 'BScN', 'B.Sc. Nursing', 'B.Sc Nursing'],
  ['Bachelor of Science', 'BSc', 'B.Sc.', 'B.Sc', 'B. Sc', 'B.S.'],
  ['Bachelor of Arts', 'BA', 'B.A.', 'B.A'],
  ['Bachelor of Engineering', 'BEng', 'B.Eng.', 'B.Eng', 'B.E.'],
  ['Bachelor of Technology', 'BTech', 'B.Tech.', 'B.Tech', 'B. Tech'],
  ['Bachelor of Commerce', 'BCom', 'B.Com.', 'B.Com', 'B. Com'],
  ['Bachelor of Education', 'BEd', 'B.Ed.', 'B.Ed'],
  ['Bachelor of Laws', 'LLB', 'LL.B.', 'LL.B'],
  ['Bachelor of Business Administration', 'BBA', 'B.B.A.'],
  ['Bachelor of Computer Applications', 'BCA'],
  ['Master of Science', 'MSc', 'M.Sc.', 'M.Sc', 'M. Sc', 'M.S.'],
  ['Master of Arts', 'M.A.', 'M.A'],
  ['Master of Engineering', 'MEng', 'M.Eng.', 'M.Eng', 'M.E.'],
  ['Master of Technology', 'MTech', 'M.Tech.', 'M.Tech'],
  ['Master of Business Administration', 'MBA', 'M.B.A.'],
  ['Master of Laws', 'LLM', 'LL.M.', 'LL.M'],
  ['Master of Education', 'MEd', 'M.Ed.', 'M.Ed'],
  ['Master of Computer Applications', 'MCA'],
  ['Doctor of Philosophy', 'PhD', 'Ph.D.', 'Ph.D', 'DPhil'],
  ['Doctor of Pharmacy', 'PharmD', 'Pharm.D.', 'Pharm.D'],
  ['Juris Doctor', 'J.D.'],
];

interface DegreeForm {
  tokens: string[];
  group: number;
}

/** Every degree spelling as its key tokens, longest first, so "B.Sc. Nursing" wins over "B.Sc.". */
const DEGREE_FORMS: DegreeForm[] = DEGREES.flatMap((forms, group) =>
  forms.map((form) => ({ tokens: termKey(form).split(' '), group })),
).sort((a, b) => b.tokens.length - a.tokens.length);

/** Word pairs spelt differently in British and American English. */
const SPELLINGS: readonly [RegExp, string][] = [
  [/isation\b/g, 'ization'],
  [/ization\b/g, 'isation'],
  [/\b(\w+[^aeiou\s])ise\b/g, '$1ize'],
  [/\b(\w+[^aeiou\s])ize\b/g, '$1ise'],
  [/\b(\w+)lling\b/g, '$1ling'],
  [/\b(\w+[aeiou])ling\b/g, '$1lling'],
  [/\b(\w+)lled\b/g, '$1led'],
  [/\b(\w+[aeiou])led\b/g, '$1lled'],
  [/\blicence\b/g, 'license'],
  [/\blicense\b/g, 'licence'],
  [/\b(cent|met|lit|fib)re\b/g, '$1er'],
  [/\b(cent|met|lit|fib)er\b/g, '$1re'],
  [/\bprogramme\b/g, 'program'],
  [/\banaly([sz])e\b/g, 'analy$1e'],
  [/\b(col|behavi|lab|fav|hon|harb|flav|neighb)our/g, '$1or'],
  [/\b(col|behavi|lab|fav|hon|harb|flav|neighb)or/g, '$1our'],
  [/\bcatalogue\b/g, 'catalog'],
  [/\bpaediatric/g, 'pediatric'],
  [/\bpediatric/g, 'paediatric'],
  [/\borthopaedic/g, 'orthopedic'],
  [/\borthopedic/g, 'orthopaedic'],
];

/** The term with a leading degree written in each of its other spellings. */
function degreeVariants(term: string): string[] {
  const tokens = termKey(term).split(' ');
  for (const form of DEGREE_FORMS) {
    if (!form.tokens.every((t, i) => tokens[i] === t)) continue;
    const rest = tokens.slice(form.tokens.length).join(' ');
    return DEGREES[form.group]!.flatMap((other) =>
      rest ? [`${other} ${rest}`, `${other} in ${rest}`] : [other],
    );
  }
  return [];
}

function spellingVariants(term: string): string[] {
  const lower = term.toLowerCase();
  const out: string[] = [];
  for (const [pattern, replacement] of SPELLINGS) {
    const changed = lower.replace(pattern, replacement);
    if (changed !== lower) out.push(changed);
  }
  return out;
}

/** The keyword's forms for matching; the first is its name. Duplicates by key are dropped. */
export function keywordForms(keyword: Pick<TargetKeyword, 'name' | 'aliases'>): string[] {
  const base = [keyword.name, ...keyword.aliases];
  const all = [...base, ...base.flatMap(degreeVariants)];
  const withSpellings = [...all, ...all.flatMap(spellingVariants)];
  const seen = new Set<string>();
  return withSpellings.filter((form) => {
    const key = termKey(form);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
