import { describe, expect, it } from 'vitest';
import { RESUME_LIMITS as L } from './resume.limits.ts';
import {
  ResumeMigrationError,
  migrateResume,
  resumeSchemaVersionOf,
  tryMigrateResume,
  upgradeResumeInput,
} from './migrate-resume.ts';
import { emptyV2Fields } from './resume-defaults.ts';
import { emptyResume, RESUME_SCHEMA_VERSION } from './resume.schema.ts';

describe('migrateResume from version 0 (the original raw resume_data record)', () => {
  const v0 = {
    personal_info: {
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 1234',
      location: 'London',
      summary: 'Analyst.',
    },
    experience: [
      {
        id: '1700000000000',
        jobTitle: 'Analyst',
        company: 'Engines Ltd',
        startMonth: '03',
        startYear: '2020',
        endMonth: '',
        endYear: '',
        isCurrentJob: true,
        description: 'Notes on the engine.',
        tags: ['Math', ' math ', '', 'Poetry'],
      },
    ],
    education: [],
    skills: ['Mathematics', 'mathematics', '  ', 'Writing'],
  };

  it('is recognised as version 0', () => {
    expect(resumeSchemaVersionOf(v0)).toBe(0);
  });

  it('becomes the current shape, skills as uncategorised skill objects', () => {
    expect(migrateResume(v0)).toEqual({
      ...emptyV2Fields(),
      schemaVersion: RESUME_SCHEMA_VERSION,
      personalInfo: { ...v0.personal_info, headline: '', links: [] },
      experience: [{ ...v0.experience[0], tags: ['Math', 'Poetry'] }],
      education: [],
      skills: [
        { name: 'Mathematics', category: '' },
        { name: 'Writing', category: '' },
      ],
      languages: [],
      certifications: [],
    });
  });

  it('coerces numbers, pads months and drops unreadable dates', () => {
    const doc = migrateResume({
      experience: [
        {
          id: 17,
          jobTitle: 'Dev',
          company: 'Acme',
          startMonth: 3,
          startYear: 2019,
          endMonth: '13',
          endYear: 'soon',
        },
      ],
    });
    expect(doc.experience[0]).toMatchObject({
      id: '17',
      startMonth: '03',
      startYear: '2019',
      endMonth: '',
      endYear: '',
      isCurrentJob: false,
    });
  });

  it('clips text and lists to today’s limits instead of failing', () => {
    const doc = migrateResume({
      personal_info: { fullName: 'x'.repeat(500) },
      experience: Array.from({ length: L.experience + 5 }, (_, i) => ({
        id: `e${i}`,
        jobTitle: 'Dev',
      })),
      skills: Array.from({ length: L.skills + 5 }, (_, i) => `skill ${i}`),
    });
    expect(doc.personalInfo.fullName).toHaveLength(L.shortText);
    expect(doc.experience).toHaveLength(L.experience);
    expect(doc.skills).toHaveLength(L.skills);
  });

  it('reads loosely shaped education and gives entries unique ids', () => {
    const doc = migrateResume({
      experience: [
        { id: 'a', jobTitle: 'Dev' },
        { id: 'a', jobTitle: 'Lead' },
        'junk',
        { company: '' },
      ],
      education: [
        'Open University',
        { institution: 'MIT', degree: 'BSc', field: 'CS', year: 2015 },
      ],
    });
    expect(doc.experience).toHaveLength(2);
    expect(new Set(doc.experience.map((e) => e.id)).size).toBe(2);
    expect(doc.education).toMatchObject([
      { school: 'Open University', degree: '' },
      { school: 'MIT', degree: 'BSc', fieldOfStudy: 'CS', endYear: '2015' },
    ]);
  });

  it('goes through both steps: the v2 fields are there too', () => {
    const doc = migrateResume(v0);
    expect(doc.schemaVersion).toBe(2);
    expect(doc.personalInfo.headline).toBe('');
    expect(doc.layout).toEqual(emptyResume().layout);
    expect(doc.style).toEqual(emptyResume().style);
    expect(doc.language).toBe('en');
  });

  it('turns an empty object into an empty resume', () => {
    expect(migrateResume({})).toEqual(emptyResume());
  });
});

