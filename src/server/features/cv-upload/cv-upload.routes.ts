import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import {
  CV_MIME_TYPES,
  MAX_CV_BYTES,
  fileExtension,
  type CvFormat,
} from '#shared/cv-import/cv-import.limits.ts';
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
import { AppError } from '../../lib/app-error.ts';
import type { AuthedEnv } from '../../lib/app-env.ts';
import { formPartsLimit } from '../../lib/form-parts-limit.ts';
import { jsonBody } from '../../lib/json-body.ts';
import { minutes, rateLimit } from '../../lib/rate-limit.ts';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter.ts';
import type { UserDeletionHooks } from '../auth/user-deletion.ts';
import { requireUser } from '../auth/require-user.ts';
import { extractProfileFromFile } from '../cv-import/cv-import.service.ts';
import { detectContentKind, detectFileType } from '../cv-import/detect-file-type.ts';
import type { ExtractionRunner } from '../cv-import/extraction-runner.ts';
import { readObjectBytes, type ObjectStorage } from '../storage/object-storage.ts';
import { safeFileName } from './safe-file-name.ts';

/**
 * CV upload: `POST /api/cv` stores the file in the private `user-cvs`
 * bucket at `{userId}/cv_{timestamp}_{safe name}` and answers `{fileName}`;
 * `POST /api/functions/process-cv` with `{fileName, userId}` reads it back and answers
 * `{success, profileData, error, leftOut, review}` (the profile within the resume's limits,
 * `leftOut` what was not imported, `review` the fields to check, with the line each came
 * from). Both need a signed-in user, and process-cv refuses any
 * userId but the caller's. The type is decided by content; no route serves this bucket.
 */

export const CV_BUCKET = 'user-cvs';
/** The upload route's path under /api: the app's JSON body limit leaves it to its own. */
export const CV_UPLOAD_PATH = '/cv';
/** Room for the multipart envelope around a 5 MB file. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** The upload's form has one part, the field `file`; more is refused before parsing. */
export const CV_UPLOAD_FIELDS_MESSAGE =
  'The upload has more form fields than a CV upload takes: send only the field "file".';

export const CV_UPLOAD_RATE_LIMIT: RateLimitRule = { window: 60 * 60, max: 20 };
export const CV_PROCESS_RATE_LIMIT: RateLimitRule = { window: 60 * 60, max: 40 };

export interface CvUploadDeps {
  db: Db;
  storage: ObjectStorage;
  rateLimiter: RateLimiter;
  userDeletion: UserDeletionHooks;
  ai: AiConfig;
  /** Default: the process's shared extraction worker. */
  runner?: ExtractionRunner;
  uploadRateLimit?: RateLimitRule;
  processRateLimit?: RateLimitRule;
}

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

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 413, CV_NOTICES.tooLarge.text);
/**
 * The refusal of a file that is no CV format, or not the one its name says: when the name
 * claims a CV format, the text says what the file holds instead ('This file is named .pdf
 * but holds an image.'), so the person knows which file to look for.
 */
const invalidType = (fileName: string, bytes: Uint8Array) =>
  new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    415,
    cvContentMismatchMessage(fileName, detectContentKind(bytes)) ?? CV_NOTICES.invalidType.text,
  );

function limiter(deps: CvUploadDeps, name: string, rule: RateLimitRule) {
  return rateLimit<AuthedEnv>({
    rateLimiter: deps.rateLimiter,
    rule,
    key: (c) => `${name}:user:${c.var.user.id}`,
    message: (wait) => `Too many CV uploads. Please wait ${minutes(wait)} and try again.`,
  });
}

/** Deletes every stored CV of a user (the account is being deleted). */
async function deleteUserFiles(storage: ObjectStorage, userId: string): Promise<void> {
  for (;;) {
    const objects = await storage.list(CV_BUCKET, { prefix: `${userId}/`, limit: 1000 });
    if (objects.length === 0) return;
    for (const object of objects) await storage.delete(CV_BUCKET, object.key);
  }
}

