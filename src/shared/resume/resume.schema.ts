import { z } from 'zod';
import { RESUME_LIMITS as L } from './resume.limits.ts';

/**
 * The resume document. One schema for the
 * builder, the API and the document engine. Stored as JSONB with a `schemaVersion`;
 * older versions are upgraded by `migrateResume` (migrate-resume.ts).
 *
 * The stored document is deliberately lenient about *completeness* (an entry may lack a
 * start date, say, because it came from an imported CV): refusing to save it would lose
 * work. The add/edit forms are strict (resume-forms.schema.ts). Limits on every string
 * and list apply everywhere.
 */

export const RESUME_SCHEMA_VERSION = 1 as const;

const tooLong = (max: number) => `Must be at most ${max} characters.`;
const text = (max: number) => z.string().max(max, { error: tooLong(max) });

export const MONTH_PATTERN = /^(0[1-9]|1[0-2])$/;
export const YEAR_PATTERN = /^(19|20)\d{2}$/;

/** '01'…'12', or '' when not given. */
export const monthSchema = z.union([
  z.literal(''),
  z.string().regex(MONTH_PATTERN, { error: 'Choose a month.' }),
]);
/** 'YYYY', or '' when not given. */
export const yearSchema = z.union([
  z.literal(''),
  z.string().regex(YEAR_PATTERN, { error: 'Choose a year.' }),
]);

const entryIdSchema = z.string().min(1).max(L.id);

const HTTP_URL_MESSAGE = 'Enter a web address starting with http:// or https://';

/** True for an absolute http: or https: URL (no javascript:, data:, mailto: …). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const httpUrlSchema = z
  .string()
  .trim()
  .max(L.url, { error: tooLong(L.url) })
  .refine(isHttpUrl, { error: HTTP_URL_MESSAGE });

export const linkSchema = z.object({
  label: text(L.shortText).default(''),
  url: httpUrlSchema,
});

export const personalInfoSchema = z.object({
  fullName: text(L.shortText).default(''),
  email: text(L.shortText).default(''),
  phone: text(L.phone).default(''),
  location: text(L.shortText).default(''),
  summary: text(L.summary).default(''),
  links: z
    .array(linkSchema)
    .max(L.links, { error: `At most ${L.links} links.` })
    .default([]),
});

/** A tag or skill name: trimmed, not empty, short. */
export const tagSchema = z
  .string()
  .trim()
  .min(1, { error: 'Must not be empty.' })
  .max(L.tag, { error: tooLong(L.tag) });

/** An entry's start and end, each part optional (an imported entry may lack one). */
const dateRangeShape = {
  startMonth: monthSchema.default(''),
  startYear: yearSchema.default(''),
  endMonth: monthSchema.default(''),
  endYear: yearSchema.default(''),
};

export const experienceEntrySchema = z.object({
  id: entryIdSchema,
  jobTitle: text(L.shortText).default(''),
  company: text(L.shortText).default(''),
  ...dateRangeShape,
  isCurrentJob: z.boolean().default(false),
  description: text(L.description).default(''),
  tags: z
    .array(tagSchema)
    .max(L.tagsPerEntry, { error: `At most ${L.tagsPerEntry} tags.` })
    .default([]),
});

export const educationEntrySchema = z.object({
  id: entryIdSchema,
  school: text(L.shortText).default(''),
  degree: text(L.shortText).default(''),
  fieldOfStudy: text(L.shortText).default(''),
  location: text(L.shortText).default(''),
  ...dateRangeShape,
  isCurrent: z.boolean().default(false),
  description: text(L.description).default(''),
});

/** A skill with an optional category ('Languages', 'Tools' …); the preview groups by category. */
export const skillSchema = z.object({
  name: tagSchema,
  category: z
    .string()
    .trim()
    .max(L.tag, { error: tooLong(L.tag) })
    .default(''),
});

export const LANGUAGE_LEVELS = ['Native', 'Fluent', 'Advanced', 'Intermediate', 'Basic'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];

