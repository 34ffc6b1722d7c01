import { z } from 'zod';
import { END_BEFORE_START_MESSAGE, isEndBeforeStart } from './dates.ts';
import { RESUME_LIMITS as L } from './resume.limits.ts';
import {
  MONTH_PATTERN,
  YEAR_PATTERN,
  monthSchema,
  tagSchema,
  yearSchema,
} from './resume.schema.ts';

/**
 * The add/edit forms' rules. Stricter than the stored document: the four
 * required fields must be there, and the end date must not be before the start date.
 * The end date is dropped when the entry is current (the form hides it then).
 */

const requiredText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `Must be at most ${max} characters.` });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters.` });

const requiredMonth = (label: string) =>
  z.string().regex(MONTH_PATTERN, { error: `Choose a ${label} month.` });
const requiredYear = (label: string) =>
  z.string().regex(YEAR_PATTERN, { error: `Choose a ${label} year.` });

interface EndDateFields {
  startMonth: string;
  startYear: string;
  endMonth: string;
  endYear: string;
}

/**
 * A dated entry's form: the end date, when given, needs its year and must not be before the
 * start; while the entry is current the end date is not checked and not kept.
 */
function withEndDate<S extends z.ZodType<EndDateFields>>(
  schema: S,
  isCurrent: (v: z.output<S>) => boolean,
) {
  return schema
    .superRefine((v, ctx) => {
      if (isCurrent(v)) return;
      if (v.endMonth && !v.endYear) {
        ctx.addIssue({ code: 'custom', path: ['endYear'], message: 'Choose an end year.' });
      } else if (isEndBeforeStart(v)) {
        ctx.addIssue({ code: 'custom', path: ['endYear'], message: END_BEFORE_START_MESSAGE });
      }
    })
    .transform((v) => (isCurrent(v) ? { ...v, endMonth: '', endYear: '' } : v));
}

export const experienceFormSchema = withEndDate(
  z.object({
    jobTitle: requiredText('Job title', L.shortText),
    company: requiredText('Company', L.shortText),
    startMonth: requiredMonth('start'),
    startYear: requiredYear('start'),
    isCurrentJob: z.boolean(),
    endMonth: monthSchema,
    endYear: yearSchema,
    description: optionalText(L.description),
    tags: z.array(tagSchema).max(L.tagsPerEntry, { error: `At most ${L.tagsPerEntry} tags.` }),
  }),
  (v) => v.isCurrentJob,
);

export type ExperienceFormValues = z.input<typeof experienceFormSchema>;
export type ExperienceFormOutput = z.output<typeof experienceFormSchema>;

/** Submit stays disabled until these four are present. */
export function hasRequiredExperienceFields(
  v: Pick<ExperienceFormValues, 'jobTitle' | 'company' | 'startMonth' | 'startYear'>,
): boolean {
  return Boolean(v.jobTitle.trim() && v.company.trim() && v.startMonth && v.startYear);
}

/**
 * Education follows the experience form's rules: school, degree, start month and start
 * year are required; the end date is hidden while 'I currently study here' is on.
 */
export const educationFormSchema = withEndDate(
  z.object({
    school: requiredText('School', L.shortText),
    degree: requiredText('Degree', L.shortText),
    fieldOfStudy: optionalText(L.shortText),
    location: optionalText(L.shortText),
    startMonth: requiredMonth('start'),
    startYear: requiredYear('start'),
    isCurrent: z.boolean(),
    endMonth: monthSchema,
    endYear: yearSchema,
    description: optionalText(L.description),
  }),
  (v) => v.isCurrent,
);

export type EducationFormValues = z.input<typeof educationFormSchema>;
export type EducationFormOutput = z.output<typeof educationFormSchema>;

export function hasRequiredEducationFields(
  v: Pick<EducationFormValues, 'school' | 'degree' | 'startMonth' | 'startYear'>,
): boolean {
  return Boolean(v.school.trim() && v.degree.trim() && v.startMonth && v.startYear);
}

export const certificationFormSchema = z.object({
  name: requiredText('Certification name', L.shortText),
  issuer: optionalText(L.shortText),
  year: yearSchema,
});
