import { and, asc, eq, gte, isNull, or } from 'drizzle-orm';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import {
  coverLetterDataSchema,
  type CoverLetterData,
} from '#shared/cover-letter/cover-letter.schema.ts';
import { TRASH_MS, type DocumentKind } from '#shared/documents-api/documents-api.ts';
import { EXPORT_FORMATS } from '#shared/documents/export-request.schema.ts';
import { jsonResumeText, toJsonResume } from '#shared/json-resume/to-json-resume.ts';
import {
  DATA_ARCHIVE_FORMAT,
  DATA_ARCHIVE_VERSION,
  MANIFEST_FILE,
  PROFILE_FILE,
  type ArchivedApplication,
  type ArchivedDocument,
  type ArchivedProfile,
  type DataManifest,
  type ManifestApplication,
  type ManifestCv,
  type ManifestDocument,
} from '#shared/portability/data-archive.schema.ts';
import { migrateResume } from '#shared/resume/migrate-resume.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';
import { findTemplate } from '#shared/templates/catalogue.ts';
import { effectiveTemplateId } from '#shared/templates/effective-template.ts';
import type { Template } from '#shared/templates/template.schema.ts';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema/applications.ts';
import { cvUploads } from '../../db/schema/cv-uploads.ts';
import { documents } from '../../db/schema/documents.ts';
import type { Logger } from '../../lib/logger.ts';
import { CV_BUCKET } from '../cv-upload/cv-upload.service.ts';
import { documentFields } from '../documents/documents.service.ts';
import { renderCoverLetter } from '../export/cover-letter-export.ts';
import { renderResume } from '../export/export.service.ts';
import { createProfileService } from '../profile/profile.service.ts';
import { readObjectBytes, type ObjectStorage } from '../storage/object-storage.ts';
import { keyFileName } from '../storage/storage-key.ts';
import { archiveSlug, numbered } from './archive-names.ts';

/**
 * 'Download my data': the caller's whole account as one ZIP (layout and format in
 * src/shared/portability/data-archive.schema.ts). Everything is read by the caller's user
 * id: the profile, every document (trashed ones still in the trash too), every uploaded CV
 * under `{userId}/` in the private bucket, every job application. The archive is streamed: each file is made and
 * written in turn as the client reads, so a large account never sits in memory whole, and
 * the manifest comes last, listing anything that could not be included.
 */

export interface DataExportDeps {
  db: Db;
  storage: ObjectStorage;
  logger?: Logger;
  appUrl?: string;
  now?: () => Date;
}

interface ArchiveFile {
  name: string;
  bytes: Uint8Array;
  /** Deflate it (text); PDFs, DOCX and uploaded files are stored as they are. */
  compress: boolean;
  modified: Date;
}

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

function readme(email: string, exportedAt: Date): string {
  return [
    'TailorCV data export',
    '====================',
    '',
    `Account: ${email}`,
    `Made: ${exportedAt.toISOString()}`,
    '',
    'manifest.json     what is in this archive (read by TailorCV when you import it)',
    'profile.json      your name and display name',
    'documents/        every resume and cover letter, as TailorCV stores them (JSON);',
    '                  documents in the trash are included and marked "deleted_at"',
    'exports/          each document as PDF, Word (DOCX) and plain text, and each resume',
    '                  as JSON Resume (https://jsonresume.org)',
    'cvs/              the CV files you uploaded, as you uploaded them',
    'applications/     your job applications: the posting, status and its history, notes,',
    '                  next step and dates, and the ids of their resume and cover letter',
    '',
    'To move your data to another TailorCV server, sign in there, open your profile and',
    'choose Import under "Your data". Nothing already in that account is overwritten.',
    '',
  ].join('\n');
}

