import { z } from 'zod';
import { saveVersionReasonSchema } from '../versions/versions-api.ts';
import { emptyV2Fields } from './resume-defaults.ts';
import { RESUME_LIMITS as L } from './resume.limits.ts';
import {
  RESUME_SCHEMA_VERSION,
  awardSchema,
  certificationSchema,
  customSectionsSchema,
  educationEntrySchema,
  experienceEntrySchema,
  languageSchema,
  layoutSchema,
  normalizeLayout,
  personalInfoSchema,
  projectEntrySchema,
  publicationSchema,
  referenceSchema,
  resumeDataObjectSchema,
  skillSchema,
  styleSchema,
  targetJobSchema,
  templateIdSchema,
  tagSchema,
  v2Shape,
  volunteeringEntrySchema,
  withinSkillGroupLimit,
  type ResumeData,
} from './resume.schema.ts';

/**
 * The HTTP shape of the user's default resume (`GET|PUT /api/resume`). It keeps the original
 * `resume_data` field names (`personal_info`, `experience`, `education`, `skills`)
 * and adds `languages`, `certifications`, the v2 sections (`projects`, `volunteering`,
 * `awards`, `publications`, `references`, `interests`, `custom_sections`), the `layout`,
 * `style` and `language` settings, `template_id` and the optimistic-concurrency `version`.
 * Top-level keys are snake_case; inside the sections the fields are the document's own
 * (resume.schema.ts). `layout` and `style` are the same objects in both shapes.
 *
 * A PUT may send skills as plain strings (the original shape); they become
 * uncategorised skills. Missing sections count as empty. Unknown keys (a `user_id`, say)
 * are ignored: the owner is always the signed-in user.
 */

const skillInputSchema = z.union([
  skillSchema,
  z
    .string()
    .trim()
    .min(1, { error: 'Must not be empty.' })
    .max(L.tag, { error: `Must be at most ${L.tag} characters.` })
    .transform((name) => ({ name, category: '' })),
]);

const sections = resumeDataObjectSchema.shape;

export const resumeApiSectionsSchema = z.object({
  personal_info: personalInfoSchema.default(sections.personalInfo.parse(undefined)),
  experience: sections.experience.unwrap().default([]),
  education: sections.education.unwrap().default([]),
  skills: z
    .array(skillInputSchema)
    .max(L.skills, { error: `At most ${L.skills} skills.` })
    .refine(withinSkillGroupLimit, { error: `At most ${L.skillGroups} skill categories.` })
    .default([]),
  languages: sections.languages.unwrap().default([]),
  certifications: sections.certifications.unwrap().default([]),
  ...v2Shape,
  custom_sections: customSectionsSchema.default([]),
  /** The job this resume is tailored to (the builder's target-job panel); optional. */
  target_job: targetJobSchema.optional(),
});

/** Largest version number (Postgres integer). */
const MAX_VERSION = 2_147_483_647;

const resumeVersionSchema = z
  .number({ error: 'version must be a whole number (0 when there is no saved resume yet).' })
  .int({ error: 'version must be a whole number.' })
  .min(0)
  .max(MAX_VERSION);

const v2Put = resumeApiSectionsSchema.shape;

/**
 * `PUT /api/resume` body: the sections plus the version the edit started from. The fields
 * schema v2 added may be left out: a body without any of them comes from a tab opened
 * before the upgrade, and the save keeps their stored values (`isPreV2Body`); a body that
 * sends some of them gets the defaults for the rest.
 */
export const resumePutBodySchema = resumeApiSectionsSchema.extend({
  projects: v2Put.projects.unwrap().optional(),
  volunteering: v2Put.volunteering.unwrap().optional(),
  awards: v2Put.awards.unwrap().optional(),
  publications: v2Put.publications.unwrap().optional(),
  references: v2Put.references.unwrap().optional(),
  interests: v2Put.interests.unwrap().optional(),
  custom_sections: v2Put.custom_sections.unwrap().optional(),
  layout: v2Put.layout.unwrap().optional(),
  style: v2Put.style.unwrap().optional(),
  language: v2Put.language.unwrap().optional(),
  template_id: templateIdSchema.nullable().default(null),
  version: resumeVersionSchema,
  /** The content came from an import (CV, LinkedIn): the version kept says so. */
  version_reason: saveVersionReasonSchema.optional(),
});

type ResumePutSections = Omit<
  z.output<typeof resumePutBodySchema>,
  'template_id' | 'version' | 'version_reason'
>;

const V2_API_KEYS = [
  'projects',
  'volunteering',
  'awards',
  'publications',
  'references',
  'interests',
  'custom_sections',
  'layout',
  'style',
  'language',
] as const satisfies readonly (keyof ResumePutSections)[];

