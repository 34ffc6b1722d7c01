import { describe, expect, it } from 'vitest';
import { shortResume } from '../documents/__fixtures__/resume-fixtures.ts';
import { resolveField } from './resume-fields.ts';

const resume = { ...shortResume, targetJob: { title: 'Lead', company: 'Globex', description: '' } };

describe('resolveField', () => {
  it.each([
    ['experience[0].jobTitle', 'Senior Product Designer', 'Job 1 (Northwind Apps): title'],
    ['experience[0].tags[1]', 'User Research', 'Job 1 (Northwind Apps): skill tag'],
    ['experience[0].startYear', 'Apr 2021', 'Job 1 (Northwind Apps): start date'],
    ['experience[0].isCurrentJob', 'current job', 'Job 1 (Northwind Apps): current job'],
    ['skills[2].name', 'Figma', 'Skills'],
    [
      'education[0].school',
      'Oregon State University',
      'Education 1 (Oregon State University): school',
    ],
    ['certifications[0].name', 'Certified Usability Analyst', 'Certification'],
    ['personalInfo.fullName', 'Jane Doe', 'Full name'],
    ['targetJob.company', 'Globex', 'Target job: company'],
  ])('%s', (path, value, label) => {
    expect(resolveField(resume, path)).toEqual({ path, value, label });
  });

  it('resolves the letter fields from the letter', () => {
    expect(resolveField(resume, 'letter.role', { role: 'Designer' })?.value).toBe('Designer');
    expect(resolveField(resume, 'letter.company', {})).toBeUndefined();
  });

  it.each([
    'experience[5].jobTitle',
    'experience[0].endYear',
    'experience[0].salary',
    'skills[0]',
    'personalInfo.links',
    'constructor',
    '__proto__.x',
    'experience[0].tags[9]',
    '',
  ])('%s names nothing', (path) => {
    expect(resolveField(resume, path)).toBeUndefined();
  });
});
