import { RESUME_LANGUAGES, resumeLocale } from '#shared/resume/resume-locale.ts';
import { describe, expect, it } from 'vitest';
import { headingKind, unspaceHeading } from './sections.ts';

describe('headingKind', () => {
  it.each([
    ['Experience', 'experience'],
    ['WORK HISTORY', 'experience'],
    ['Professional Experience:', 'experience'],
    ['Employment', 'experience'],
    ['Career', 'experience'],
    ['E X P E R I E N C E', 'experience'],
    ['W O R K   H I S T O R Y', 'experience'],
    ['E M P L O Y M E N T H I S T O R Y', 'experience'],
    ['EX PE R I E NC E', 'experience'],
    ['— Education —', 'education'],
    ['Qualifications', 'education'],
    ['Education & Training', 'education'],
    ['Skills', 'skills'],
    ['Core Competencies', 'skills'],
    ['TECHNICAL SKILLS', 'skills'],
    ['Profile', 'summary'],
    ['About Me', 'summary'],
    ['Objective', 'summary'],
    ['Professional Summary', 'summary'],
    ['Languages', 'languages'],
    ['Sprachkenntnisse', 'languages'],
    ['Certifications', 'certifications'],
    ['Licenses & Certifications', 'certifications'],
    ['Industry Certificates', 'certifications'],
    ['Contact Details', 'contact'],
    ['Links', 'contact'],
    ['Interests', 'interests'],
    ['Berufserfahrung', 'experience'],
    ['1. Experience', 'experience'],
    ['### Professional Experience:', 'experience'],
    ['Nursing Experience', 'experience'],
    ['R E S E A R C H E X P E R I E N C E', 'experience'],
    ['Academic Appointments', 'experience'],
    ['Internships', 'experience'],
    ['Legal Practice', 'experience'],
    ['Volunteer Experience', 'volunteering'],
    ['Selected Publications', 'publications'],
    ['Peer-reviewed Publications', 'publications'],
    ['Honours and Awards', 'awards'],
    ['Open Source Projects', 'projects'],
    ['Grants and Awards', 'other'],
    ['References', 'other'],
    ['Bar Admissions', 'other'],
    ['Professional Registration:', 'other'],
    ['Board Memberships', 'other'],
    ['Personal Data', 'other'],
    ['Extra-curricular Activities', 'other'],
  ] as const)('%s → %s', (text, kind) => {
    expect(headingKind(text)).toBe(kind);
  });

  it.each([
    'Led the experience redesign for 2 million users',
    'Senior Software Engineer',
    'Skills: Python, SQL',
    'Jane Doe',
    'Hands-on clinical experience',
    'Over 5 Years Experience',
    'Patient Education',
    'User Experience',
  ])('%s is not a heading', (text) => {
    expect(headingKind(text)).toBeNull();
  });
});

describe('unspaceHeading', () => {
  it.each([
    ['P U B L I C A T I O N S', 'PUBLICATIONS'],
    ['B O A R D  M E M B E R S H I P S', 'BOARD MEMBERSHIPS'],
    // Every gap alike: the lexicon tells the words apart.
    ['B O A R D M E M B E R S H I P S', 'BOARD MEMBERSHIPS'],
    ['Selected Grants', 'Selected Grants'],
  ])('%s → %s', (text, printed) => {
    expect(unspaceHeading(text)).toBe(printed);
  });
});

describe('headingKind: the headings our documents print in each resume language', () => {
  it.each(RESUME_LANGUAGES.map((l) => l.tag))('%s', (tag) => {
    const locale = resumeLocale(tag);
    for (const [id, heading] of Object.entries(locale.headings)) {
      expect(headingKind(heading), heading).toBe(id === 'references' ? 'other' : id);
      expect(headingKind(heading.toUpperCase()), heading).toBe(id === 'references' ? 'other' : id);
    }
    expect(headingKind(locale.contact)).toBe('contact');
  });
});
