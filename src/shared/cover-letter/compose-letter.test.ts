import { describe, expect, it } from 'vitest';
import type { TargetKeyword } from '../ats-keywords/ats-keywords.schema.ts';
import { containsTerm, prepareText, termPattern } from '../ats-keywords/tokens.ts';
import {
  arrangedSectionsResume,
  internationalResume,
  longResume,
  longWordsResume,
  markupResume,
  sectionsResume,
  shortResume,
} from '../documents/__fixtures__/resume-fixtures.ts';
import { resumeDataSchema, type ResumeData } from '../resume/resume.schema.ts';
import { SAMPLE_RESUMES } from '../samples/samples.ts';
import { traceSentences } from './check-claims.ts';
import {
  achievementClause,
  composeLetter,
  draftToLetter,
  LETTER_WORDS,
  listPhrase,
  yearsPhrase,
} from './compose-letter.ts';
import { COVER_LETTER_TONES, coverLetterDataSchema } from './cover-letter.schema.ts';
import { draftLetterLocally } from './draft-letter.ts';
import { article, isFramingSentence } from './framing.ts';
import { parsePostingSpanPath } from './posting-company.ts';
import { collectLetterFacts, hasExperience } from './letter-facts.ts';
import { resolveField } from './resume-fields.ts';
import { wordCount } from './sentences.ts';

const TODAY = { year: 2026, month: 3 };

const kw = (name: string, weight: number, aliases: string[] = []): TargetKeyword => ({
  name,
  aliases,
  category: 'hard-skill',
  weight,
});

/** A posting's keywords, some of which every sample resume shows. */
const KEYWORDS: TargetKeyword[] = [
  kw('Python', 1),
  kw('Kubernetes', 0.95, ['k8s']),
  kw('PostgreSQL', 0.9, ['Postgres']),
  kw('Figma', 0.85),
  kw('User Research', 0.8),
  kw('Stakeholder Management', 0.75),
  kw('SQL', 0.7),
  kw('Excel', 0.65),
  kw('Leadership', 0.6),
  kw('Agile', 0.55),
  kw('Patient Care', 0.5),
  kw('Budgeting', 0.45),
];

const withTarget = (resume: ResumeData): ResumeData => ({
  ...resume,
  targetJob: { title: 'Operations Lead', company: 'Globex Corporation', description: '' },
});

/** Every resume the table runs over: the eight samples and the engine's fixtures. */
const RESUMES: [string, ResumeData][] = [
  ...SAMPLE_RESUMES.map((s): [string, ResumeData] => [s.id, withTarget(s.resume)]),
  ['short fixture', withTarget(shortResume)],
  ['long fixture', withTarget(longResume)],
  ['international fixture', withTarget(internationalResume)],
  ['long words fixture', withTarget(longWordsResume)],
  ['markup fixture', withTarget(markupResume)],
  ['sample without a target job', SAMPLE_RESUMES[1]!.resume],
  ['v2 sections fixture', withTarget(sectionsResume)],
  ['v2 sections fixture, arranged', withTarget(arrangedSectionsResume)],
];

const CASES = RESUMES.flatMap(([name, resume]) =>
  COVER_LETTER_TONES.map((tone) => ({ name, resume, tone })),
);