describe('migrateResume from version 1', () => {
  const v1 = {
    schemaVersion: 1,
    personalInfo: {
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 1234',
      location: 'London',
      summary: 'Analyst.',
      links: [{ label: 'Site', url: 'https://ada.example' }],
    },
    experience: [
      {
        id: '1',
        jobTitle: 'Analyst',
        company: 'Engines Ltd',
        startMonth: '03',
        startYear: '2020',
        endMonth: '',
        endYear: '',
        isCurrentJob: true,
        description: 'Notes on the engine.',
        tags: ['Math'],
      },
    ],
    education: [
      {
        id: '2',
        school: 'Home',
        degree: 'Tutoring',
        fieldOfStudy: 'Mathematics',
        location: 'London',
        startMonth: '',
        startYear: '1990',
        endMonth: '',
        endYear: '1995',
        isCurrent: false,
        description: '',
      },
    ],
    skills: [{ name: 'Mathematics', category: 'Science' }],
    languages: [{ name: 'French', level: 'Fluent' }],
    certifications: [{ id: '3', name: 'Royal Society', issuer: '', year: '2000' }],
    targetJob: { title: 'Programmer', company: 'Babbage', description: 'Engines.' },
  };

  it('is recognised as version 1', () => {
    expect(resumeSchemaVersionOf(v1)).toBe(1);
  });

  it('keeps every v1 value and adds the v2 fields empty or at their defaults', () => {
    const input = structuredClone(v1);
    expect(migrateResume(input)).toEqual({
      ...v1,
      ...emptyV2Fields(),
      schemaVersion: 2,
      personalInfo: { ...v1.personalInfo, headline: '' },
    });
    expect(input).toEqual(v1);
  });

  it('gives a bare v1 document the empty v2 resume', () => {
    expect(migrateResume({ schemaVersion: 1 })).toEqual(emptyResume());
  });

  it('does not take v2 fields a v1 document cannot have had', () => {
    const doc = migrateResume({ ...v1, language: 'xx-not a tag', projects: 'junk' });
    expect(doc.language).toBe('en');
    expect(doc.projects).toEqual([]);
  });

  it('still refuses a v1 document that broke the v1 rules', () => {
    expect(() =>
      migrateResume({ schemaVersion: 1, personalInfo: { fullName: 'x'.repeat(500) } }),
    ).toThrow(ResumeMigrationError);
  });
});

describe('upgradeResumeInput (what a client sends)', () => {
  it('brings version 1 to version 2 and leaves every other input as it is', () => {
    expect(upgradeResumeInput({ schemaVersion: 1 })).toMatchObject({
      schemaVersion: 2,
      layout: emptyResume().layout,
      language: 'en',
    });
    const v0 = { personal_info: { fullName: 'Ada' } };
    expect(upgradeResumeInput(v0)).toBe(v0);
    const current = emptyResume();
    expect(upgradeResumeInput(current)).toBe(current);
    expect(upgradeResumeInput('text')).toBe('text');
  });
});

describe('migrateResume at version 2 (current)', () => {
  it('validates and keeps the document', () => {
    const doc = {
      ...emptyResume(),
      skills: [{ name: 'SQL', category: 'Data' }],
      projects: [
        {
          id: 'p',
          name: 'Engine',
          role: 'Author',
          url: 'https://ada.example/engine',
          startMonth: '01',
          startYear: '2001',
          endMonth: '',
          endYear: '2002',
          isCurrent: false,
          description: 'Notes.',
          tags: ['Math'],
        },
      ],
      style: { ...emptyResume().style, accent_color: '#111111', page_size: 'Letter' as const },
      language: 'en-GB',
    };
    expect(migrateResume(doc)).toEqual(doc);
  });

  it('reads a document whose layout names a deleted custom section, dropping that id', () => {
    const doc = {
      ...emptyResume(),
      layout: { section_order: ['custom:gone', 'skills'], hidden_sections: ['custom:gone'] },
    };
    const migrated = migrateResume(doc);
    expect(migrated.layout.section_order[0]).toBe('skills');
    expect(migrated.layout.section_order).not.toContain('custom:gone');
    expect(migrated.layout.hidden_sections).toEqual([]);
  });

  it('refuses a current-version document that breaks the rules', () => {
    expect(() => migrateResume({ schemaVersion: 2, style: { accent_color: 'red' } })).toThrow(
      ResumeMigrationError,
    );
  });
});

describe('migrateResume refuses what it cannot read', () => {
  it.each([
    ['a newer version', { schemaVersion: RESUME_SCHEMA_VERSION + 1 }],
    ['a broken version', { schemaVersion: 'one' }],
    ['not an object', 'resume'],
    ['null', null],
    ['an array', []],
  ])('%s', (_label, input) => {
    expect(() => migrateResume(input)).toThrow(ResumeMigrationError);
    expect(tryMigrateResume(input)).toBeNull();
  });
});
