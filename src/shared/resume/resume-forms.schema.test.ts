import { describe, expect, it } from 'vitest';
import { END_BEFORE_START_MESSAGE } from './dates.ts';
import {
  educationFormSchema,
  experienceFormSchema,
  hasRequiredEducationFields,
  hasRequiredExperienceFields,
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
    expect(educationFormSchema.parse({ ...edu, isCurrent: true })).toMatchObject({
      endMonth: '',
      endYear: '',
    });
  });
});
