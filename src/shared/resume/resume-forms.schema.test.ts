import { describe, expect, it } from 'vitest';
import { END_BEFORE_START_MESSAGE } from './dates.ts';
import {
  awardFormSchema,
  customEntryFormSchema,
  educationFormSchema,
  experienceFormSchema,
  hasRequiredEducationFields,
  hasRequiredExperienceFields,
  projectFormSchema,
  publicationFormSchema,
  referenceFormSchema,
  volunteeringFormSchema,
  type ExperienceFormValues,
} from './resume-forms.schema.ts';

const valid: ExperienceFormValues = {
  jobTitle: 'Engineer',
  company: 'Acme',
  startMonth: '03',
  startYear: '2020',
  isCurrentJob: false,
  endMonth: '06',
  endYear: '2022',
  description: '',
  tags: [],
};

function issues(values: ExperienceFormValues) {
  const result = experienceFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('experience form', () => {
  it('requires job title, company, start month and start year', () => {
    for (const field of ['jobTitle', 'company', 'startMonth', 'startYear'] as const) {
      const values = { ...valid, [field]: '' };
      expect(hasRequiredExperienceFields(values), field).toBe(false);
      expect(issues(values)[0], field).toMatch(new RegExp(`^${field}: `));
    }
    expect(hasRequiredExperienceFields(valid)).toBe(true);
  });

  it('counts a blank title as missing', () => {
    expect(hasRequiredExperienceFields({ ...valid, jobTitle: '   ' })).toBe(false);
  });

  it('refuses an end date before the start date', () => {
    expect(issues({ ...valid, endYear: '2019' })).toEqual([`endYear: ${END_BEFORE_START_MESSAGE}`]);
    expect(issues({ ...valid, endMonth: '02', endYear: '2020' })).toEqual([
      `endYear: ${END_BEFORE_START_MESSAGE}`,
    ]);
  });

  it('wants a year with an end month', () => {
    expect(issues({ ...valid, endYear: '' })).toEqual(['endYear: Choose an end year.']);
  });

  it('drops the end date of a current job, whatever it was', () => {
    const result = experienceFormSchema.parse({ ...valid, isCurrentJob: true, endYear: '2001' });
    expect(result).toMatchObject({ isCurrentJob: true, endMonth: '', endYear: '' });
  });

  it('trims text fields', () => {
    const result = experienceFormSchema.parse({ ...valid, jobTitle: '  Engineer  ' });
    expect(result.jobTitle).toBe('Engineer');
  });
});

describe('education form', () => {
  const edu = {
    school: 'MIT',
    degree: 'BSc',
    fieldOfStudy: 'CS',
    location: '',
    startMonth: '09',
    startYear: '2015',
    isCurrent: false,
    endMonth: '06',
    endYear: '2019',
    description: '',
  };

  it('follows the same rules', () => {
    expect(educationFormSchema.safeParse(edu).success).toBe(true);
    expect(hasRequiredEducationFields({ ...edu, degree: '' })).toBe(false);
    expect(educationFormSchema.safeParse({ ...edu, endYear: '2014' }).success).toBe(false);
  });

  it('keeps the expected graduation year of a current degree, not its month', () => {
    expect(educationFormSchema.parse({ ...edu, isCurrent: true, endYear: '2027' })).toMatchObject({
      isCurrent: true,
      endMonth: '',
      endYear: '2027',
    });
    const early = educationFormSchema.safeParse({ ...edu, isCurrent: true, endYear: '2014' });
    expect(early.error?.issues.map((i) => i.message)).toEqual([END_BEFORE_START_MESSAGE]);
  });
});

describe('the optional sections’ forms', () => {
  const project = {
    name: 'Ledger',
    role: '',
    url: '',
    startMonth: '',
    startYear: '',
    isCurrent: false,
    endMonth: '',
    endYear: '',
    description: '',
    tags: [],
  };
  const messages = (result: { error?: { issues: { message: string }[] } | undefined }) =>
    result.error?.issues.map((i) => i.message) ?? [];

  it('a project needs only its name; its address must be http(s)', () => {
    expect(projectFormSchema.safeParse(project).success).toBe(true);
    expect(messages(projectFormSchema.safeParse({ ...project, name: ' ' }))).toEqual([
      'Project name is required.',
    ]);
    expect(
      messages(projectFormSchema.safeParse({ ...project, url: 'javascript:alert(1)' })),
    ).toEqual(['Enter a web address starting with http:// or https://']);
    expect(messages(projectFormSchema.safeParse({ ...project, startMonth: '04' }))).toEqual([
      'Choose a start year.',
    ]);
    expect(
      projectFormSchema.parse({ ...project, startYear: '2024', isCurrent: true, endYear: '2030' }),
    ).toMatchObject({ endYear: '2030' });
  });

  it('volunteering drops the end of a current entry; awards, publications, references, custom entries', () => {
    const volunteering = volunteeringFormSchema.parse({
      role: 'Mentor',
      organization: 'Code Club',
      location: '',
      startMonth: '01',
      startYear: '2020',
      isCurrent: true,
      endMonth: '02',
      endYear: '2021',
      description: '',
    });
    expect(volunteering).toMatchObject({ endMonth: '', endYear: '' });
    expect(
      messages(awardFormSchema.safeParse({ title: '', issuer: '', year: '', description: '' })),
    ).toEqual(['Award title is required.']);
    expect(
      messages(
        publicationFormSchema.safeParse({
          title: 'On graphs',
          publisher: '',
          year: '1899',
          url: '',
          description: '',
        }),
      ),
    ).toEqual(['Choose a year.']);
    expect(
      referenceFormSchema.parse({ name: ' Grace ', relationship: '', contact: 'On request' }),
    ).toEqual({ name: 'Grace', relationship: '', contact: 'On request' });
    expect(
      messages(
        customEntryFormSchema.safeParse({
          title: 'Talk',
          subtitle: '',
          date: 'x'.repeat(61),
          url: '',
          description: '',
        }),
      ),
    ).toEqual(['Must be at most 60 characters.']);
  });
});