export const languageSchema = z.object({
  name: tagSchema,
  level: z.enum(LANGUAGE_LEVELS).or(z.literal('')).default(''),
});

export const certificationSchema = z.object({
  id: entryIdSchema,
  name: z
    .string()
    .trim()
    .min(1, { error: 'Must not be empty.' })
    .max(L.shortText, { error: tooLong(L.shortText) }),
  issuer: text(L.shortText).default(''),
  year: yearSchema.default(''),
});

export function withinSkillGroupLimit(skills: readonly { category: string }[]): boolean {
  return new Set(skills.map((s) => s.category.toLowerCase())).size <= L.skillGroups;
}

const skillsSchema = z
  .array(skillSchema)
  .max(L.skills, { error: `At most ${L.skills} skills.` })
  .refine(withinSkillGroupLimit, { error: `At most ${L.skillGroups} skill categories.` });

/** Template ids are the catalogue's numbers today; any short slug is accepted for later catalogues. */
export const templateIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'Not a template id.' })
  .max(L.templateId);

/** The posting this resume is tailored to: kept with the document, optional. */
export const TARGET_JOB_LIMITS = { title: 200, company: 200, description: 20_000 } as const;

export const targetJobSchema = z.object({
  title: text(TARGET_JOB_LIMITS.title).default(''),
  company: text(TARGET_JOB_LIMITS.company).default(''),
  description: text(TARGET_JOB_LIMITS.description).default(''),
});

const EMPTY_PERSONAL_INFO = {
  fullName: '',
  email: '',
  phone: '',
  location: '',
  summary: '',
  links: [],
};

export const resumeDataSchema = z.object({
  schemaVersion: z.literal(RESUME_SCHEMA_VERSION).default(RESUME_SCHEMA_VERSION),
  personalInfo: personalInfoSchema.default(EMPTY_PERSONAL_INFO),
  experience: z
    .array(experienceEntrySchema)
    .max(L.experience, { error: `At most ${L.experience} experience entries.` })
    .default([]),
  education: z
    .array(educationEntrySchema)
    .max(L.education, { error: `At most ${L.education} education entries.` })
    .default([]),
  skills: skillsSchema.default([]),
  languages: z
    .array(languageSchema)
    .max(L.languages, { error: `At most ${L.languages} languages.` })
    .default([]),
  certifications: z
    .array(certificationSchema)
    .max(L.certifications, { error: `At most ${L.certifications} certifications.` })
    .default([]),
  /** Absent until a target job is pasted; older documents simply lack it. */
  targetJob: targetJobSchema.optional(),
});

export type Link = z.infer<typeof linkSchema>;
export type PersonalInfo = z.infer<typeof personalInfoSchema>;
export type ExperienceEntry = z.infer<typeof experienceEntrySchema>;
export type EducationEntry = z.infer<typeof educationEntrySchema>;
export type Skill = z.infer<typeof skillSchema>;
export type Language = z.infer<typeof languageSchema>;
export type Certification = z.infer<typeof certificationSchema>;
export type TargetJob = z.infer<typeof targetJobSchema>;
export type ResumeData = z.infer<typeof resumeDataSchema>;

export function emptyResume(): ResumeData {
  return resumeDataSchema.parse({});
}

/** True when the document holds nothing a person typed (an untouched builder). */
export function isEmptyResume(data: ResumeData): boolean {
  const p = data.personalInfo;
  return (
    !p.fullName.trim() &&
    !p.email.trim() &&
    !p.phone.trim() &&
    !p.location.trim() &&
    !p.summary.trim() &&
    p.links.length === 0 &&
    data.experience.length === 0 &&
    data.education.length === 0 &&
    data.skills.length === 0 &&
    data.languages.length === 0 &&
    data.certifications.length === 0
  );
}

/**
 * A new entry id. Entry ids are timestamp strings; two entries created in the same
 * millisecond (an import, a fast double click) get the next free number instead.
 */
export function newEntryId(existing: Iterable<string>, now: number = Date.now()): string {
  const taken = new Set(existing);
  let n = now;
  while (taken.has(String(n))) n += 1;
  return String(n);
}
