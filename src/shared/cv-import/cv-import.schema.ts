import { z } from 'zod';

/**
 * The extracted profile (spec section 3, issue 6's CLI shape): what CV processing returns,
 * whichever engine produced it. Every field has a default so a partial answer still parses;
 * the `.describe()` texts brief a language model through `z.toJSONSchema`.
 */

const month = z
  .union([z.literal(''), z.string().regex(/^(0[1-9]|1[0-2])$/)])
  .default('')
  .describe("Month as '01' to '12'; '' when the CV gives only a year or no date");
const year = z
  .union([z.literal(''), z.string().regex(/^(19|20)\d{2}$/)])
  .default('')
  .describe("Four-digit year 'YYYY'; '' when not given");
const text = (description: string) => z.string().default('').describe(description);

export const extractedExperienceSchema = z.object({
  id: z.string().default('').describe('Any unique id; the server replaces it'),
  jobTitle: text('Job title exactly as written'),
  company: text('Employer name exactly as written'),
  startMonth: month,
  startYear: year,
  endMonth: month,
  endYear: year,
  isCurrentJob: z
    .boolean()
    .default(false)
    .describe(
      "True when the job is ongoing ('Present', 'Current', 'Since 2022'); end fields empty",
    ),
  description: text("The job's text; one bullet or line per line, joined with '\\n'"),
  tags: z.array(z.string()).default([]).describe('Skills named for this job only'),
});

export const extractedEducationSchema = z.object({
  id: z.string().default('').describe('Any unique id; the server replaces it'),
  school: text('School, college or university'),
  degree: text("Degree or qualification, e.g. 'Bachelor of Science'"),
  fieldOfStudy: text("Subject, e.g. 'Computer Science'"),
  startMonth: month,
  startYear: year,
  endMonth: month,
  endYear: year,
  description: text('Other lines of the entry (honours, thesis)'),
});

export const extractedProfileSchema = z.object({
  display_name: text('Full name without honorifics (Dr., Mr., Ms.)'),
  first_name: text('Given name(s)'),
  last_name: text("Family name, with particles such as 'van der' or 'de'"),
  email: text('E-mail address'),
  phone: text('Phone number as written'),
  location: text("City and region or country, e.g. 'Lyon, France'"),
  summary: text('Profile, summary or objective paragraph'),
  experience: z
    .array(extractedExperienceSchema)
    .default([])
    .describe('Work experience in document order'),
  education: z.array(extractedEducationSchema).default([]).describe('Education in document order'),
  skills: z.array(z.string()).default([]).describe('Skills, one per item, as written'),
});

export type ExtractedExperience = z.infer<typeof extractedExperienceSchema>;
export type ExtractedEducation = z.infer<typeof extractedEducationSchema>;
export type ExtractedProfile = z.infer<typeof extractedProfileSchema>;

/** The answer of `POST /api/functions/process-cv` (spec section 7). */
export const processCvResponseSchema = z.object({
  success: z.boolean(),
  profileData: extractedProfileSchema.nullable().optional(),
  error: z.string().nullable().optional(),
});

export type ProcessCvResponse = z.infer<typeof processCvResponseSchema>;

/** An empty profile: the shape with every field at its default. */
export function emptyExtractedProfile(): ExtractedProfile {
  return extractedProfileSchema.parse({});
}