describe('local drafting: every fact sentence cites existing resume fields', () => {
  it.each(CASES)('$name, $tone', ({ resume, tone }) => {
    const draft = draftLetterLocally(resume, KEYWORDS, {
      tone,
      today: TODAY,
      recipientName: 'Dana Smith',
      role: 'Letter Role',
      company: 'Letter Company',
    });
    const letterContext = { role: 'Letter Role', company: 'Letter Company' };
    expect(draft.trace.length).toBeGreaterThan(3);
    const factSentences = draft.trace.filter((s) => s.sources.length > 0);
    expect(factSentences.length).toBeGreaterThanOrEqual(3);
    for (const sentence of draft.trace) {
      for (const path of sentence.sources) {
        expect(
          resolveField(resume, path, letterContext),
          `${path} in "${sentence.text}"`,
        ).toBeDefined();
      }
    }
    // The sentences are the paragraphs, in order.
    expect(draft.trace.map((s) => s.text).join(' ')).toBe(draft.paragraphs.join(' '));
    expect(draft.paragraphs.length).toBeGreaterThanOrEqual(3);
    expect(draft.paragraphs.length).toBeLessThanOrEqual(5);
    // What it writes is a valid letter.
    expect(coverLetterDataSchema.safeParse({ ...draft, tone }).success).toBe(true);
  });

  it.each(CASES)(
    '$name, $tone: facts named in a sentence are cited, nothing is flagged',
    ({ resume, tone }) => {
      const facts = collectLetterFacts(resume, KEYWORDS, { today: TODAY });
      const draft = draftToLetter(composeLetter(facts, { tone }));
      // The checker applied to the model's drafts finds nothing wrong with the composer's.
      const checked = traceSentences(draft.paragraphs, { resume, facts, vocabulary: KEYWORDS });
      expect(checked.filter((s) => s.flagged).map((s) => `${s.text} — ${s.reason}`)).toEqual([]);
      const named = [
        facts.role,
        facts.company,
        facts.title,
        facts.employer,
        facts.headline,
        ...facts.keywords,
        ...facts.projects.flatMap((p) => [p.name, p.role]),
        ...facts.volunteering.flatMap((v) => [v.role, v.organization]),
        ...facts.awards,
        ...facts.publications,
      ];
      for (const sentence of draft.trace) {
        // A fact the sentence names is in the value of one of the fields it cites.
        const cited = sentence.sources.map((path) =>
          prepareText(resolveField(resume, path)!.value),
        );
        for (const fact of named) {
          if (fact && containsTerm(prepareText(sentence.text), termPattern(fact.value)))
            expect(
              cited.some((value) => containsTerm(value, termPattern(fact.value))),
              `"${sentence.text}" names ${fact.value}`,
            ).toBe(true);
        }
        if (facts.years && sentence.text.includes(yearsPhrase(facts.years.value)))
          expect(sentence.sources).toEqual(expect.arrayContaining(facts.years.sources));
      }
    },
  );
});

describe('local drafting: length and tones', () => {
  // Nothing pads a letter any more: it is as long as the person's facts make it, at most
  // LETTER_WORDS.max, and a sample's letter is long enough for the Length check (150 words).
  it.each(
    RESUMES.filter(([name]) => !name.includes('fixture') || /^(short|long) fixture/.test(name)),
  )('%s: every tone is at most 350 words, concise the shortest', (name, resume) => {
    const count = (tone: (typeof COVER_LETTER_TONES)[number]) =>
      wordCount(draftLetterLocally(resume, KEYWORDS, { tone, today: TODAY }).paragraphs.join(' '));
    const formal = count('formal');
    const warm = count('warm');
    const concise = count('concise');
    for (const words of [formal, warm, concise]) {
      if (!name.includes('fixture')) expect(words).toBeGreaterThanOrEqual(150);
      expect(words).toBeLessThanOrEqual(LETTER_WORDS.max);
    }
    expect(concise).toBeLessThan(Math.min(formal, warm));
  });

  it.each(RESUMES)('%s: the three tones differ in every paragraph', (_name, resume) => {
    const drafts = COVER_LETTER_TONES.map((tone) =>
      draftLetterLocally(resume, KEYWORDS, { tone, today: TODAY, recipientName: 'Dana Smith' }),
    );
    const [formal, warm, concise] = drafts;
    expect(new Set(drafts.map((d) => d.greeting)).size).toBeGreaterThanOrEqual(2);
    expect(new Set(drafts.map((d) => d.closing)).size).toBe(3);
    for (const [a, b] of [
      [formal!, warm!],
      [formal!, concise!],
      [warm!, concise!],
    ] as const) {
      a.paragraphs.forEach((p, i) => expect(p).not.toBe(b.paragraphs[i]));
    }
  });

  it('is deterministic: the same resume and tone give the same letter', () => {
    const a = draftLetterLocally(shortResume, KEYWORDS, { tone: 'warm', today: TODAY });
    const b = draftLetterLocally(shortResume, KEYWORDS, { tone: 'warm', today: TODAY });
    expect(a).toEqual(b);
  });

  it('greets the hiring manager by name when one is given, the company team otherwise', () => {
    const facts = collectLetterFacts(withTarget(shortResume), [], { today: TODAY });
    expect(composeLetter(facts, { tone: 'formal', recipientName: 'Dana Smith' }).greeting).toBe(
      'Dear Dana Smith,',
    );
    expect(composeLetter(facts, { tone: 'warm', recipientName: 'Dana Smith' }).greeting).toBe(
      'Dear Dana,',
    );
    expect(composeLetter(facts, { tone: 'formal' }).greeting).toBe(
      'Dear Globex Corporation Hiring Team,',
    );
    const noCompany = collectLetterFacts(shortResume, [], { today: TODAY });
    expect(composeLetter(noCompany, { tone: 'concise' }).greeting).toBe('Dear Hiring Manager,');
  });

  it('signs with the resume name and names the role and company in the first paragraph', () => {
    const draft = draftLetterLocally(withTarget(shortResume), KEYWORDS, {
      tone: 'formal',
      today: TODAY,
    });
    expect(draft.signature).toBe('Jane Doe');
    expect(draft.paragraphs[0]).toContain('Operations Lead');
    expect(draft.paragraphs[0]).toContain('Globex Corporation');
    expect(draft.paragraphs[0]).toContain('Senior Product Designer at Northwind Apps');
  });

  it('uses the letter role and company, cited to the letter, when the resume has no target job', () => {
    const draft = draftLetterLocally(shortResume, [], {
      tone: 'concise',
      today: TODAY,
      role: 'Design Lead',
      company: 'Initech',
    });
    const first = draft.trace[0]!;
    expect(first.text).toBe('I am applying for the Design Lead role at Initech.');
    expect(first.sources).toEqual(['letter.role', 'letter.company']);
  });
});