/** True when a PUT body carries none of the fields schema v2 added. */
export function isPreV2Body(body: ResumePutSections): boolean {
  return V2_API_KEYS.every((key) => body[key] === undefined);
}

/** A PUT body's sections, the v2 fields it left out at their defaults. */
export function completeSections(body: ResumePutSections): ResumeApiSections {
  const defaults = emptyV2Fields();
  return {
    ...body,
    projects: body.projects ?? defaults.projects,
    volunteering: body.volunteering ?? defaults.volunteering,
    awards: body.awards ?? defaults.awards,
    publications: body.publications ?? defaults.publications,
    references: body.references ?? defaults.references,
    interests: body.interests ?? defaults.interests,
    custom_sections: body.custom_sections ?? defaults.customSections,
    layout: body.layout ?? defaults.layout,
    style: body.style ?? defaults.style,
    language: body.language ?? defaults.language,
  };
}

/** `GET /api/resume` answer and `current` in a 409. */
export const resumeApiDocumentSchema = z.object({
  personal_info: personalInfoSchema,
  experience: z.array(experienceEntrySchema),
  education: z.array(educationEntrySchema),
  skills: z.array(skillSchema),
  languages: z.array(languageSchema),
  certifications: z.array(certificationSchema),
  projects: z.array(projectEntrySchema),
  volunteering: z.array(volunteeringEntrySchema),
  awards: z.array(awardSchema),
  publications: z.array(publicationSchema),
  references: z.array(referenceSchema),
  interests: z.array(tagSchema),
  custom_sections: customSectionsSchema,
  layout: layoutSchema,
  style: styleSchema,
  language: z.string(),
  target_job: targetJobSchema.optional(),
  template_id: templateIdSchema.nullable(),
  version: resumeVersionSchema,
  /** ISO time of the last save; null when nothing is saved yet (version 0). */
  updated_at: z.string().nullable(),
});

/**
 * `PUT /api/resume` answer: the new version and the time of the save. The builder keeps
 * what it sent as the saved state, so the 30 KB document is not sent back; `GET` reads it.
 */
export const resumeSavedSchema = z.object({
  version: resumeVersionSchema,
  updated_at: z.string(),
});

export type ResumePutBody = z.input<typeof resumePutBodySchema>;
/** A validated `PUT /api/resume` body. */
export type ResumePut = z.output<typeof resumePutBodySchema>;
export type ResumeSaved = z.infer<typeof resumeSavedSchema>;
export type ResumeApiDocument = z.infer<typeof resumeApiDocumentSchema>;

/** Body of a 409 on a stale save: our error shape plus the document as saved now. */
export interface ConflictBody<Current> {
  error: { code: 'CONFLICT'; message: string };
  current: Current;
}

/** Body of a 409 on `PUT /api/resume`. */
export type ResumeConflictBody = ConflictBody<ResumeApiDocument>;

export type ResumeApiSections = z.output<typeof resumeApiSectionsSchema>;

/** ResumeData → the API's section fields. */
export function resumeToApi(data: ResumeData): ResumeApiSections {
  return {
    personal_info: data.personalInfo,
    experience: data.experience,
    education: data.education,
    skills: data.skills,
    languages: data.languages,
    certifications: data.certifications,
    projects: data.projects,
    volunteering: data.volunteering,
    awards: data.awards,
    publications: data.publications,
    references: data.references,
    interests: data.interests,
    custom_sections: data.customSections,
    layout: data.layout,
    style: data.style,
    language: data.language,
    ...(data.targetJob ? { target_job: data.targetJob } : {}),
  };
}

/** The API's section fields (already validated) → ResumeData, its layout normalised. */
export function resumeFromApi(api: ResumeApiSections): ResumeData {
  return {
    schemaVersion: RESUME_SCHEMA_VERSION,
    personalInfo: api.personal_info,
    experience: api.experience,
    education: api.education,
    skills: api.skills,
    languages: api.languages,
    certifications: api.certifications,
    projects: api.projects,
    volunteering: api.volunteering,
    awards: api.awards,
    publications: api.publications,
    references: api.references,
    interests: api.interests,
    customSections: api.custom_sections,
    layout: normalizeLayout(api.layout, api.custom_sections),
    style: api.style,
    language: api.language,
    ...(api.target_job ? { targetJob: api.target_job } : {}),
  };
}

/** The size the builder checks before sending, measured the way the server's limit counts. */
export function resumeBodyBytes(body: ResumePutBody): number {
  return utf8Length(JSON.stringify(body));
}

/** UTF-8 byte length without TextEncoder (src/shared compiles without DOM or Node types). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i += 1;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}
