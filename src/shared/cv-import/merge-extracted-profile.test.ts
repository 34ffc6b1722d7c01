import { describe, expect, it } from 'vitest';
import { emptyResume, resumeDataSchema, type ResumeData } from '../resume/resume.schema.ts';
import { emptyExtractedProfile, type ExtractedProfile } from './cv-import.schema.ts';
import { mergeExtractedProfile } from './merge-extracted-profile.ts';

const existing: ResumeData = resumeDataSchema.parse({
  personalInfo: {
    fullName: 'Old Name',
    email: 'old@example.com',
    phone: '+1 555 0100',
    location: 'Oslo, Norway',
    summary: 'Old summary',
  },
  experience: [{ id: '1', jobTitle: 'Old job', company: 'Old Co' }],
  education: [{ id: '2', school: 'Old School' }],
  skills: [{ name: 'Old skill', category: 'Tools' }],
});

const extracted = (patch: Partial<ExtractedProfile>): ExtractedProfile => ({
  ...emptyExtractedProfile(),
  ...patch,
});

describe('mergeExtractedProfile', () => {
  it.each([
    [
      'display_name fills the full name',
      { display_name: 'Ada Lovelace' },
      'fullName',
      'Ada Lovelace',
    ],
    [
      'first and last name when there is no display name',
      { first_name: 'Ada', last_name: 'King' },
      'fullName',
      'Ada King',
    ],
    ['an empty name keeps the existing one', { display_name: '  ' }, 'fullName', 'Old Name'],
    ['email fills', { email: 'ada@example.com' }, 'email', 'ada@example.com'],
    ['a missing email keeps the existing one', {}, 'email', 'old@example.com'],
    ['phone fills', { phone: '+44 20 7946 0958' }, 'phone', '+44 20 7946 0958'],
    ['location fills', { location: 'London, UK' }, 'location', 'London, UK'],
    ['a missing summary keeps the existing one', {}, 'summary', 'Old summary'],
  ] as const)('%s', (_, patch, field, value) => {
    const merged = mergeExtractedProfile(existing, extracted(patch), 1000);
    expect(merged.personalInfo[field]).toBe(value);
  });

  it('replaces the lists the CV gives and keeps the ones it does not', () => {
    const merged = mergeExtractedProfile(
      existing,
      extracted({
        experience: [
          {
            id: 'x',
            jobTitle: 'Engineer',
            company: 'Acme',
            startMonth: '01',
            startYear: '2020',
            endMonth: '05',
            endYear: '2022',
            isCurrentJob: true,
            description: 'Built things',
            tags: ['Go', 'go', ' '],
          },
        ],
      }),
      1000,
    );
    expect(merged.experience).toEqual([
      {
        id: '1000',
        jobTitle: 'Engineer',
        company: 'Acme',
        startMonth: '01',
        startYear: '2020',
        endMonth: '',
        endYear: '',
        isCurrentJob: true,
        description: 'Built things',
        tags: ['Go'],
      },
    ]);
    expect(merged.education).toBe(existing.education);
    expect(merged.skills).toBe(existing.skills);
  });

  it('turns skills into uncategorised skills without duplicates, and gives entries fresh ids', () => {
    const merged = mergeExtractedProfile(
      emptyResume(),
      extracted({
        skills: ['SQL', 'sql', 'Python'],
        education: [
          {
            id: 'a',
            school: 'MIT',
            degree: 'BSc',
            fieldOfStudy: 'Physics',
            startMonth: '',
            startYear: '2010',
            endMonth: '',
            endYear: '2014',
            description: '',
          },
        ],
      }),
      5,
    );
    expect(merged.skills).toEqual([
      { name: 'SQL', category: '' },
      { name: 'Python', category: '' },
    ]);
    expect(merged.education[0]).toMatchObject({
      id: '5',
      school: 'MIT',
      location: '',
      isCurrent: false,
    });
  });

  it('always gives a document that saves (texts cut to the limits)', () => {
    const merged = mergeExtractedProfile(
      emptyResume(),
      extracted({ display_name: 'x'.repeat(500), skills: ['y'.repeat(200)] }),
    );
    expect(resumeDataSchema.safeParse(merged).success).toBe(true);
  });
});