describe('wording helpers', () => {
  it.each([
    ['Engineer', 'an'],
    ['Senior Engineer', 'a'],
    ['SRE', 'an'],
    ['UX Designer', 'a'],
    ['MBA', 'an'],
    ['University Lecturer', 'a'],
    ['Operations Lead', 'an'],
  ])('article(%s) = %s', (word, expected) => expect(article(word)).toBe(expected));

  it('lists and counts years', () => {
    expect(listPhrase(['A'])).toBe('A');
    expect(listPhrase(['A', 'B', 'C'])).toBe('A, B and C');
    expect(yearsPhrase(1)).toBe('one year');
    expect(yearsPhrase(7)).toBe('seven years');
    expect(yearsPhrase(16)).toBe('16 years');
  });

  it.each([
    ['Led a team of 8 engineers', 'led a team of 8 engineers'],
    ['Reduced costs by 20%', 'reduced costs by 20%'],
    ['Lead design for the onboarding flow', 'lead design for the onboarding flow'],
    ['Kubernetes migration for 40 services', undefined],
    ['AWS cost review saving $2M', undefined],
    ['I built the billing system', undefined],
  ])('achievementClause(%s)', (text, expected) => expect(achievementClause(text)).toBe(expected));
});

describe('empty resumes', () => {
  it.each([
    ['no experience at all', resumeDataSchema.parse({ personalInfo: { fullName: 'Jane' } })],
    [
      'experience entries without a title or company',
      resumeDataSchema.parse({ experience: [{ id: '1', description: 'Did things.' }] }),
    ],
  ])('%s has nothing to write from', (_name, resume) => {
    expect(hasExperience(resume)).toBe(false);
  });

  it('a resume with one titled job has enough', () => {
    expect(
      hasExperience(resumeDataSchema.parse({ experience: [{ id: '1', jobTitle: 'Nurse' }] })),
    ).toBe(true);
  });
});

