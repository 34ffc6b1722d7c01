import type { TargetKeyword } from '../ats-keywords/ats-keywords.schema.ts';
import { withoutHiddenSections } from '../ats-keywords/shown-sections.ts';
import { containsTerm, prepareText, termPattern, tokenize } from '../ats-keywords/tokens.ts';
import type { ResumeData } from '../resume/resume.schema.ts';
import type { TraceBasis, TraceSentence } from './cover-letter.schema.ts';
import { isFramingSentence } from './framing.ts';
import { evidencedKeywords, type Fact, type LetterFacts } from './letter-facts.ts';
import {
  basisOfSources,
  companySentences,
  postingSpanPath,
  type PostingSpan,
} from './posting-company.ts';
import { splitSentences } from './sentences.ts';
import { namesTitle } from './title-match.ts';

/**
 * The one fact tracer: traces every sentence of a letter (or a rewritten resume bullet)
 * to the resume, to what the posting says about the company, or to the letter's framing,
 * and flags what the resume does not support. Used on the model's drafts
 * (AI_PROVIDER=openai-compatible), where it is the guard against invented facts, on the
 * model's bullet rewrites, and in tests on the local composer's drafts, where it must
 * trace every sentence and flag nothing.
 *
 * A sentence's `basis`: 'framing' when it is one of the fixed framing sentences
 * (framing.ts) for the letter's role and company; 'posting' when it restates, not in the
 * first person, a sentence the posting says about the company (posting-company.ts), cited
 * by its span; 'resume' when it cites resume fields. A sentence none of these trace has
 * no basis: the editor shows it as the person's to check.
 *
 * A sentence cites the facts it mentions (letter-facts.ts). It is flagged, with a reason,
 * when it states:
 * - a number of years of experience other than the one the dates give;
 * - any other number the resume does not contain;
 * - a skill or tool (the posting's keywords, and terms the server's lexicon finds in the
 *   text) the resume does not show;
 * - a name (a run of capitalised words: employers, titles, products, places) found
 *   neither in the resume, nor in the target job, nor in the letter's own details.
 *
 * What the resume "contains" is what its exported document prints: a project in a hidden
 * section is not on the page the reader holds, so naming it is flagged like any other
 * name the resume lacks (shown-sections.ts).
 *
 * What it cannot see: claims in plain lower-case words ("I managed a large team"). Those
 * carry no citation, and the editor shows them as "no resume facts" for the user to judge.
 */

export interface ClaimCheckInput {
  resume: ResumeData;
  facts: LetterFacts;
  /** The letter's own details: recipient, company, role (mentioning them is not a claim). */
  context?: { recipientName?: string; recipientCompany?: string; role?: string; company?: string };
  /** Skill terms to check: the posting's keywords plus terms found in the text. */
  vocabulary?: readonly TargetKeyword[];
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
};

const YEARS_RE = new RegExp(
  `\\b(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})\\+?\\s+(?:or more\\s+|plus\\s+)?years?\\b`,
  'gi',
);
const NUMBER_RE = /\d[\d,]*(?:\.\d+)?/g;

/** Capitalised words that begin sentences or phrases without naming anything. */
const COMMON_CAPITALISED = new Set(
  `i i'm i've i'd i'll a an the in at as on of for to with by from my our your their his her its this that these those
  thank thanks dear please when while during over before after since here there today most along and but or so yet
  it we you they he she having working also earlier finally recently currently education certifications key skills
  highlights roles what where why how who which whether each every some many much one another other more such
  if then than because although though however moreover furthermore additionally meanwhile now next first second
  third lastly ultimately overall together sincerely regards best warm kind yours hello hi hiring manager team
  resume cv letter role position job company posting application opportunity experience interview
  monday tuesday wednesday thursday friday saturday sunday january february march april may june july august
  september october november december`.split(/\s+/),
);

