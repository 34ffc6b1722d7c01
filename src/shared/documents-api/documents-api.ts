import { z } from 'zod';
import {
  coverLetterDataSchema,
  type CoverLetterData,
} from '../cover-letter/cover-letter.schema.ts';
import { upgradeResumeInput } from '../resume/migrate-resume.ts';
import { utf8Length, type ConflictBody } from '../resume/resume-api.ts';
import { RESUME_LIMITS } from '../resume/resume.limits.ts';
import { resumeDataSchema, templateIdSchema, type ResumeData } from '../resume/resume.schema.ts';
import { saveVersionReasonSchema } from '../versions/versions-api.ts';

/**
 * The documents API (`/api/documents`): a user's resumes and cover letters.
 *
 * - `GET /api/documents` → `{documents: DocumentListItem[]}` (live documents, newest edit first).
 * - `POST /api/documents` `DocumentCreateBody` → 201 `ApiDocument`.
 * - `GET /api/documents/:id` → `ApiDocument`.
 * - `PUT /api/documents/:id` `DocumentPutBody` → `ApiDocument`; a stale `version` → 409
 *   `DocumentConflictBody` with the document as saved now. Every field but `version` is
 *   optional: a rename is `{title, version}`, the builder sends `{data, template_id, version}`.
 * - `POST /api/documents/:id/duplicate` → 201 `ApiDocument` ("<title> (copy)", never default).
 * - `DELETE /api/documents/:id` → `TrashedDocument` (moved to the trash for 30 days). The
 *   default resume cannot be trashed (409).
 * - `GET /api/documents/trash` → `{documents: TrashedDocument[]}`.
 * - `POST /api/documents/:id/restore` → `DocumentListItem`.
 *
 * `data` is the kind's own document: `ResumeData` (resume.schema.ts, camelCase with its
 * `schemaVersion`) for resumes, `CoverLetterData` (cover-letter.schema.ts) for letters.
 * The default resume is also `GET|PUT /api/resume` in the `resume_data` field names; both routes
 * share its row and its version.
 */

export const DOCUMENT_KINDS = ['resume', 'cover_letter'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_LIMITS = {
  title: 120,
  /** Live and trashed documents a user may keep; creating more answers 409. */
  perUser: 500,
  /** Days a trashed document stays restorable before it is purged. */
  trashDays: 30,
  /** The largest POST/PUT body in bytes of JSON (a document plus its title and version). */
  maxBodyBytes: RESUME_LIMITS.maxBodyBytes,
} as const;

export const TRASH_MS = DOCUMENT_LIMITS.trashDays * 24 * 60 * 60 * 1000;

/** Largest version number (Postgres integer). */
const MAX_VERSION = 2_147_483_647;

export const documentIdSchema = z.uuid();

export const documentTitleSchema = z
  .string({ error: 'Give the document a title.' })
  .trim()
  .min(1, { error: 'Give the document a title.' })
  .max(DOCUMENT_LIMITS.title, { error: `Must be at most ${DOCUMENT_LIMITS.title} characters.` });

const documentVersionSchema = z
  .number({ error: 'version must be the whole number the edit started from.' })
  .int({ error: 'version must be a whole number.' })
  .min(1, { error: 'version must be the whole number the edit started from.' })
  .max(MAX_VERSION);

const documentKindSchema = z.enum(DOCUMENT_KINDS, {
  error: "kind must be 'resume' or 'cover_letter'.",
});

/** The default document of each kind when a create sends no `data`. */
export function emptyDocumentData(kind: 'resume'): ResumeData;
export function emptyDocumentData(kind: 'cover_letter'): CoverLetterData;
export function emptyDocumentData(kind: DocumentKind): ResumeData | CoverLetterData;
export function emptyDocumentData(kind: DocumentKind): ResumeData | CoverLetterData {
  return kind === 'resume' ? resumeDataSchema.parse({}) : coverLetterDataSchema.parse({});
}

/** Resume data as a client sends it: a version 1 document is upgraded, then checked. */
const resumeDataInputSchema = z.preprocess(upgradeResumeInput, resumeDataSchema);

/** The `data` schema of a kind (used by PUT, whose body does not repeat the kind). */
export function documentDataSchema(kind: DocumentKind) {
  return kind === 'resume' ? resumeDataInputSchema : coverLetterDataSchema;
}

const createCommon = {
  title: documentTitleSchema,
  template_id: templateIdSchema.nullable().default(null),
};

/** `POST /api/documents`. A letter may name the resume it goes with (one of the caller's). */
export const documentCreateBodySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('resume'),
      ...createCommon,
      data: resumeDataInputSchema.optional(),
    }),
    z.object({
      kind: z.literal('cover_letter'),
      ...createCommon,
      data: coverLetterDataSchema.optional(),
      linked_resume_id: documentIdSchema.nullable().optional(),
    }),
  ],
  { error: "kind must be 'resume' or 'cover_letter'." },
);