export async function collectDataExport(deps: DataExportDeps, user: { id: string; email: string }) {
  const now = deps.now?.() ?? new Date();
  const profile = await createProfileService(deps.db).get(user.id);
  const rows = await deps.db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.userId, user.id),
        or(
          isNull(documents.deletedAt),
          gte(documents.deletedAt, new Date(now.getTime() - TRASH_MS)),
        ),
      ),
    )
    .orderBy(asc(documents.createdAt), asc(documents.id));
  const uploads = await deps.db
    .select()
    .from(cvUploads)
    .where(eq(cvUploads.userId, user.id))
    .orderBy(asc(cvUploads.createdAt), asc(cvUploads.id));
  // The columns are named: what the person gave and did, never what the server derives
  // from it (a stored score), which an import computes again.
  const jobApplications = await deps.db
    .select({
      id: applications.id,
      status: applications.status,
      job: applications.job,
      notes: applications.notes,
      nextStep: applications.nextStep,
      appliedAt: applications.appliedAt,
      nextStepAt: applications.nextStepAt,
      documentId: applications.documentId,
      letterId: applications.letterId,
      history: applications.history,
      createdAt: applications.createdAt,
      updatedAt: applications.updatedAt,
    })
    .from(applications)
    .where(eq(applications.userId, user.id))
    .orderBy(asc(applications.createdAt), asc(applications.id));
  return { now, profile, rows, uploads, jobApplications };
}

type Collected = Awaited<ReturnType<typeof collectDataExport>>;

