import { describe, expect, it } from 'vitest';
import { sectionsResume, shortResume } from '../documents/__fixtures__/resume-fixtures.ts';
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

  it('resolves a span of the posting to its words', () => {
    const description = 'Requirements: Figma.\nGlobex builds tools for shops.';
    const withPosting = { ...resume, targetJob: { ...resume.targetJob, description } };
    expect(resolveField(withPosting, 'targetJob.description[21-51]')).toEqual({
      path: 'targetJob.description[21-51]',
      label: 'The job posting',
      value: 'Globex builds tools for shops.',
    });
    expect(resolveField(withPosting, 'targetJob.description[21-500]')).toBeUndefined();
    expect(resolveField(resume, 'targetJob.description[0-5]')).toBeUndefined();
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

describe('resolveField: the v2 sections', () => {
  it.each([
    ['personalInfo.headline', 'Platform Engineer and Open Source Maintainer', 'Headline'],
    ['projects[0].name', 'Tidewater Scheduler', 'Project 1 (Tidewater Scheduler): name'],
    ['projects[0].role', 'Lead Maintainer', 'Project 1 (Tidewater Scheduler): role'],
    ['projects[0].tags[1]', 'Raft', 'Project 1 (Tidewater Scheduler): skill tag'],
    [
      'volunteering[0].organization',
      'Code Harbor Youth Club',
      'Volunteering 1 (Code Harbor Youth Club): organisation',
    ],
    ['volunteering[0].role', 'Coding Mentor', 'Volunteering 1 (Code Harbor Youth Club): role'],
    [
      'awards[0].title',
      'Engineering Excellence Prize',
      'Award 1 (Engineering Excellence Prize): title',
    ],
    [
      'publications[0].publisher',
      'Systems Quarterly',
      'Publication 1 (Scheduling Without Clocks): publisher',
    ],
  ])('%s', (path, value, label) => {
    expect(resolveField(sectionsResume, path)).toEqual({ path, value, label });
  });

  it.each([
    'projects[1].name',
    'projects[0].id',
    'projects[0].url',
    'projects[0].tags',
    'projects[0].tags[5]',
    'awards[0].constructor',
    'awards[0].title[0]',
    'volunteering[0].isCurrent',
    'references[0].name',
    'customSections[0].title',
  ])('%s names nothing', (path) => {
    expect(resolveField(sectionsResume, path)).toBeUndefined();
  });
});