/** `POST /api/cv` (multipart, field `file`). */
export function cvUploadRoutes(deps: CvUploadDeps) {
  deps.userDeletion.register('cv-uploads', (user) => deleteUserFiles(deps.storage, user.id));
  const uploadLimit = limiter(deps, 'cv-upload', deps.uploadRateLimit ?? CV_UPLOAD_RATE_LIMIT);

  return new Hono<AuthedEnv>().post(
    '/',
    requireUser,
    bodyLimit({
      maxSize: MAX_CV_BYTES + MULTIPART_OVERHEAD,
      onError: () => {
        throw tooLarge();
      },
    }),
    formPartsLimit({ maxParts: 1, message: CV_UPLOAD_FIELDS_MESSAGE }),
    uploadLimit,
    async (c) => {
      let file: unknown;
      try {
        file = (await c.req.parseBody())['file'];
      } catch {
        throw new AppError('BAD_REQUEST', 400, 'Send the CV as multipart/form-data, field "file".');
      }
      if (!(file instanceof File)) {
        throw new AppError('BAD_REQUEST', 400, 'Send the CV as multipart/form-data, field "file".');
      }
      if (file.size > MAX_CV_BYTES) throw tooLarge();
      if (file.size === 0) throw new AppError('BAD_REQUEST', 400, 'The file is empty.');
      const bytes = new Uint8Array(await file.arrayBuffer());
      const detected = detectFileType(bytes);
      if (!detected.ok || !extensionFits(file.name, detected.format)) {
        throw invalidType(file.name, bytes);
      }

      const userId = c.var.user.id;
      const name = safeFileName(file.name, EXTENSION_OF[detected.format]);
      const fileName = `cv_${Date.now()}_${name}`;
      const key = `${userId}/${fileName}`;
      await deps.storage.put(CV_BUCKET, key, bytes, {
        contentType: CV_MIME_TYPES[detected.format],
        cacheControl: 'no-store',
      });
      try {
        await deps.db.insert(cvUploads).values({
          userId,
          storageKey: key,
          // Control characters (NUL cannot even be stored) mean nothing in a file name.
          // eslint-disable-next-line no-control-regex
          originalName: file.name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255),
          mime: CV_MIME_TYPES[detected.format],
          size: bytes.byteLength,
        });
      } catch (err) {
        await deps.storage.delete(CV_BUCKET, key).catch(() => undefined);
        throw err;
      }
      return c.json({ fileName }, 201, { 'Cache-Control': 'no-store' });
    },
  );
}

const processCvRequestSchema = z.object({
  fileName: z
    .string()
    .min(1)
    .max(300)
    .regex(/^cv_\d+_[^/\\]+$/, 'Not the name of an uploaded CV.'),
  userId: z.string().min(1).max(200),
});

/** `POST /api/functions/process-cv`, mounted under /api/functions. */
export function processCvRoutes(deps: CvUploadDeps) {
  const processLimit = limiter(deps, 'cv-process', deps.processRateLimit ?? CV_PROCESS_RATE_LIMIT);

  return new Hono<AuthedEnv>().post(
    '/process-cv',
    requireUser,
    jsonBody(processCvRequestSchema),
    async (c, next) => {
      if (c.req.valid('json').userId !== c.var.user.id) {
        throw new AppError('FORBIDDEN', 403, 'You can only process your own CV.');
      }
      await next();
    },
    processLimit,
    async (c) => {
      const { fileName, userId } = c.req.valid('json');
      const key = `${userId}/${fileName}`;
      const [upload] = await deps.db
        .select()
        .from(cvUploads)
        .where(and(eq(cvUploads.userId, userId), eq(cvUploads.storageKey, key)));
      if (!upload) throw new AppError('NOT_FOUND', 404, 'No uploaded CV has this name.');

      const setStatus = (values: Partial<typeof cvUploads.$inferInsert>) =>
        deps.db
          .update(cvUploads)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(cvUploads.id, upload.id));

      await setStatus({ status: 'processing', error: null });
      let answer: ProcessCvResponse;
      try {
        const bytes = await readObjectBytes(await deps.storage.get(CV_BUCKET, key));
        const result = await c.var.metrics.cvExtractionDuration.time(
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
      return c.json(answer, 200, { 'Cache-Control': 'no-store' });
    },
  );
}
