import { z } from 'zod';
import {
  KEYWORD_IMPORTANCES,
  KEYWORD_KINDS,
  KEYWORD_POINTS,
  KEYWORD_SECTIONS,
  type KeywordImportance,
  type KeywordSection,
} from '../ats-keywords/ats-keywords.schema.ts';

/**
 * The applications API (`/api/applications`): the jobs a user is applying to, each with a
 * status, notes, dates and the resume and letter tailored for it.
 *
 * - `POST /api/applications` `ApplicationCreateBody` → 201 `Application` (status `saved`,
 *   history `[{status: 'saved', at: created_at}]`).
 * - `GET /api/applications` → `ApplicationList` (newest first), each with its latest match
 *   score (`match`, marked stale when the resume it scored changed since).
 * - `GET /api/applications/:id` → `Application`.
 * - `PATCH /api/applications/:id` `ApplicationPatchBody` → `Application`. A new status is
 *   appended to `history` with the time of the change; the same status again is not.
 * - `DELETE /api/applications/:id` → 204. The tailored resume and letter stay in My Documents.
 * - `POST /api/applications/:id/tailor` `{resume_id?}` → `TailorResult`: a copy of the default
 *   resume (or `resume_id`) aimed at the job, titled "<title> at <company>", and a cover
 *   letter drafted from that copy; 201. A second call answers the same documents (200) while
 *   both are live; it makes a new copy and letter when the copy was trashed or deleted, and
 *   only a new letter when only the letter was (201). No resume to copy: 422; a `resume_id`
 *   that is not one of the caller's resumes: 400.
 * - `GET /api/applications/:id/match` → `MatchReport` (the builder's match panel computes
 *   the same score from the same keywords); its score is kept as the application's `match`.
 *
 * Another user's application is 404 on every route, like a missing one.
 */

/** Statuses in board order: the columns of the /applications screen, left to right. */
export const APPLICATION_STATUSES = [
  'saved',
  'applied',
  'screening',
  'interview',
  'offer',
  'rejected',
  'withdrawn',
] as const;

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  saved: 'Saved',
  applied: 'Applied',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** Statuses after which nothing is scheduled: the calendar file leaves their next steps out. */
export const CLOSED_APPLICATION_STATUSES: readonly ApplicationStatus[] = ['rejected', 'withdrawn'];

export const APPLICATION_LIMITS = {
  title: 200,
  company: 200,
  location: 200,
  url: 2000,
  description: 20_000,
  notes: 10_000,
  /** The short label of the next step ("Phone screen with Ana"). */
  nextStep: 200,
  /** Applications a user may keep; creating more answers 409. */
  perUser: 1000,
  /** Status changes kept in `history`; the oldest beyond this are dropped (the first stays). */
  history: 100,
  /** The largest POST/PATCH body in bytes of JSON. */
  maxBodyBytes: 96 * 1024,
} as const;

export const APPLICATION_NOTICES = {
  notFound: 'This application does not exist or is not yours.',
  tooMany: `You have reached the limit of ${APPLICATION_LIMITS.perUser} applications. Delete some first.`,
  badStatus: `Status must be one of: ${APPLICATION_STATUSES.join(', ')}.`,
  badUrl: 'Give the posting’s address as an http:// or https:// link.',
  missingTitle: 'Give the job title.',
  missingCompany: 'Give the company.',
  badDate: 'Must be a date and time (ISO 8601), or null.',
  emptyPatch: 'Send at least one of status, notes, next_step, applied_at, next_step_at.',
  noResume: 'Create a resume first: there is no resume to tailor.',
  resumeNotFound: 'The resume does not exist or is not yours.',
  noDescription: 'Add the job description to the application first: the match reads it.',
} as const;

const max = (n: number) => ({ error: `Must be at most ${n.toLocaleString('en-US')} characters.` });

const applicationIdSchema = z.uuid();

