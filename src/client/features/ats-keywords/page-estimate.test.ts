import { describe, expect, it } from 'vitest';
import { emptyResume, resumeDataSchema, type ResumeData } from '#shared/resume/resume.schema.ts';
import { estimatePages } from './page-estimate.ts';

const bullet = (n: number) =>
  `- Led a team of ${n} engineers to ship a billing platform that cut invoice errors by 40% across Europe`;

function resumeWithJobs(jobs: number, bulletsPerJob: number): ResumeData {
  return resumeDataSchema.parse({
    personalInfo: {
      fullName: 'Jane Doe',
      summary: 'Backend engineer with ten years of payments experience. '.repeat(3),
    },
    experience: Array.from({ length: jobs }, (_, i) => ({
      id: `job-${i}`,
      jobTitle: 'Senior Engineer',
      company: `Company ${i}`,
      startMonth: '01',
      startYear: '2015',
      description: Array.from({ length: bulletsPerJob }, (_, b) => bullet(b + 1)).join('\n'),
      tags: ['TypeScript', 'PostgreSQL'],
    })),
    education: [{ id: 'edu-1', school: 'TU Delft', degree: 'MSc' }],
    skills: ['TypeScript', 'Go', 'PostgreSQL', 'Kafka'].map((name) => ({ name })),
  });
}

describe('estimatePages', () => {
  it('gives one page for an empty resume', () => {
    expect(estimatePages(emptyResume())).toBe(1);
  });

  it('gives one page for a short resume', () => {
    expect(estimatePages(resumeWithJobs(2, 3))).toBe(1);
  });

  it('gives two pages for a typical experienced resume and three for a long one', () => {
    expect(estimatePages(resumeWithJobs(6, 5))).toBe(2);
    expect(estimatePages(resumeWithJobs(8, 5))).toBe(3);
  });

  it('counts a long line as the lines it wraps to', () => {
    const oneLine = resumeWithJobs(1, 0);
    oneLine.experience[0]!.description = 'x'.repeat(95 * 60);
    expect(estimatePages(oneLine)).toBe(2);
  });

  it('never drops when content is added', () => {
    let previous = 0;
    for (let jobs = 0; jobs <= 15; jobs++) {
      const pages = estimatePages(resumeWithJobs(jobs, 4));
      expect(pages).toBeGreaterThanOrEqual(previous);
      previous = pages;
    }
  });
});

describe('estimatePages: the v2 sections', () => {
  const entries = <T>(n: number, make: (i: number) => T): T[] =>
    Array.from({ length: n }, (_, i) => make(i));
  // A full first page: one more section's worth of lines starts a second.
  const onePage = resumeWithJobs(3, 3);

  it.each<[section: string, content: object]>([
    [
      'projects',
      { projects: entries(2, (i) => ({ id: `p${i}`, name: 'P', description: bullet(1) })) },
    ],
    [
      'volunteering',
      { volunteering: entries(2, (i) => ({ id: `v${i}`, role: 'Coach', description: bullet(1) })) },
    ],
    [
      'awards',
      { awards: entries(3, (i) => ({ id: `a${i}`, title: 'Prize', description: bullet(1) })) },
    ],
    [
      'publications',
      {
        publications: entries(3, (i) => ({ id: `b${i}`, title: 'Paper', description: bullet(1) })),
      },
    ],
    ['references', { references: entries(3, (i) => ({ id: `r${i}`, name: 'Kim' })) }],
    ['interests', { interests: entries(30, (i) => `A rather long interest number ${i}`) }],
    [
      'custom:talks',
      {
        customSections: [
          {
            id: 'talks',
            title: 'Talks',
            entries: entries(2, (i) => ({ id: `t${i}`, title: 'Keynote', description: bullet(1) })),
          },
        ],
      },
    ],
  ])('counts %s, unless it is hidden (the exported resume leaves it out)', (section, content) => {
    expect(estimatePages(onePage)).toBe(1);
    const withSection = resumeDataSchema.parse({ ...onePage, ...content });
    expect(estimatePages(withSection)).toBe(2);
    const hidden = resumeDataSchema.parse({
      ...withSection,
      layout: { hidden_sections: [section] },
    });
    expect(estimatePages(hidden)).toBe(1);
  });
});
