import { describe, expect, it } from 'vitest';
import { resumeDataSchema } from '../resume/resume.schema.ts';
import type { TargetKeyword } from './ats-keywords.schema.ts';
import { matchKeywords } from './match-keywords.ts';
import { matchReport } from './match-report.ts';

const kw = (
  name: string,
  importance: 'must' | 'nice',
  category: TargetKeyword['category'] = 'hard-skill',
  aliases: string[] = [],
): TargetKeyword => ({ name, aliases, category, weight: 1, importance });

const resume = resumeDataSchema.parse({
  personalInfo: { headline: 'Data engineer', summary: 'I build pipelines in Python.' },
  experience: [
    {
      id: 'j',
      jobTitle: 'Data Engineer',
      company: 'Initech',
      description: 'Ran ETL jobs on Amazon Web Services with Python and Postgres.',
      tags: [],
    },
  ],
  skills: [
    { name: 'Python', category: '' },
    { name: 'Teamwork', category: '' },
  ],
  education: [{ id: 'e', school: 'Leeds', degree: 'BSc', fieldOfStudy: 'Computer Science' }],
  projects: [{ id: 'p', name: 'Kafka playground', description: '' }],
  layout: { hidden_sections: ['projects'] },
});

const keywords = [
  kw('Python', 'must'),
  kw('AWS', 'must', 'tool', ['Amazon Web Services']),
  kw('PostgreSQL', 'must', 'tool', ['Postgres']),
  kw("Bachelor's Degree in Computer Science", 'must', 'certification'),
  kw('Kafka', 'must', 'tool'),
  kw('Communication', 'must', 'soft-skill'),
  kw('Terraform', 'nice', 'tool'),
  kw('Teamwork', 'nice', 'soft-skill'),
];

describe('matchReport', () => {
  const report = matchReport(resume, keywords);

  it('is the builder panel’s score', () => {
    expect(report.score).toBe(matchKeywords(resume, keywords).score);
  });

  it('scores by importance × kind: 6 + 6 + 6 + 6 + 1 of 6 × 5 + 3 + 2 + 1', () => {
    expect(report.score).toBe(Math.round((100 * 25) / 36));
  });

  it('lists what is present with its sections, aliases and degree spellings counted', () => {
    expect(report.present).toEqual([
      {
        keyword: 'Python',
        importance: 'must',
        kind: 'hard',
        weight: 6,
        where: ['summary', 'experience', 'skills'],
      },
      { keyword: 'AWS', importance: 'must', kind: 'hard', weight: 6, where: ['experience'] },
      { keyword: 'PostgreSQL', importance: 'must', kind: 'hard', weight: 6, where: ['experience'] },
      {
        keyword: "Bachelor's Degree in Computer Science",
        importance: 'must',
        kind: 'hard',
        weight: 6,
        where: ['education'],
      },
      { keyword: 'Teamwork', importance: 'nice', kind: 'soft', weight: 1, where: ['skills'] },
    ]);
  });

  it('lists what is missing, most points first; a hidden section does not count', () => {
    expect(report.missing).toEqual([
      { keyword: 'Kafka', importance: 'must', kind: 'hard', weight: 6 },
      { keyword: 'Communication', importance: 'must', kind: 'soft', weight: 3 },
      { keyword: 'Terraform', importance: 'nice', kind: 'hard', weight: 2 },
    ]);
  });

  it('is 0 with nothing to match', () => {
    expect(matchReport(resume, [])).toEqual({ score: 0, present: [], missing: [] });
  });
});
