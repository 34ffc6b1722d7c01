import { describe, expect, it } from 'vitest';
import type { ReviewKind } from './review-resume.schema.ts';
import { bulletLines, reviewEntry, reviewResume, type ReviewEntry } from './review-bullets.ts';

const entry = (description: string, isCurrentJob = false, id = 'job'): ReviewEntry => ({
  id,
  description,
  isCurrentJob,
});

/** The kinds found for one bullet, alone in a job that has ended. */
const kindsOf = (bullet: string, isCurrentJob = false): ReviewKind[] =>
  reviewEntry(entry(bullet, isCurrentJob)).map((f) => f.kind);

const STRONG = [
  'Led the migration of 40 services to Kubernetes, cutting deploy time by 60%.',
  'Built a billing service in TypeScript that processes $2M a month.',
  'Cut cloud costs by 35% by rightsizing 120 instances.',
  'Grew the newsletter from 2,000 to 15,000 readers in 8 months.',
  'Mentored four junior engineers, two of whom were promoted within a year.',
  'Reduced support tickets by half with a self-service help centre.',
  'Launched the iOS app, rated 4.8 by 3,000 users.',
  'Negotiated supplier contracts that saved €250k a year.',
  'Designed the onboarding flow, lifting activation from 22% to 31%.',
  'Automated weekly reporting, saving the team 6 hours a week.',
  'Shipped offline mode to 1.2 million users with no rise in crash rate.',
  'Hired and trained a support team of 9 across three time zones.',
];

describe('a strong, quantified bullet gets no finding', () => {
  it.each(STRONG)('%s', (bullet) => {
    expect(kindsOf(bullet)).toEqual([]);
  });

  it('and a job of them, listed as bullets, gets none', () => {
    const description = STRONG.map((b) => `- ${b}`).join('\n');
    expect(reviewEntry(entry(description))).toEqual([]);
  });

  it('nor in a current job written in the present', () => {
    const description = [
      '- Lead a team of 6 engineers shipping the payments API to 200 merchants.',
      '- Manage a $1.5M cloud budget, kept 10% under plan.',
      '- Run the weekly incident review, which cut repeat incidents by 40%.',
    ].join('\n');
    expect(reviewEntry(entry(description, true))).toEqual([]);
  });
});

describe('bullets', () => {
  it('are the lines the documents print, markers dropped, counted from 0', () => {
    expect(bulletLines('- One\n• Two\n\n3. Three')).toEqual(['One', 'Two', 'Three']);
    expect(bulletLines('A paragraph\nand a second line')).toEqual([
      'A paragraph',
      'and a second line',
    ]);
    expect(bulletLines('   ')).toEqual([]);
    const [finding] = reviewEntry(
      entry('- Cut costs by 20%.\n- I led the team of 5.', false, 'e1'),
    );
    expect(finding).toMatchObject({
      entry_id: 'e1',
      line: 1,
      text: 'I led the team of 5.',
      kind: 'first_person',
    });
  });
});

describe('first_person', () => {
  it.each([
    [
      'I led the move of 30 services to AWS.',
      'Start with the verb: ‘Led the move of 30 services to AWS.’',
    ],
    ['We cut churn by 12% in a quarter.', 'Start with the verb: ‘Cut churn by 12% in a quarter.’'],
    ['Managed my team of 8 through 2 reorgs.', undefined],
    ['Grew our revenue by 20%.', undefined],
    ['I was the first hire, growing sales by 30%.', undefined],
    ["I've shipped 12 releases on time.", undefined],
    ['Trained new hires and helped me onboard 10 people.', undefined],
  ])('%s', (bullet, suggestion) => {
    const found = reviewEntry(entry(bullet)).find((f) => f.kind === 'first_person');
    expect(found).toBeDefined();
    expect(found?.suggestion).toBe(suggestion);
  });

  it.each([
    'Expanded into the US market, adding 40 accounts.',
    'Wrote the I/O layer, cutting latency by 30%.',
    'Ran the Phase I trial with 200 patients.',
    'Raised the Title I school reading scores by 15%.',
    'Cut build times by 50%, i.e. from 10 to 5 minutes.',
    'Moved the team to Myanmar and opened 3 offices.',
    'Built usage metering for 20 API customers.',
    'Wrote the WEB UI guide used by 300 staff.',
  ])('not in: %s', (bullet) => {
    expect(kindsOf(bullet)).not.toContain('first_person');
  });
});

