import { tokenize, type Token } from '../ats-keywords/tokens.ts';
import type { TargetKeyword } from '../ats-keywords/ats-keywords.schema.ts';
import type { ExperienceEntry, ResumeData } from '../resume/resume.schema.ts';
import { withoutHiddenSections } from '../ats-keywords/shown-sections.ts';
import { checkSentences, resumeStrings, type Unsupported } from './check-claims.ts';
import { collectLetterFacts, type YearMonth } from './letter-facts.ts';

/**
 * Bullet rewrites, both engines' shared half: the local engine's deterministic rewrite
 * (a stronger opening verb, nothing added) and the check every rewrite goes through,
 * which is the cover letter's fact tracer (check-claims.ts) over the whole resume plus one
 * check of its own: words the rewrite adds that neither the bullet, its entry nor the rest
 * of the resume holds are a claim.
 */

/**
 * Weak openers and what replaces them. A gerund after the opener becomes the verb
 * ('Responsible for managing the team' → 'Managed the team'); otherwise the opener's
 * stronger form stands in front of the rest ('Responsible for the budget' → 'Owned the
 * budget'). Each replacement says what the opener said, no more: 'Worked on' becomes
 * 'Contributed to', never 'Built'.
 */
const WEAK_OPENERS: readonly [RegExp, string][] = [
  [/^(?:was\s+)?responsible\s+for\s+/i, 'Owned'],
  [/^(?:was\s+)?in\s+charge\s+of\s+/i, 'Led'],
  [/^(?:was\s+)?tasked\s+with\s+/i, 'Handled'],
  [/^(?:was\s+)?involved\s+in\s+/i, 'Contributed to'],
  [/^worked\s+on\s+/i, 'Contributed to'],
  [/^assisted\s+(?:with|in)\s+/i, 'Supported'],
  [/^helped\s+(?:with\s+)?(?=\w+ing\b)/i, ''],
  [/^duties\s+included\s+/i, ''],
];

const IRREGULAR_PAST: Readonly<Record<string, string>> = {
  leading: 'led',
  building: 'built',
  running: 'ran',
  writing: 'wrote',
  making: 'made',
  selling: 'sold',
  teaching: 'taught',
  bringing: 'brought',
  holding: 'held',
  keeping: 'kept',
  setting: 'set',
  cutting: 'cut',
  growing: 'grew',
  driving: 'drove',
  winning: 'won',
  overseeing: 'oversaw',
  giving: 'gave',
  taking: 'took',
  speaking: 'spoke',
  finding: 'found',
  meeting: 'met',
  buying: 'bought',
  paying: 'paid',
  spending: 'spent',
  sending: 'sent',
  shipping: 'shipped',
  planning: 'planned',
};

