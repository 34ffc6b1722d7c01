import { describe, expect, it } from 'vitest';
import { emptyResume } from '../resume/resume.schema.ts';
import {
  emptyExtractedProfile,
  extractedEducationSchema,
  extractedExperienceSchema,
  type ExtractedProfile,
} from './cv-import.schema.ts';
import {
  cvChangeText,
  cvHoldsText,
  cvLeftOutText,
  cvProcessedText,
  cvReadText,
} from './cv-notices.ts';
import {
  cvListCounts,
  emptySectionChange,
  mergeExtractedProfile,
  type CvImportSection,
  type CvSectionChange,
} from './merge-extracted-profile.ts';

describe('cvLeftOutText', () => {
  it('says per section how many entries were imported and how many were left out', () => {
    expect(cvLeftOutText({ experience: 79_950 })).toBe(
      'Imported the first 50 jobs; 79,950 more were left out.',
    );
    expect(cvLeftOutText({ education: 1, skills: 1234, lines: 236_294 })).toBe(
      'Imported the first 30 education entries; 1 more was left out. ' +
        'Imported the first 150 skills; 1,234 more were left out. ' +
        'Only the start of the file was read: its last 236,294 lines were left out.',
    );
  });

  it('is empty when nothing was left out', () => {
    expect(cvLeftOutText({})).toBe('');
  });
});

const profile = (patch: Partial<ExtractedProfile>): ExtractedProfile => ({
  ...emptyExtractedProfile(),
  ...patch,
});
const jobs = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    ...extractedExperienceSchema.parse({}),
    jobTitle: `Job ${i}`,
  }));
const degrees = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ ...extractedEducationSchema.parse({}), school: `S${i}` }));
const words = (n: number, word: string) => Array.from({ length: n }, (_, i) => `${word} ${i}`);

/** What was read of a profile, counted as the merge counts. */
const projectNamed = (name: string): ExtractedProfile['projects'][number] => ({
  name,
  role: '',
  url: '',
  startMonth: '',
  startYear: '',
  endMonth: '',
  endYear: '',
  isCurrent: false,
  description: '',
  tags: [],
});

const read = (p: ExtractedProfile) => cvReadText(cvListCounts(p), p.sections_not_imported);

describe('cvReadText', () => {
  it.each<[string, Partial<ExtractedProfile>, string]>([
    [
      'the v2 sections after the earlier ones',
      {
        experience: jobs(1),
        projects: [projectNamed('Harbour Maps'), projectNamed('Tidewater')],
        awards: [{ title: 'Best Paper', issuer: '', year: '', description: '' }],
        interests: ['Chess'],
        sections_not_imported: ['References'],
      },
      "1 job, 2 projects, 1 award, 1 interest; 'References' not imported",
    ],
    [
      'counts and the sections not imported',
      {
        experience: jobs(3),
        education: degrees(2),
        skills: words(14, 'skill'),
        sections_not_imported: ['Publications'],
      },
      "3 jobs, 2 degrees, 14 skills; 'Publications' not imported",
    ],
    [
      'singulars',
      { experience: jobs(1), education: degrees(1), skills: ['SQL'] },
      '1 job, 1 degree, 1 skill',
    ],
    [
      'languages, certifications and links when present; empty sections are not named',
      {
        experience: jobs(2),
        languages: [{ name: 'German', level: 'Fluent' }],
        certifications: [
          { name: 'AWS', issuer: '', year: '' },
          { name: 'PMP', issuer: '', year: '' },
        ],
        links: [{ label: 'GitHub', url: 'github.com/ada' }],
      },
      '2 jobs, 1 language, 2 certifications, 1 link',
    ],
    [
      'skills under headings count with the loose ones, each once',
      { skills: ['SQL', 'sql'], skill_categories: [{ name: 'Tools', skills: ['Git', 'SQL'] }] },
      '2 skills',
    ],
    [
      'several headings not imported',
      { experience: jobs(1), sections_not_imported: ['Publications', 'Awards', 'Hobbies'] },
      "1 job; 'Publications', 'Awards' and 'Hobbies' not imported",
    ],
    [
      'two headings',
      { sections_not_imported: ['Awards', 'Awards', ' Talks '] },
      "no jobs, degrees or skills; 'Awards' and 'Talks' not imported",
    ],
    ['nothing at all', {}, 'no jobs, degrees or skills'],
    ['large counts', { skills: words(1234, 's') }, '1,234 skills'],
  ])('%s', (_, patch, text) => {
    expect(read(profile(patch))).toBe(text);
  });
});

describe('cvProcessedText', () => {
  it('says the spec’s sentence, then what was read', () => {
    expect(
      cvProcessedText(read(profile({ experience: jobs(1), sections_not_imported: ['Awards'] }))),
    ).toBe(
      "Your profile information has been extracted from your CV. Found 1 job; 'Awards' not imported.",
    );
    expect(cvProcessedText(read(profile({})))).toBe(
      'Your profile information has been extracted from your CV. Found no jobs, degrees or skills.',
    );
  });
});

describe('cvChangeText', () => {
  const change = (patch: Partial<CvSectionChange>): CvSectionChange => ({
    ...emptySectionChange(),
    ...patch,
  });
  it.each<[CvImportSection, Partial<CvSectionChange>, string]>([
    ['experience', { before: 2, added: 3 }, '2 jobs kept, 3 added'],
    ['experience', { before: 0, added: 1 }, 'Adds 1 job'],
    ['skills', { before: 4, added: 14, removed: 4 }, 'Replaces 4 skills with 14'],
    ['links', { before: 3, removed: 3 }, 'Removes 3 links'],
    ['languages', { before: 1, added: 1, skipped: 1 }, '1 language kept, 1 added; 1 already there'],
    ['certifications', { before: 2, skipped: 2 }, 'No change: all are already there'],
    ['education', { before: 2 }, 'No change: 2 degrees kept'],
    ['education', {}, 'No change'],
    ['links', { before: 10, overLimit: 2 }, 'No change: 10 links kept; 2 left out (at most 10)'],
    ['personal', { filled: ['phone', 'location'] }, 'Fills phone and location'],
    [
      'personal',
      { replaced: ['fullName', 'email'], cleared: ['location'] },
      'Replaces name and email; Empties location',
    ],
    ['personal', {}, 'No change'],
    ['summary', { filled: ['summary'] }, 'Adds a summary'],
    ['summary', { replaced: ['summary'] }, 'Replaces your summary'],
    ['summary', { cleared: ['summary'] }, 'Removes your summary'],
  ])('%s %j → %s', (section, patch, text) => {
    expect(cvChangeText(section, change(patch))).toBe(text);
  });
});

describe('cvHoldsText', () => {
  it('names what the CV has for a section', () => {
    const p = profile({ display_name: 'Ada', phone: '1', experience: jobs(3) });
    const holds = (section: CvImportSection) =>
      cvHoldsText(section, p, mergeExtractedProfile(emptyResume(), p).changes[section]);
    expect(holds('personal')).toBe('Name and phone');
    expect(holds('experience')).toBe('3 jobs');
    expect(holds('summary')).toBe('Nothing');
  });
});
