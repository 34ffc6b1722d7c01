import {
  educationFormSchema,
  hasRequiredEducationFields,
  type EducationFormOutput,
  type EducationFormValues,
} from '#shared/resume/resume-forms.schema.ts';
import { RESUME_LIMITS as L } from '#shared/resume/resume.limits.ts';
import type { EntryFormSpec } from './entry-form.tsx';

/**
 * The experience form's rules: school, degree, start month and start year required, end
 * date hidden while 'I currently study here' is on.
 */
export const EDUCATION_FORM: EntryFormSpec<EducationFormValues, EducationFormOutput> = {
  noun: 'Education',
  section: 'education',
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
  current: 'isCurrent',
  currentLabel: 'I currently study here',
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