/** 'managing' → 'managed', 'leading' → 'led'; undefined for a word that is not a gerund. */
function gerundToPast(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (IRREGULAR_PAST[lower]) return IRREGULAR_PAST[lower];
  if (!/^[a-z]{3,}ing$/.test(lower)) return undefined;
  const stem = lower.slice(0, -3);
  if (/[^aeiou]y$/.test(stem)) return `${stem.slice(0, -1)}ied`;
  return `${stem}ed`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The local engine's rewrite: a weak opener replaced by a strong verb, the first letter
 * capitalised, nothing else touched. Undefined when the bullet already opens well.
 */
export function rewriteBulletLocally(bullet: string): string | undefined {
  const text = bullet.trim().replace(/^[-*•·]\s*/, '');
  for (const [opener, replacement] of WEAK_OPENERS) {
    const match = opener.exec(text);
    if (!match) continue;
    const rest = text.slice(match[0].length);
    const first = /^([A-Za-z]+)\b/.exec(rest)?.[1];
    const past = first ? gerundToPast(first) : undefined;
    if (past) return capitalise(`${past}${rest.slice(first!.length)}`);
    if (!replacement) return undefined;
    return `${replacement} ${rest}`;
  }
  const capitalised = capitalise(text);
  return capitalised !== bullet.trim() ? capitalised : undefined;
}

/** Small words and the verbs a rewrite may open with: changing them adds no fact. */
const NEUTRAL_WORDS = new Set(
  `the a an and or of to in on for with by at from as is was were be been my our their its this that
  these those which who while through across into over per via than then also both each every all
  owned led handled contributed supported managed drove delivered built designed developed launched
  improved reduced increased created established introduced spearheaded directed oversaw ran
  coordinated implemented streamlined organised organized behind under within around about between
  among using used including along toward towards against during after before since until upon`.split(
    /\s+/,
  ),
);

/** A crude stem, so an inflection is not a new word ('raising' = 'raised', 'copied' = 'copying'). */
function stem(word: string): string {
  return word
    .replace(/ied$/, 'y')
    .replace(/(?:ing|ed|es|s)$/, '')
    .replace(/e$/, '')
    .replace(/([b-df-hj-np-tv-z])\1$/, '$1');
}

function contentWords(text: string): string[] {
  return tokenize(text)
    .map((t) => t.norm)
    .filter((w) => /^[a-z]/.test(w) && !NEUTRAL_WORDS.has(w))
    .map(stem);
}

/**
 * What the rewrite adds that the known texts do not hold: in each phrase (up to a comma or
 * other break), the words from the first added word to the last, so 'improving team
 * morale' is one claim even when 'team' is in the entry.
 */
function addedPhrases(rewrite: string, known: readonly string[]): string[] {
  const knownWords = new Set(known.flatMap(contentWords));
  const phrases: string[] = [];
  let first: Token | undefined;
  let last: Token | undefined;
  const flush = () => {
    if (first && last) phrases.push(rewrite.slice(first.start, last.end));
    first = last = undefined;
  };
  for (const token of tokenize(rewrite)) {
    if (token.breakBefore) flush();
    // Capitalised words are names, which the tracer checks against the whole resume.
    const added =
      /^[a-z]/.test(token.raw) &&
      !NEUTRAL_WORDS.has(token.norm) &&
      !knownWords.has(stem(token.norm));
    if (added) {
      first ??= token;
      last = token;
    }
  }
  flush();
  return phrases;
}

export interface RewriteCheckInput {
  bullet: string;
  entry: ExperienceEntry;
  /** The resume the entry belongs to (with the entry as edited): every fact it holds counts. */
  resume: ResumeData;
  /** Skill terms to check: the posting's keywords plus terms found in the rewrite. */
  vocabulary?: readonly TargetKeyword[];
  today: YearMonth;
}

/**
 * What a rewrite states that the resume does not support: numbers, names and tools the
 * letter's tracer flags anywhere in the resume (a skill from the skills section, a number
 * from another entry are supported), then any other words it adds that the resume does not
 * hold (a claim: 'improving team morale'), once each. The target job is not the person's
 * fact: a tool or employer only the posting names is flagged like any other.
 */
export function unsupportedInRewrite(rewrite: string, input: RewriteCheckInput): Unsupported[] {
  const { targetJob: _posting, ...ownResume } = input.resume;
  const resume: ResumeData = ownResume;
  const facts = collectLetterFacts(resume, [], { today: input.today });
  const traced = checkSentences([rewrite], {
    resume,
    facts,
    vocabulary: input.vocabulary ?? [],
  }).flatMap((s) => s.unsupported);
  const flagged = new Set(traced.flatMap((u) => contentWords(u.text)));
  const { entry } = input;
  const claims = addedPhrases(rewrite, [
    input.bullet,
    entry.jobTitle,
    entry.company,
    entry.description,
    ...resumeStrings(withoutHiddenSections(resume)),
  ])
    .map((phrase) => ({ text: phrase, kind: 'claim' as const }))
    .filter((c) => !contentWords(c.text).every((w) => flagged.has(w)));
  const all = [...traced, ...claims];
  return all.filter((u, i) => all.findIndex((v) => v.text === u.text) === i);
}
