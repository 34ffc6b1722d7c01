import { and, count, eq, isNull } from 'drizzle-orm';
import type { ZodError } from 'zod';
import {
  APPLICATION_LIMITS,
  type ApplicationJob,
  type ApplicationStatus,
  type StatusChange,
} from '#shared/applications/applications.schema.ts';
import {
  coverLetterDataSchema,
  type CoverLetterData,
} from '#shared/cover-letter/cover-letter.schema.ts';
import { CV_MIME_TYPES, type CvFormat } from '#shared/cv-import/cv-import.limits.ts';
import {
  DOCUMENT_LIMITS,
  copyTitle,
  documentTitleSchema,
} from '#shared/documents-api/documents-api.ts';
import {
  DATA_ARCHIVE_LIMITS,
  DATA_ARCHIVE_VERSION,
  MANIFEST_FILE,
  PORTABILITY_NOTICES,
  archivedApplicationSchema,
  archivedDocumentSchema,
  archivedProfileSchema,
  dataManifestSchema,
  type ArchivedProfile,
  type DataImportSummary,
  type DataManifest,
} from '#shared/portability/data-archive.schema.ts';
import { profileUpdateSchema } from '#shared/profile/profile.schema.ts';
import { migrateResume } from '#shared/resume/migrate-resume.ts';
import { templateIdSchema, type ResumeData } from '#shared/resume/resume.schema.ts';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema/applications.ts';
import { cvUploads } from '../../db/schema/cv-uploads.ts';
import { documents } from '../../db/schema/documents.ts';
import { profiles } from '../../db/schema/profile.ts';
import { AppError } from '../../lib/app-error.ts';
import { repairJsonText } from '../../lib/storable-text.ts';
import { detectFileType } from '../cv-import/detect-file-type.ts';
import { CV_BUCKET } from '../cv-upload/cv-upload.service.ts';
import { safeFileName } from '../cv-upload/safe-file-name.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { readArchive, type Archive } from './read-archive.ts';
import { keepVersion } from '../versions/keep-version.ts';

/**
 * 'Import' on /profile: a 'Download my data' archive (from this server or another) into
 * the caller's account. Everything is read and checked before anything is written; then
 * the CV files go to storage and the rows go in one transaction (the files are removed
 * again if it fails), so an import either happens whole or not at all.
 *
 * Nothing is overwritten: every document is created new; the archive's main resume becomes
 * this account's main resume only when it has none (else it is added as "<title> (copy)");
 * cover letters are linked to the new copies of their resumes, applications to the new
 * copies of their resume and letter; profile names fill only fields that are empty.
 * Trashed documents are in the archive for the record, not imported (an application
 * linked to one comes in without that link).
 */

const L = DATA_ARCHIVE_LIMITS;

const EXTENSIONS: Record<CvFormat, string> = {
  pdf: '.pdf',
  doc: '.doc',
  docx: '.docx',
  txt: '.txt',
};

export interface DataImportDeps {
  db: Db;
  storage: ObjectStorage;
  now?: () => Date;
}

const invalid = (message: string) => new AppError('BAD_REQUEST', 400, message);

function firstIssue(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'it is not valid';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

function readJson(archive: Archive, name: string): unknown {
  const entry = archive.entries.get(name);
  if (!entry) throw invalid(`The archive has no file "${name}".`);
  if (entry.size > L.maxJsonBytes) {
    throw invalid(`"${name}" in the archive is larger than ${L.maxJsonBytes / 1024} KB.`);
  }
  const bytes = archive.read(name);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw invalid(`"${name}" in the archive is not UTF-8 text.`);
  }
  try {
    // As for request bodies: NUL and lone surrogates cannot be stored, and mean nothing.
    return JSON.parse(repairJsonText(text)) as unknown;
  } catch {
    throw invalid(`"${name}" in the archive is not valid JSON.`);
  }
}

interface PlannedDocument {
  oldId: string;
  kind: 'resume' | 'cover_letter';
  title: string;
  templateId: string | null;
  isDefault: boolean;
  createdAt: Date;
  updatedAt: Date;
  data: ResumeData | CoverLetterData;
}

interface PlannedCv {
  bytes: Uint8Array;
  format: CvFormat;
  originalName: string;
  status: DataManifest['cvs'][number]['status'];
  uploadedAt: Date;
}

interface PlannedApplication {
  status: ApplicationStatus;
  job: ApplicationJob;
  notes: string;
  nextStep: string;
  appliedAt: Date | null;
  nextStepAt: Date | null;
  /** Archive ids of its resume and letter (documents imported with it), or null. */
  documentId: string | null;
  letterId: string | null;
  history: StatusChange[];
  createdAt: Date;
  updatedAt: Date;
}

