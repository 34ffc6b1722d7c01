import type { ReactNode } from 'react';
import {
  experienceFormSchema,
  hasRequiredExperienceFields,
  type ExperienceFormOutput,
  type ExperienceFormValues,
} from '#shared/resume/resume-forms.schema.ts';
import { RESUME_LIMITS as L } from '#shared/resume/resume.limits.ts';
import { addTags } from '#shared/resume/tags.ts';
import type { EntryFormAddons, EntryFormSpec } from './entry-form.tsx';

/** What the 'Generate ATS Keywords' control gets from the form. */
export interface AtsKeywordsSlotProps {
  jobTitle: string;
  company: string;
  description: string;
  tags: string[];
  /** Adds keywords as tags by the tag rules; returns the ones that were new. */
  addKeywords: (keywords: string[]) => string[];
}

/**
 * Job title, company, start month and start year are required; the end date is hidden
 * while 'I currently work here' is on; skill tags follow the tag rules.
 */
export const EXPERIENCE_FORM: EntryFormSpec<ExperienceFormValues, ExperienceFormOutput> = {
  noun: 'Experience',
  review: 'experience',
  schema: experienceFormSchema,
  empty: {
    jobTitle: '',
    company: '',
    startMonth: '',
    startYear: '',
    isCurrentJob: false,
    endMonth: '',
    endYear: '',
    description: '',
    tags: [],
  },
  requiredFilled: hasRequiredExperienceFields,
  fields: [
    {
      name: 'jobTitle',
      label: 'Job Title',
      required: true,
      maxLength: L.shortText,
      placeholder: 'e.g. Software Engineer',
      autoComplete: 'organization-title',
    },
    {
      name: 'company',
      label: 'Company',
      required: true,
      maxLength: L.shortText,
      placeholder: 'e.g. Acme Corporation',
      autoComplete: 'organization',
    },
  ],
  dates: { current: 'isCurrentJob', currentLabel: 'I currently work here' },
  details: [
    {
      name: 'description',
      label: 'Description',
      maxLength: L.description,
      rows: 5,
      placeholder: 'Describe your responsibilities and achievements...',
    },
    { name: 'tags', label: 'Skills', placeholder: 'Add a skill and press Enter', tags: true },
  ],
};

/** The 'Generate ATS Keywords' control under the description, when the builder has one. */
export function atsKeywordsAddons(
  renderAtsKeywords: ((props: AtsKeywordsSlotProps) => ReactNode) | undefined,
): EntryFormAddons<ExperienceFormValues, ExperienceFormOutput> {
  if (!renderAtsKeywords) return {};
  return {
    description: ({ getValues, setValue }, values) =>
      renderAtsKeywords({
        jobTitle: values.jobTitle,
        company: values.company,
        description: values.description,
        tags: values.tags,
        addKeywords: (keywords) => {
          const result = addTags(getValues('tags'), keywords);
          setValue('tags', result.tags, { shouldDirty: true });
          return result.added;
        },
      }),
  };
}
