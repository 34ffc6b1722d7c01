import { z } from 'zod';
import {
  APPLICATION_LIMITS,
  APPLICATION_NOTICES,
  APPLICATION_STATUSES,
  applicationJobSchema,
} from '../applications/applications.schema.ts';
import { MAX_CV_BYTES } from '../cv-import/cv-import.limits.ts';
import { DOCUMENT_KINDS, DOCUMENT_LIMITS } from '../documents-api/documents-api.ts';
import type { ConversionNote } from '../json-resume/json-resume.schema.ts';

/**
 * 'Download my data': one ZIP with everything an account holds, which 'Import'
 * (this server or another TailorCV server) reads back. The layout, format version 2:
 *
 *   manifest.json                  this file's `DataManifest`: what is where
 *   README.txt                     the same in words, for a person opening the ZIP
 *   profile.json                   first name, last name, display name, e-mail
 *   documents/0001-<title>.json    every resume and cover letter, trashed ones too
 *                                  (`ArchivedDocument`: the document as stored)
 *   exports/0001-<title>.pdf|.docx|.txt, .resume.json (JSON Resume)
 *                                  what each live document looks like; not read back
 *   cvs/0001-<name>.pdf|…          every uploaded CV, as uploaded
 *   applications/0001-<job>.json   every job application (`ArchivedApplication`), its
 *                                  resume and letter named by their ids in documents/
 *
 * Version 1 is version 2 without applications; the importer reads both. Import reads only
 * the manifest and the files it names, and refuses an archive whose names, sizes or
 * contents break these rules before anything is written.
 */

export const DATA_ARCHIVE_FORMAT = 'tailorcv-data-export' as const;
export const DATA_ARCHIVE_VERSION = 2 as const;

export const DATA_ARCHIVE_LIMITS = {
  /** The largest archive an import accepts, in bytes. */
  maxArchiveBytes: 100 * 1024 * 1024,
  /**
   * Entries in the archive (every file, read or not): room for the most an account holds,
   * 500 documents with their four exports, 50 CVs and 1,000 applications.
   */
  maxEntries: 4_000,
  /** Sum of the uncompressed sizes the archive declares, over every entry. */
  maxTotalBytes: 300 * 1024 * 1024,
  /** Each JSON file read (manifest, profile, a document, an application). */
  maxJsonBytes: 1024 * 1024,
  maxDocuments: DOCUMENT_LIMITS.perUser,
  maxCvs: 50,
  maxCvBytes: MAX_CV_BYTES,
  maxApplications: APPLICATION_LIMITS.perUser,
  /** Characters of an entry name. */
  maxNameLength: 255,
} as const;

const L = DATA_ARCHIVE_LIMITS;

/** Entry names the manifest may point at (the exporter makes them ASCII and numbered). */
export const DOCUMENT_FILE = /^documents\/\d{4}-[a-z0-9-]{1,60}\.json$/;
const EXPORT_FILE = /^exports\/\d{4}-[a-z0-9-]{1,60}\.(pdf|docx|txt|resume\.json)$/;
export const CV_FILE = /^cvs\/\d{4}-[a-z0-9-]{1,60}\.(pdf|docx|doc|txt)$/;
export const APPLICATION_FILE = /^applications\/\d{4}-[a-z0-9-]{1,60}\.json$/;
export const PROFILE_FILE = 'profile.json';
export const MANIFEST_FILE = 'manifest.json';

const isoTime = z.iso.datetime({ offset: true, error: 'Must be a date and time (ISO 8601).' });
const path = (pattern: RegExp, what: string) =>
  z.string().regex(pattern, { error: `Not the name of ${what} in a TailorCV archive.` });

const manifestDocumentSchema = z.object({
  file: path(DOCUMENT_FILE, 'a document'),
  kind: z.enum(DOCUMENT_KINDS),
  title: z.string().max(DOCUMENT_LIMITS.title),
  trashed: z.boolean(),
  exports: z.array(path(EXPORT_FILE, 'an export')).max(8),
});

const CV_STATUSES = ['uploaded', 'processing', 'done', 'failed'] as const;

const manifestCvSchema = z.object({
  file: path(CV_FILE, 'a CV'),
  originalName: z.string().min(1).max(255),
  mime: z.string().max(200),
  size: z.number().int().min(0).max(L.maxCvBytes),
  uploadedAt: isoTime,
  status: z.enum(CV_STATUSES),
});

const manifestApplicationSchema = z.object({
  file: path(APPLICATION_FILE, 'an application'),
  title: z.string().max(APPLICATION_LIMITS.title),
  company: z.string().max(APPLICATION_LIMITS.company),
  status: z.enum(APPLICATION_STATUSES),
});

export const dataManifestSchema = z.object({
  format: z.literal(DATA_ARCHIVE_FORMAT, { error: 'This is not a TailorCV data archive.' }),
  formatVersion: z.number().int().min(1),
  exportedAt: isoTime,
  app: z.object({ name: z.string().max(100), url: z.string().max(500).optional() }),
  /** The account it came from (information only; an import goes into the caller's account). */
  account: z.object({ email: z.string().max(320) }),
  profile: z.literal(PROFILE_FILE),
  documents: z
    .array(manifestDocumentSchema)
    .max(L.maxDocuments, { error: `At most ${L.maxDocuments} documents.` }),
  cvs: z.array(manifestCvSchema).max(L.maxCvs, { error: `At most ${L.maxCvs} CVs.` }),
  /** Absent from version 1 archives, which were made before applications existed. */
  applications: z
    .array(manifestApplicationSchema)
    .max(L.maxApplications, { error: `At most ${L.maxApplications} applications.` })
    .default([]),
  /** What the export could not include (an export that failed to render, a missing CV file). */
  problems: z.array(z.string().max(1000)).max(1000),
});

