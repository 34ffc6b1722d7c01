import { and, eq } from 'drizzle-orm';
import { CV_MIME_TYPES, fileExtension, type CvFormat } from '#shared/cv-import/cv-import.limits.ts';
import { leftAnythingOut } from '#shared/cv-import/cap-extracted-profile.ts';
import { cvContentMismatchMessage } from '#shared/cv-import/cv-content-mismatch.ts';
import {
  processCvResponseSchema,
  type ProcessCvResponse,
} from '#shared/cv-import/cv-import.schema.ts';
import { CV_NOTICES } from '#shared/cv-import/cv-notices.ts';
import type { AiConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { cvUploads } from '../../db/schema/cv-uploads.ts';
import type { Histogram } from '../../lib/metrics.ts';
import { extractProfileFromFile } from '../cv-import/cv-import.service.ts';
import { detectContentKind, detectFileType } from '../cv-import/detect-file-type.ts';
import type { ExtractionRunner } from '../cv-import/extraction-runner.ts';
import { readObjectBytes, type BucketName, type ObjectStorage } from '../storage/object-storage.ts';
import { safeFileName } from './safe-file-name.ts';

/**
 * The uploaded CVs: files in the private `user-cvs` bucket at
 * `{userId}/cv_{timestamp}_{safe name}`, one `cv_uploads` row each, whose status moves
 * `pending` (stored) → `processing` → `done` (with the extracted profile) or `failed`
 * (with the reason). The routes (cv-upload.routes.ts) parse, authorise and turn these
 * results into HTTP answers.
 */

/** The private bucket of uploaded CVs (the data export and import read and fill it too). */
export const CV_BUCKET: BucketName = 'user-cvs';

const EXTENSION_OF: Record<CvFormat, string> = {
  pdf: '.pdf',
  doc: '.doc',
  docx: '.docx',
  txt: '.txt',
};

/**
 * Whether the name's extension agrees with the content. Word documents are often saved
 * with the other Word extension, so .doc and .docx stand for each other; any other
 * disagreement (an HTML page named cv.pdf) is a file that lies about its type.
 */
function extensionFits(fileName: string, format: CvFormat): boolean {
  const ext = fileExtension(fileName);
  if (ext === '') return true;
  if (format === 'doc' || format === 'docx') return ext === '.doc' || ext === '.docx';
  return ext === EXTENSION_OF[format];
}

export type StoreCvResult =
  | { ok: true; fileName: string }
  /** No CV format, or not the one its name says; `message` says what it holds instead. */
  | { ok: false; reason: 'not-a-cv'; message: string };

export type ProcessCvResult =
  { ok: true; answer: ProcessCvResponse } | { ok: false; reason: 'not-found' };

export interface CvUploadDeps {
  db: Db;
  storage: ObjectStorage;
  ai: AiConfig;
  /** Default: the process's shared extraction worker. */
  runner?: ExtractionRunner;
}

export function createCvUploadService(deps: CvUploadDeps) {
  const { db, storage } = deps;

  return {
    /** Stores a non-empty file the user uploaded, when its content is a CV format. */
    async store(userId: string, file: { name: string; bytes: Uint8Array }): Promise<StoreCvResult> {
      const { bytes } = file;
      const detected = detectFileType(bytes);
      if (!detected.ok || !extensionFits(file.name, detected.format)) {
        // When the name claims a CV format, the text says what the file holds instead
        // ('This file is named .pdf but holds an image.'), so the person knows which file
        // to look for.
        const message =
          cvContentMismatchMessage(file.name, detectContentKind(bytes)) ??
          CV_NOTICES.invalidType.text;
        return { ok: false, reason: 'not-a-cv', message };
      }

      const name = safeFileName(file.name, EXTENSION_OF[detected.format]);
      const fileName = `cv_${Date.now()}_${name}`;
      const key = `${userId}/${fileName}`;
      await storage.put(CV_BUCKET, key, bytes, {
        contentType: CV_MIME_TYPES[detected.format],
        cacheControl: 'no-store',
      });
      try {
        await db.insert(cvUploads).values({
          userId,
          storageKey: key,
          // Control characters (NUL cannot even be stored) mean nothing in a file name.
          // eslint-disable-next-line no-control-regex
          originalName: file.name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255),
          mime: CV_MIME_TYPES[detected.format],
          size: bytes.byteLength,
        });
      } catch (err) {
        await storage.delete(CV_BUCKET, key).catch(() => undefined);
        throw err;
      }
      return { ok: true, fileName };
    },

    /**
     * Reads a stored CV back and extracts the profile, within the resume's limits. The row
     * records each step, so a failure is on record even when it throws.
     */
    async process(
      userId: string,
      fileName: string,
      duration: Histogram<'outcome'>,
    ): Promise<ProcessCvResult> {
      const key = `${userId}/${fileName}`;
      const [upload] = await db
        .select()
        .from(cvUploads)
        .where(and(eq(cvUploads.userId, userId), eq(cvUploads.storageKey, key)));
      if (!upload) return { ok: false, reason: 'not-found' };

      const setStatus = (values: Partial<typeof cvUploads.$inferInsert>) =>
        db
          .update(cvUploads)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(cvUploads.id, upload.id));

      await setStatus({ status: 'processing', error: null });
      let answer: ProcessCvResponse;
      try {
        const bytes = await readObjectBytes(await storage.get(CV_BUCKET, key));
        const result = await duration.time(
          () =>
            extractProfileFromFile(
              { bytes, fileName: upload.originalName },
              { ai: deps.ai, runner: deps.runner },
            ),
          (outcome, done) => ({
            outcome: outcome === 'error' ? 'error' : done?.ok ? 'ok' : 'unreadable',
          }),
        );
        // The shared schema holds the answer to the resume's limits: what is stored and
        // sent is the capped profile the extraction gave, never more.
        answer = processCvResponseSchema.parse(
          result.ok
            ? {
                success: true,
                profileData: result.profile,
                error: null,
                leftOut: leftAnythingOut(result.leftOut) ? result.leftOut : null,
                review: result.review,
              }
            : { success: false, profileData: null, error: result.message, leftOut: null },
        );
      } catch (err) {
        await setStatus({ status: 'failed', error: 'Processing failed unexpectedly.' });
        throw err;
      }
      await setStatus(
        answer.success
          ? { status: 'done', result: answer.profileData }
          : { status: 'failed', error: answer.error },
      );
      return { ok: true, answer };
    },

    /** Deletes every stored CV of a user (the account is being deleted). */
    async deleteUserFiles(userId: string): Promise<void> {
      for (;;) {
        const objects = await storage.list(CV_BUCKET, { prefix: `${userId}/`, limit: 1000 });
        if (objects.length === 0) return;
        for (const object of objects) await storage.delete(CV_BUCKET, object.key);
      }
    },
  };
}

export type CvUploadService = ReturnType<typeof createCvUploadService>;
