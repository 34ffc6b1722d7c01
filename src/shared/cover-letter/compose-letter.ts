import type { CoverLetterTone, TraceSentence } from './cover-letter.schema.ts';
import type { Achievement, Fact, LetterFacts } from './letter-facts.ts';
import { wordCount } from './sentences.ts';

/**
 * The local drafting engine (AI_PROVIDER=local): a deterministic composer that writes a
 * three-to-four paragraph letter from the facts (letter-facts.ts) with phrase patterns
 * in three tones. Every sentence that states a fact carries the fields it came from;
 * the other sentences (motivation, courtesy) state nothing about the person.
 *
 * Paragraphs: 1. the role, the company and who is applying (the latest job's title, or
 * the headline when no job has one; years); 2. one or two achievements (or, without any,
 * the recent roles), then projects and volunteering; 3. the posting's keywords the resume
 * shows (or a few skills), credentials, awards and publications; 4. thanks and a call to
 * action. Short
 * letters get tone-specific courtesy sentences until they reach LETTER_WORDS.min; long
 * ones lose optional sentences until they fit LETTER_WORDS.max.
 */

export const LETTER_WORDS = { min: 250, max: 350 } as const;

interface DraftSentence {
  text: string;
  /** Resume fields the sentence states facts from; empty for a sentence with no facts. */
  sources: string[];
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

/** 'a', or 'an' before a vowel sound ('an Engineer', 'an SRE', 'a UX Designer'). */
export function article(word: string): string {
  const first = word.trim().split(/\s+/)[0] ?? '';
  if (/^[A-Z]{2,}\b/.test(first)) return /^[AEFHILMNORSX]/.test(first) ? 'an' : 'a';
  if (/^(uni|use|usu|eu|one\b)/i.test(first)) return 'a';
  if (/^(hour|honest|honou?r)/i.test(first)) return 'an';
  return /^[aeiou]/i.test(first) ? 'an' : 'a';
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

function sentence(text: string, facts: (Fact<unknown> | undefined)[], optional = false) {
  const sources = [...new Set(facts.flatMap((f) => f?.sources ?? []))];
  return { text, sources, ...(optional ? { optional } : {}) } satisfies DraftSentence;
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
  /** `same`: the previous achievement came from the same job. */
  achievement: (a: Achievement, index: number, f: LetterFacts, same: boolean) => DraftSentence;
  achievementsIntro: (f: LetterFacts) => DraftSentence | undefined;
  rolesInstead: (f: LetterFacts) => DraftSentence[];
  keywords: (f: LetterFacts) => DraftSentence[];
  skillsInstead: (f: LetterFacts) => DraftSentence[];
  /** The latest degree and certifications (optional sentences). */
  credentials: (f: LetterFacts) => DraftSentence[];
  /** Projects and volunteering, after the achievements (optional sentences). */
  sideWork: (f: LetterFacts) => DraftSentence[];
  /** Awards and publications, after the credentials (optional sentences). */
  recognition: (f: LetterFacts) => DraftSentence[];
  thanks: (f: LetterFacts) => DraftSentence[];
  /** Courtesy sentences without facts, by paragraph, added to reach LETTER_WORDS.min. */
  fillers: readonly (readonly string[])[];
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

function roleAtCompany(f: LetterFacts, noun: string): string {
  if (f.role && f.company) return `the ${f.role.value} ${noun} at ${f.company.value}`;
  if (f.role) return `the ${f.role.value} ${noun}`;
  return '';
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
    const out: DraftSentence[] = [];
    const applying = roleAtCompany(f, 'position');
    if (applying)
      out.push(
        sentence(
          choose(
            [
              `I am writing to apply for ${applying}.`,
              `Please accept this letter as my application for ${applying}.`,
            ],
            seed,
            1,
          ),
          [f.role, f.company],
        ),
      );
    else if (f.company)
      out.push(
        sentence(`I am writing to express my interest in joining ${f.company.value}.`, [f.company]),
      );
    else
      out.push(sentence('I am writing to express my interest in joining your organisation.', []));
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
    out.push(
      sentence(
        'I believe my background fits what your team is looking for, and I would welcome the chance to contribute.',
        [],
        true,
      ),
    );
    return out;
  },
  achievementsIntro: (f) => {
    const role = f.title ?? f.headline;
    return role
      ? sentence(
          `In my work as ${article(role.value)} ${role.value}, I have concentrated on results that can be measured.`,
          [role],
          true,
        )
      : undefined;
  },
  achievement(a, index, f, same) {
    const clause = achievementClause(a.value);
    if (same)
      return clause
        ? sentence(`In the same role, I also ${clause}.`, [a])
        : sentence(`Another result from the same role: ${a.value}.`, [a]);
    const where = whereAt(a, f);
    const lead =
      index === 0 || where.phrase.startsWith('In ')
        ? where.phrase
        : `Before that, ${lowerFirst(where.phrase)}`;
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
    if (f.company)
      out.push(
        sentence(
          `I would be glad to discuss how I have applied these skills and how they would carry over to ${f.company.value}.`,
          [f.company],
          true,
        ),
      );
    return out;
  },
  skillsInstead: (f) =>
    f.skills.length > 0
      ? [sentence(`My core skills include ${listPhrase(f.skills.map((s) => s.value))}.`, f.skills)]
      : [],
  thanks: (f) => [
    sentence('Thank you for considering my application.', []),
    f.company
      ? sentence(
          `I would welcome the opportunity to discuss how my experience could support ${f.company.value}, and I am available for a conversation at your convenience.`,
          [f.company],
        )
      : sentence(
          'I would welcome the opportunity to discuss how my experience could support your team, and I am available for a conversation at your convenience.',
          [],
        ),
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
  fillers: [
    [
      'I have read the description of the role carefully, and the responsibilities it sets out are the kind of work I want to do next.',
    ],
    [
      'In each role I have aimed to understand the goal first, agree on how success will be measured, and then deliver steadily towards it.',
      'I also value clear documentation and open communication, so that the people I work with always know where a project stands.',
    ],
    [
      'I am keen to keep learning, and I would approach the first months in this position by listening closely to colleagues and customers alike.',
    ],
    ['I look forward to hearing from you.'],
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
    const out: DraftSentence[] = [];
    if (f.role && f.company)
      out.push(
        sentence(
          choose(
            [
              `I was delighted to see that ${f.company.value} is looking for ${article(f.role.value)} ${f.role.value}, and I would love to be considered for the role.`,
              `When I read that ${f.company.value} is hiring ${article(f.role.value)} ${f.role.value}, I knew I wanted to apply.`,
            ],
            seed,
            1,
          ),
          [f.role, f.company],
        ),
      );
    else if (f.role)
      out.push(
        sentence(
          `I was delighted to read about your opening for ${article(f.role.value)} ${f.role.value}, and I would love to be considered.`,
          [f.role],
        ),
      );
    else if (f.company)
      out.push(
        sentence(`I would love to bring my experience to the team at ${f.company.value}.`, [
          f.company,
        ]),
      );
    else out.push(sentence('I would love to bring my experience to your team.', []));
    if (f.years && f.title)
      out.push(
        sentence(
          f.current
            ? `Over the past ${yearsPhrase(f.years.value)} I have grown my career step by step, and today I work as ${titleAtEmployer(f)}.`
            : `Over ${yearsPhrase(f.years.value)} I have grown my career step by step, most recently as ${titleAtEmployer(f)}.`,
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
          `Over ${yearsPhrase(f.years.value)} I have grown my career step by step, and today I am ${headlineRole(f)}.`,
          [f.years, f.headline],
        ),
      );
    else if (f.headline) out.push(sentence(`Today I am ${headlineRole(f)}.`, [f.headline]));
    else if (f.years)
      out.push(
        sentence(`I have ${yearsPhrase(f.years.value)} of experience behind me.`, [f.years]),
      );
    out.push(
      sentence(
        'I enjoy work where I can see the difference it makes to the people it is for, and this role looks like exactly that kind of work.',
        [],
        true,
      ),
    );
    return out;
  },
  achievementsIntro: () =>
    sentence('Here are a couple of things from my resume that I am especially proud of.', [], true),
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
            )}, and each role taught me something I still use.`,
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
      ? [
          sentence(
            `The skills I rely on most are ${listPhrase(f.skills.map((s) => s.value))}.`,
            f.skills,
          ),
        ]
      : [],
  thanks: (f) => [
    sentence('Thank you so much for reading my letter.', []),
    f.company
      ? sentence(
          `I would love to talk about how I could help ${f.company.value}, and I look forward to hearing from you.`,
          [f.company],
        )
      : sentence(
          'I would love to talk about how I could help your team, and I look forward to hearing from you.',
          [],
        ),
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
  fillers: [
    [
      'I like joining teams that care about doing things well, and everything I have read about this role suggests that yours does.',
    ],
    [
      'What I enjoy most in work like this is taking a problem that looks messy, breaking it into clear steps and seeing it through with the people around me.',
      'I always try to leave things a little better than I found them, whether that is a process, a piece of work or a handover note.',
    ],
    [
      'I am always glad to learn something new, and I would bring curiosity and a lot of energy to the team from my first week.',
    ],
    ['It would be a pleasure to meet you and the team.'],
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
    const out: DraftSentence[] = [];
    const applying = roleAtCompany(f, 'role');
    if (applying) out.push(sentence(`I am applying for ${applying}.`, [f.role, f.company]));
    else if (f.company)
      out.push(sentence(`I am applying to join ${f.company.value}.`, [f.company]));
    else out.push(sentence('I am applying to join your team.', []));
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
  achievementsIntro: () => undefined,
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
  thanks: (f) => [
    sentence('Thank you for your time.', []),
    f.company
      ? sentence(`I would welcome a short conversation about the role at ${f.company.value}.`, [
          f.company,
        ])
      : sentence('I would welcome a short conversation about the role.', []),
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
  fillers: [
    [
      'The role matches the work I want to do next.',
      'I have read the posting closely and know what the first months would ask of me.',
      'I would bring focus, reliability and a habit of finishing what I start.',
    ],
    [
      'I focus on clear goals, steady delivery and honest reporting of progress.',
      'I document my work so that others can pick it up easily.',
      'I keep stakeholders informed and deadlines realistic.',
      'I prefer simple solutions that are easy to maintain.',
      'I measure results and adjust when the numbers say so.',
      'I work well alone and in small teams.',
    ],
    [
      'I learn quickly and ask questions early.',
      'I am comfortable picking up new tools when a project needs them.',
      'I am happy to go deeper on any of these in an interview.',
      'I welcome feedback and act on it.',
    ],
    ['I can share examples of my work on request.', 'I look forward to your reply.'],
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

export function composeLetter(facts: LetterFacts, options: ComposeOptions): LetterDraft {
  const tone = TONES[options.tone];
  const seed = seedOf(facts, options.tone);
  const recipient = options.recipientName?.trim() || undefined;

  const opening = tone.opening(facts, seed);
  const middle: DraftSentence[] = [];
  if (facts.achievements.length > 0) {
    const intro = tone.achievementsIntro(facts);
    if (intro) middle.push(intro);
    facts.achievements.forEach((a, i) =>
      middle.push(
        tone.achievement(
          a,
          i,
          facts,
          i > 0 && facts.achievements[i - 1]!.entryIndex === a.entryIndex,
        ),
      ),
    );
  } else {
    middle.push(...tone.rolesInstead(facts));
  }
  middle.push(...tone.sideWork(facts));
  const skills = [
    ...(facts.keywords.length > 0 ? tone.keywords(facts) : tone.skillsInstead(facts)),
    ...tone.credentials(facts),
    ...tone.recognition(facts),
  ];
  const thanks = tone.thanks(facts);

  // Four paragraphs when there is something for each; a thin resume gives three.
  const slots: DraftSentence[][] = [opening, middle, skills, thanks];
  // Fill to the target length with courtesy sentences, paragraph by paragraph.
  const pending = tone.fillers.map((list) => [...list]);
  let round = 0;
  while (words(slots) < TARGET_MIN[options.tone] && pending.some((list) => list.length > 0)) {
    const slot = round % slots.length;
    const next = pending[slot]?.shift();
    round += 1;
    // A paragraph with nothing to say (no skills at all) stays empty.
    if (next && slots[slot]!.length > 0)
      slots[slot]!.push({ text: next, sources: [], optional: true });
  }
  // Trim optional sentences, last paragraph's first, while the letter is too long.
  for (let i = slots.length - 1; i >= 0 && words(slots) > LETTER_WORDS.max; i -= 1) {
    const para = slots[i]!;
    for (let j = para.length - 1; j >= 0 && words(slots) > LETTER_WORDS.max; j -= 1) {
      if (para[j]!.optional) para.splice(j, 1);
    }
  }
  // Then the second achievement, if it is still too long.
  if (words(slots) > LETTER_WORDS.max && facts.achievements.length > 1) {
    const last = middle.findLastIndex((s) =>
      s.sources.includes(facts.achievements[1]!.sources[0]!),
    );
    if (last >= 0) middle.splice(last, 1);
  }

  return {
    greeting: tone.greeting(recipient, facts.company),
    paragraphs: slots.filter((p) => p.length > 0),
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
    })),
  };
}
