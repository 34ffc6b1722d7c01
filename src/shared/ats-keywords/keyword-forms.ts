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

/** A degree's level: a posting's "bachelor's degree" is any of the bachelor lines above. */
type DegreeLevel = 'bachelor' | 'master' | 'doctor';

function levelOf(forms: readonly string[]): DegreeLevel {
  const name = forms[0]!;
  return name.startsWith('Bachelor') ? 'bachelor' : name.startsWith('Master') ? 'master' : 'doctor';
}

/** The level written without a subject, as postings and resumes often do. */
const GENERIC_DEGREES: Record<DegreeLevel, readonly string[]> = {
  bachelor: [
    "Bachelor's degree",
    'Bachelors degree',
    'Bachelor degree',
    'undergraduate degree',
    "Bachelor's",
    'Bachelors',
  ],
  master: ["Master's degree", 'Masters degree', 'Master degree', "Master's", 'Masters'],
  doctor: ['doctoral degree', 'Doctorate'],
};

interface DegreeForm {
  tokens: string[];
  /** The line of DEGREES, or the level for a generic spelling. */
  group: number | DegreeLevel;
  level: DegreeLevel;
}

/** Every degree spelling as its key tokens, longest first, so "B.Sc. Nursing" wins over "B.Sc.". */
const DEGREE_FORMS: DegreeForm[] = [
  ...DEGREES.flatMap((forms, group) =>
    forms.map((form) => ({ tokens: termKey(form).split(' '), group, level: levelOf(forms) })),
  ),
  ...(Object.keys(GENERIC_DEGREES) as DegreeLevel[]).flatMap((level) =>
    GENERIC_DEGREES[level].map((form) => ({
      tokens: termKey(form).split(' '),
      group: level,
      level,
    })),
  ),
].sort((a, b) => b.tokens.length - a.tokens.length);

/** Every spelling of a level: its degrees' and its generic ones. */
function levelSpellings(level: DegreeLevel): string[] {
  return [...DEGREES.filter((forms) => levelOf(forms) === level).flat(), ...GENERIC_DEGREES[level]];
}

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

/**
 * The term with a leading degree written in each of its other spellings. A named degree
 * ("BSc …") is also its level's generic spelling ("Bachelor's degree …"); a generic one
 * ("Bachelor's degree in …") is every degree of its level, so a resume's "BEng" or "B.A."
 * meets a posting's "bachelor's degree".
 */
function degreeVariants(term: string): string[] {
  const tokens = termKey(term).split(' ');
  for (const form of DEGREE_FORMS) {
    if (!form.tokens.every((t, i) => tokens[i] === t)) continue;
    const rest = tokens
      .slice(form.tokens.length)
      .join(' ')
      .replace(/^(in|of) /, '');
    const others =
      typeof form.group === 'number'
        ? [...DEGREES[form.group]!, ...GENERIC_DEGREES[form.level]]
        : levelSpellings(form.level);
    return others.flatMap((other) =>
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
