import { describe, expect, it } from 'vitest';
import { LINKEDIN_CSVS } from './__fixtures__/linkedin-export.ts';
import {
  linkedInProfile,
  parseLinkedInDate,
  parseWebsites,
  toLanguageLevel,
  type LinkedInFile,
} from './linkedin-profile.ts';

const fromCsvs = (csvs: Record<string, string>) =>
  linkedInProfile((name: LinkedInFile) => csvs[name]);

describe('parseLinkedInDate', () => {
  it.each([
    ['Mar 2021', { month: '03', year: '2021' }],
    ['Jan 2020', { month: '01', year: '2020' }],
    ['September 2019', { month: '09', year: '2019' }],
    ['2014', { month: '', year: '2014' }],
    ['2021-11', { month: '11', year: '2021' }],
    ['', { month: '', year: '' }],
    ['someday', { month: '', year: '' }],
  ])('%s', (raw, expected) => {
    expect(parseLinkedInDate(raw)).toEqual(expected);
  });
});

describe('toLanguageLevel', () => {
  it("maps LinkedIn's five proficiencies to the resume's levels", () => {
    expect(
      [
        'Native or bilingual proficiency',
        'Full professional proficiency',
        'Professional working proficiency',
        'Limited working proficiency',
        'Elementary proficiency',
        '',
      ].map(toLanguageLevel),
    ).toEqual(['Native', 'Fluent', 'Advanced', 'Intermediate', 'Basic', '']);
  });
});

describe('parseWebsites', () => {
  it('reads labelled and bare addresses', () => {
    expect(
      parseWebsites('[PERSONAL:https://a.example,COMPANY:b.example,https://c.example]'),
    ).toEqual([
      { label: 'Website', url: 'https://a.example' },
      { label: 'Company', url: 'b.example' },
      { label: 'Website', url: 'https://c.example' },
    ]);
    expect(parseWebsites('')).toEqual([]);
  });
});

describe('linkedInProfile', () => {
  it('maps every file of the export to the extracted profile', () => {
    const p = fromCsvs(LINKEDIN_CSVS);
    expect(p).toMatchObject({
      display_name: 'Grace Okafor',
      first_name: 'Grace',
      last_name: 'Okafor',
      email: 'grace@example.com',
      location: 'Lagos, Nigeria',
      headline: 'Staff Engineer, Platform',
      summary: 'Builds reliable systems.\nMentors "new" engineers.',
      skills: ['Go', 'Kubernetes', 'Distributed Systems'],
      languages: [
        { name: 'English', level: 'Native' },
        { name: 'French', level: 'Intermediate' },
      ],
      certifications: [
        { name: 'Certified Kubernetes Administrator', issuer: 'CNCF', year: '2022' },
      ],
      awards: [
        {
          title: 'Engineer of the Year',
          issuer: '',
          year: '2022',
          description: 'For the storage migration.',
        },
      ],
    });
    expect(p.links).toEqual([
      { label: 'Website', url: 'https://grace.example' },
      { label: 'Company', url: 'www.acme.example' },
    ]);
    expect(p.experience).toEqual([
      {
        id: '',
        jobTitle: 'Staff Engineer',
        company: 'Acme Cloud',
        startMonth: '03',
        startYear: '2021',
        endMonth: '',
        endYear: '',
        isCurrentJob: true,
        description: 'Led the storage team.\nCut costs by 30%, twice.',
        tags: [],
      },
      {
        id: '',
        jobTitle: 'Software Engineer',
        company: 'Globex',
        startMonth: '01',
        startYear: '2017',
        endMonth: '02',
        endYear: '2021',
        isCurrentJob: false,
        description: 'Built billing.',
        tags: [],
      },
    ]);
    expect(p.education).toEqual([
      {
        id: '',
        school: 'University of Lagos',
        degree: 'Bachelor of Science - BS',
        fieldOfStudy: '',
        startMonth: '',
        startYear: '2010',
        endMonth: '',
        endYear: '2014',
        description: 'First class honours\nRobotics club',
      },
    ]);
    expect(p.projects[0]).toMatchObject({
      name: 'Open Ledger',
      url: 'https://ledger.example',
      startYear: '2019',
      endMonth: '12',
      endYear: '2020',
      isCurrent: false,
    });
    expect(p.volunteering[0]).toMatchObject({
      role: 'Mentor',
      organization: 'Code Club',
      startMonth: '09',
      startYear: '2018',
      isCurrent: true,
      description: 'Teaches children to code.',
    });
  });

  it('takes any file missing, columns in another case or order, and extra columns', () => {
    const p = fromCsvs({
      'Positions.csv':
        'finished on,TITLE,company name,Started On,Something New\n,CTO,Initech,2023,x',
    });
    expect(p.display_name).toBe('');
    expect(p.education).toEqual([]);
    expect(p.experience).toMatchObject([
      { jobTitle: 'CTO', company: 'Initech', startYear: '2023', isCurrentJob: true },
    ]);
  });

  it('falls back to a confirmed and then to the first address when none is primary', () => {
    const emails = (rows: string) =>
      fromCsvs({ 'Email Addresses.csv': `Email Address,Confirmed,Primary\n${rows}` }).email;
    expect(emails('a@x.example,No,No\nb@x.example,Yes,No')).toBe('b@x.example');
    expect(emails('a@x.example,No,No')).toBe('a@x.example');
  });
});