/** The archive's files in order; problems are collected for the manifest, which comes last. */
async function* archiveFiles(
  deps: DataExportDeps,
  user: { id: string; email: string },
  { now, profile, rows, uploads, jobApplications }: Collected,
): AsyncGenerator<ArchiveFile> {
  const problems: string[] = [];
  const resumeTemplates = new Map(
    rows.filter((row) => row.kind === 'resume').map((row) => [row.id, row.templateId]),
  );
  const manifestDocuments: ManifestDocument[] = [];
  const manifestCvs: ManifestCv[] = [];
  const manifestApplications: ManifestApplication[] = [];

  yield {
    name: 'README.txt',
    bytes: strToU8(readme(user.email, now)),
    compress: true,
    modified: now,
  };

  const archivedProfile: ArchivedProfile = {
    first_name: profile?.first_name ?? null,
    last_name: profile?.last_name ?? null,
    display_name: profile?.display_name ?? null,
    email: user.email,
  };
  yield { name: PROFILE_FILE, bytes: json(archivedProfile), compress: true, modified: now };

  for (const [index, row] of rows.entries()) {
    const kind: DocumentKind = row.kind;
    const base = numbered(index, row.title, kind === 'resume' ? 'resume' : 'cover-letter');
    const file = `documents/${base}.json`;
    // Upgraded to today's schema when it reads; as stored otherwise (it is still the person's).
    let data: unknown = row.data;
    let readable = true;
    try {
      data = kind === 'resume' ? migrateResume(row.data) : coverLetterDataSchema.parse(row.data);
    } catch {
      readable = false;
      problems.push(
        `${file}: the document could not be read, so it is included as stored and has no exports.`,
      );
    }
    const archived: ArchivedDocument = {
      id: row.id,
      kind,
      ...documentFields(row),
      deleted_at: row.deletedAt ? row.deletedAt.toISOString() : null,
      data,
    };
    yield { name: file, bytes: json(archived), compress: true, modified: row.updatedAt };

    const exports: string[] = [];
    if (readable && !row.deletedAt) {
      const template = templateOf(
        // A letter takes the look of its linked resume (as in its editor), else its own.
        kind === 'cover_letter'
          ? (resumeTemplates.get((data as CoverLetterData).resumeId ?? '') ??
              (data as CoverLetterData).templateId ??
              row.templateId)
          : row.templateId,
      );
      for (const format of EXPORT_FORMATS) {
        const name = `exports/${base}.${format}`;
        try {
          const rendered =
            kind === 'resume'
              ? await renderResume(format, data as ResumeData, template)
              : await renderCoverLetter(format, data as CoverLetterData, template);
          yield { name, bytes: rendered.body, compress: format === 'txt', modified: row.updatedAt };
          exports.push(name);
        } catch (err) {
          deps.logger?.warn('data export: a document could not be rendered', {
            format,
            error: err instanceof Error ? err.message : String(err),
          });
          problems.push(`${name}: could not be made.`);
        }
      }
      if (kind === 'resume') {
        const name = `exports/${base}.resume.json`;
        const { resume: jsonResume } = toJsonResume(data as ResumeData, {
          lastModified: row.updatedAt.toISOString(),
        });
        yield {
          name,
          bytes: strToU8(jsonResumeText(jsonResume)),
          compress: true,
          modified: row.updatedAt,
        };
        exports.push(name);
      }
    }
    manifestDocuments.push({
      file,
      kind,
      title: row.title,
      trashed: row.deletedAt !== null,
      exports,
    });
  }

  for (const [index, upload] of uploads.entries()) {
    const stored = keyFileName(upload.storageKey);
    const extension = /\.(pdf|docx|doc|txt)$/i.exec(stored)?.[1]?.toLowerCase() ?? 'txt';
    const stem = upload.originalName.replace(/\.[A-Za-z0-9]{1,5}$/, '');
    const name = `cvs/${String(index + 1).padStart(4, '0')}-${archiveSlug(stem, 'cv')}.${extension}`;
    let bytes: Uint8Array;
    try {
      bytes = await readObjectBytes(await deps.storage.get(CV_BUCKET, upload.storageKey));
    } catch {
      problems.push(`${upload.originalName}: the uploaded file is no longer in storage.`);
      continue;
    }
    yield { name, bytes, compress: extension === 'txt', modified: upload.createdAt };
    manifestCvs.push({
      file: name,
      originalName: upload.originalName,
      mime: upload.mime,
      size: bytes.byteLength,
      uploadedAt: upload.createdAt.toISOString(),
      status: upload.status,
    });
  }

  // A link names a document of this archive; one no longer in it (deleted, or in the trash
  // longer than the trash keeps it) is written as no link.
  const archivedKinds = new Map(rows.map((row) => [row.id, row.kind]));
  const link = (id: string | null, kind: DocumentKind) =>
    id !== null && archivedKinds.get(id) === kind ? id : null;
  for (const [index, application] of jobApplications.entries()) {
    const { job } = application;
    const name = `applications/${numbered(index, `${job.title} at ${job.company}`, 'application')}.json`;
    const archived: ArchivedApplication = {
      id: application.id,
      status: application.status,
      job: {
        title: job.title,
        company: job.company,
        url: job.url ?? '',
        description: job.description ?? '',
        location: job.location ?? '',
      },
      notes: application.notes,
      next_step: application.nextStep,
      applied_at: application.appliedAt?.toISOString() ?? null,
      next_step_at: application.nextStepAt?.toISOString() ?? null,
      document_id: link(application.documentId, 'resume'),
      letter_id: link(application.letterId, 'cover_letter'),
      history: application.history,
      created_at: application.createdAt.toISOString(),
      updated_at: application.updatedAt.toISOString(),
    };
    yield { name, bytes: json(archived), compress: true, modified: application.updatedAt };
    manifestApplications.push({
      file: name,
      title: job.title,
      company: job.company,
      status: application.status,
    });
  }

  const manifest: DataManifest = {
    format: DATA_ARCHIVE_FORMAT,
    formatVersion: DATA_ARCHIVE_VERSION,
    exportedAt: now.toISOString(),
    app: { name: 'TailorCV', ...(deps.appUrl ? { url: deps.appUrl } : {}) },
    account: { email: user.email },
    profile: PROFILE_FILE,
    documents: manifestDocuments,
    cvs: manifestCvs,
    applications: manifestApplications,
    problems,
  };
  yield { name: MANIFEST_FILE, bytes: json(manifest), compress: true, modified: now };
}

/** The catalogue template a document names, else the one the builder starts with. */
function templateOf(id: string | null | undefined): Template {
  return findTemplate(effectiveTemplateId(id))!;
}

/** ZIP dates run from 1980; anything earlier would be refused by the writer. */
function zipTime(date: Date): Date {
  return date.getUTCFullYear() < 1980 ? new Date(Date.UTC(1980, 0, 1)) : date;
}

/**
 * The archive as a byte stream. Files are made one at a time as the reader pulls, so the
 * PDF engine renders at the pace the client downloads.
 */
export function dataExportStream(
  deps: DataExportDeps,
  user: { id: string; email: string },
  collected: Collected,
): ReadableStream<Uint8Array> {
  const files = archiveFiles(deps, user, collected);
  let zip: Zip;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((err, chunk, final) => {
        if (err) {
          controller.error(err);
          return;
        }
        controller.enqueue(chunk);
        if (final) controller.close();
      });
    },
    async pull() {
      const next = await files.next();
      if (next.done) {
        zip.end();
        return;
      }
      const { name, bytes, compress, modified } = next.value;
      const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
      entry.mtime = zipTime(modified);
      zip.add(entry);
      entry.push(bytes, true);
    },
    async cancel() {
      await files.return(undefined);
    },
  });
}
