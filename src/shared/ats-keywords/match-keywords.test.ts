import { describe, expect, it } from 'vitest';
import {
  arrangedSectionsResume,
  sectionsResume,
} from '../documents/__fixtures__/resume-fixtures.ts';
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
  const must = (name: string, category: TargetKeyword['category'] = 'hard-skill') =>
    kw(name, 1, { importance: 'must', category });
  const nice = (name: string, category: TargetKeyword['category'] = 'hard-skill') =>
    kw(name, 1, { importance: 'nice', category });

  it.each([
    { what: 'no keywords', skills: [], keywords: [], score: 0 },
    { what: 'the only keyword', skills: ['Python'], keywords: [kw('Python')], score: 100 },
    { what: 'one of two alike', skills: ['Python'], keywords: [kw('Python'), kw('Go')], score: 50 },
    {
      // 6 of 6 + 0.5 + 0.5: weights under 0.6 read as nice-to-haves without the engine's
      // importance, and count with their emphasis.
      what: 'the requirement of three, by weight',
      skills: ['Python'],
      keywords: [kw('Python', 1), kw('Go', 0.25), kw('Rust', 0.25)],
      score: 86,
    },
    {
      what: 'a nice-to-have of three, by weight',
      skills: ['Rust'],
      keywords: [kw('Python', 1), kw('Go', 0.25), kw('Rust', 0.25)],
      score: 7,
    },
    {
      // 6 of 6 + 3: the posting stresses Python twice as much as Go.
      what: 'a stressed requirement outweighs one named in passing',
      skills: ['Python'],
      keywords: [kw('Python', 1, { importance: 'must' }), kw('Go', 0.5, { importance: 'must' })],
      score: 67,
    },
    {
      // 6 + 6 of 6 + 6 + 3 + 3 + 2 + 1
      what: 'two main tools of a posting with soft skills and nice-to-haves',
      skills: ['Python', 'SQL'],
      keywords: [
        must('Python'),
        must('SQL', 'tool'),
        must('Teamwork', 'soft-skill'),
        must('Communication', 'soft-skill'),
        nice('Airflow', 'tool'),
        nice('Curiosity', 'soft-skill'),
      ],
      score: 57,
    },
    {
      what: 'a requirement outweighs a nice-to-have of the same weight',
      skills: ['Python'],
      keywords: [must('Python'), nice('Go')],
      score: 75,
    },
    {
      what: 'a hard skill outweighs a soft one',
      skills: ['Python'],
      keywords: [must('Python'), must('Teamwork', 'soft-skill')],
      score: 67,
    },
    {
      what: 'certifications and tools are hard skills',
      skills: ['Jira', 'PMP'],
      keywords: [
        must('Jira', 'tool'),
        must('PMP', 'certification'),
        must('Leadership', 'soft-skill'),
      ],
      score: 80,
    },
    { what: 'nothing found', skills: [], keywords: [kw('Python')], score: 0 },
  ])('$what → $score', ({ skills, keywords, score }) => {
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
    ["Bachelor's degree", 'BEng, University of Bristol'],
    ["Bachelor's degree", 'B.A. in History'],
    ["Bachelor's Degree in Computer Science", 'BSc Computer Science'],
    ["Bachelor's Degree in Computer Science", 'BEng in Computer Science'],
    ["bachelor's degree in Computer Science", "Bachelor's in Computer Science"],
    ['BSc', "Bachelor's degree in Physics"],
    ["Master's degree", 'MSc Data Science'],
    ['MSc', "Master's degree in Statistics"],
    ['Master of Science', 'Masters in Statistics'],
    ['PhD', 'Doctorate in Chemistry'],
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
    expect(found(kw("Bachelor's degree"), 'MSc Physics')).toBe(false);
    expect(found(kw("Master's degree"), 'BSc Physics')).toBe(false);
    expect(found(kw("Bachelor's Degree in Computer Science"), 'BSc Physics')).toBe(false);
  });

  it("reads an education entry's degree and field as one phrase", () => {
    const withEducation = resumeDataSchema.parse({
      education: [{ id: 'e', school: 'Leeds', degree: 'BSc', fieldOfStudy: 'Computer Science' }],
    });
    const [match] = matchKeywords(withEducation, [
      kw("Bachelor's Degree in Computer Science"),
    ]).matches;
    expect(match!.locations).toEqual([
      { field: 'education.0', label: 'Leeds', section: 'education' },
    ]);
  });
});