export type DocumentCreateBody = z.input<typeof documentCreateBodySchema>;
export type DocumentCreate = z.output<typeof documentCreateBodySchema>;

/**
 * `PUT /api/documents/:id`: the version the edit started from and any of title,
 * template and data. `data` is checked against the document's kind on the server.
 */
export const documentPutBodySchema = z.object({
  version: documentVersionSchema,
  title: documentTitleSchema.optional(),
  template_id: templateIdSchema.nullable().optional(),
  data: z.unknown().optional(),
  /** The content came from an import (CV, LinkedIn): the version kept says so. */
  version_reason: saveVersionReasonSchema.optional(),
});

export type DocumentPutBody<K extends DocumentKind = DocumentKind> = {
  version: number;
  title?: string;
  template_id?: string | null;
  version_reason?: 'import';
  data?: K extends 'resume'
    ? z.input<typeof resumeDataSchema>
    : z.input<typeof coverLetterDataSchema>;
};

/** The job a document is aimed at, as the list shows it. */
const documentTargetSchema = z.object({ title: z.string(), company: z.string() });

const metaShape = {
  id: documentIdSchema,
  title: z.string(),
  template_id: z.string().nullable(),
  is_default: z.boolean(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
};

/** One row of `GET /api/documents` (no `data`, so the list stays small). */
export const documentListItemSchema = z.object({
  ...metaShape,
  kind: documentKindSchema,
  /** The target job (a resume's, or the role and company a letter applies to); null when none. */
  target_job: documentTargetSchema.nullable(),
  /** A letter's linked resume; null for resumes and unlinked letters. */
  linked_resume_id: documentIdSchema.nullable(),
});

export const documentListSchema = z.object({ documents: z.array(documentListItemSchema) });

export const trashedDocumentSchema = documentListItemSchema.extend({
  deleted_at: z.string(),
  /** When the document will be purged for good. */
  purge_at: z.string(),
});

export const trashListSchema = z.object({ documents: z.array(trashedDocumentSchema) });

/** `GET|PUT /api/documents/:id`, the create and duplicate answers, and `current` in a 409. */
export const apiDocumentSchema = z.discriminatedUnion('kind', [
  z.object({ ...metaShape, kind: z.literal('resume'), data: resumeDataSchema }),
  z.object({ ...metaShape, kind: z.literal('cover_letter'), data: coverLetterDataSchema }),
]);

export type DocumentListItem = z.infer<typeof documentListItemSchema>;
export type TrashedDocument = z.infer<typeof trashedDocumentSchema>;
export type ApiDocument = z.infer<typeof apiDocumentSchema>;

/** Body of a 409 on `PUT /api/documents/:id`. */
export type DocumentConflictBody = ConflictBody<ApiDocument>;

export const DOCUMENT_NOTICES = {
  conflict: 'This document was saved from another tab or device after you started editing it.',
  defaultNotTrashable:
    'Your main resume cannot be moved to the trash. Duplicate it or rename it instead.',
  tooMany: `You have reached the limit of ${DOCUMENT_LIMITS.perUser} documents. Empty the trash or delete some first.`,
  notFound: 'This document does not exist or is not yours.',
  linkedResumeNotFound: 'The linked resume does not exist or is not yours.',
} as const;

/** The title of a duplicate: "<title> (copy)", kept within the title limit. */
export function copyTitle(title: string): string {
  const suffix = ' (copy)';
  const room = DOCUMENT_LIMITS.title - suffix.length;
  return `${title.length > room ? title.slice(0, room).trimEnd() : title}${suffix}`;
}

/** The size the client checks before sending, measured the way the server's limit counts. */
export function documentBodyBytes(body: unknown): number {
  return utf8Length(JSON.stringify(body));
}