/** Every text of the resume a fact can rest on (the bullet rewrites' claim check reads it too). */
export function resumeStrings(resume: ResumeData): string[] {
  const p = resume.personalInfo;
  return [
    p.fullName,
    p.headline,
    p.email,
    p.phone,
    p.location,
    p.summary,
    ...p.links.flatMap((l) => [l.label, l.url]),
    ...resume.experience.flatMap((e) => [
      e.jobTitle,
      e.company,
      e.description,
      e.startYear,
      e.endYear,
      ...e.tags,
    ]),
    ...resume.education.flatMap((e) => [
      e.school,
      e.degree,
      e.fieldOfStudy,
      e.location,
      e.description,
      e.startYear,
      e.endYear,
    ]),
    ...resume.skills.flatMap((s) => [s.name, s.category]),
    ...resume.languages.map((l) => l.name),
    ...resume.certifications.flatMap((c) => [c.name, c.issuer, c.year]),
    ...resume.projects.flatMap((e) => [
      e.name,
      e.role,
      e.description,
      e.startYear,
      e.endYear,
      ...e.tags,
    ]),
    ...resume.volunteering.flatMap((e) => [
      e.role,
      e.organization,
      e.location,
      e.description,
      e.startYear,
      e.endYear,
    ]),
    ...resume.awards.flatMap((e) => [e.title, e.issuer, e.year, e.description]),
    ...resume.publications.flatMap((e) => [e.title, e.publisher, e.year, e.description]),
    ...resume.references.flatMap((e) => [e.name, e.relationship]),
    ...resume.interests,
    ...resume.customSections.flatMap((section) => [
      section.title,
      ...section.entries.flatMap((e) => [e.title, e.subtitle, e.date, e.description]),
    ]),
  ].filter((v) => v && v.trim());
}

const normalizeNumber = (n: string) => n.replace(/,/g, '').replace(/\.0+$/, '');

function numbersIn(text: string): Set<string> {
  return new Set([...text.matchAll(NUMBER_RE)].map((m) => normalizeNumber(m[0])));
}

function allFacts(facts: LetterFacts): Fact[] {
  return [
    facts.name,
    facts.role,
    facts.company,
    facts.title,
    facts.employer,
    ...facts.keywords,
    ...facts.roles.flatMap((r) => [r.title, r.company]),
    ...facts.skills,
    ...facts.certifications,
    ...[...facts.achievements, ...facts.moreAchievements].flatMap((a) => [a.company, a.title]),
    facts.headline,
    ...facts.projects.flatMap((p) => [p.name, p.role]),
    ...facts.volunteering.flatMap((v) => [v.role, v.organization]),
    ...facts.awards,
    ...facts.publications,
  ].filter((f): f is Fact => f !== undefined);
}