const KIND_NAMES = { resume: 'a resume', cover_letter: 'a cover letter' } as const;

/** Reads and checks the whole archive; throws a 4xx naming the first problem. */
async function planDataImport(bytes: Uint8Array, now: Date) {
  const archive = await readArchive(bytes);
  if (!archive.entries.has(MANIFEST_FILE)) throw invalid(PORTABILITY_NOTICES.noManifest);

  const rawManifest = readJson(archive, MANIFEST_FILE);
  const version = (rawManifest as { formatVersion?: unknown } | null)?.formatVersion;
  if (typeof version === 'number' && version > DATA_ARCHIVE_VERSION) {
    throw invalid(PORTABILITY_NOTICES.newerFormat);
  }
  const manifestResult = dataManifestSchema.safeParse(rawManifest);
  if (!manifestResult.success) {
    throw invalid(`manifest.json is not valid: ${firstIssue(manifestResult.error)}`);
  }
  const manifest = manifestResult.data;

  const seen = new Set<string>();
  const once = (file: string) => {
    if (seen.has(file)) throw invalid(`manifest.json names "${file}" twice.`);
    seen.add(file);
  };

  const profileResult = archivedProfileSchema.safeParse(readJson(archive, manifest.profile));
  if (!profileResult.success) {
    throw invalid(`profile.json is not valid: ${firstIssue(profileResult.error)}`);
  }

  const clamp = (iso: string) => new Date(Math.min(Date.parse(iso), now.getTime()));
  const planned: PlannedDocument[] = [];
  /** Every document of the archive by its id, trashed ones too: what applications link to. */
  const archived = new Map<string, { kind: PlannedDocument['kind']; trashed: boolean }>();
  let skippedTrashed = 0;
  for (const item of manifest.documents) {
    once(item.file);
    const parsed = archivedDocumentSchema.safeParse(readJson(archive, item.file));
    if (!parsed.success) throw invalid(`"${item.file}" is not valid: ${firstIssue(parsed.error)}`);
    const doc = parsed.data;
    if (doc.kind !== item.kind) {
      throw invalid(`"${item.file}" is a ${doc.kind} but manifest.json says ${item.kind}.`);
    }
    if (archived.has(doc.id))
      throw invalid(`Two documents in the archive have the id "${doc.id}".`);
    archived.set(doc.id, { kind: doc.kind, trashed: doc.deleted_at !== null });
    if (doc.deleted_at !== null) {
      skippedTrashed += 1;
      continue;
    }
    const title = documentTitleSchema.safeParse(doc.title);
    if (!title.success) throw invalid(`"${item.file}": title: ${firstIssue(title.error)}`);
    const templateId = templateIdSchema.nullable().safeParse(doc.template_id);
    if (!templateId.success) {
      throw invalid(`"${item.file}": template_id: ${firstIssue(templateId.error)}`);
    }
    let data: ResumeData | CoverLetterData;
    if (doc.kind === 'resume') {
      try {
        data = migrateResume(doc.data);
      } catch (err) {
        const reason = err instanceof Error ? err.message : 'The resume is not valid.';
        throw invalid(`"${item.file}": ${reason}`);
      }
    } else {
      const letter = coverLetterDataSchema.safeParse(doc.data);
      if (!letter.success) {
        throw invalid(`"${item.file}": the cover letter is not valid: ${firstIssue(letter.error)}`);
      }
      data = letter.data;
    }
    planned.push({
      oldId: doc.id,
      kind: doc.kind,
      title: title.data,
      templateId: templateId.data,
      isDefault: doc.kind === 'resume' && doc.is_default,
      createdAt: clamp(doc.created_at),
      updatedAt: clamp(doc.updated_at),
      data,
    });
  }
  if (planned.filter((d) => d.isDefault).length > 1) {
    throw invalid('The archive has more than one main resume.');
  }

  const cvs: PlannedCv[] = [];
  for (const item of manifest.cvs) {
    once(item.file);
    const entry = archive.entries.get(item.file);
    if (!entry) throw invalid(`The archive has no file "${item.file}".`);
    if (entry.size > L.maxCvBytes) {
      throw invalid(
        `"${item.file}" is larger than a CV may be (${L.maxCvBytes / 1024 / 1024} MB).`,
      );
    }
    const cvBytes = archive.read(item.file);
    const detected = detectFileType(cvBytes);
    if (!detected.ok) {
      throw invalid(`"${item.file}" is not a PDF, Word or text file: ${detected.reason}`);
    }
    cvs.push({
      bytes: cvBytes,
      format: detected.format,
      originalName: item.originalName,
      status: item.status,
      uploadedAt: new Date(Math.min(Date.parse(item.uploadedAt), now.getTime())),
    });
  }

  const plannedApplications: PlannedApplication[] = [];
  for (const item of manifest.applications) {
    once(item.file);
    const parsed = archivedApplicationSchema.safeParse(readJson(archive, item.file));
    if (!parsed.success) throw invalid(`"${item.file}" is not valid: ${firstIssue(parsed.error)}`);
    const application = parsed.data;
    // A link is to a document of this archive only, never to one already on this server.
    const linked = (field: 'document_id' | 'letter_id', kind: PlannedDocument['kind']) => {
      const id = application[field];
      if (id === null) return null;
      const doc = archived.get(id);
      if (!doc) throw invalid(`"${item.file}": ${field} names no document in the archive.`);
      if (doc.kind !== kind) {
        throw invalid(
          `"${item.file}": ${field} names ${KIND_NAMES[doc.kind]}, not ${KIND_NAMES[kind]}.`,
        );
      }
      return doc.trashed ? null : id;
    };
    plannedApplications.push({
      status: application.status,
      job: application.job,
      notes: application.notes,
      nextStep: application.next_step,
      appliedAt: application.applied_at === null ? null : new Date(application.applied_at),
      nextStepAt: application.next_step_at === null ? null : new Date(application.next_step_at),
      documentId: linked('document_id', 'resume'),
      letterId: linked('letter_id', 'cover_letter'),
      history: application.history.map((change) => ({
        status: change.status,
        at: clamp(change.at).toISOString(),
      })),
      createdAt: clamp(application.created_at),
      updatedAt: clamp(application.updated_at),
    });
  }

  return {
    manifest,
    profile: profileResult.data,
    documents: planned,
    cvs,
    applications: plannedApplications,
    skippedTrashed,
  };
}