describe('weak_opening', () => {
  it.each([
    ['Responsible for the release of 12 versions.', 'responsible for'],
    ['Helped with onboarding 30 new hires.', 'Helped with'],
    ['Helped to cut costs by 10%.', 'Helped to'],
    ['Worked on the checkout redesign that lifted sales 8%.', 'Worked on'],
    ['Assisted the CFO with a $3M budget.', 'Assisted'],
    ['Involved in hiring 5 engineers.', 'Involved in'],
    ['Participated in 4 product launches.', 'Participated in'],
    ['Tasked with cutting costs by 10%.', 'Tasked with'],
    ['Duties included payroll for 200 staff.', 'Duties included'],
    ['I was responsible for 3 warehouses.', 'responsible for'],
    ['Was in charge of a team of 6.', 'in charge of'],
  ])('%s', (bullet, phrase) => {
    const found = reviewEntry(entry(bullet)).find((f) => f.kind === 'weak_opening');
    expect(found?.message.toLowerCase()).toContain(`‘${phrase.toLowerCase()}’`);
    expect(found?.suggestion).toMatch(/^Start with what you did/);
  });

  it.each([
    'Helped 30 customers migrate, raising renewals by 12%.',
    'Worked with 5 teams to cut release time by 40%.',
    'Led the team responsible for 3 warehouses.',
    'Built tools that assisted 200 agents a day.',
    'Made the on-call rotation responsible for 99.9% uptime.',
  ])('not in: %s', (bullet) => {
    expect(kindsOf(bullet)).not.toContain('weak_opening');
  });
});

describe('no_result', () => {
  it.each([
    'Managed the database migration for the billing team.',
    'Wrote documentation for the internal API.',
    'Handled customer enquiries by phone and e-mail.',
    'Built the billing service in TypeScript.',
  ])('%s', (bullet) => {
    expect(kindsOf(bullet)).toContain('no_result');
  });

  it.each([
    'Managed the migration of 3 databases.',
    'Managed the migration, which cut hosting costs.',
    'Wrote documentation that reduced support questions.',
    'Answered customer enquiries, raising satisfaction scores.',
    'Launched the company blog.',
    'Won the regional sales award.',
    'Managed a budget of twelve thousand euros.',
    'Built the pricing page, resulting in more sign-ups.',
    'Team lead',
    'Payroll and invoicing',
  ])('not in: %s', (bullet) => {
    expect(kindsOf(bullet)).not.toContain('no_result');
  });
});

describe('too_long', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');
  it('over 30 words or over 200 characters', () => {
    expect(kindsOf(`Cut costs by 5% ${words(27)}`)).toContain('too_long');
    const long = `Cut costs by 5% with ${'a'.repeat(190)}`;
    expect(kindsOf(long)).toContain('too_long');
    const found = reviewEntry(entry(`Cut costs by 5% ${words(27)}`))[0];
    expect(found?.message).toBe('31 words (113 characters): long bullets get skimmed.');
  });

  it('not at 30 words and 200 characters', () => {
    expect(kindsOf(`Cut costs by 5% ${words(26)}`)).not.toContain('too_long');
    expect(kindsOf(`Cut costs by 5% ${'a'.repeat(184)}`)).not.toContain('too_long');
  });
});

describe('repeated_opening', () => {
  const repeated = (description: string) =>
    reviewEntry(entry(description))
      .filter((f) => f.kind === 'repeated_opening')
      .map((f) => [f.line, f.message]);

  it('the same first word in 3 bullets: every one after the first', () => {
    const description = [
      '- Managed 3 teams.',
      '- Built 2 tools.',
      '- Managed a $1M budget.',
      '- Managed 40 vendors.',
    ].join('\n');
    expect(repeated(description)).toEqual([
      [2, '3 bullets of this job start with ‘Managed’.'],
      [3, '3 bullets of this job start with ‘Managed’.'],
    ]);
  });

  it('two bullets in a row with the same first word', () => {
    expect(repeated('- Built 2 tools.\n- built a 3-node cluster.')).toEqual([
      [1, 'This bullet starts with ‘built’, like the one before it.'],
    ]);
  });

  it.each([
    ['twice, not in a row', '- Built 2 tools.\n- Cut costs by 5%.\n- Built 3 apps.'],
    ['one bullet', '- Built 2 tools.'],
    ['the same word later in the bullet', '- Built 2 tools.\n- Rebuilt and built 3 apps.'],
    [
      'pronouns (first_person says so)',
      '- I built 2 tools.\n- I cut costs by 5%.\n- I ran 3 teams.',
    ],
  ])('not for %s', (_name, description) => {
    expect(repeated(description)).toEqual([]);
  });

  it('counts within one job only', () => {
    const result = reviewResume({
      experience: [
        entry('- Built 2 tools.', false, 'a'),
        entry('- Built 3 apps.', false, 'b'),
        entry('- Built 4 sites.', false, 'c'),
      ],
    });
    expect(result.findings).toEqual([]);
  });
});