describe('matchKeywords: the v2 sections', () => {
  const where = (resume: ResumeData, name: string) =>
    matchKeywords(resume, [kw(name)]).matches[0]!.locations;

  it.each([
    ['Open Source', 'personalInfo.headline', 'Headline'],
    ['Tidewater', 'projects.0.name', 'Tidewater Scheduler: name'],
    ['Lead Maintainer', 'projects.0.role', 'Tidewater Scheduler: role'],
    ['batch scheduler', 'projects.0.description', 'Tidewater Scheduler: description'],
    ['Raft', 'projects.0.tags', 'Tidewater Scheduler: tags'],
    ['mentor', 'volunteering.0', 'Coding Mentor, Code Harbor Youth Club'],
    ['programming classes', 'volunteering.0', 'Coding Mentor, Code Harbor Youth Club'],
    ['zero-downtime migration', 'awards.0', 'Engineering Excellence Prize'],
    ['Contoso Foundation', 'awards.0', 'Engineering Excellence Prize'],
    ['logical time', 'publications.0', 'Scheduling Without Clocks'],
    ['Systems Quarterly', 'publications.0', 'Scheduling Without Clocks'],
    ['backpressure', 'customSections.0.entries.0', 'Conference Talks: Queues at Planet Scale'],
    ['SysConf', 'customSections.0.entries.0', 'Conference Talks: Queues at Planet Scale'],
    ['Astronomy', 'interests', 'Interests'],
  ])('finds %s in %s', (name, field, label) => {
    expect(where(sectionsResume, name)).toEqual([
      {
        field,
        label,
        section: field.startsWith('customSections')
          ? 'custom'
          : field.split('.')[0] === 'personalInfo'
            ? 'headline'
            : field.split('.')[0],
      },
    ]);
  });

  it('does not join two interests into one phrase', () => {
    expect(where(sectionsResume, 'Sailing Amateur')).toEqual([]);
  });

  it('does not count the words of a hidden section: the exported resume does not print them', () => {
    const hide = (...ids: string[]) =>
      resumeDataSchema.parse({
        ...sectionsResume,
        layout: { ...sectionsResume.layout, hidden_sections: ids },
      });
    const keywords = [
      'Raft',
      'mentor',
      'Contoso Foundation',
      'logical time',
      'backpressure',
      'Astronomy',
    ].map((name) => kw(name));
    expect(matchScore(sectionsResume, keywords)).toBe(100);
    const hidden = hide(
      'projects',
      'volunteering',
      'awards',
      'publications',
      'custom:talks',
      'interests',
    );
    const result = matchKeywords(hidden, keywords);
    expect(result.score).toBe(0);
    expect(result.matches.every((m) => m.locations.length === 0)).toBe(true);
    // Only the hidden section is left out: the same word elsewhere still counts.
    expect(where(hide('projects'), 'Kubernetes').map((l) => l.field)).toEqual(['skills']);
    expect(where(hide('skills'), 'Kubernetes')).toEqual([]);
    expect(where(hide('summary'), 'developer platforms')).toEqual([]);
    expect(where(sectionsResume, 'developer platforms').map((l) => l.field)).toEqual([
      'personalInfo.summary',
    ]);
    // The layout the person set up: references and volunteering hidden.
    expect(where(arrangedSectionsResume, 'mentor')).toEqual([]);
  });
});