export async function importDataArchive(
  deps: DataImportDeps,
  userId: string,
  bytes: Uint8Array,
): Promise<DataImportSummary> {
  const now = deps.now?.() ?? new Date();
  const plan = await planDataImport(bytes, now);

  const [room] = await deps.db
    .select({ n: count() })
    .from(documents)
    .where(eq(documents.userId, userId));
  if ((room?.n ?? 0) + plan.documents.length > DOCUMENT_LIMITS.perUser) {
    throw new AppError('CONFLICT', 409, PORTABILITY_NOTICES.tooManyDocuments);
  }
  if (plan.applications.length > 0) {
    const [held] = await deps.db
      .select({ n: count() })
      .from(applications)
      .where(eq(applications.userId, userId));
    if ((held?.n ?? 0) + plan.applications.length > APPLICATION_LIMITS.perUser) {
      throw new AppError('CONFLICT', 409, PORTABILITY_NOTICES.tooManyApplications);
    }
  }

  // Files first, under new keys; removed again if the rows cannot be written.
  const storedCvs: { key: string; cv: PlannedCv }[] = [];
  let stamp = now.getTime();
  try {
    for (const cv of plan.cvs) {
      let key: string;
      do {
        key = `${userId}/cv_${stamp}_${safeFileName(cv.originalName, EXTENSIONS[cv.format])}`;
        stamp += 1;
      } while (await deps.storage.head(CV_BUCKET, key));
      await deps.storage.put(CV_BUCKET, key, cv.bytes, {
        contentType: CV_MIME_TYPES[cv.format],
        cacheControl: 'no-store',
      });
      storedCvs.push({ key, cv });
    }
  } catch (err) {
    await removeFiles(
      deps.storage,
      storedCvs.map((s) => s.key),
    );
    throw err;
  }

  try {
    return await deps.db.transaction(async (tx) => {
      const profileFields = await fillProfile(tx as unknown as Db, userId, plan.profile);

      const [existingDefault] = await tx
        .select({ id: documents.id })
        .from(documents)
        .where(
          and(
            eq(documents.userId, userId),
            eq(documents.kind, 'resume'),
            eq(documents.isDefault, true),
            isNull(documents.deletedAt),
          ),
        )
        .limit(1);
      let defaultResume: DataImportSummary['defaultResume'] = 'none';

      const created = new Map<PlannedDocument, { id: string; title: string }>();
      const newIds = new Map<string, string>();
      const insert = async (
        doc: PlannedDocument,
        isDefault: boolean,
        title: string,
        data: unknown,
      ) => {
        const [row] = await tx
          .insert(documents)
          .values({
            userId,
            kind: doc.kind,
            title,
            templateId: doc.templateId,
            isDefault,
            version: 1,
            data,
            createdAt: doc.createdAt,
            updatedAt: doc.updatedAt,
          })
          .returning({ id: documents.id, title: documents.title });
        // Its first version says where it came from.
        await keepVersion(tx, { documentId: row!.id, userId, reason: 'import' }, now);
        return row!;
      };

      // Resumes first, so letters can be linked to the new copies.
      for (const doc of plan.documents) {
        if (doc.kind !== 'resume') continue;
        let row: { id: string; title: string };
        if (doc.isDefault && !existingDefault) {
          row = await insert(doc, true, doc.title, doc.data);
          defaultResume = 'made-default';
        } else if (doc.isDefault) {
          row = await insert(doc, false, copyTitle(doc.title), doc.data);
          defaultResume = 'copy';
        } else {
          row = await insert(doc, false, doc.title, doc.data);
        }
        created.set(doc, row);
        newIds.set(doc.oldId, row.id);
      }
      for (const doc of plan.documents) {
        if (doc.kind !== 'cover_letter') continue;
        const letter = doc.data as CoverLetterData;
        const resumeId = letter.resumeId ? (newIds.get(letter.resumeId) ?? null) : null;
        const row = await insert(doc, false, doc.title, { ...letter, resumeId });
        created.set(doc, row);
        newIds.set(doc.oldId, row.id);
      }

      if (plan.applications.length > 0) {
        await tx.insert(applications).values(
          plan.applications.map((application) => ({
            userId,
            status: application.status,
            job: application.job,
            notes: application.notes,
            nextStep: application.nextStep,
            appliedAt: application.appliedAt,
            nextStepAt: application.nextStepAt,
            documentId: application.documentId ? newIds.get(application.documentId)! : null,
            letterId: application.letterId ? newIds.get(application.letterId)! : null,
            history: application.history,
            createdAt: application.createdAt,
            updatedAt: application.updatedAt,
          })),
        );
      }

      for (const { key, cv } of storedCvs) {
        await tx.insert(cvUploads).values({
          userId,
          storageKey: key,
          originalName: cv.originalName.slice(0, 255),
          mime: CV_MIME_TYPES[cv.format],
          size: cv.bytes.byteLength,
          // A CV in the middle of processing when it was exported can be processed again.
          status: cv.status === 'processing' ? 'uploaded' : cv.status,
          createdAt: cv.uploadedAt,
          updatedAt: cv.uploadedAt,
        });
      }

      return {
        resumes: plan.documents.filter((d) => d.kind === 'resume').length,
        coverLetters: plan.documents.filter((d) => d.kind === 'cover_letter').length,
        cvs: storedCvs.length,
        applications: plan.applications.length,
        skippedTrashed: plan.skippedTrashed,
        defaultResume,
        profileFields,
        documents: plan.documents.map((doc) => ({
          id: created.get(doc)!.id,
          kind: doc.kind,
          title: created.get(doc)!.title,
        })),
      };
    });
  } catch (err) {
    await removeFiles(
      deps.storage,
      storedCvs.map((s) => s.key),
    );
    throw err;
  }
}