const applicationStatusSchema = z.enum(APPLICATION_STATUSES, {
  error: APPLICATION_NOTICES.badStatus,
});

/** An http(s) address, or '' when the posting has none. */
const jobUrlSchema = z
  .string()
  .trim()
  .max(APPLICATION_LIMITS.url, max(APPLICATION_LIMITS.url))
  .refine((value) => value === '' || isHttpUrl(value), { error: APPLICATION_NOTICES.badUrl });

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The posting an application is for. Title and company are required; the rest may be ''. */
export const applicationJobSchema = z.object({
  title: z
    .string({ error: APPLICATION_NOTICES.missingTitle })
    .trim()
    .min(1, { error: APPLICATION_NOTICES.missingTitle })
    .max(APPLICATION_LIMITS.title, max(APPLICATION_LIMITS.title)),
  company: z
    .string({ error: APPLICATION_NOTICES.missingCompany })
    .trim()
    .min(1, { error: APPLICATION_NOTICES.missingCompany })
    .max(APPLICATION_LIMITS.company, max(APPLICATION_LIMITS.company)),
  url: jobUrlSchema.default(''),
  description: z
    .string()
    .trim()
    .max(APPLICATION_LIMITS.description, max(APPLICATION_LIMITS.description))
    .default(''),
  location: z
    .string()
    .trim()
    .max(APPLICATION_LIMITS.location, max(APPLICATION_LIMITS.location))
    .default(''),
});

export type ApplicationJob = z.output<typeof applicationJobSchema>;

/** `POST /api/applications`. */
export const applicationCreateBodySchema = z.object({ job: applicationJobSchema });

export type ApplicationCreateBody = z.input<typeof applicationCreateBodySchema>;

const isoTimeSchema = z.iso.datetime({ offset: true, error: APPLICATION_NOTICES.badDate });

/**
 * `PATCH /api/applications/:id`: any of these; a date set to null clears it. The job itself
 * is fixed once saved (its tailored resume was made for it).
 */
export const applicationPatchBodySchema = z
  .object({
    status: applicationStatusSchema.optional(),
    notes: z.string().max(APPLICATION_LIMITS.notes, max(APPLICATION_LIMITS.notes)).optional(),
    next_step: z
      .string()
      .trim()
      .max(APPLICATION_LIMITS.nextStep, max(APPLICATION_LIMITS.nextStep))
      .optional(),
    applied_at: isoTimeSchema.nullable().optional(),
    next_step_at: isoTimeSchema.nullable().optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    error: APPLICATION_NOTICES.emptyPatch,
  });

export type ApplicationPatchBody = z.input<typeof applicationPatchBodySchema>;
export type ApplicationPatch = z.output<typeof applicationPatchBodySchema>;

/** One status change: the status entered and when (ISO 8601, UTC). */
const statusChangeSchema = z.object({
  status: applicationStatusSchema,
  at: z.string(),
});

export type StatusChange = z.infer<typeof statusChangeSchema>;

/**
 * The latest match score kept with an application, so the list carries every card's score
 * without scoring anything. `stale`: the resume the match would score now is another one
 * (tailored, trashed, a new main resume) or has been saved since; `GET …/match` scores it
 * again and keeps the new score.
 */
const storedMatchSchema = z.object({
  score: z.number().int().min(0).max(100),
  /** When it was computed, ISO 8601 (UTC). */
  at: z.string(),
  stale: z.boolean(),
});

export type StoredMatch = z.infer<typeof storedMatchSchema>;

