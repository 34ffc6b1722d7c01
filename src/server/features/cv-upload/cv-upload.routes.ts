import { Hono } from 'hono';
import { z } from 'zod';
import { MAX_CV_BYTES } from '#shared/cv-import/cv-import.limits.ts';
import { CV_NOTICES } from '#shared/cv-import/cv-notices.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthedEnv } from '../../lib/app-env.ts';
import { payloadLimit } from '../../lib/body-limit.ts';
import { formPartsLimit } from '../../lib/form-parts-limit.ts';
import { jsonBody } from '../../lib/json-body.ts';
import { minutes, userRateLimit } from '../../lib/rate-limit.ts';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter.ts';
import type { UserDeletionHooks } from '../auth/user-deletion.ts';
import { requireUser } from '../auth/require-user.ts';
import type { CvUploadService } from './cv-upload.service.ts';

/**
 * CV upload: `POST /api/cv` stores the file in the private `user-cvs`
 * bucket at `{userId}/cv_{timestamp}_{safe name}` and answers `{fileName}`;
 * `POST /api/functions/process-cv` with `{fileName, userId}` reads it back and answers
 * `{success, profileData, error, leftOut, review}` (the profile within the resume's limits,
 * `leftOut` what was not imported, `review` the fields to check, with the line each came
 * from). Both need a signed-in user, and process-cv refuses any
 * userId but the caller's. The type is decided by content; no route serves this bucket.
 * The files, their rows and the processing status live in cv-upload.service.ts.
 */

/** The upload route's path under /api: the app's JSON body limit leaves it to its own. */
export const CV_UPLOAD_PATH = '/cv';
/** Room for the multipart envelope around a 5 MB file. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** The upload's form has one part, the field `file`; more is refused before parsing. */
export const CV_UPLOAD_FIELDS_MESSAGE =
  'The upload has more form fields than a CV upload takes: send only the field "file".';

export const CV_UPLOAD_RATE_LIMIT: RateLimitRule = { window: 60 * 60, max: 20 };
const CV_PROCESS_RATE_LIMIT: RateLimitRule = { window: 60 * 60, max: 40 };

export interface CvUploadRouteDeps {
  service: CvUploadService;
  rateLimiter: RateLimiter;
  userDeletion: UserDeletionHooks;
}

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 413, CV_NOTICES.tooLarge.text);

function limiter(deps: CvUploadRouteDeps, name: string, rule: RateLimitRule) {
  return userRateLimit(
    deps.rateLimiter,
    name,
    rule,
    (wait) => `Too many CV uploads. Please wait ${minutes(wait)} and try again.`,
  );
}

/** `POST /api/cv` (multipart, field `file`). */
export function cvUploadRoutes(deps: CvUploadRouteDeps) {
  deps.userDeletion.register('cv-uploads', (user) => deps.service.deleteUserFiles(user.id));
  const uploadLimit = limiter(deps, 'cv-upload', CV_UPLOAD_RATE_LIMIT);

  return new Hono<AuthedEnv>().post(
    '/',
    requireUser,
    payloadLimit(MAX_CV_BYTES + MULTIPART_OVERHEAD, CV_NOTICES.tooLarge.text),
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
      const stored = await deps.service.store(c.var.user.id, { name: file.name, bytes });
      if (!stored.ok) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, stored.message);
      return c.json({ fileName: stored.fileName }, 201, { 'Cache-Control': 'no-store' });
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
export function processCvRoutes(deps: CvUploadRouteDeps) {
  const processLimit = limiter(deps, 'cv-process', CV_PROCESS_RATE_LIMIT);

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
      const processed = await deps.service.process(
        userId,
        fileName,
        c.var.metrics.cvExtractionDuration,
      );
      if (!processed.ok) throw new AppError('NOT_FOUND', 404, 'No uploaded CV has this name.');
      return c.json(processed.answer, 200, { 'Cache-Control': 'no-store' });
    },
  );
}