const CONTENT_WORD = /^[a-z0-9][a-z0-9+#.]*$/;
const SMALL_WORDS = new Set(
  'the a an and or of to in on for with by at from as is was were be been my our their its this that'.split(
    ' ',
  ),
);

function contentWords(text: string): string[] {
  return tokenize(text)
    .map((t) => t.norm)
    .filter((w) => CONTENT_WORD.test(w) && !SMALL_WORDS.has(w));
}

/** True when most of an achievement's words appear in the sentence (it was paraphrased in). */
function mentionsAchievement(
  sentenceWords: Set<string>,
  achievement: string,
  overlap = 0.6,
): boolean {
  const words = contentWords(achievement);
  if (words.length === 0) return false;
  const shared = words.filter((w) => sentenceWords.has(w)).length;
  return shared / words.length >= overlap;
}

/** Runs of capitalised words ('Acme Corp', 'Senior Engineer', 'AWS'), sentence-start words left out. */
export function capitalisedNames(sentence: string): string[] {
  const tokens = tokenize(sentence);
  const names: string[] = [];
  let run: string[] = [];
  let runStartsSentence = false;
  const flush = () => {
    while (run.length > 0 && COMMON_CAPITALISED.has(run[0]!.toLowerCase())) {
      run.shift();
      runStartsSentence = false;
    }
    while (run.length > 0 && COMMON_CAPITALISED.has(run.at(-1)!.toLowerCase())) run.pop();
    // A lone capitalised word opening the sentence is just the sentence's first word.
    if (run.length > 0 && !(runStartsSentence && run.length === 1)) names.push(run.join(' '));
    run = [];
  };
  tokens.forEach((token, i) => {
    const capitalised = /^[A-Z]/.test(token.raw);
    if (capitalised && !(token.breakBefore && run.length > 0)) {
      if (run.length === 0) runStartsSentence = i === 0;
      run.push(token.raw);
    } else {
      flush();
      if (capitalised) {
        runStartsSentence = i === 0;
        run.push(token.raw);
      }
    }
  });
  flush();
  return names;
}

const FIRST_PERSON = /\b(?:I|I['’](?:m|ve|d|ll)|me|my|mine|myself)\b/;
const POSTING_OVERLAP = 0.6;

/**
 * The posting's sentence about the company that this sentence restates: most of the
 * span's words are in the sentence, and the sentence is not about the writer (a
 * requirement turned into 'I have …' is a claim about the person, not about the company).
 */
function restatedSpan(text: string, spans: readonly PostingSpan[]): PostingSpan | undefined {
  if (FIRST_PERSON.test(text)) return undefined;
  const sentenceWords = new Set(contentWords(text));
  return spans.find((span) => mentionsAchievement(sentenceWords, span.text, POSTING_OVERLAP));
}

function basisOf(sources: ReadonlySet<string>, framing: boolean): TraceBasis | undefined {
  if (framing) return 'framing';
  return sources.size === 0 ? undefined : basisOfSources(sources);
}

/** What kind of thing a sentence states that the resume does not support. */
type UnsupportedKind = 'number' | 'employer' | 'tool' | 'claim';

/** One thing a sentence states that the resume does not support: the words and their kind. */
export interface Unsupported {
  text: string;
  kind: UnsupportedKind;
}

interface Problem extends Unsupported {
  /** The reader's explanation ('Mentions 40, which your resume does not contain.'). */
  message: string;
}

/** A name read as an organisation: the words before it say where someone worked. */
const EMPLOYER_CONTEXT = /\b(?:at|for|with|joined|from|by)\s+$/i;

export function traceSentences(
  paragraphs: readonly string[],
  input: ClaimCheckInput,
): TraceSentence[] {
  return checkSentences(paragraphs, input).map((s) => s.trace);
}

/** Every sentence's trace, with what it states that the resume does not support. */
export function checkSentences(
  paragraphs: readonly string[],
  input: ClaimCheckInput,
): { trace: TraceSentence; unsupported: Unsupported[] }[] {
  const { facts } = input;
  const resume = withoutHiddenSections(input.resume);
  const context = input.context ?? {};
  const target = resume.targetJob;
  const resumeText = resumeStrings(resume).join('\n');
  const known = prepareText(
    [
      resumeText,
      target?.title ?? '',
      target?.company ?? '',
      target?.description ?? '',
      context.recipientName ?? '',
      context.recipientCompany ?? '',
      context.role ?? '',
      context.company ?? '',
    ].join('\n'),
  );
  const resumePrepared = prepareText(resumeText);
  const knownNumbers = numbersIn(resumeText);
  const factList = allFacts(facts);
  const namedInContext = prepareText(
    [target?.title, target?.company, context.role, context.company, context.recipientName]
      .filter(Boolean)
      .join('\n'),
  );
  const vocabulary = (input.vocabulary ?? []).filter(
    (term) => evidencedKeywords(resume, [term]).length === 0,
  );
  const framingValues = {
    role: facts.role?.value ?? context.role,
    company: facts.company?.value ?? context.company,
  };
  const spans = companySentences(target?.description ?? '', framingValues.company ?? '');

  const out: { trace: TraceSentence; unsupported: Unsupported[] }[] = [];
  for (const paragraph of paragraphs) {
    for (const text of splitSentences(paragraph)) {
      const prepared = prepareText(text);
      const sentenceWords = new Set(contentWords(text));
      const sources = new Set<string>();
      const problems: Problem[] = [];
      const cite = (fact: Fact<unknown> | undefined) =>
        fact?.sources.forEach((s) => sources.add(s));

      for (const fact of factList) {
        // namesTitle: a name with parentheses or dashes ('Nurse (RN) – ICU', 'Certified … (CPACC)').
        if (containsTerm(prepared, termPattern(fact.value)) || namesTitle(text, fact.value))
          cite(fact);
      }
      for (const a of [...facts.achievements, ...facts.moreAchievements]) {
        if (mentionsAchievement(sentenceWords, a.value)) cite(a);
      }
      if (facts.education) {
        const degreeWords = facts.education.value.split(' from ')[0] ?? '';
        if (degreeWords && containsTerm(prepared, termPattern(degreeWords))) cite(facts.education);
      }
      // What the posting says about the company: its numbers and terms are the posting's.
      const span = restatedSpan(text, spans);
      if (span) sources.add(postingSpanPath(span));
      const spanText = span ? prepareText(span.text) : undefined;
      const spanNumbers = span ? numbersIn(span.text) : new Set<string>();

      // Years of experience.
      const yearSpans: [number, number][] = [];
      for (const match of text.matchAll(YEARS_RE)) {
        yearSpans.push([match.index, match.index + match[0].length]);
        const raw = match[1]!.toLowerCase();
        const n = NUMBER_WORDS[raw] ?? Number(raw);
        if (facts.years && n === facts.years.value) {
          cite(facts.years);
          continue;
        }
        if (containsTerm(resumePrepared, termPattern(match[0]))) continue;
        problems.push({
          text: match[0],
          kind: 'number',
          message: facts.years
            ? `States ${match[0]}; the dates in your resume give ${facts.years.value}.`
            : `States ${match[0]}, which the dates in your resume do not show.`,
        });
      }
      // Other numbers.
      for (const match of text.matchAll(NUMBER_RE)) {
        if (yearSpans.some(([s, e]) => match.index >= s && match.index < e)) continue;
        const n = normalizeNumber(match[0]);
        if (!knownNumbers.has(n) && !spanNumbers.has(n))
          problems.push({
            text: match[0],
            kind: 'number',
            message: `Mentions ${match[0]}, which your resume does not contain.`,
          });
      }
      // Skills and tools.
      for (const term of vocabulary) {
        const patterns = [
          termPattern(term.name, term.caseSensitive ?? false),
          ...term.aliases.map((a) => termPattern(a)),
        ];
        if (!patterns.some((p) => containsTerm(prepared, p))) continue;
        // The role's own words ('Data Engineer' names data) are not a skill claim.
        if (patterns.some((p) => containsTerm(namedInContext, p))) continue;
        // Nor is a tool the company's own sentence names.
        if (spanText && patterns.some((p) => containsTerm(spanText, p))) continue;
        problems.push({
          text: term.name,
          kind: 'tool',
          message: `Mentions ${term.name}, which your resume does not show.`,
        });
      }
      // Names: employers, titles, products, places.
      for (const name of capitalisedNames(text)) {
        if (containsTerm(known, termPattern(name))) continue;
        if (vocabulary.some((t) => termPattern(t.name).key === termPattern(name).key)) continue;
        const before = text.slice(0, Math.max(0, text.indexOf(name)));
        problems.push({
          text: name,
          kind: EMPLOYER_CONTEXT.test(before) ? 'employer' : 'claim',
          message: `Names ${name}, which your resume does not mention.`,
        });
      }

      const unique = problems.filter(
        (p, i) => problems.findIndex((q) => q.message === p.message) === i,
      );
      const basis = basisOf(sources, isFramingSentence(text, framingValues));
      out.push({
        trace: {
          text,
          sources: [...sources],
          flagged: unique.length > 0,
          reason: unique
            .map((p) => p.message)
            .join(' ')
            .slice(0, 300),
          ...(basis ? { basis } : {}),
        },
        unsupported: unique.map(({ text: words, kind }) => ({ text: words, kind })),
      });
    }
  }
  return out;
}
