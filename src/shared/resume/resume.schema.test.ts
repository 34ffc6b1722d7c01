import { describe, expect, it } from 'vitest';
import { RESUME_LIMITS as L } from './resume.limits.ts';
import {
  emptyResume,
  isEmptyResume,
  isHttpUrl,
  newEntryId,
  resumeDataSchema,
  RESUME_SCHEMA_VERSION,
  TARGET_JOB_LIMITS,
} from './resume.schema.ts';

const entry = (id: string) => ({ id, jobTitle: 'Dev', company: 'Acme' });

describe('resumeDataSchema', () => {
  it('fills an empty document with the current schemaVersion and empty sections', () => {
    expect(emptyResume()).toEqual({
      schemaVersion: RESUME_SCHEMA_VERSION,
      personalInfo: {
        fullName: '',
        headline: '',
        email: '',
        phone: '',
        location: '',
        summary: '',
        links: [],
      },
      experience: [],
      education: [],
      skills: [],
      languages: [],
      certifications: [],
      projects: [],
      volunteering: [],
      awards: [],
      publications: [],
      references: [],
      interests: [],
      customSections: [],
      layout: {
        section_order: [
          'summary',
          'experience',
          'education',
          'skills',
          'languages',
          'certifications',
          'projects',
          'volunteering',
          'awards',
          'publications',
          'references',
          'interests',
        ],
        hidden_sections: [],
        section_titles: {},
      },
      style: {
        accent_color: '#2563eb',
        font: 'sans',
        font_scale: 1,
        density: 'comfortable',
        page_size: 'A4',
      },
      language: 'en',
    });
    expect(isEmptyResume(emptyResume())).toBe(true);
  });

  it('keeps an entry without dates (an imported CV), but not a malformed date', () => {
    expect(resumeDataSchema.safeParse({ experience: [entry('1')] }).success).toBe(true);
    expect(
      resumeDataSchema.safeParse({ experience: [{ ...entry('1'), startMonth: '13' }] }).success,
    ).toBe(false);
    expect(
      resumeDataSchema.safeParse({ experience: [{ ...entry('1'), startYear: '20' }] }).success,
    ).toBe(false);
  });

  it.each([
    ['full name', { personalInfo: { fullName: 'x'.repeat(L.shortText + 1) } }],
    ['summary', { personalInfo: { summary: 'x'.repeat(L.summary + 1) } }],
    [
      'description',
      { experience: [{ ...entry('1'), description: 'x'.repeat(L.description + 1) }] },
    ],
    ['tag', { experience: [{ ...entry('1'), tags: ['x'.repeat(L.tag + 1)] }] }],
    ['empty tag', { experience: [{ ...entry('1'), tags: ['  '] }] }],
    [
      'tag count',
      {
        experience: [
          { ...entry('1'), tags: Array.from({ length: L.tagsPerEntry + 1 }, (_, i) => `t${i}`) },
        ],
      },
    ],
    [
      'experience count',
      { experience: Array.from({ length: L.experience + 1 }, (_, i) => entry(String(i))) },
    ],
    [
      'education count',
      {
        education: Array.from({ length: L.education + 1 }, (_, i) => ({
          id: String(i),
          school: 'S',
        })),
      },
    ],
    [
      'skill count',
      { skills: Array.from({ length: L.skills + 1 }, (_, i) => ({ name: `s${i}` })) },
    ],
    [
      'skill categories',
      {
        skills: Array.from({ length: L.skillGroups + 1 }, (_, i) => ({
          name: `s${i}`,
          category: `c${i}`,
        })),
      },
    ],
    [
      'languages',
      { languages: Array.from({ length: L.languages + 1 }, (_, i) => ({ name: `l${i}` })) },
    ],
    [
      'certifications',
      {
        certifications: Array.from({ length: L.certifications + 1 }, (_, i) => ({
          id: String(i),
          name: 'C',
        })),
      },
    ],
    [
      'links',
      {
        personalInfo: {
          links: Array.from({ length: L.links + 1 }, () => ({ label: 'x', url: 'https://x.dev' })),
        },
      },
    ],
    ['entry id', { experience: [entry('x'.repeat(L.id + 1))] }],
    ['language level', { languages: [{ name: 'German', level: 'Expert' }] }],
  ])('refuses a document over the %s limit', (_name, doc) => {
    expect(resumeDataSchema.safeParse(doc).success).toBe(false);
  });

  it('accepts exactly the limits', () => {
    const doc = {
      personalInfo: { fullName: 'x'.repeat(L.shortText), summary: 'y'.repeat(L.summary) },
      skills: Array.from({ length: L.skillGroups }, (_, i) => ({
        name: `s${i}`,
        category: `c${i}`,
      })),
    };
    expect(resumeDataSchema.safeParse(doc).success).toBe(true);
  });

  it('takes only http and https links', () => {
    const withUrl = (url: string) =>
      resumeDataSchema.safeParse({ personalInfo: { links: [{ label: 'Site', url }] } }).success;
    expect(withUrl('https://ada.dev')).toBe(true);
    expect(withUrl('http://ada.dev/path?q=1')).toBe(true);
    expect(withUrl('javascript:alert(1)')).toBe(false);
    expect(withUrl('data:text/html,hi')).toBe(false);
    expect(withUrl('ftp://ada.dev')).toBe(false);
    expect(withUrl('ada.dev')).toBe(false);
    expect(isHttpUrl('mailto:a@b.co')).toBe(false);
  });

  it('refuses another schemaVersion (migrateResume upgrades old ones)', () => {
    expect(resumeDataSchema.safeParse({ schemaVersion: 0 }).success).toBe(false);
  });

  it('counts a document with anything typed as not empty', () => {
    const doc = emptyResume();
    doc.personalInfo.location = 'Berlin';
    expect(isEmptyResume(doc)).toBe(false);
  });
});

describe('targetJob', () => {
  it('is absent from a new document and from older documents', () => {
    expect(emptyResume().targetJob).toBeUndefined();
    expect(resumeDataSchema.parse({ experience: [] }).targetJob).toBeUndefined();
  });

  it('keeps a pasted posting and fills missing fields', () => {
    const parsed = resumeDataSchema.parse({ targetJob: { description: 'We need React.' } });
    expect(parsed.targetJob).toEqual({ title: '', company: '', description: 'We need React.' });
  });

  it('limits the posting to 20,000 characters', () => {
    const ok = 'x'.repeat(TARGET_JOB_LIMITS.description);
    expect(resumeDataSchema.safeParse({ targetJob: { description: ok } }).success).toBe(true);
    expect(resumeDataSchema.safeParse({ targetJob: { description: `${ok}x` } }).success).toBe(
      false,
    );
    expect(
      resumeDataSchema.safeParse({ targetJob: { title: 'x'.repeat(TARGET_JOB_LIMITS.title + 1) } })
        .success,
    ).toBe(false);
  });
});

describe('newEntryId', () => {
  it('is the timestamp as a string', () => {
    expect(newEntryId([], 1_700_000_000_000)).toBe('1700000000000');
  });

  it('moves on to the next free number when the timestamp is taken', () => {
    expect(newEntryId(['5', '6'], 5)).toBe('7');
  });
});