export type DataManifest = z.infer<typeof dataManifestSchema>;
export type ManifestDocument = z.infer<typeof manifestDocumentSchema>;
export type ManifestCv = z.infer<typeof manifestCvSchema>;
export type ManifestApplication = z.infer<typeof manifestApplicationSchema>;

/** `profile.json`. Names are checked again with the profile rules on import. */
export const archivedProfileSchema = z.object({
  first_name: z.string().max(1000).nullable(),
  last_name: z.string().max(1000).nullable(),
  display_name: z.string().max(1000).nullable(),
  email: z.string().max(320),
});

export type ArchivedProfile = z.infer<typeof archivedProfileSchema>;

/** `documents/NNNN-<title>.json`. `data` is checked against its kind's schema on import. */
export const archivedDocumentSchema = z.object({
  id: z.string().max(64),
  kind: z.enum(DOCUMENT_KINDS),
  title: z.string().max(1000),
  template_id: z.string().max(64).nullable(),
  is_default: z.boolean(),
  version: z.number().int().min(1),
  created_at: isoTime,
  updated_at: isoTime,
  deleted_at: isoTime.nullable(),
  data: z.unknown(),
});

export type ArchivedDocument = z.infer<typeof archivedDocumentSchema>;

/** An archive document's `id`: an application names its resume and letter with it. */
const archiveIdSchema = z.string().min(1).max(64);

/**
 * `applications/NNNN-<job>.json`: what the person wrote and did, with the API's own rules
 * (applications.schema.ts). Nothing the server computes (a match score) is in it: an
 * import computes that again. `document_id` and `letter_id` are ids of documents in the
 * same archive; the import links the application to its new copies of them.
 */
export const archivedApplicationSchema = z
  .object({
    id: z.string().max(64),
    status: z.enum(APPLICATION_STATUSES, { error: APPLICATION_NOTICES.badStatus }),
    job: applicationJobSchema,
    notes: z.string().max(APPLICATION_LIMITS.notes),
    next_step: z.string().trim().max(APPLICATION_LIMITS.nextStep),
    applied_at: isoTime.nullable(),
    next_step_at: isoTime.nullable(),
    document_id: archiveIdSchema.nullable(),
    letter_id: archiveIdSchema.nullable(),
    history: z
      .array(z.object({ status: z.enum(APPLICATION_STATUSES), at: isoTime }))
      .min(1)
      .max(APPLICATION_LIMITS.history),
    created_at: isoTime,
    updated_at: isoTime,
  })
  .refine((a) => a.history.at(-1)?.status === a.status, {
    error: 'The last status in the history must be the application’s status.',
    path: ['history'],
  });

export type ArchivedApplication = z.input<typeof archivedApplicationSchema>;

/** `POST /api/portability/import` → 201. */
export const dataImportSummarySchema = z.object({
  resumes: z.number(),
  coverLetters: z.number(),
  cvs: z.number(),
  applications: z.number(),
  /** Trashed documents in the archive, which are not imported. */
  skippedTrashed: z.number(),
  /** The archive's main resume: made this account's main resume, kept as a copy, or none. */
  defaultResume: z.enum(['made-default', 'copy', 'none']),
  /** Profile fields filled from the archive (only empty ones are ever filled). */
  profileFields: z.array(z.enum(['first_name', 'last_name', 'display_name'])),
  /** The new documents, in the archive's order. */
  documents: z.array(z.object({ id: z.string(), kind: z.enum(DOCUMENT_KINDS), title: z.string() })),
});
export type DataImportSummary = z.infer<typeof dataImportSummarySchema>;

/** `POST /api/portability/json-resume` → 201: the new resume and what the file had that we do not. */
export const jsonResumeImportAnswerSchema = z.object({
  document: z.object({ id: z.string(), title: z.string() }),
  notImported: z.array(
    z.object({
      path: z.string(),
      count: z.number(),
      reason: z.string(),
    }) satisfies z.ZodType<ConversionNote>,
  ),
});
export type JsonResumeImportAnswer = z.infer<typeof jsonResumeImportAnswerSchema>;

export const PORTABILITY_NOTICES = {
  notZip: 'The file is not a ZIP archive. Choose the file "Download my data" gave you.',
  unreadableZip:
    'The ZIP archive could not be read: it is damaged or uses a format TailorCV does not read.',
  archiveTooLarge: `The archive is too large to import (the limit is ${L.maxArchiveBytes / 1024 / 1024} MB).`,
  entryLargerThanDeclared:
    'The archive was refused: a file in it unpacks to more data than the archive says it holds, so it is damaged or was made to overload the server.',
  unpackTooSlow:
    'The archive was refused: unpacking it took too long. Choose the file "Download my data" gave you.',
  noManifest:
    'The archive has no manifest.json, so it is not a TailorCV data archive. Choose the file "Download my data" gave you.',
  newerFormat:
    'The archive was made by a newer version of TailorCV. Update this server to import it.',
  tooManyDocuments: `The import would take you past the limit of ${DOCUMENT_LIMITS.perUser} documents. Empty the trash or delete some documents first.`,
  tooManyApplications: `The import would take you past the limit of ${APPLICATION_LIMITS.perUser} applications. Delete some applications first.`,
} as const;

/** 'tailorcv-data-2024-05-01.zip'. */
export function dataArchiveFileName(date: Date): string {
  return `tailorcv-data-${date.toISOString().slice(0, 10)}.zip`;
}
