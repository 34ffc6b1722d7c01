import { z } from 'zod';
import { END_BEFORE_START_MESSAGE, isEndBeforeStart } from './dates.ts';
import { RESUME_LIMITS as L } from './resume.limits.ts';
import {
  MONTH_PATTERN,
  YEAR_PATTERN,
  monthSchema,
  projectEntrySchema,
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

/** An optional web address (a project's or a publication's page), with the document's rule. */
const optionalUrl = projectEntrySchema.shape.url.unwrap();

const tagsSchema = z
  .array(tagSchema)
  .max(L.tagsPerEntry, { error: `At most ${L.tagsPerEntry} tags.` });

interface EndDateFields {
  startMonth: string;
  startYear: string;
  endMonth: string;
  endYear: string;
}

/**
 * A dated entry's form: the end date, when given, needs its year and must not be before the
 * start; while the entry is current the end date is not checked and not kept, except the
 * expected end year of an entry that has one (a degree's graduation, a project's delivery),
 * which is kept and must not be before the start. A start month without a start year is
 * refused where the start is optional.
 */
function withEndDate<S extends z.ZodType<EndDateFields>>(
  schema: S,
  isCurrent: (v: z.output<S>) => boolean,
  { expectedEnd = false }: { expectedEnd?: boolean } = {},
) {
  return schema
    .superRefine((v, ctx) => {
      if (v.startMonth && !v.startYear) {
        ctx.addIssue({ code: 'custom', path: ['startYear'], message: 'Choose a start year.' });
      }
      if (isCurrent(v)) {
        if (expectedEnd && isEndBeforeStart({ ...v, endMonth: '' })) {
          ctx.addIssue({ code: 'custom', path: ['endYear'], message: END_BEFORE_START_MESSAGE });
        }
        return;
      }
      if (v.endMonth && !v.endYear) {
        ctx.addIssue({ code: 'custom', path: ['endYear'], message: 'Choose an end year.' });
      } else if (isEndBeforeStart(v)) {
        ctx.addIssue({ code: 'custom', path: ['endYear'], message: END_BEFORE_START_MESSAGE });
      }
    })
    .transform((v) => {
      if (!isCurrent(v)) return v;
      return { ...v, endMonth: '', endYear: expectedEnd ? v.endYear : '' };
    });
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
    tags: tagsSchema,
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
 * year are required; while 'I currently study here' is on, the end date gives way to the
 * expected graduation year.
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
  { expectedEnd: true },
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

/**
 * A project: its name is required; the dates are optional (side projects are rarely dated to
 * the month), and a running project may name the year it is expected to end.
 */
export const projectFormSchema = withEndDate(
  z.object({
    name: requiredText('Project name', L.shortText),
    role: optionalText(L.shortText),
    url: optionalUrl,
    startMonth: monthSchema,
    startYear: yearSchema,
    isCurrent: z.boolean(),
    endMonth: monthSchema,
    endYear: yearSchema,
    description: optionalText(L.description),
    tags: tagsSchema,
  }),
  (v) => v.isCurrent,
  { expectedEnd: true },
);
export type ProjectFormValues = z.input<typeof projectFormSchema>;
export type ProjectFormOutput = z.output<typeof projectFormSchema>;

/** Volunteering: the role and the organization are required, the dates optional. */
export const volunteeringFormSchema = withEndDate(
  z.object({
    role: requiredText('Role', L.shortText),
    organization: requiredText('Organization', L.shortText),
    location: optionalText(L.shortText),
    startMonth: monthSchema,
    startYear: yearSchema,
    isCurrent: z.boolean(),
    endMonth: monthSchema,
    endYear: yearSchema,
    description: optionalText(L.description),
  }),
  (v) => v.isCurrent,
);
export type VolunteeringFormValues = z.input<typeof volunteeringFormSchema>;
export type VolunteeringFormOutput = z.output<typeof volunteeringFormSchema>;

export const awardFormSchema = z.object({
  title: requiredText('Award title', L.shortText),
  issuer: optionalText(L.shortText),
  year: yearSchema,
  description: optionalText(L.description),
});
export type AwardFormValues = z.input<typeof awardFormSchema>;
export type AwardFormOutput = z.output<typeof awardFormSchema>;

export const publicationFormSchema = z.object({
  title: requiredText('Title', L.mediumText),
  publisher: optionalText(L.shortText),
  year: yearSchema,
  url: optionalUrl,
  description: optionalText(L.description),
});
export type PublicationFormValues = z.input<typeof publicationFormSchema>;
export type PublicationFormOutput = z.output<typeof publicationFormSchema>;

export const referenceFormSchema = z.object({
  name: requiredText('Name', L.shortText),
  relationship: optionalText(L.shortText),
  contact: optionalText(L.mediumText),
});
export type ReferenceFormValues = z.input<typeof referenceFormSchema>;
export type ReferenceFormOutput = z.output<typeof referenceFormSchema>;

/** An entry of a section of the person's own: a title, and the rest as free text. */
export const customEntryFormSchema = z.object({
  title: requiredText('Title', L.shortText),
  subtitle: optionalText(L.shortText),
  date: optionalText(L.customDate),
  url: optionalUrl,
  description: optionalText(L.description),
});
export type CustomEntryFormValues = z.input<typeof customEntryFormSchema>;
export type CustomEntryFormOutput = z.output<typeof customEntryFormSchema>;
