import { z } from 'zod';
import { RESUME_LIMITS as L } from '../resume/resume.limits.ts';
import { SECTION_IDS } from '../resume/resume-defaults.ts';
import { LANGUAGE_LEVELS } from '../resume/resume.schema.ts';

/**
 * The built-in sections whose heading an import can carry over: every one but references,
 * which the profile has no field for.
 */
export const CV_TITLED_SECTIONS = SECTION_IDS.filter(
  (id): id is Exclude<(typeof SECTION_IDS)[number], 'references'> => id !== 'references',
);
export type CvTitledSection = (typeof CV_TITLED_SECTIONS)[number];

/**
 * The extracted profile: what CV processing returns (and the import CLI prints),
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

/** An entry's start and end. */
const dateRange = { startMonth: month, startYear: year, endMonth: month, endYear: year };

/**
 * The profile's shape, built twice from one description: without limits for what an
 * engine produces (a model's answer is cut to size, not refused), and with the resume's
 * limits for what process-cv answers and stores (see cap-extracted-profile.ts).
 */
function profileSchemas(limited: boolean) {
  const text = (description: string, max: number) =>
    (limited ? z.string().max(max) : z.string()).default('').describe(description);
  const list = <T extends z.ZodType>(description: string, item: T, max: number) =>
    (limited ? z.array(item).max(max) : z.array(item)).default([]).describe(description);
  /** A short text in a list: a tag, a skill, a heading. */
  const listText = () => (limited ? z.string().max(L.tag) : z.string());

  const experience = z.object({
    id: z.string().default('').describe('Any unique id; the server replaces it'),
    jobTitle: text('Job title exactly as written', L.shortText),
    company: text('Employer name exactly as written', L.shortText),
    ...dateRange,
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
    tags: list('Skills named for this job only', listText(), L.tagsPerEntry),
  });

  const education = z.object({
    id: z.string().default('').describe('Any unique id; the server replaces it'),
    school: text('School, college or university', L.shortText),
    degree: text("Degree or qualification, e.g. 'Bachelor of Science'", L.shortText),
    fieldOfStudy: text("Subject, e.g. 'Computer Science'", L.shortText),
    ...dateRange,
    description: text('Other lines of the entry (honours, thesis)', L.description),
  });

  const link = z.object({
    label: text("What the link is, e.g. 'LinkedIn', 'Portfolio', 'GitHub'", L.shortText),
    url: text('The address as written; a missing https:// is added on import', L.url),
  });

  const language = z.object({
    name: text("The language's name in English, e.g. 'German'", L.tag),
    level: z
      .union([z.enum(LANGUAGE_LEVELS), z.literal('')])
      .default('')
      .describe(
        "The level mapped to one of these words (C2 or mother tongue → Native, C1 → Fluent, B2 → Advanced, B1 → Intermediate, A1/A2 → Basic); '' when none is given",
      ),
  });

  const certification = z.object({
    name: text('Certificate, licence or credential name as written', L.shortText),
    issuer: text('Who issued it', L.shortText),
    year: year,
  });

  const project = z.object({
    name: text("The project's name as written", L.shortText),
    role: text("The person's role in it, e.g. 'Lead Maintainer'; '' when not given", L.shortText),
    url: text("The project's web address as written; '' when none", L.url),
    ...dateRange,
    isCurrent: z.boolean().default(false).describe('True when the project is ongoing'),
    description: text("The project's text; one line per line, joined with '\\n'", L.description),
    tags: list('Skills or tools named for this project only', listText(), L.tagsPerEntry),
  });

  const volunteering = z.object({
    role: text('The volunteer role as written', L.shortText),
    organization: text('The organisation as written, without its town', L.shortText),
    location: text("The town or place when the entry names one apart, e.g. 'Lisbon'", L.shortText),
    ...dateRange,
    isCurrent: z.boolean().default(false).describe('True when the role is ongoing'),
    description: text("The entry's text; one line per line, joined with '\\n'", L.description),
  });

  const award = z.object({
    title: text('The award, prize or honour as written', L.shortText),
    issuer: text('Who gave it', L.shortText),
    year: year,
    description: text('What it was given for, when the CV says', L.description),
  });

  const publication = z.object({
    title: text('The title of the article, book or paper', L.mediumText),
    publisher: text('Where it appeared: journal, publisher, conference', L.shortText),
    year: year,
    url: text("Its web address or DOI link as written; '' when none", L.url),
    description: text('Other lines of the entry (co-authors, a note)', L.description),
  });

  const customEntry = z.object({
    title: text("The entry's first line as written, e.g. a talk's or course's name", L.shortText),
    subtitle: text("Its second line: where or with whom, e.g. 'SysConf Europe'", L.shortText),
    date: text(
      "Its date as written, e.g. 'Spring 2024' or '2019 – 2021'; '' when none",
      L.customDate,
    ),
    description: text("The entry's text; one line per line, joined with '\\n'", L.description),
    url: text("Its web address as written; '' when none", L.url),
  });

  const customSection = z.object({
    title: text("The section's heading as written, e.g. 'Conference Talks'", L.sectionTitle),
    entries: list('Its entries in document order', customEntry, L.customEntries),
  });

  const sectionTitle = z.object({
    section: z.enum(CV_TITLED_SECTIONS).describe('The field above that holds the section'),
    title: text("Its heading as written, e.g. 'Work History' for experience", L.sectionTitle),
  });

  const skillCategory = z.object({
    name: text("The category heading as written, e.g. 'Tools'", L.tag),
    skills: list('The skills listed under it, as written', listText(), L.skills),
  });

  const profile = z.object({
    display_name: text('Full name without honorifics (Dr., Mr., Ms.)', L.shortText),
    first_name: text('Given name(s)', L.shortText),
    last_name: text("Family name, with particles such as 'van der' or 'de'", L.shortText),
    email: text('E-mail address', L.shortText),
    phone: text('Phone number as written', L.phone),
    location: text("City and region or country, e.g. 'Lyon, France'", L.shortText),
    headline: text(
      "The line under the name that says what the person does, e.g. 'Senior Data Engineer'; '' when none (never contact details)",
      L.shortText,
    ),
    summary: text('Profile, summary or objective paragraph', L.summary),
    experience: list('Work experience in document order', experience, L.experience),
    education: list('Education in document order', education, L.education),
    skills: list('Skills, one per item, as written', listText(), L.skills),
    links: list('Web links: LinkedIn, portfolio, GitHub, personal site', link, L.links),
    languages: list(
      'Spoken languages with their levels (not programming languages)',
      language,
      L.languages,
    ),
    certifications: list(
      'Certifications, licences and credentials',
      certification,
      L.certifications,
    ),
    skill_categories: list(
      'When the CV groups its skills under named headings: each heading and its skills',
      skillCategory,
      L.skillGroups,
    ),
    projects: list('Projects in document order (not jobs)', project, L.projects),
    volunteering: list(
      'Volunteer work in document order (not paid jobs)',
      volunteering,
      L.volunteering,
    ),
    awards: list('Awards, prizes and honours', award, L.awards),
    publications: list('Publications: articles, books, papers', publication, L.publications),
    interests: list('Interests and hobbies, one per item', listText(), L.interests),
    custom_sections: list(
      "Sections under headings of the person's own that none of the fields above is for ('Conference Talks', 'Teaching'), each with its entries",
      customSection,
      L.customSections,
    ),
    section_titles: list(
      "The heading each section read into one of the fields above is printed under, when it is not the field's plain name ('Work History' over experience, 'Toolbox' over skills)",
      sectionTitle,
      CV_TITLED_SECTIONS.length,
    ),
    sections_not_imported: list(
      "Headings of the CV's sections whose content fills none of these fields, e.g. 'References'",
      listText(),
      30,
    ),
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

export type ExtractedLink = z.infer<typeof engine.profile.shape.links>[number];
export type ExtractedLanguage = z.infer<typeof engine.profile.shape.languages>[number];
export type ExtractedCertification = z.infer<typeof engine.profile.shape.certifications>[number];
export type ExtractedSkillCategory = z.infer<typeof engine.profile.shape.skill_categories>[number];
export type ExtractedProject = z.infer<typeof engine.profile.shape.projects>[number];
export type ExtractedVolunteering = z.infer<typeof engine.profile.shape.volunteering>[number];
export type ExtractedAward = z.infer<typeof engine.profile.shape.awards>[number];
export type ExtractedPublication = z.infer<typeof engine.profile.shape.publications>[number];
export type ExtractedCustomSection = z.infer<typeof engine.profile.shape.custom_sections>[number];
export type ExtractedSectionTitle = z.infer<typeof engine.profile.shape.section_titles>[number];
export type ExtractedExperience = z.infer<typeof extractedExperienceSchema>;
export type ExtractedEducation = z.infer<typeof extractedEducationSchema>;
export type ExtractedProfile = z.infer<typeof extractedProfileSchema>;

/**
 * What an import left out, per section: entries found past the resume's limits (the first
 * ones are kept), and lines of the file not read at all (CV_TEXT_LIMITS). Only sections
 * with something left out are present.
 */
const cvLeftOutSchema = z.object({
  experience: z.number().int().positive().optional(),
  education: z.number().int().positive().optional(),
  skills: z.number().int().positive().optional(),
  lines: z.number().int().positive().optional(),
});
export type CvLeftOut = z.infer<typeof cvLeftOutSchema>;

/** The most review marks one import answers with. */
export const CV_REVIEW_LIMITS = { marks: 200, line: 300, reason: 200 } as const;

/**
 * A field the engine is unsure of, for the person to check after import. `path` names it
 * in the answered profile: `personal.<field>` (display_name, headline, email, phone,
 * location), `summary`, `skills`, `<section>.<index>` for a whole entry or
 * `<section>.<index>.<field>` for one field of it, where section is experience, education,
 * languages, certifications, links, projects, volunteering, awards, publications, interests
 * or custom_sections (a section of the person's own, whole or its `title`) and index counts
 * from 0 in `profileData`. `line` is the line of the file the
 * value was read from ('' when none), `reason` says why it is doubtful.
 */
export const cvReviewMarkSchema = z.object({
  path: z
    .string()
    .max(80)
    .regex(/^(personal\.[a-z_]+|summary|skills|[a-z_]+\.\d+(\.[A-Za-z]+)?)$/),
  line: z.string().max(CV_REVIEW_LIMITS.line).default(''),
  reason: z.string().min(1).max(CV_REVIEW_LIMITS.reason),
});
export type CvReviewMark = z.infer<typeof cvReviewMarkSchema>;

/**
 * The answer of `POST /api/functions/process-cv`, plus `leftOut` (null when the whole CV was
 * imported) and `review` (fields to check). The profile is within the resume's limits.
 */
export const processCvResponseSchema = z.object({
  success: z.boolean(),
  profileData: importedProfileSchema.nullable().optional(),
  error: z.string().nullable().optional(),
  leftOut: cvLeftOutSchema.nullable().optional(),
  review: z.array(cvReviewMarkSchema).max(CV_REVIEW_LIMITS.marks).optional(),
});
export type ProcessCvResponse = z.infer<typeof processCvResponseSchema>;

/** The answer of the storage upload `POST /api/cv` (201): the name `process-cv` takes. */
export const cvUploadResponseSchema = z.object({ fileName: z.string() });

/** The lists a profile holds beyond personal info, experience, education and skills, empty. */
export function emptyProfileExtras(): Pick<
  ExtractedProfile,
  | 'links'
  | 'languages'
  | 'certifications'
  | 'skill_categories'
  | 'sections_not_imported'
  | 'headline'
  | 'projects'
  | 'volunteering'
  | 'awards'
  | 'publications'
  | 'interests'
  | 'custom_sections'
  | 'section_titles'
> {
  return {
    custom_sections: [],
    section_titles: [],
    headline: '',
    projects: [],
    volunteering: [],
    awards: [],
    publications: [],
    interests: [],
    links: [],
    languages: [],
    certifications: [],
    skill_categories: [],
    sections_not_imported: [],
  };
}

/** An empty profile: the shape with every field at its default. */
export function emptyExtractedProfile(): ExtractedProfile {
  return extractedProfileSchema.parse({});
}