describe('tense_mix', () => {
  const tense = (description: string, current: boolean) =>
    reviewEntry(entry(description, current))
      .filter((f) => f.kind === 'tense_mix')
      .map((f) => [f.line, f.message, f.suggestion]);

  it('a job that has ended, written in the present', () => {
    expect(tense('- Manage a team of 5.\n- Built 3 apps.', false)).toEqual([
      [0, 'This job has ended, but ‘Manage’ is in the present tense.', 'Start with ‘Managed’.'],
    ]);
    expect(tense('- Building 3 apps a year.', false)).toEqual([
      [0, 'This job has ended, but ‘Building’ is in the present tense.', 'Start with ‘Built’.'],
    ]);
    expect(tense('- Oversees 12 stores.', false)).toEqual([
      [0, 'This job has ended, but ‘Oversees’ is in the present tense.', 'Start with ‘Oversaw’.'],
    ]);
  });

  it('a current job whose bullets mix tenses: the minority is flagged', () => {
    const description = '- Manage 5 people.\n- Run 3 stores.\n- Built 2 apps.';
    expect(tense(description, true)).toEqual([
      [
        2,
        '‘Built’ is in the past tense, the other bullets of this job in the present.',
        'Use the present tense, like the other bullets of this job.',
      ],
    ]);
    expect(tense('- Managed 5 people.\n- Ran 3 stores.\n- Build 2 apps.', true)).toEqual([
      [
        2,
        '‘Build’ is in the present tense, the other bullets of this job in the past.',
        'Start with ‘Built’.',
      ],
    ]);
  });

  it('on a tie, the first bullet sets the tense', () => {
    expect(tense('- Manage 5 people.\n- Built 2 apps.', true).map(([line]) => line)).toEqual([1]);
  });

  it.each([
    ['a current job in the present', '- Manage 5 people.\n- Run 3 stores.', true],
    ['a current job in the past', '- Managed 5 people.\n- Ran 3 stores.', true],
    ['a past job in the past', '- Managed 5 people.\n- Ran 3 stores.', false],
    ['a title, not a verb', '- Lead developer for 3 apps.\n- Built 2 tools.', false],
    [
      'a noun, not a verb',
      '- Design system owner for 4 teams.\n- Support lead for 2 regions.',
      false,
    ],
    ['unknown words', '- Spearheaded 3 launches.\n- Championed 2 apps.', true],
    ['a current job with one known tense', '- Managed 5 people.\n- Championing 2 apps.', true],
  ])('not for %s', (_name, description, current) => {
    expect(tense(description, current)).toEqual([]);
  });
});

describe('the resume language', () => {
  it('checks only length and repeated openings for a resume not in English', () => {
    const description = `- Ich war verantwortlich für das Team.\n- Ich leitete 3 Projekte.\n- Ich baute ${'x '.repeat(40)}`;
    const result = reviewResume({ experience: [entry(description)], language: 'de' });
    expect(result.checked).toEqual(['too_long', 'repeated_opening']);
    expect(new Set(result.findings.map((f) => f.kind))).toEqual(
      new Set(['too_long', 'repeated_opening']),
    );
  });

  it.each(['en', 'en-GB', 'en-US'])('checks every kind for %s', (language) => {
    const result = reviewResume({ experience: [entry('- I did stuff.')], language });
    expect(result.checked).toHaveLength(6);
    expect(result.findings.map((f) => f.kind)).toEqual(['first_person']);
  });
});

describe('suggestions never add facts', () => {
  it('name no number, tool or outcome the bullet does not have', () => {
    const weak = [
      '- I was responsible for the website.',
      '- Worked on the website.',
      '- Worked on the app.',
      '- Worked on the API.',
      `- Manage ${'the website and '.repeat(12)}more.`,
    ].join('\n');
    const suggestions = reviewEntry(entry(weak)).flatMap((f) => f.suggestion ?? []);
    expect(suggestions.length).toBeGreaterThan(4);
    for (const s of suggestions) expect(s).not.toMatch(/\d+\s*%|\$\d/);
  });
});
