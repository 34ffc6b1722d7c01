import { describe, expect, it } from 'vitest';
import { resumeDataSchema, type ExperienceEntry } from '../resume/resume.schema.ts';
import { experienceYears, latestDegree, latestJobIndex, pickAchievements } from './letter-facts.ts';

const job = (over: Partial<ExperienceEntry>): ExperienceEntry => ({
  id: String(Math.random()),
  jobTitle: 'Engineer',
  company: 'Acme',
  startMonth: '',
  startYear: '',
  endMonth: '',
  endYear: '',
  isCurrentJob: false,
  description: '',
  tags: [],
  ...over,
});
const TODAY = { year: 2026, month: 3 };

describe('experienceYears', () => {
  it.each([
    ['one job, years only', [job({ startYear: '2019', endYear: '2021' })], 2],
    ['a current job', [job({ startMonth: '03', startYear: '2020', isCurrentJob: true })], 6],
    [
      'overlapping jobs count once',
      [job({ startYear: '2015', endYear: '2020' }), job({ startYear: '2018', endYear: '2022' })],
      7,
    ],
    [
      'a gap between jobs is not counted',
      [job({ startYear: '2010', endYear: '2012' }), job({ startYear: '2020', endYear: '2023' })],
      5,
    ],
    [
      'an end before the start is ignored',
      [job({ startYear: '2020', endYear: '2018' })],
      undefined,
    ],
    ['a job without an end is ignored', [job({ startYear: '2020' })], undefined],
    ['under a year', [job({ startMonth: '01', startYear: '2026', isCurrentJob: true })], undefined],
  ])('%s', (_name, experience, years) => {
    expect(experienceYears(experience, TODAY)?.value).toBe(years);
  });

  it('cites the start of each stretch and the end of its last job', () => {
    const experience = [
      job({ startYear: '2021', isCurrentJob: true }),
      job({ startYear: '2016', endMonth: '12', endYear: '2020' }),
    ];
    expect(experienceYears(experience, TODAY)!.sources).toEqual([
      'experience[1].startYear',
      'experience[0].isCurrentJob',
    ]);
  });
});

describe('latestJobIndex', () => {
  it('prefers the current job, then the one that ended last', () => {
    expect(
      latestJobIndex([
        job({ startYear: '2010', endYear: '2012' }),
        job({ startYear: '2014', isCurrentJob: true }),
      ]),
    ).toBe(1);
    expect(
      latestJobIndex([
        job({ startYear: '2010', endYear: '2012' }),
        job({ startYear: '2013', endYear: '2019' }),
      ]),
    ).toBe(1);
    expect(latestJobIndex([job({ jobTitle: '' })])).toBeUndefined();
  });
});

describe('pickAchievements', () => {
  it('prefers measurable bullets, one per job', () => {
    const resume = resumeDataSchema.parse({
      experience: [
        job({
          description:
            '- Attended weekly planning meetings with the team\n- Cut build times by 40% across 12 repositories',
        }),
        job({ company: 'Initech', description: '- Wrote 300 pages of documentation for the API' }),
      ],
    });
    const picked = pickAchievements(resume, [], [0, 1]);
    expect(picked.map((a) => a.value)).toEqual([
      'Cut build times by 40% across 12 repositories',
      'Wrote 300 pages of documentation for the API',
    ]);
    expect(picked[1]!.sources).toEqual(['experience[1].description']);
    expect(picked[1]!.company).toEqual({ value: 'Initech', sources: ['experience[1].company'] });
  });
});

describe('latestDegree', () => {
  it('names the degree, field and school, and skips one still in progress', () => {
    const resume = resumeDataSchema.parse({
      education: [
        { id: '1', school: 'MIT', degree: 'BSc', fieldOfStudy: 'Physics', endYear: '2015' },
        { id: '2', school: 'Stanford', degree: 'PhD', isCurrent: true, startYear: '2020' },
      ],
    });
    expect(latestDegree(resume)).toEqual({
      value: 'BSc in Physics from MIT',
      sources: ['education[0].degree', 'education[0].fieldOfStudy', 'education[0].school'],
    });
  });
});
