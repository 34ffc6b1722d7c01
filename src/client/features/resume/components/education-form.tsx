import {
  educationFormSchema,
  hasRequiredEducationFields,
  type EducationFormOutput,
  type EducationFormValues,
} from '#shared/resume/resume-forms.schema.ts';
import { YEARS_AHEAD_FOR_PLANS } from '#shared/resume/dates.ts';
import { RESUME_LIMITS as L } from '#shared/resume/resume.limits.ts';
import type { EntryFormSpec } from './entry-form.tsx';

/**
 * The experience form's rules: school, degree, start month and start year required; while
 * 'I currently study here' is on, the end date gives way to the expected graduation year,
 * and the year pickers reach ahead for it.
 */
export const EDUCATION_FORM: EntryFormSpec<EducationFormValues, EducationFormOutput> = {
  noun: 'Education',
  review: 'education',
  schema: educationFormSchema,
  empty: {
    school: '',
    degree: '',
    fieldOfStudy: '',
    location: '',
    startMonth: '',
    startYear: '',
    isCurrent: false,
    endMonth: '',
    endYear: '',
    description: '',
  },
  requiredFilled: hasRequiredEducationFields,
  fields: [
    {
      name: 'school',
      label: 'School',
      required: true,
      maxLength: L.shortText,
      placeholder: 'e.g. University of Michigan',
    },
    {
      name: 'degree',
      label: 'Degree',
      required: true,
      maxLength: L.shortText,
      placeholder: 'e.g. Bachelor of Science',
    },
    {
      name: 'fieldOfStudy',
      label: 'Field of Study',
      maxLength: L.shortText,
      placeholder: 'e.g. Computer Science',
    },
    {
      name: 'location',
      label: 'Location',
      maxLength: L.shortText,
      placeholder: 'e.g. Ann Arbor, MI',
    },
  ],
  dates: {
    current: 'isCurrent',
    currentLabel: 'I currently study here',
    yearsAhead: YEARS_AHEAD_FOR_PLANS,
    expectedEnd: 'Expected Graduation Year',
  },
  details: [
    {
      name: 'description',
      label: 'Description',
      maxLength: L.description,
      rows: 4,
      placeholder: 'Honours, thesis, relevant coursework...',
    },
  ],
};
