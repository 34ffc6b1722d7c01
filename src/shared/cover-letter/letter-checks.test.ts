import { describe, expect, it } from 'vitest';
import type { TargetKeyword } from '../ats-keywords/ats-keywords.schema.ts';
import { shortResume } from '../documents/__fixtures__/resume-fixtures.ts';
import { coverLetterDataSchema, type CoverLetterDataInput } from './cover-letter.schema.ts';
import { draftLetterLocally } from './draft-letter.ts';
import {
  checkLetter,
  estimateLetterPages,
  findPlaceholders,
  type LetterCheckId,
} from './letter-checks.ts';

const resume = {
  ...shortResume,
  targetJob: { title: 'Lead Product Designer', company: 'Globex', description: '' },
};
const kw = (name: string): TargetKeyword => ({ name, aliases: [], category: 'tool', weight: 1 });
const keywords = [kw('Figma'), kw('User Research'), kw('Prototyping'), kw('Kubernetes')];

const drafted = draftLetterLocally(resume, keywords, {
  tone: 'formal',
  today: { year: 2026, month: 3 },
  recipientName: 'Dana Smith',
});
const letterOf = (over: CoverLetterDataInput = {}) =>
  coverLetterDataSchema.parse({
    recipient: { name: 'Dana Smith', company: 'Globex' },
    role: 'Lead Product Designer',
    greeting: drafted.greeting,
    paragraphs: drafted.paragraphs,
    closing: drafted.closing,
    signature: drafted.signature,
    ...over,
  });
const statusOf = (id: LetterCheckId, over: CoverLetterDataInput = {}, pageCount?: number) =>
  checkLetter({ letter: letterOf(over), resume, keywords, pageCount }).find((c) => c.id === id)!;

describe('checkLetter', () => {
  it('passes every check for a local draft with the recipient filled in', () => {
    const results = checkLetter({ letter: letterOf(), resume, keywords });
    expect(results.map((r) => [r.id, r.status])).toEqual([
      ['length', 'pass'],
      ['company-named', 'pass'],
      ['role-named', 'pass'],
      ['greeting', 'pass'],
      ['keywords', 'pass'],
      ['placeholders', 'pass'],
    ]);
    expect(results[0]!.fix).toMatch(/^\d+ words, 1 page\.$/);
  });

  it.each([
    ['length', { paragraphs: ['Too short.'] }, undefined, /write at least 150 words/],
    ['length', {}, 2, /keep it to one page/],
    [
      'company-named',
      { paragraphs: ['I want the Lead Product Designer job.'] },
      undefined,
      /Name Globex/,
    ],
    [
      'role-named',
      { paragraphs: ['I want to work at Globex.'] },
      undefined,
      /Name Lead Product Designer/,
    ],
    ['greeting', { greeting: 'Dear Hiring Manager,' }, undefined, /Address Dana Smith by name/],
    ['greeting', { greeting: '' }, undefined, /Add a greeting/],
    [
      'keywords',
      { paragraphs: ['Hello Globex, Lead Product Designer.'] },
      undefined,
      /Figma, User Research, Prototyping/,
    ],
    [
      'placeholders',
      { paragraphs: ['I love [Company] and its mission.'] },
      undefined,
      /Replace \[Company\]/,
    ],
    [
      'placeholders',
      { recipient: { name: '<Hiring Manager Name>' } },
      undefined,
      /Replace <Hiring Manager Name>/,
    ],
  ] as const)('fails %s for %j', (id, over, pages, fix) => {
    const check = statusOf(id, over as CoverLetterDataInput, pages);
    expect(check.status).toBe('fail');
    expect(check.fix).toMatch(fix);
  });

  it('accepts a greeting by last name and a general one when no name is known', () => {
    expect(statusOf('greeting', { greeting: 'Dear Ms. Smith,' }).status).toBe('pass');
    expect(
      statusOf('greeting', { recipient: { name: '' }, greeting: 'Dear Hiring Manager,' }).status,
    ).toBe('not-applicable');
  });

  it('takes the company and role from the resume target job when the letter has none', () => {
    expect(statusOf('company-named', { recipient: { company: '' } }).status).toBe('pass');
    expect(statusOf('role-named', { role: '' }).status).toBe('pass');
  });

  it.each([
    ['Software Engineer (Backend)', 'Software Engineer (Backend)'],
    ['Nurse (RN) – ICU', 'Nurse (RN) - ICU'],
    ['C++ Developer', 'c++ developer'],
    ['Head of R&D', 'Head of R & D'],
    ['Sr. UX Researcher', 'Senior UX Researcher'],
  ])('names the role %s when the letter writes %s', (role, written) => {
    const paragraphs = [`I am applying for the ${written} role at Globex.`, ...drafted.paragraphs];
    expect(statusOf('role-named', { role, paragraphs }).status).toBe('pass');
    expect(statusOf('role-named', { role, paragraphs: drafted.paragraphs }).status).toBe('fail');
  });

  it('names a company with an ampersand or a hyphen however the letter writes it', () => {
    const paragraphs = ['I would love to join Procter and Gamble and Coca Cola.'];
    expect(
      statusOf('company-named', { recipient: { company: 'Procter & Gamble' }, paragraphs }).status,
    ).toBe('pass');
    expect(
      statusOf('company-named', { recipient: { company: 'Coca-Cola' }, paragraphs }).status,
    ).toBe('pass');
  });

  it('has no keyword check without a target job', () => {
    const check = checkLetter({ letter: letterOf() }).find((c) => c.id === 'keywords')!;
    expect(check.status).toBe('not-applicable');
  });
});

describe('findPlaceholders', () => {
  it.each([
    ['Dear [Hiring Manager],', ['[Hiring Manager]']],
    ['at {{company}} today', ['{{company}}']],
    ['XXX years', ['XXX']],
    ['TODO: finish', ['TODO']],
    ['Lorem ipsum dolor', ['Lorem ipsum']],
    ['I used C++ and <3 teams', []],
    ['A normal sentence about Globex.', []],
  ])('%s', (text, found) => expect(findPlaceholders(text)).toEqual(found));
});

describe('estimateLetterPages', () => {
  it('is one page for a 300-word letter and two for a very long one', () => {
    expect(estimateLetterPages(letterOf())).toBe(1);
    expect(
      estimateLetterPages(
        letterOf({ paragraphs: Array.from({ length: 8 }, () => 'word '.repeat(120)) }),
      ),
    ).toBe(2);
  });
});