/** `GET|PATCH /api/applications/:id`, an item of the list and the create answer. */
export const applicationSchema = z.object({
  id: applicationIdSchema,
  status: applicationStatusSchema,
  job: z.object({
    title: z.string(),
    company: z.string(),
    url: z.string(),
    description: z.string(),
    location: z.string(),
  }),
  notes: z.string(),
  next_step: z.string(),
  /** ISO 8601 (UTC) or null. */
  applied_at: z.string().nullable(),
  /** ISO 8601 (UTC) or null; the calendar file's event time. */
  next_step_at: z.string().nullable(),
  /** The tailored resume; null until tailored or after the resume is deleted for good. */
  document_id: applicationIdSchema.nullable(),
  /** The drafted cover letter; null until tailored or after the letter is deleted for good. */
  letter_id: applicationIdSchema.nullable(),
  /** Every status the application has had, oldest first; the last is `status`. */
  history: z.array(statusChangeSchema),
  /** The latest match score computed (by `GET …/match`); null until one is. */
  match: storedMatchSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type Application = z.infer<typeof applicationSchema>;

export const applicationListSchema = z.object({ applications: z.array(applicationSchema) });

export type ApplicationList = z.infer<typeof applicationListSchema>;

/** `POST /api/applications/:id/tailor`: the resume to copy; the default resume when absent. */
export const tailorBodySchema = z.object({ resume_id: z.uuid().optional() });

export const tailorResultSchema = z.object({
  /** The tailored copy of the resume. */
  document_id: applicationIdSchema,
  /** The cover letter drafted from the copy, linked to it. */
  letter_id: applicationIdSchema,
});

export type TailorResult = z.infer<typeof tailorResultSchema>;

/* ---------------------------------------------------------------- match report */

/** How much a posting asks for a keyword: a requirement, or a nice-to-have. */
export const MATCH_IMPORTANCES = KEYWORD_IMPORTANCES;
export type MatchImportance = KeywordImportance;

export const MATCH_IMPORTANCE_LABELS: Record<MatchImportance, string> = {
  must: 'Required',
  nice: 'Nice to have',
};

/** What kind of keyword it is: hard skills (tools, certifications, know-how) or soft skills. */
const MATCH_KINDS = KEYWORD_KINDS;

/**
 * The weight of a keyword in the score: importance × kind × emphasis (how much the posting
 * stresses the keyword, 0–1; its top keyword 1). A required hard skill counts up to six
 * times a nice-to-have soft skill; the screen shows these numbers to explain the score.
 * The builder's match panel scores with the same numbers.
 */
export const MATCH_WEIGHTS = KEYWORD_POINTS;

/** The resume sections a keyword can be found in, named as the report's `where`. */
const MATCH_SECTIONS = KEYWORD_SECTIONS;

export type MatchSection = KeywordSection;

export const MATCH_SECTION_LABELS: Record<MatchSection, string> = {
  headline: 'Headline',
  summary: 'Summary',
  experience: 'Experience',
  skills: 'Skills',
  education: 'Education',
  certifications: 'Certifications',
  languages: 'Languages',
  projects: 'Projects',
  volunteering: 'Volunteering',
  awards: 'Awards',
  publications: 'Publications',
  custom: 'Other sections',
  interests: 'Interests',
};

const matchKeywordShape = {
  keyword: z.string(),
  importance: z.enum(MATCH_IMPORTANCES),
  kind: z.enum(MATCH_KINDS),
  /** The keyword's points: importance × kind × emphasis (MATCH_WEIGHTS), to two decimals. */
  weight: z.number(),
};

/** `GET /api/applications/:id/match`. */
export const matchReportSchema = z.object({
  /** 0–100: the share of the keywords' weight the resume has. */
  score: z.number().int().min(0).max(100),
  /** Found keywords, most important first, with the sections they are in (resume order). */
  present: z.array(z.object({ ...matchKeywordShape, where: z.array(z.enum(MATCH_SECTIONS)) })),
  /** Keywords the resume lacks, most important first. */
  missing: z.array(z.object(matchKeywordShape)),
  /** The resume compared: the tailored copy when there is one, else the default resume. */
  document_id: applicationIdSchema.nullable(),
});

export type MatchReport = z.infer<typeof matchReportSchema>;
