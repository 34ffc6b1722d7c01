import { z } from 'zod';
import { RESUME_LIMITS as L } from './resume.limits.ts';

/**
 * The resume document (spec section 3, extended by issue 4). One schema for the
 * builder's forms, the API and the document engine. Stored as JSONB with a
 * `schemaVersion`; older versions are upgraded by `migrateResume`.
 */

export const RESUME_SCHEMA_VERSION = 1 as const;

const text = (max: number) => z.string().max(max, { error: `Must be at most ${max} characters.` });

/** '01'…'12', or '' when not given. */
export const monthSchema = z.union([
  z.literal(''),
  z.string().regex(/^(0[1-9]|1[0-2])$/, 'Choose a month.'),
]);
/** 'YYYY', or '' when not given. */
export const yearSchema = z.union([
  z.literal(''),
  z.string().regex(/^(19|20)\d{2}$/, 'Choose a year.'),
]);

export const httpUrlSchema = z
  .string()
  .max(L.url, { error: `Must be at most ${L.url} characters.` })
  .refine((v) => {
    try {
      const url = new URL(v);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'Enter a web address starting with http:// or https://');

export const linkSchema = z.object({
  label: text(L.shortText),
  url: httpUrlSchema,
});

export const personalInfoSchema = z.object({
  fullName: text(L.shortText).default(''),
  email: text(L.shortText).default(''),
  phone: text(60).default(''),
  location: text(L.shortText).default(''),
  summary: text(L.summary).default(''),
  links: z
    .array(linkSchema)
    .max(L.links, { error: `At most ${L.links} links.` })
    .default([]),
});

export const tagSchema = z.string().trim().min(1).max(L.tag);

export const experienceEntrySchema = z.object({
  id: z.string().min(1).max(64),
  jobTitle: text(L.shortText),
  company: text(L.shortText),
  startMonth: monthSchema,
  startYear: yearSchema,
  endMonth: monthSchema.default(''),
  endYear: yearSchema.default(''),
  isCurrentJob: z.boolean().default(false),
  description: text(L.description).default(''),
  tags: z.array(tagSchema).max(L.tagsPerEntry).default([]),
});

export const educationEntrySchema = z.object({
  id: z.string().min(1).max(64),
  school: text(L.shortText),
  degree: text(L.shortText).default(''),
  fieldOfStudy: text(L.shortText).default(''),
  location: text(L.shortText).default(''),
  startMonth: monthSchema.default(''),
  startYear: yearSchema.default(''),
  endMonth: monthSchema.default(''),
  endYear: yearSchema.default(''),
  isCurrent: z.boolean().default(false),
  description: text(L.description).default(''),
});

/** A skill with an optional category ('Languages', 'Tools' …); grouping is by category. */
export const skillSchema = z.object({
  name: tagSchema,
  category: text(L.tag).default(''),
});

export const LANGUAGE_LEVELS = ['Native', 'Fluent', 'Advanced', 'Intermediate', 'Basic'] as const;

export const languageSchema = z.object({
  name: text(L.tag).min(1),
  level: z.enum(LANGUAGE_LEVELS).or(z.literal('')).default(''),
});

export const certificationSchema = z.object({
  id: z.string().min(1).max(64),
  name: text(L.shortText).min(1),
  issuer: text(L.shortText).default(''),
  year: yearSchema.default(''),
});

export const resumeDataSchema = z.object({
  schemaVersion: z.literal(RESUME_SCHEMA_VERSION).default(RESUME_SCHEMA_VERSION),
  personalInfo: personalInfoSchema.default({
    fullName: '',
    email: '',
    phone: '',
    location: '',
    summary: '',
    links: [],
  }),
  experience: z.array(experienceEntrySchema).max(L.experience).default([]),
  education: z.array(educationEntrySchema).max(L.education).default([]),
  skills: z.array(skillSchema).max(L.skills).default([]),
  languages: z.array(languageSchema).max(L.languages).default([]),
  certifications: z.array(certificationSchema).max(L.certifications).default([]),
});

export type Link = z.infer<typeof linkSchema>;
export type PersonalInfo = z.infer<typeof personalInfoSchema>;
export type ExperienceEntry = z.infer<typeof experienceEntrySchema>;
export type EducationEntry = z.infer<typeof educationEntrySchema>;
export type Skill = z.infer<typeof skillSchema>;
export type Language = z.infer<typeof languageSchema>;
export type Certification = z.infer<typeof certificationSchema>;
export type ResumeData = z.infer<typeof resumeDataSchema>;

export function emptyResume(): ResumeData {
  return resumeDataSchema.parse({});
}
