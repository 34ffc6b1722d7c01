import { describe, expect, it } from 'vitest';
import { emptyExtractedProfile } from '#shared/cv-import/cv-import.schema.ts';
import { resumeDataSchema } from '#shared/resume/resume.schema.ts';
import { importRows, quickChoices, startChoices } from './import-choices.ts';

const resume = resumeDataSchema.parse({
  personalInfo: {
    fullName: 'Old Name',
    links: [{ label: 'Site', url: 'https://old.example.com' }],
  },
  languages: [{ name: 'Norwegian', level: 'Native' }],
});
const profile = {
  ...emptyExtractedProfile(),
  display_name: 'Ada',
  summary: 'Analyst',
  skills: ['SQL'],
  languages: [{ name: 'German', level: 'Fluent' as const }],
};

describe('importRows', () => {
  it('has a row for what the CV holds and for what only the resume holds', () => {
    expect(importRows(resume, profile)).toEqual([
      { section: 'personal', fromCv: true, choices: ['replace', 'fill', 'keep'] },
      { section: 'summary', fromCv: true, choices: ['replace', 'fill', 'keep'] },
      { section: 'links', fromCv: false, choices: ['replace', 'keep'] },
      { section: 'skills', fromCv: true, choices: ['replace', 'fill', 'add', 'keep'] },
      { section: 'languages', fromCv: true, choices: ['replace', 'fill', 'add', 'keep'] },
    ]);
  });
});

describe('choices', () => {
  const rows = importRows(resume, profile);
  it('start from the defaults: replace the empty, add to lists, fill details, keep the rest', () => {
    expect(startChoices(resume, profile, rows)).toMatchObject({
      personal: 'fill',
      summary: 'replace',
      links: 'keep',
      skills: 'replace',
      languages: 'add',
      experience: 'keep',
    });
  });

  it.each([
    ['replace', { personal: 'replace', links: 'replace', languages: 'replace' }],
    ['fill', { personal: 'fill', links: 'keep', languages: 'fill' }],
    ['add', { personal: 'fill', links: 'keep', languages: 'add' }],
  ] as const)('the quick button %s sets every row', (quick, expected) => {
    expect(quickChoices(quick, rows)).toMatchObject({ ...expected, experience: 'keep' });
  });
});
