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
