import { describe, expect, it } from 'vitest';
import { resumeDataSchema, type ResumeData } from '../resume/resume.schema.ts';
import { atsCheck, type AtsRuleId } from './ats-check.ts';

const goodSummary =
  'Backend engineer with eight years of experience building payment systems in Go and Python. ' +
  'I design reliable APIs, lead small teams, and care about observability, testing and clear documentation for every service I own.';

const base = {
  personalInfo: {
    fullName: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+44 20 7946 0000',
    summary: goodSummary,
  },
  experience: [
    {
      id: '1',
      jobTitle: 'Engineer',
      company: 'Acme',
      startMonth: '01',
      startYear: '2020',
      isCurrentJob: true,
      description: '- Built the billing API in Go\n- Cut latency by 40%',
    },
    {
      id: '2',
      jobTitle: 'Developer',
      company: 'Initech',
      startMonth: '03',
      startYear: '2016',
      endMonth: '12',
      endYear: '2019',
    },
  ],
  education: [{ id: 'e1', school: 'University of London', degree: 'BSc' }],
  skills: [{ name: 'Go', category: '' }],
};

function make(change: (r: typeof base) => unknown = (r) => r): ResumeData {
  return resumeDataSchema.parse(change(structuredClone(base)));
}

/** The complete resume with one field, at a dotted path such as 'experience.1.endYear', set. */
function withField(path: string, value: unknown): ResumeData {
  const resume: Record<string, unknown> = structuredClone(base);
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce((node, key) => node[key] as Record<string, unknown>, resume);
  parent[last] = value;
  return resumeDataSchema.parse(resume);
}

const statusOf = (resume: ResumeData, id: AtsRuleId, pageCount = 1, extra = {}) =>
  atsCheck({ resume, pageCount, ...extra }).find((r) => r.id === id)!;

describe('atsCheck', () => {
  it('passes every rule for a complete resume', () => {
    const results = atsCheck({ resume: make(), pageCount: 2 });
    expect(results.map((r) => [r.id, r.status])).toEqual([
      ['contact', 'pass'],
      ['headings', 'pass'],
      ['start-dates', 'pass'],
      ['date-order', 'pass'],
      ['current-jobs', 'pass'],
      ['summary-length', 'pass'],
      ['bullet-length', 'pass'],
      ['page-count', 'pass'],
      ['target-keywords', 'not-applicable'],
    ]);
    for (const r of results) expect(r.fix).not.toMatch(/\n/);
  });

  it.each<[what: string, id: AtsRuleId, field: string, value: unknown]>([
    ['no e-mail', 'contact', 'personalInfo.email', ''],
    ['no phone', 'contact', 'personalInfo.phone', ' '],
    ['no education', 'headings', 'education', []],
    ['no skills', 'headings', 'skills', []],
    ['a job without a start year', 'start-dates', 'experience.1.startYear', ''],
    ['a job without a start month', 'start-dates', 'experience.0.startMonth', ''],
    ['an end before the start', 'date-order', 'experience.1.endYear', '2015'],
    ['two current jobs', 'current-jobs', 'experience.1.isCurrentJob', true],
    ['an empty summary', 'summary-length', 'personalInfo.summary', ''],
    ['a short summary', 'summary-length', 'personalInfo.summary', 'Engineer.'],
    ['a long summary', 'summary-length', 'personalInfo.summary', 'word '.repeat(130)],
    [
      'a very long bullet',
      'bullet-length',
      'experience.0.description',
      `- ${'did things '.repeat(25)}`,
    ],
  ])('fails on %s: the %s rule points to %s', (_what, id, field, value) => {
    const result = statusOf(withField(field, value), id);
    expect(result.status).toBe('fail');
    expect(result.field).toBe(field);
    expect(result.fix.length).toBeGreaterThan(10);
  });

  it.each([
    [1, 'pass'],
    [2, 'pass'],
    [3, 'fail'],
  ])('%i pages → %s', (pages, status) => {
    expect(statusOf(make(), 'page-count', pages).status).toBe(status);
  });

  it('checks the target job keywords when there are some', () => {
    const keywords = [
      { name: 'Go', aliases: ['Golang'], category: 'hard-skill' as const, weight: 1 },
      { name: 'Kubernetes', aliases: [], category: 'tool' as const, weight: 1 },
    ];
    const half = statusOf(make(), 'target-keywords', 1, { keywords });
    expect(half.status).toBe('fail');
    expect(half.fix).toContain('Kubernetes');
    const all = statusOf(
      make((r) => ({ ...r, skills: [...r.skills, { name: 'Kubernetes', category: '' }] })),
      'target-keywords',
      1,
      { keywords },
    );
    expect(all.status).toBe('pass');
  });

  it('flags a heading an ATS does not know', () => {
    const result = statusOf(make(), 'headings', 1, { headings: ['Experience', 'My Journey'] });
    expect(result.status).toBe('fail');
    expect(result.fix).toContain('My Journey');
    expect(
      statusOf(make(), 'headings', 1, { headings: ['Work Experience', 'Skills'] }).status,
    ).toBe('pass');
  });
});
