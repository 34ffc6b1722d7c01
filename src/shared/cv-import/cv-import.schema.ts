import { z } from 'zod';
import { RESUME_LIMITS as L } from '../resume/resume.limits.ts';

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

/**
 * The profile's shape, built twice from one description: without limits for what an
 * engine produces (a model's answer is cut to size, not refused), and with the resume's
 * limits for what process-cv answers and stores (see cap-extracted-profile.ts).
 */
function profileSchemas(limited: boolean) {
  const text = (description: string, max: number) =>
    (limited ? z.string().max(max) : z.string()).default('').describe(description);
  const list = <T extends z.ZodType>(item: T, max: number) =>
    limited ? z.array(item).max(max) : z.array(item);

  const experience = z.object({
    id: z.string().default('').describe('Any unique id; the server replaces it'),
    jobTitle: text('Job title exactly as written', L.shortText),
    company: text('Employer name exactly as written', L.shortText),
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
    description: text(
      "The job's text; one bullet or line per line, joined with '\\n'",
      L.description,
    ),
    tags: list(limited ? z.string().max(L.tag) : z.string(), L.tagsPerEntry)
      .default([])
      .describe('Skills named for this job only'),
  });

  const education = z.object({
    id: z.string().default('').describe('Any unique id; the server replaces it'),
    school: text('School, college or university', L.shortText),
    degree: text("Degree or qualification, e.g. 'Bachelor of Science'", L.shortText),
    fieldOfStudy: text("Subject, e.g. 'Computer Science'", L.shortText),
    startMonth: month,
    startYear: year,
    endMonth: month,
    endYear: year,
    description: text('Other lines of the entry (honours, thesis)', L.description),
  });

  const profile = z.object({
    display_name: text('Full name without honorifics (Dr., Mr., Ms.)', L.shortText),
    first_name: text('Given name(s)', L.shortText),
    last_name: text("Family name, with particles such as 'van der' or 'de'", L.shortText),
    email: text('E-mail address', L.shortText),
    phone: text('Phone number as written', L.phone),
    location: text("City and region or country, e.g. 'Lyon, France'", L.shortText),
    summary: text('Profile, summary or objective paragraph', L.summary),
    experience: list(experience, L.experience)
      .default([])
      .describe('Work experience in document order'),
    education: list(education, L.education).default([]).describe('Education in document order'),
    skills: list(limited ? z.string().max(L.tag) : z.string(), L.skills)
      .default([])
      .describe('Skills, one per item, as written'),
  });
  return { experience, education, profile };
}

const engine = profileSchemas(false);
const imported = profileSchemas(true);

export const extractedExperienceSchema = engine.experience;
export const extractedEducationSchema = engine.education;
export const extractedProfileSchema = engine.profile;
/** A profile within the resume's limits: what process-cv answers and stores. */
export const importedProfileSchema = imported.profile;

export type ExtractedExperience = z.infer<typeof extractedExperienceSchema>;
export type ExtractedEducation = z.infer<typeof extractedEducationSchema>;
export type ExtractedProfile = z.infer<typeof extractedProfileSchema>;

/**
 * What an import left out, per section: entries found past the resume's limits (the first
 * ones are kept), and lines of the file not read at all (CV_TEXT_LIMITS). Only sections
 * with something left out are present.
 */
export const cvLeftOutSchema = z.object({
  experience: z.number().int().positive().optional(),
  education: z.number().int().positive().optional(),
  skills: z.number().int().positive().optional(),
  lines: z.number().int().positive().optional(),
});
export type CvLeftOut = z.infer<typeof cvLeftOutSchema>;

/**
 * The answer of `POST /api/functions/process-cv` (spec section 7), plus `leftOut` (null
 * when the whole CV was imported). The profile is within the resume's limits.
 */
export const processCvResponseSchema = z.object({
  success: z.boolean(),
  profileData: importedProfileSchema.nullable().optional(),
  error: z.string().nullable().optional(),
  leftOut: cvLeftOutSchema.nullable().optional(),
});
export type ProcessCvResponse = z.infer<typeof processCvResponseSchema>;

/** An empty profile: the shape with every field at its default. */
export function emptyExtractedProfile(): ExtractedProfile {
  return extractedProfileSchema.parse({});
}