describe('local drafting: the v2 sections and the headline', () => {
  const draft = (resume: ResumeData, tone: (typeof COVER_LETTER_TONES)[number] = 'formal') =>
    draftLetterLocally(withTarget(resume), KEYWORDS, { tone, today: TODAY });
  const cited = (letter: ReturnType<typeof draft>, path: string) =>
    letter.trace.filter((s) => s.sources.includes(path)).map((s) => s.text);

  it.each(COVER_LETTER_TONES)(
    '%s: names the projects, volunteering, awards and publications, each cited',
    (tone) => {
      const letter = draft(sectionsResume, tone);
      expect(cited(letter, 'projects[0].name').join(' ')).toContain('Tidewater Scheduler');
      expect(cited(letter, 'volunteering[0].organization').join(' ')).toContain(
        'Code Harbor Youth Club',
      );
      expect(cited(letter, 'awards[0].title').join(' ')).toContain('Engineering Excellence Prize');
      expect(cited(letter, 'publications[0].title').join(' ')).toContain(
        'Scheduling Without Clocks',
      );
    },
  );

  it('writes nothing from a hidden section', () => {
    const letter = draft(arrangedSectionsResume);
    const text = letter.paragraphs.join(' ');
    expect(text).not.toContain('Code Harbor');
    expect(text).not.toContain('Dana Whitfield');
    expect(letter.trace.flatMap((s) => s.sources).some((p) => p.startsWith('volunteering'))).toBe(
      false,
    );
    const facts = collectLetterFacts(arrangedSectionsResume, [], { today: TODAY });
    expect(facts.volunteering).toEqual([]);
    const hidden = resumeDataSchema.parse({
      ...sectionsResume,
      layout: { hidden_sections: ['projects', 'awards', 'publications'] },
    });
    const none = collectLetterFacts(hidden, [kw('Rust', 1)], { today: TODAY });
    expect([none.projects, none.awards, none.publications, none.keywords]).toEqual([
      [],
      [],
      [],
      [],
    ]);
    // Shown, a project's tag is evidence of a posting's keyword.
    expect(collectLetterFacts(sectionsResume, [kw('Rust', 1)], { today: TODAY }).keywords).toEqual([
      { value: 'Rust', sources: ['projects[0].tags[0]'] },
    ]);
  });

  const untitled = (headline: string) =>
    resumeDataSchema.parse({
      personalInfo: { fullName: 'Sam Rivera', headline },
      experience: [{ id: '1', company: 'Contoso Cloud', startYear: '2018', isCurrentJob: true }],
    });

  it.each<[(typeof COVER_LETTER_TONES)[number], string]>([
    ['formal', 'I am a Platform Engineer, and I bring eight years of professional experience'],
    ['warm', 'and today I am a Platform Engineer.'],
    ['concise', 'I am a Platform Engineer with eight years of experience.'],
  ])('%s: the headline is the role line when no job has a title', (tone, words) => {
    const letter = draft(untitled('Platform Engineer'), tone);
    expect(letter.paragraphs[0]).toContain(words);
    expect(cited(letter, 'personalInfo.headline')).toHaveLength(1);
  });

  it("keeps the latest job's title as the role line when there is one", () => {
    const letter = draft(sectionsResume);
    expect(letter.paragraphs[0]).toContain('I currently work as a Staff Engineer at Contoso Cloud');
    expect(letter.paragraphs[0]).not.toContain('Open Source Maintainer');
  });

  it.each([
    ['Engineer | Go, Kafka | 9 years'],
    ['I build reliable things. Ask me how.'],
    ['Senior platform engineer building developer tools for large teams'],
    [''],
  ])('a headline that is not a role (%j) is not used as one', (headline) => {
    const facts = collectLetterFacts(untitled(headline), [], { today: TODAY });
    expect(facts.headline).toBeUndefined();
    const letter = draft(untitled(headline));
    expect(cited(letter, 'personalInfo.headline')).toEqual([]);
    if (headline) expect(letter.paragraphs.join(' ')).not.toContain(headline);
  });
});

/** Postings for the tracing table: one rich in company text, one to quote, one with none. */
const POSTINGS: [string, string][] = [
  [
    'company text with perks and requirements',
    [
      'About us',
      'At Globex Corporation, we build payment tools for 40,000 small shops across Europe.',
      'Our mission is to make selling simple for independent retailers.',
      'We are hiring an Operations Lead to run our fulfilment team.',
      'Requirements:',
      '- 5+ years of experience in operations',
      '- Kubernetes and Python',
      'Benefits: competitive salary, health insurance and 30 days of vacation.',
      'We offer a generous pension plan and a yearly learning budget.',
      'Globex Corporation is an equal opportunity employer and values diversity.',
    ].join('\n'),
  ],
  [
    'company text to quote',
    [
      'Globex Corporation was founded in 1998 in Lisbon and makes logistics software used by 300 hospitals.',
      "We're a team of 80 people who care about our customers.",
      'You will own our warehouse operations.',
    ].join('\n'),
  ],
  [
    'nothing about the company',
    'We are hiring an Operations Lead.\nRequirements:\n- Excel\nWe offer a competitive salary and remote work.',
  ],
];

const TRACE_CASES = [
  ...SAMPLE_RESUMES.map((s): [string, ResumeData] => [s.id, s.resume]),
  ['short fixture', shortResume] as [string, ResumeData],
  ['v2 sections fixture', sectionsResume] as [string, ResumeData],
].flatMap(([name, resume]) =>
  POSTINGS.flatMap(([posting, description]) =>
    COVER_LETTER_TONES.map((tone) => ({
      name,
      posting,
      tone,
      resume: {
        ...resume,
        targetJob: { title: 'Operations Lead', company: 'Globex Corporation', description },
      },
    })),
  ),
);