async function removeFiles(storage: ObjectStorage, keys: string[]) {
  for (const key of keys) await storage.delete(CV_BUCKET, key).catch(() => undefined);
}

/** Fills the caller's empty profile names from the archive's; returns the fields filled. */
async function fillProfile(
  db: Db,
  userId: string,
  archived: ArchivedProfile,
): Promise<DataImportSummary['profileFields']> {
  const [current] = await db
    .select({
      first_name: profiles.firstName,
      last_name: profiles.lastName,
      display_name: profiles.displayName,
    })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  const update = profileUpdateSchema.safeParse({
    first_name: archived.first_name,
    last_name: archived.last_name,
    display_name: archived.display_name,
  });
  // Names over today's limits are not worth refusing the whole archive for: left as they are.
  if (!update.success) return [];
  const fields = (['first_name', 'last_name', 'display_name'] as const).filter(
    (field) => !current?.[field] && update.data[field],
  );
  if (fields.length === 0) return [];
  const set: Partial<typeof profiles.$inferInsert> = {};
  if (fields.includes('first_name')) set.firstName = update.data.first_name!;
  if (fields.includes('last_name')) set.lastName = update.data.last_name!;
  if (fields.includes('display_name')) set.displayName = update.data.display_name!;
  await db
    .insert(profiles)
    .values({ id: userId, ...set })
    .onConflictDoUpdate({ target: profiles.id, set });
  return fields;
}
