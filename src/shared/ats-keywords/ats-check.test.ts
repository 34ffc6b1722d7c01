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

const LONG_BULLET = `- ${'did things '.repeat(25)}`;

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

describe('atsCheck: the v2 sections and the layout', () => {
  const withLayout = (layout: object, change: (r: typeof base) => object = (r) => r) =>
    resumeDataSchema.parse({ ...change(structuredClone(base)), layout });

  it('reads a hidden Experience, Education or Skills section as missing, and says to show it', () => {
    const result = statusOf(withLayout({ hidden_sections: ['skills'] }), 'headings');
    expect(result).toMatchObject({
      status: 'fail',
      fix: 'Show the hidden Skills section: an ATS looks for it by name.',
      field: 'layout.hidden_sections.skills',
    });
    expect(
      statusOf(withLayout({ hidden_sections: ['experience', 'education'] }), 'headings').fix,
    ).toBe('Show the hidden Experience, Education sections: an ATS looks for them by name.');
    // Hiding an extra section leaves the rule passing.
    expect(statusOf(withLayout({ hidden_sections: ['languages'] }), 'headings').status).toBe(
      'pass',
    );
  });

  it("checks the person's own headings of the sections the document prints", () => {
    const renamed = withLayout({ section_titles: { experience: 'My Journey' } });
    expect(statusOf(renamed, 'headings')).toMatchObject({
      status: 'fail',
      fix: 'Rename "My Journey" to a standard heading such as Experience, Education or Skills.',
      field: 'layout.section_titles.experience',
    });
    const standard = withLayout({
      section_titles: { experience: 'Work History', projects: 'Projects', interests: 'Hobbies' },
    });
    expect(statusOf(standard, 'headings').status).toBe('pass');
    // A hidden section's heading is not printed, so it is not checked.
    const hidden = withLayout({
      hidden_sections: ['languages'],
      section_titles: { languages: 'Tongues I Speak' },
    });
    expect(statusOf(hidden, 'headings').status).toBe('pass');
  });

  it("knows the documents' own headings for every section", () => {
    const headings = [
      'Summary',
      'Experience',
      'Education',
      'Skills',
      'Languages',
      'Certifications',
      'Projects',
      'Volunteering',
      'Awards',
      'Publications',
      'References',
      'Interests',
      'Additional Information',
    ];
    expect(statusOf(make(), 'headings', 1, { headings }).status).toBe('pass');
  });

  it.each<[what: string, change: (r: typeof base) => object, field: string]>([
    [
      'a project',
      (r) => ({ ...r, projects: [{ id: 'p', name: 'Atlas', description: LONG_BULLET }] }),
      'projects.0.description',
    ],
    [
      'a volunteering entry',
      (r) => ({ ...r, volunteering: [{ id: 'v', role: 'Coach', description: LONG_BULLET }] }),
      'volunteering.0.description',
    ],
    [
      'an award',
      (r) => ({ ...r, awards: [{ id: 'a', title: 'Prize', description: LONG_BULLET }] }),
      'awards.0.description',
    ],
    [
      'a publication',
      (r) => ({ ...r, publications: [{ id: 'b', title: 'Paper', description: LONG_BULLET }] }),
      'publications.0.description',
    ],
    [
      'a custom section',
      (r) => ({
        ...r,
        customSections: [
          { id: 'c1', title: 'Talks', entries: [{ id: 'e1', description: 'Short.' }] },
          { id: 'c2', title: 'Press', entries: [{ id: 'e2', description: LONG_BULLET }] },
        ],
      }),
      'customSections.1.entries.0.description',
    ],
  ])('measures the bullets of %s', (_what, change, field) => {
    const resume = make(change);
    expect(statusOf(resume, 'bullet-length')).toMatchObject({ status: 'fail', field });
    // Hidden, the section is not in the document and its bullets are not measured.
    const section = field.startsWith('customSections') ? 'custom:c2' : field.split('.')[0]!;
    const hidden = resumeDataSchema.parse({ ...resume, layout: { hidden_sections: [section] } });
    expect(statusOf(hidden, 'bullet-length').status).toBe('pass');
  });

  it('does not ask for a summary the person hid', () => {
    const hidden = withLayout({ hidden_sections: ['summary'] });
    expect(statusOf(hidden, 'summary-length')).toMatchObject({
      status: 'not-applicable',
      fix: 'Your summary is hidden, so the exported resume has none.',
    });
  });

  it('does not count keywords found only in a hidden section', () => {
    const keywords = [{ name: 'Kubernetes', aliases: [], category: 'tool' as const, weight: 1 }];
    const withProject = (hidden: string[]) =>
      withLayout({ hidden_sections: hidden }, (r) => ({
        ...r,
        projects: [{ id: 'p', name: 'Cluster', tags: ['Kubernetes'] }],
      }));
    expect(statusOf(withProject([]), 'target-keywords', 1, { keywords }).status).toBe('pass');
    expect(statusOf(withProject(['projects']), 'target-keywords', 1, { keywords }).status).toBe(
      'fail',
    );
  });
});