describe('local drafting: every sentence is traced, in every tone', () => {
  it.each(TRACE_CASES)('$name, $posting, $tone', ({ resume, tone }) => {
    const facts = collectLetterFacts(resume, KEYWORDS, { today: TODAY });
    const draft = draftToLetter(composeLetter(facts, { tone }));
    const values = { role: 'Operations Lead', company: 'Globex Corporation' };
    for (const s of draft.trace) {
      // Traced to the resume or the posting with sources, or one of the fixed framings.
      expect(s.basis, s.text).toBeDefined();
      if (s.basis === 'framing') expect(isFramingSentence(s.text, values), s.text).toBe(true);
      else
        expect(
          s.sources.filter((p) => !JOB_FIELDS.includes(p)),
          s.text,
        ).not.toEqual([]);
      if (s.basis === 'posting')
        expect(s.sources.some((p) => p.startsWith('targetJob.description['))).toBe(true);
    }
    // The one tracer (the model's checker) traces each sentence the same way, flagging nothing.
    const checked = traceSentences(draft.paragraphs, { resume, facts, vocabulary: KEYWORDS });
    expect(checked.filter((s) => s.flagged).map((s) => `${s.text} — ${s.reason}`)).toEqual([]);
    expect(checked.filter((s) => !s.basis).map((s) => s.text)).toEqual([]);
    expect(checked.map((s) => `${s.basis} ${s.text}`)).toEqual(
      draft.trace.map((s) => `${s.basis} ${s.text}`),
    );
  });

  it.each(COVER_LETTER_TONES)('%s: no sentence claims a habit or outcome of its own', (tone) => {
    const text = SAMPLE_RESUMES.flatMap(
      (s) => draftLetterLocally(withTarget(s.resume), KEYWORDS, { tone, today: TODAY }).paragraphs,
    ).join(' ');
    for (const invented of [
      'I keep stakeholders informed',
      'I learn quickly',
      'I document my work',
      'results that can be measured',
      'each role taught me',
      'I believe my background fits',
    ])
      expect(text).not.toContain(invented);
  });
});

describe('local drafting: the company paragraph', () => {
  const draftFor = (description: string, tone: (typeof COVER_LETTER_TONES)[number] = 'formal') =>
    draftLetterLocally(
      {
        ...shortResume,
        targetJob: { title: 'Operations Lead', company: 'Globex Corporation', description },
      },
      KEYWORDS,
      { tone, today: TODAY },
    );

  it.each(POSTINGS.slice(0, 2))(
    '%s: every claim of the paragraph is in the posting span it cites',
    (_name, description) => {
      for (const tone of COVER_LETTER_TONES) {
        const posting = draftFor(description, tone).trace.filter((s) => s.basis === 'posting');
        expect(posting.length).toBeGreaterThan(0);
        for (const s of posting) {
          const path = s.sources.find((p) => p.startsWith('targetJob.description['))!;
          const span = parsePostingSpanPath(path)!;
          const spanWords = new Set(words(description.slice(span.start, span.end)));
          // What follows the lead-in: the company as subject, or the quote.
          const at = Math.min(
            ...[s.text.indexOf('Globex Corporation'), s.text.indexOf('“')].filter((i) => i >= 0),
          );
          const claim = words(s.text.slice(at)).filter(
            (w) => !['globex', 'corporation', 'is', 'has', 's'].includes(w),
          );
          expect(
            claim.filter((w) => !spanWords.has(w) && !spanWords.has(w.replace(/e?s$/, ''))),
            s.text,
          ).toEqual([]);
        }
      }
    },
  );

  it('never uses perks, pay, benefits, equal-opportunity lines, requirements or hiring lines', () => {
    const text = draftFor(POSTINGS[0]![1]).paragraphs.join(' ');
    for (const boilerplate of [
      'salary',
      'pension',
      'vacation',
      'equal opportunity',
      'learning budget',
      'fulfilment',
      '5+',
    ])
      expect(text).not.toContain(boilerplate);
    expect(text).toContain(
      'As your posting explains, Globex Corporation builds payment tools for 40,000 small shops across Europe.',
    );
  });

  it('quotes a sentence it cannot turn word for word, and is left out when the posting says nothing about the company', () => {
    expect(draftFor(POSTINGS[1]![1], 'concise').paragraphs[1]).toBe(
      'Your posting says that Globex Corporation was founded in 1998 in Lisbon and makes logistics software used by 300 hospitals. And: “We’re a team of 80 people who care about our customers.”'.replace(
        '’',
        "'",
      ),
    );
    const none = draftFor(POSTINGS[2]![1]);
    expect(none.trace.some((s) => s.basis === 'posting')).toBe(false);
    expect(draftFor('').trace.some((s) => s.basis === 'posting')).toBe(false);
  });
});

const JOB_FIELDS = ['targetJob.title', 'targetJob.company', 'letter.role', 'letter.company'];

function words(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (w) => !['the', 'a', 'an', 'and', 'of', 'to', 'for', 'in', 'by', 'who', 'our'].includes(w),
  );
}
