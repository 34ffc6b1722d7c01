/**
 * The tense of a bullet's first word, for the tense check. Only verbs that cannot also be
 * read as a noun or an adjective at the start of a bullet are listed ('Lead engineer on…',
 * 'Design system owner', 'Support engineer…' are not verbs there), so an unknown word is
 * never guessed at: the check stays quiet about it.
 */

/** base, past, -ing form (the -s form is derived). */
const VERB_TABLE = `
build built building|manage managed managing|develop developed developing
create created creating|drive drove driving|deliver delivered delivering
maintain maintained maintaining|implement implemented implementing
coordinate coordinated coordinating|oversee oversaw overseeing|write wrote writing
organize organized organizing|organise organised organising|prepare prepared preparing
monitor monitored monitoring|define defined defining|negotiate negotiated negotiating
teach taught teaching|sell sold selling|serve served serving|supervise supervised supervising
establish established establishing|migrate migrated migrating|automate automated automating
optimize optimized optimizing|optimise optimised optimising|streamline streamlined streamlining
collaborate collaborated collaborating|conduct conducted conducting|resolve resolved resolving
advise advised advising|analyze analyzed analyzing|analyse analysed analysing
improve improved improving|reduce reduced reducing|run ran running|grow grew growing
ensure ensured ensuring|identify identified identifying|facilitate facilitated facilitating
operate operated operating|perform performed performing|generate generated generating
recruit recruited recruiting|hire hired hiring|translate translated translating
administer administered administering|deploy deployed deploying|configure configured configuring
install installed installing|troubleshoot troubleshot troubleshooting
respond responded responding|answer answered answering|assist assisted assisting
help helped helping|lead led leading|win won winning|sell sold selling
introduce introduced introducing|execute executed executing|spearhead spearheaded spearheading
`;

interface Verb {
  base: string;
  past: string;
}

const PRESENT = new Map<string, Verb>();
const PAST = new Set<string>();

const thirdPerson = (base: string) =>
  /(s|sh|ch|x|z)$/.test(base)
    ? `${base}es`
    : /[^aeiou]y$/.test(base)
      ? `${base.slice(0, -1)}ies`
      : `${base}s`;

for (const triple of VERB_TABLE.trim().split(/[|\n]/)) {
  const [base, past, ing] = triple.trim().split(' ') as [string, string, string];
  const verb = { base, past };
  PAST.add(past);
  // 'lead' stays out of the present forms: 'Lead developer…' is a title. 'Leading' is not.
  if (base !== 'lead') PRESENT.set(base, verb);
  PRESENT.set(thirdPerson(base), verb);
  PRESENT.set(ing, verb);
}

export type LeadTense = 'past' | 'present' | 'unknown';

/** The tense of a first word: 'past' for a listed past form, 'present' for a listed present one. */
export function leadTense(word: string): LeadTense {
  const w = word.toLowerCase();
  if (PAST.has(w)) return 'past';
  if (PRESENT.has(w)) return 'present';
  return 'unknown';
}

/** 'Manages' → 'Managed', keeping the capital; undefined for a word not listed. */
export function pastOf(word: string): string | undefined {
  const verb = PRESENT.get(word.toLowerCase());
  if (!verb) return undefined;
  return /^[A-Z]/.test(word) ? capitalize(verb.past) : verb.past;
}

export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
