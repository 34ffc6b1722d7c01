import type { CoverLetterTone, TraceBasis, TraceSentence } from './cover-letter.schema.ts';
import { article, fillFraming, FRAMING_TEMPLATES, type FramingKey } from './framing.ts';
import type { Achievement, Fact, LetterFacts } from './letter-facts.ts';
import { asCompanySubject, basisOfSources } from './posting-company.ts';
import { wordCount } from './sentences.ts';

/**
 * The local drafting engine (AI_PROVIDER=local): a deterministic composer that writes a
 * three-to-five paragraph letter from the facts (letter-facts.ts) with phrase patterns
 * in three tones. Every sentence is traced (`basis`): it states facts from the resume and
 * cites their fields, or says what the posting says about the company and cites its span,
 * or is one of the fixed framing sentences (framing.ts), filled only with the role and the
 * company. No sentence asserts a skill, habit, number or outcome the resume does not hold.
 *
 * Paragraphs: 1. the role, the company and who is applying (the latest job's title, or
 * the headline when no job has one; years); 2. the company in the posting's own words,
 * when it says anything about itself; 3. one or two achievements (or, without any, the
 * recent roles), then projects and volunteering; 4. the posting's keywords the resume
 * shows (or a few skills), credentials, awards and publications; 5. thanks and a call to
 * action. A letter short of its tone's length gets more of the person's own facts (further
 * bullets, earlier roles, other skills), never padding; a thin resume gives a shorter
 * letter. Long ones lose optional sentences until they fit LETTER_WORDS.max.
 */

export const LETTER_WORDS = { min: 250, max: 350 } as const;

interface DraftSentence {
  text: string;
  /** Resume fields (or posting spans) the sentence states facts from. */
  sources: string[];
  /** Where the sentence comes from: the resume, the posting, or the framing (no claim). */
  basis: TraceBasis;
  /** May be left out to keep the letter within LETTER_WORDS.max. */
  optional?: boolean;
}

export interface LetterDraft {
  greeting: string;
  paragraphs: DraftSentence[][];
  closing: string;
  signature: string;
}

export interface ComposeOptions {
  tone: CoverLetterTone;
  /** The hiring manager's name from the letter, when known. */
  recipientName?: string;
}

// ---- wording helpers ----------------------------------------------------------------

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];

/** 'seven years', 'one year', '14 years'. */
export function yearsPhrase(years: number): string {
  const n = years <= 10 ? NUMBER_WORDS[years]! : String(years);
  return `${n} year${years === 1 ? '' : 's'}`;
}

/** 'A', 'A and B', 'A, B and C'. */
export function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const IRREGULAR_PAST = new Set(
  'led built ran grew drove wrote won cut made set took brought taught sold spoke began held kept sought found gave met rebuilt oversaw undertook upheld chose bought shot split spun stood threw understood'.split(
    ' ',
  ),
);
const PRESENT_VERBS = new Set(
  'lead build run grow drive write win cut make set take bring teach sell speak hold keep own manage design develop mentor coordinate support maintain oversee deliver ship create help handle plan partner work launch architect implement analyze analyse improve reduce increase automate migrate establish organize organise negotiate research test train recruit hire direct supervise produce define scale streamline optimize optimise prepare present spearhead introduce'.split(
    ' ',
  ),
);

/**
 * An achievement bullet as the rest of an 'I …' sentence: 'Led a team of 8' → 'led a
 * team of 8'. Only a leading verb is lower-cased (a name such as 'Kubernetes' never is);
 * a bullet that does not start with a verb gives undefined.
 */
export function achievementClause(text: string): string | undefined {
  const match = /^([A-Z][a-z]+)(\b.*)$/s.exec(text);
  if (/^I\s/.test(text)) return undefined;
  if (!match) return undefined;
  const word = match[1]!.toLowerCase();
  const isVerb =
    IRREGULAR_PAST.has(word) ||
    PRESENT_VERBS.has(word) ||
    (word.length > 4 && word.endsWith('ed') && !word.endsWith('eed'));
  return isVerb ? `${word}${match[2]}` : undefined;
}

