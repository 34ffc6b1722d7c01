import { describe, expect, it } from 'vitest';
import { resumeDataSchema, type ResumeData } from '../resume/resume.schema.ts';
import type { TargetKeyword } from './ats-keywords.schema.ts';
import { matchKeywords, matchScore } from './match-keywords.ts';

const kw = (name: string, weight = 1, extra: Partial<TargetKeyword> = {}): TargetKeyword => ({
  name,
  aliases: [],
  category: 'hard-skill',
  weight,
  ...extra,
});

function resume(parts: {
  summary?: string;
  description?: string;
  tags?: string[];
  skills?: string[];
  certifications?: string[];
}): ResumeData {
  return resumeDataSchema.parse({
    personalInfo: { summary: parts.summary ?? '' },
    experience: [
      {
        id: '1',
        jobTitle: 'Engineer',
        company: 'Acme',
        description: parts.description ?? '',
        tags: parts.tags ?? [],
      },
    ],
    skills: (parts.skills ?? []).map((name) => ({ name, category: '' })),
    certifications: (parts.certifications ?? []).map((name, i) => ({ id: String(i), name })),
  });
}

describe('matchKeywords', () => {
  it.each([
    {
      what: 'exact name',
      text: 'Built services in JavaScript.',
      keyword: kw('JavaScript'),
      matched: true,
    },
    {
      what: 'an alias',
      text: 'Built services in JS and TS.',
      keyword: kw('JavaScript', 1, { aliases: ['JS'] }),
      matched: true,
    },
    {
      what: 'not inside another word',
      text: 'Built services in JavaScript.',
      keyword: kw('Java'),
      matched: false,
    },
    { what: 'plural', text: 'Designed REST APIs.', keyword: kw('REST API'), matched: true },
    {
      what: 'letter case',
      text: 'wrote postgresql queries',
      keyword: kw('PostgreSQL'),
      matched: true,
    },
    {
      what: 'a case-sensitive name',
      text: 'Ready to go the extra mile.',
      keyword: kw('Go', 1, { caseSensitive: true, aliases: ['Golang'] }),
      matched: false,
    },
    {
      what: 'a case-insensitive alias of a case-sensitive name',
      text: 'Wrote golang services.',
      keyword: kw('Go', 1, { caseSensitive: true, aliases: ['Golang'] }),
      matched: true,
    },
    {
      what: 'a multi-word term across a comma',
      text: 'Google, Analytics',
      keyword: kw('Google Analytics'),
      matched: false,
    },
    {
      what: 'hyphen variants',
      text: 'Front end development',
      keyword: kw('Front-End Development'),
      matched: true,
    },
  ])('$what → $matched', ({ text, keyword, matched }) => {
    expect(matchKeywords(resume({ description: text }), [keyword]).matches[0]!.matched).toBe(
      matched,
    );
  });

  it('says where each keyword appears', () => {
    const result = matchKeywords(
      resume({ summary: 'Python developer.', tags: ['python'], skills: ['Docker'] }),
      [kw('Python'), kw('Docker'), kw('Rust')],
    );
    expect(result.matches.map((m) => m.locations.map((l) => l.field))).toEqual([
      ['personalInfo.summary', 'experience.0.tags'],
      ['skills'],
      [],
    ]);
  });

  it('groups matched and missing keywords by category', () => {
    const result = matchKeywords(resume({ skills: ['Python'], certifications: ['PMP'] }), [
      kw('Python'),
      kw('Jira', 1, { category: 'tool' }),
      kw('PMP', 1, { category: 'certification' }),
      kw('Leadership', 1, { category: 'soft-skill' }),
    ]);
    expect(result.matched['hard-skill'].map((m) => m.keyword.name)).toEqual(['Python']);
    expect(result.matched.certification.map((m) => m.keyword.name)).toEqual(['PMP']);
    expect(result.missing.tool.map((m) => m.keyword.name)).toEqual(['Jira']);
    expect(result.missing['soft-skill'].map((m) => m.keyword.name)).toEqual(['Leadership']);
  });

  it('does not join two tags into one phrase', () => {
    expect(matchScore(resume({ tags: ['Google', 'Analytics'] }), [kw('Google Analytics')])).toBe(0);
  });
});

describe('matchScore', () => {
  it.each([
    { skills: [], keywords: [], score: 0 },
    { skills: ['Python'], keywords: [kw('Python')], score: 100 },
    { skills: ['Python'], keywords: [kw('Python'), kw('Go')], score: 50 },
    {
      skills: ['Python'],
      keywords: [kw('Python', 1), kw('Go', 0.25), kw('Rust', 0.25)],
      score: 67,
    },
    { skills: ['Rust'], keywords: [kw('Python', 1), kw('Go', 0.25), kw('Rust', 0.25)], score: 17 },
    { skills: [], keywords: [kw('Python')], score: 0 },
  ])('$skills vs $keywords.length keywords → $score', ({ skills, keywords, score }) => {
    expect(matchScore(resume({ skills }), keywords)).toBe(score);
  });
});

describe('matchKeywords: other forms of one keyword', () => {
  const found = (keyword: TargetKeyword, text: string) =>
    matchKeywords(resume({ summary: text }), [keyword]).matches[0]!.matched;

  it.each([
    ['Bachelor of Science', 'BSc in Physics, 2019'],
    ['Bachelor of Science', 'B.S. from Ohio State'],
    ['BSc', 'Bachelor of Science, University of Leeds'],
    ['B.Sc. Nursing', 'BSN, 2020'],
    ['B.Tech', 'Bachelor of Technology in Civil Engineering'],
    ['MBA', 'Master of Business Administration'],
    ['BSc Computer Science', 'Bachelor of Science in Computer Science'],
  ])('a degree: %s is found in "%s"', (name, text) => {
    expect(found(kw(name), text)).toBe(true);
  });

  it.each([
    ['financial modelling', 'Built financial modeling tools'],
    ["driver's licence", "Valid driver's license"],
    ['stock optimisation', 'Led stock optimization'],
    ['data centre operations', 'Ran data center operations'],
  ])('a spelling: %s is found in "%s"', (name, text) => {
    expect(found(kw(name), text)).toBe(true);
  });

  it('does not take one degree for another, or a standard for a degree', () => {
    expect(found(kw('Bachelor of Science'), 'Master of Science')).toBe(false);
    expect(found(kw('Bachelor of Science'), 'Wiring to BS 7671')).toBe(false);
    expect(found(kw('MBA'), 'BBA in marketing')).toBe(false);
  });
});