/** A sentence stating facts: from the resume, or (only spans cited) from the posting. */
function sentence(
  text: string,
  facts: (Fact<unknown> | undefined)[],
  optional = false,
): DraftSentence {
  const sources = [...new Set(facts.flatMap((f) => f?.sources ?? []))];
  return { text, sources, basis: basisOfSources(sources), ...(optional ? { optional } : {}) };
}

/** A framing sentence: one of FRAMING_TEMPLATES, citing only the role and company it names. */
function frame(key: FramingKey, f: LetterFacts): DraftSentence | undefined {
  const text = fillFraming(key, { role: f.role?.value, company: f.company?.value });
  if (text === undefined) return undefined;
  const template: string = FRAMING_TEMPLATES[key];
  const facts = [
    template.includes('{role}') ? f.role : undefined,
    template.includes('{company}') ? f.company : undefined,
  ];
  return { text, sources: [...new Set(facts.flatMap((x) => x?.sources ?? []))], basis: 'framing' };
}

/** The first of the framing sentences the letter has the values for. */
function firstFrame(f: LetterFacts, keys: readonly FramingKey[]): DraftSentence[] {
  for (const key of keys) {
    const s = frame(key, f);
    if (s) return [s];
  }
  return [];
}

/** A small stable hash, so one person's letter keeps its wording while another's varies. */
function seedOf(facts: LetterFacts, tone: CoverLetterTone): number {
  const key = [facts.name?.value, facts.company?.value, facts.role?.value, tone].join('|');
  let h = 2166136261;
  for (let i = 0; i < key.length; i += 1) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function choose<T>(variants: readonly T[], seed: number, slot: number): T {
  return variants[(seed + slot * 7) % variants.length]!;
}

// ---- tone tables --------------------------------------------------------------------

interface ToneWords {
  closing: string;
  greeting: (recipient: string | undefined, company: Fact | undefined) => string;
  opening: (f: LetterFacts, seed: number) => DraftSentence[];
  /** The company in the posting's words: a lead-in for a sentence with the company as subject, and for a quote. */
  aboutCompany: { lead: string; quote: string; also: string; alsoQuote: string };
  /** `same`: the previous achievement came from the same job. */
  achievement: (a: Achievement, index: number, f: LetterFacts, same: boolean) => DraftSentence;
  rolesInstead: (f: LetterFacts) => DraftSentence[];
  keywords: (f: LetterFacts) => DraftSentence[];
  skillsInstead: (f: LetterFacts) => DraftSentence[];
  /** Skills the letter has not named yet, for a letter short of its length. */
  moreSkills: (skills: readonly Fact[]) => DraftSentence;
  /** The latest degree and certifications (optional sentences). */
  credentials: (f: LetterFacts) => DraftSentence[];
  /** Projects and volunteering, after the achievements (optional sentences). */
  sideWork: (f: LetterFacts) => DraftSentence[];
  /** Awards and publications, after the credentials (optional sentences). */
  recognition: (f: LetterFacts) => DraftSentence[];
  thanks: (f: LetterFacts) => DraftSentence[];
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * Where an achievement happened: 'At Acme', 'As a Designer', or 'In my current role'
 * when the bullet itself already names the company (no 'At Acme, … at Acme').
 */
function whereAt(a: Achievement, f: LetterFacts): { phrase: string; facts: (Fact | undefined)[] } {
  const named = a.company && a.value.toLowerCase().includes(a.company.value.toLowerCase());
  if (named) {
    const latest = f.title?.sources[0] === a.title?.sources[0];
    return {
      phrase: latest && f.current ? 'In my current role' : 'In a previous role',
      facts: [a.company],
    };
  }
  if (a.company) return { phrase: `At ${a.company.value}`, facts: [a.company] };
  if (a.title) return { phrase: `As ${article(a.title.value)} ${a.title.value}`, facts: [a.title] };
  return { phrase: 'In a previous role', facts: [] };
}

function lowerFirst(phrase: string): string {
  return phrase.replace(/^(At|As|In)\b/, (w) => w.toLowerCase());
}

/** 'a Senior Designer at Northwind' / 'a Senior Designer' / ''. */
function titleAtEmployer(f: LetterFacts): string {
  if (!f.title) return '';
  return `${article(f.title.value)} ${f.title.value}${f.employer ? ` at ${f.employer.value}` : ''}`;
}

/** 'a Platform Engineer' from the headline, for a person whose jobs give no title. */
function headlineRole(f: LetterFacts): string {
  return f.headline ? `${article(f.headline.value)} ${f.headline.value}` : '';
}

/** 'Tidewater Scheduler (Lead Maintainer)', with the facts it states. */
function projectPhrases(f: LetterFacts): { text: string; facts: (Fact | undefined)[] } {
  return {
    text: listPhrase(f.projects.map((p) => `${p.name.value}${p.role ? ` (${p.role.value})` : ''}`)),
    facts: f.projects.flatMap((p) => [p.name, p.role]),
  };
}

/**
 * A volunteering line after `verb`: 'as a Coach with Rails Girls', 'with Rails Girls' or
 * 'as a Coach'; undefined without volunteering.
 */
function volunteeringPhrase(
  f: LetterFacts,
): { text: string; current: boolean; facts: (Fact | undefined)[] } | undefined {
  const v = f.volunteering[0];
  if (!v) return undefined;
  const as = v.role ? `as ${article(v.role.value)} ${v.role.value}` : '';
  const withOrg = v.organization ? `with ${v.organization.value}` : '';
  return {
    text: [as, withOrg].filter(Boolean).join(' '),
    current: v.current,
    facts: [v.role, v.organization],
  };
}

const titles = (facts: readonly Fact[]) => listPhrase(facts.map((f) => f.value));

function keywordValues(f: LetterFacts) {
  return f.keywords.map((k) => k.value);
}

const FORMAL: ToneWords = {
  closing: 'Sincerely,',
  greeting: (recipient, company) =>
    recipient
      ? `Dear ${recipient},`
      : company
        ? `Dear ${company.value} Hiring Team,`
        : 'Dear Hiring Manager,',
  opening(f, seed) {
    const out: DraftSentence[] = firstFrame(f, [
      choose(['formalApply', 'formalApplyAccept'] as const, seed, 1),
      'formalApplyRole',
      'formalApplyCompany',
      'formalApplyNone',
    ]);
    const who = titleAtEmployer(f);
    if (who && f.years)
      out.push(
        sentence(
          f.current
            ? `I currently work as ${who}, and I bring ${yearsPhrase(f.years.value)} of professional experience to this application.`
            : `Most recently I worked as ${who}, and I bring ${yearsPhrase(f.years.value)} of professional experience to this application.`,
          [f.title, f.employer, f.years],
        ),
      );
    else if (who)
      out.push(
        sentence(f.current ? `I currently work as ${who}.` : `Most recently I worked as ${who}.`, [
          f.title,
          f.employer,
        ]),
      );
    else if (f.headline && f.years)
      out.push(
        sentence(
          `I am ${headlineRole(f)}, and I bring ${yearsPhrase(f.years.value)} of professional experience to this application.`,
          [f.headline, f.years],
        ),
      );
    else if (f.headline) out.push(sentence(`I am ${headlineRole(f)}.`, [f.headline]));
    else if (f.years)
      out.push(
        sentence(
          `I bring ${yearsPhrase(f.years.value)} of professional experience to this application.`,
          [f.years],
        ),
      );
    return out;
  },
  aboutCompany: {
    lead: 'As your posting explains, ',
    quote: 'Your posting describes the company in its own words: ',
    also: 'It also notes that ',
    alsoQuote: 'It adds: ',
  },
  achievement(a, index, f, same) {
    const clause = achievementClause(a.value);
    if (same)
      return clause
        ? sentence(`In the same role, I also ${clause}.`, [a])
        : sentence(`Another result from the same role: ${a.value}.`, [a]);
    const where = whereAt(a, f);
    // 'Before that' only for the second pick, which comes from another job; further
    // bullets (moreAchievements) may come from any job.
    const lead =
      index === 0 || where.phrase.startsWith('In ')
        ? where.phrase
        : `${index === 1 ? 'Before that' : 'Also'}, ${lowerFirst(where.phrase)}`;
    if (/^I\s/.test(a.value)) return sentence(`${lead}, ${a.value}.`, [a, ...where.facts]);
    return clause
      ? sentence(`${lead}, I ${clause}.`, [a, ...where.facts])
      : sentence(
          `${index === 0 ? 'One result I am proud of' : 'Another result'} comes from my time ${lowerFirst(where.phrase)}: ${a.value}.`,
          [a, ...where.facts],
        );
  },
  rolesInstead: (f) =>
    f.roles.length > 0
      ? [
          sentence(
            `My experience also includes ${listPhrase(
              f.roles.map(
                (r) => `the role of ${r.title.value}${r.company ? ` at ${r.company.value}` : ''}`,
              ),
            )}.`,
            f.roles.flatMap((r) => [r.title, r.company]),
          ),
        ]
      : [],
  keywords(f) {
    const values = keywordValues(f);
    if (values.length === 0) return [];
    const head = values.slice(0, 3);
    const tail = values.slice(3);
    const out = [
      sentence(
        `Your posting highlights ${listPhrase(head)}, ${head.length === 1 ? 'which is' : 'all of which are'} part of my experience as set out in my resume.`,
        f.keywords.slice(0, 3),
      ),
    ];
    if (tail.length > 0)
      out.push(sentence(`I have also worked with ${listPhrase(tail)}.`, f.keywords.slice(3), true));
    return out;
  },
  skillsInstead: (f) =>
    f.skills.length > 0
      ? [sentence(`My core skills include ${listPhrase(f.skills.map((s) => s.value))}.`, f.skills)]
      : [],
  moreSkills: (skills) =>
    sentence(
      `My resume also lists ${listPhrase(skills.map((s) => s.value))} among my skills.`,
      [...skills],
      true,
    ),
  thanks: (f) => [
    ...firstFrame(f, ['formalThanks']),
    ...firstFrame(f, ['formalInvite', 'formalInviteNone']),
  ],
  credentials: (f) => [
    ...(f.education
      ? [
          sentence(
            `I hold ${article(f.education.value)} ${f.education.value}.`,
            [f.education],
            true,
          ),
        ]
      : []),
    ...(f.certifications.length > 0
      ? [
          sentence(
            `My certifications include ${listPhrase(f.certifications.map((c) => c.value))}.`,
            f.certifications,
            true,
          ),
        ]
      : []),
  ],
  sideWork(f) {
    const out: DraftSentence[] = [];
    if (f.projects.length > 0) {
      const projects = projectPhrases(f);
      out.push(sentence(`My projects include ${projects.text}.`, projects.facts, true));
    }
    const v = volunteeringPhrase(f);
    if (v)
      out.push(
        sentence(
          v.current ? `I also volunteer ${v.text}.` : `I have also volunteered ${v.text}.`,
          v.facts,
          true,
        ),
      );
    return out;
  },
  recognition: (f) => [
    ...(f.awards.length > 0
      ? [sentence(`Awards I have received include ${titles(f.awards)}.`, f.awards, true)]
      : []),
    ...(f.publications.length > 0
      ? [sentence(`My published work includes ${titles(f.publications)}.`, f.publications, true)]
      : []),
  ],
};

const WARM: ToneWords = {
  closing: 'Warm regards,',
  greeting: (recipient, company) =>
    recipient
      ? `Dear ${firstName(recipient)},`
      : company
        ? `Hello ${company.value} team,`
        : 'Hello,',
  opening(f, seed) {
    const out: DraftSentence[] = firstFrame(f, [
      choose(['warmApply', 'warmApplyHiring'] as const, seed, 1),
      'warmApplyRole',
      'warmApplyCompany',
      'warmApplyNone',
    ]);
    if (f.years && f.title)
      out.push(
        sentence(
          f.current
            ? `I have ${yearsPhrase(f.years.value)} of experience behind me, and today I work as ${titleAtEmployer(f)}.`
            : `I have ${yearsPhrase(f.years.value)} of experience behind me, most recently as ${titleAtEmployer(f)}.`,
          [f.years, f.title, f.employer],
        ),
      );
    else if (f.title)
      out.push(
        sentence(
          f.current
            ? `Today I work as ${titleAtEmployer(f)}.`
            : `Most recently I worked as ${titleAtEmployer(f)}.`,
          [f.title, f.employer],
        ),
      );
    else if (f.headline && f.years)
      out.push(
        sentence(
          `I have ${yearsPhrase(f.years.value)} of experience behind me, and today I am ${headlineRole(f)}.`,
          [f.years, f.headline],
        ),
      );
    else if (f.headline) out.push(sentence(`Today I am ${headlineRole(f)}.`, [f.headline]));
    else if (f.years)
      out.push(
        sentence(`I have ${yearsPhrase(f.years.value)} of experience behind me.`, [f.years]),
      );
    return out;
  },
  aboutCompany: {
    lead: 'It is exciting to read in your posting that ',
    quote: 'Your posting puts it well: ',
    also: 'Your posting also mentions that ',
    alsoQuote: 'And in its own words: ',
  },
  achievement(a, index, f, same) {
    const clause = achievementClause(a.value);
    if (same)
      return clause
        ? sentence(`In that same role, I also ${clause}.`, [a])
        : sentence(`Another highlight from that role: ${a.value}.`, [a]);
    const where = whereAt(a, f);
    const lead = index === 0 ? where.phrase : `And ${lowerFirst(where.phrase)}`;
    if (/^I\s/.test(a.value)) return sentence(`${lead}, ${a.value}.`, [a, ...where.facts]);
    return clause
      ? sentence(`${lead}, I ${clause}.`, [a, ...where.facts])
      : sentence(`${where.phrase}, one highlight was this: ${a.value}.`, [a, ...where.facts]);
  },
  rolesInstead: (f) =>
    f.roles.length > 0
      ? [
          sentence(
            `Before that, I worked as ${listPhrase(
              f.roles.map(
                (r) =>
                  `${article(r.title.value)} ${r.title.value}${r.company ? ` at ${r.company.value}` : ''}`,
              ),
            )}.`,
            f.roles.flatMap((r) => [r.title, r.company]),
          ),
        ]
      : [],
  keywords(f) {
    const values = keywordValues(f);
    if (values.length === 0) return [];
    const out = [
      sentence(
        `I was especially happy to see ${listPhrase(values.slice(0, 3))} in your posting, because ${values.length === 1 ? 'it is' : 'they are'} a real part of my experience.`,
        f.keywords.slice(0, 3),
      ),
    ];
    if (values.length > 3)
      out.push(
        sentence(
          `My resume also shows my work with ${listPhrase(values.slice(3))}.`,
          f.keywords.slice(3),
          true,
        ),
      );
    return out;
  },
  skillsInstead: (f) =>
    f.skills.length > 0
      ? [sentence(`Among my skills are ${listPhrase(f.skills.map((s) => s.value))}.`, f.skills)]
      : [],
  moreSkills: (skills) =>
    sentence(
      `You will also find ${listPhrase(skills.map((s) => s.value))} among the skills in my resume.`,
      [...skills],
      true,
    ),
  thanks: (f) => [
    ...firstFrame(f, ['warmThanks']),
    ...firstFrame(f, ['warmInvite', 'warmInviteNone']),
  ],
  credentials: (f) => [
    ...(f.education
      ? [
          sentence(
            `Along the way I earned ${article(f.education.value)} ${f.education.value}.`,
            [f.education],
            true,
          ),
        ]
      : []),
    ...(f.certifications.length > 0
      ? [
          sentence(
            `I also hold ${f.certifications.length === 1 ? 'this certification' : 'these certifications'}: ${listPhrase(f.certifications.map((c) => c.value))}.`,
            f.certifications,
            true,
          ),
        ]
      : []),
  ],
  sideWork(f) {
    const out: DraftSentence[] = [];
    if (f.projects.length > 0) {
      const projects = projectPhrases(f);
      out.push(
        sentence(
          `You will also find ${projects.text} among the projects in my resume.`,
          projects.facts,
          true,
        ),
      );
    }
    const v = volunteeringPhrase(f);
    if (v)
      out.push(
        sentence(
          v.current ? `I also give my time ${v.text}.` : `I have also given my time ${v.text}.`,
          v.facts,
          true,
        ),
      );
    return out;
  },
  recognition: (f) => [
    ...(f.awards.length > 0
      ? [sentence(`I was also proud to receive ${titles(f.awards)}.`, f.awards, true)]
      : []),
    ...(f.publications.length > 0
      ? [sentence(`I have also published ${titles(f.publications)}.`, f.publications, true)]
      : []),
  ],
};

const CONCISE: ToneWords = {
  closing: 'Best regards,',
  greeting: (recipient, company) =>
    recipient
      ? `Dear ${recipient},`
      : company
        ? `Dear ${company.value} team,`
        : 'Dear Hiring Manager,',
  opening(f) {
    const out: DraftSentence[] = firstFrame(f, [
      'conciseApply',
      'conciseApplyRole',
      'conciseApplyCompany',
      'conciseApplyNone',
    ]);
    const who = titleAtEmployer(f);
    if (who && f.years)
      out.push(
        sentence(
          `I ${f.current ? 'am' : 'was most recently'} ${who}, with ${yearsPhrase(f.years.value)} of experience.`,
          [f.title, f.employer, f.years],
        ),
      );
    else if (who)
      out.push(
        sentence(`I ${f.current ? 'am' : 'was most recently'} ${who}.`, [f.title, f.employer]),
      );
    else if (f.headline && f.years)
      out.push(
        sentence(`I am ${headlineRole(f)} with ${yearsPhrase(f.years.value)} of experience.`, [
          f.headline,
          f.years,
        ]),
      );
    else if (f.headline) out.push(sentence(`I am ${headlineRole(f)}.`, [f.headline]));
    else if (f.years)
      out.push(sentence(`I have ${yearsPhrase(f.years.value)} of experience.`, [f.years]));
    return out;
  },
  aboutCompany: {
    lead: 'Your posting says that ',
    quote: 'In your posting’s words: ',
    also: 'It adds that ',
    alsoQuote: 'And: ',
  },
  achievement(a, _index, f, same) {
    const clause = achievementClause(a.value);
    if (same)
      return clause ? sentence(`I also ${clause}.`, [a]) : sentence(`Also: ${a.value}.`, [a]);
    const where = whereAt(a, f);
    if (/^I\s/.test(a.value)) return sentence(`${where.phrase}, ${a.value}.`, [a, ...where.facts]);
    return clause
      ? sentence(`${where.phrase}, I ${clause}.`, [a, ...where.facts])
      : sentence(`${where.phrase}: ${a.value}.`, [a, ...where.facts]);
  },
  rolesInstead: (f) =>
    f.roles.length > 0
      ? [
          sentence(
            `Earlier roles: ${listPhrase(
              f.roles.map((r) => `${r.title.value}${r.company ? ` at ${r.company.value}` : ''}`),
            )}.`,
            f.roles.flatMap((r) => [r.title, r.company]),
          ),
        ]
      : [],
  keywords(f) {
    const values = keywordValues(f);
    if (values.length === 0) return [];
    return [
      sentence(
        `My experience covers ${listPhrase(values)}, ${values.length === 1 ? 'a requirement' : 'all requirements'} named in your posting.`,
        f.keywords,
      ),
    ];
  },
  skillsInstead: (f) =>
    f.skills.length > 0
      ? [sentence(`Key skills: ${listPhrase(f.skills.map((s) => s.value))}.`, f.skills)]
      : [],
  moreSkills: (skills) =>
    sentence(`Other skills: ${listPhrase(skills.map((s) => s.value))}.`, [...skills], true),
  thanks: (f) => [
    ...firstFrame(f, ['conciseThanks']),
    ...firstFrame(f, ['conciseInvite', 'conciseInviteNone']),
  ],
  credentials: (f) => [
    ...(f.education ? [sentence(`Education: ${f.education.value}.`, [f.education], true)] : []),
    ...(f.certifications.length > 0
      ? [
          sentence(
            `Certifications: ${listPhrase(f.certifications.map((c) => c.value))}.`,
            f.certifications,
            true,
          ),
        ]
      : []),
  ],
  sideWork(f) {
    const out: DraftSentence[] = [];
    if (f.projects.length > 0) {
      const projects = projectPhrases(f);
      out.push(sentence(`Projects: ${projects.text}.`, projects.facts, true));
    }
    const v = f.volunteering[0];
    if (v) {
      const what = [v.role?.value, v.organization?.value].filter(Boolean).join(' at ');
      out.push(sentence(`Volunteering: ${what}.`, [v.role, v.organization], true));
    }
    return out;
  },
  recognition: (f) => [
    ...(f.awards.length > 0 ? [sentence(`Awards: ${titles(f.awards)}.`, f.awards, true)] : []),
    ...(f.publications.length > 0
      ? [sentence(`Publications: ${titles(f.publications)}.`, f.publications, true)]
      : []),
  ],
};

const TONES: Readonly<Record<CoverLetterTone, ToneWords>> = {
  formal: FORMAL,
  warm: WARM,
  concise: CONCISE,
};

/** Concise letters aim at the low end of the range; formal and warm ones a little above it. */
const TARGET_MIN: Readonly<Record<CoverLetterTone, number>> = {
  formal: LETTER_WORDS.min + 30,
  warm: LETTER_WORDS.min + 30,
  concise: LETTER_WORDS.min + 5,
};

// ---- composition --------------------------------------------------------------------

function words(paragraphs: DraftSentence[][]): number {
  return paragraphs.reduce(
    (sum, p) => sum + p.reduce((s, sentence) => s + wordCount(sentence.text), 0),
    0,
  );
}

/**
 * The company paragraph: what the posting says about the company, with the company as the
 * subject where the sentence allows it word for word ('We build …' → 'Globex builds …'),
 * quoted otherwise. Empty when the posting says nothing about the company.
 */
function companyParagraph(tone: ToneWords, f: LetterFacts): DraftSentence[] {
  return f.aboutCompany.map((fact, i) => {
    const subject = f.company ? asCompanySubject(fact.value, f.company.value) : undefined;
    const words = tone.aboutCompany;
    if (subject && f.company && subject.startsWith(f.company.value))
      return sentence(`${i === 0 ? words.lead : words.also}${subject}`, [fact, f.company]);
    return sentence(`${i === 0 ? words.quote : words.alsoQuote}“${fact.value}”`, [fact]);
  });
}

export function composeLetter(facts: LetterFacts, options: ComposeOptions): LetterDraft {
  const tone = TONES[options.tone];
  const seed = seedOf(facts, options.tone);
  const recipient = options.recipientName?.trim() || undefined;

  const opening = tone.opening(facts, seed);
  const company = companyParagraph(tone, facts);
  const middle: DraftSentence[] = [];
  const placed: Achievement[] = [];
  const addAchievement = (a: Achievement, optional: boolean) => {
    const previous = placed.at(-1);
    const s = tone.achievement(a, placed.length, facts, previous?.entryIndex === a.entryIndex);
    middle.push(optional ? { ...s, optional } : s);
    placed.push(a);
  };
  if (facts.achievements.length > 0) facts.achievements.forEach((a) => addAchievement(a, false));
  else middle.push(...tone.rolesInstead(facts));
  const sideWork = tone.sideWork(facts);
  const skills = [
    ...(facts.keywords.length > 0 ? tone.keywords(facts) : tone.skillsInstead(facts)),
    ...tone.credentials(facts),
    ...tone.recognition(facts),
  ];
  const thanks = tone.thanks(facts);

  // Short of the tone's length: more of the person's own facts, strongest first (never padding).
  const named = new Set(
    [...facts.keywords, ...(facts.keywords.length > 0 ? [] : facts.skills)].map((k) =>
      k.value.toLowerCase(),
    ),
  );
  const otherSkills = facts.skills.filter((s) => !named.has(s.value.toLowerCase()));
  const extras: (() => void)[] = [
    ...facts.moreAchievements.map((a) => () => addAchievement(a, true)),
    ...(facts.achievements.length > 0
      ? [() => middle.push(...tone.rolesInstead(facts).map((s) => ({ ...s, optional: true })))]
      : []),
    ...(otherSkills.length > 0 && skills.length > 0
      ? [() => skills.splice(1, 0, tone.moreSkills(otherSkills))]
      : []),
  ];
  const slots = () => [opening, company, [...middle, ...sideWork], skills, thanks];
  for (const extra of extras) {
    if (words(slots()) >= TARGET_MIN[options.tone]) break;
    extra();
  }
  const paragraphs: DraftSentence[][] = slots();
  // Trim optional sentences, last paragraph's first, while the letter is too long.
  for (let i = paragraphs.length - 1; i >= 0 && words(paragraphs) > LETTER_WORDS.max; i -= 1) {
    const para = paragraphs[i]!;
    for (let j = para.length - 1; j >= 0 && words(paragraphs) > LETTER_WORDS.max; j -= 1) {
      if (para[j]!.optional) para.splice(j, 1);
    }
  }
  // Then the second achievement, if it is still too long.
  if (words(paragraphs) > LETTER_WORDS.max && facts.achievements.length > 1) {
    const body = paragraphs[2]!;
    const last = body.findLastIndex((s) => s.sources.includes(facts.achievements[1]!.sources[0]!));
    if (last >= 0) body.splice(last, 1);
  }

  return {
    greeting: tone.greeting(recipient, facts.company),
    paragraphs: paragraphs.filter((p) => p.length > 0),
    closing: tone.closing,
    signature: facts.name?.value ?? '',
  };
}

/** The draft as the letter's fields: paragraphs as text, every sentence kept in the trace. */
export function draftToLetter(draft: LetterDraft): {
  greeting: string;
  paragraphs: string[];
  closing: string;
  signature: string;
  trace: TraceSentence[];
} {
  return {
    greeting: draft.greeting,
    paragraphs: draft.paragraphs.map((p) => p.map((s) => s.text).join(' ')),
    closing: draft.closing,
    signature: draft.signature,
    trace: draft.paragraphs.flat().map((s) => ({
      text: s.text,
      sources: s.sources,
      flagged: false,
      reason: '',
      basis: s.basis,
    })),
  };
}
