import { Hono } from 'hono';
import { z } from 'zod';
import { JSON_RESUME_LIMITS } from '#shared/json-resume/json-resume.schema.ts';
import {
  DATA_ARCHIVE_LIMITS,
  PORTABILITY_NOTICES,
  dataArchiveFileName,
} from '#shared/portability/data-archive.schema.ts';
import { documentTitleSchema } from '#shared/documents-api/documents-api.ts';
import type { Db } from '../../db/client.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import type { AuthedEnv } from '../../lib/app-env.ts';
import { payloadLimit } from '../../lib/body-limit.ts';
import { jsonBody } from '../../lib/json-body.ts';
import { minutes, userRateLimit } from '../../lib/rate-limit.ts';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter.ts';
import { requireUser } from '../auth/require-user.ts';
import type { DocumentsService } from '../documents/documents.service.ts';
import { attachmentHeader } from '../export/content-disposition.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { collectDataExport, dataExportStream } from './data-export.ts';
import { importDataArchive } from './data-import.ts';
import { importJsonResume } from './json-resume-import.ts';

/**
 * Data portability, under /api/portability, signed-in users only, every query
 * scoped to `c.var.user.id`:
 *
 * - `GET /export` → the caller's 'Download my data' ZIP (streamed; see data-export.ts).
 * - `POST /import` (body: that ZIP, `application/zip`) → 201 `DataImportSummary`.
 * - `POST /json-resume[?title=…]` (body: a resume.json) → 201 `JsonResumeImportAnswer`:
 *   a new resume and the list of what the file had that TailorCV has no field for.
 *
 * The import routes take bodies larger than the API's JSON limit and set their own (the
 * app skips its general limit for `BODY_LIMIT_EXEMPT_PATHS`).
 */

export const PORTABILITY_PATH = '/portability';
/** Paths under /api whose routes set their own body limit. */
export const BODY_LIMIT_EXEMPT_PATHS = [
  `${PORTABILITY_PATH}/import`,
  `${PORTABILITY_PATH}/json-resume`,
] as const;

/** Rendering every document is the heaviest thing an account can ask for. */
export const DATA_EXPORT_RATE_LIMIT: RateLimitRule = { window: 60 * 60, max: 10 };
export const DATA_IMPORT_RATE_LIMIT: RateLimitRule = { window: 60 * 60, max: 10 };
const JSON_RESUME_IMPORT_RATE_LIMIT: RateLimitRule = { window: 60 * 60, max: 60 };

export interface PortabilityDeps {
  db: Db;
  storage: ObjectStorage;
  documents: DocumentsService;
  rateLimiter: RateLimiter;
  appUrl?: string;
  exportRateLimit?: RateLimitRule;
  importRateLimit?: RateLimitRule;
}

const ZIP_TYPES = new Set([
  'application/zip',
  'application/x-zip-compressed',
  'application/x-zip',
  'application/octet-stream',
]);

function contentType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

export function portabilityRoutes(deps: PortabilityDeps) {
  const limiter = (name: string, rule: RateLimitRule, what: string) =>
    userRateLimit(
      deps.rateLimiter,
      name,
      rule,
      (wait) => `Too many ${what}. Please wait ${minutes(wait)} and try again.`,
    );

  return new Hono<AuthedEnv>()
    .use(requireUser)
    .get(
      '/export',
      limiter('data-export', deps.exportRateLimit ?? DATA_EXPORT_RATE_LIMIT, 'data downloads'),
      async (c) => {
        const user = { id: c.var.user.id, email: c.var.user.email };
        const exportDeps = {
          db: deps.db,
          storage: deps.storage,
          logger: c.var.logger,
          appUrl: deps.appUrl,
        };
        // Everything is read before the first byte is sent, so a database error is a clean 500.
        const collected = await collectDataExport(exportDeps, user);
        const stream = dataExportStream(exportDeps, user, collected);
        return c.body(stream, 200, {
          'Content-Type': 'application/zip',
          'Content-Disposition': attachmentHeader(dataArchiveFileName(collected.now)),
          'Cache-Control': 'private, no-store',
        });
      },
    )
    .post(
      '/import',
      // Counted before the archive (up to 100 MB) is read, so a burst cannot make the server
      // read and hold many of them.
      limiter('data-import', deps.importRateLimit ?? DATA_IMPORT_RATE_LIMIT, 'imports'),
      payloadLimit(DATA_ARCHIVE_LIMITS.maxArchiveBytes, PORTABILITY_NOTICES.archiveTooLarge),
      async (c) => {
        if (!ZIP_TYPES.has(contentType(c.req.header('content-type')))) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, PORTABILITY_NOTICES.notZip);
        }
        const bytes = new Uint8Array(await c.req.arrayBuffer());
        const summary = await importDataArchive(
          { db: deps.db, storage: deps.storage },
          c.var.user.id,
          bytes,
        );
        return c.json(summary, 201, { 'Cache-Control': 'private, no-store' });
      },
    )
    .post(
      '/json-resume',
      payloadLimit(
        JSON_RESUME_LIMITS.maxBytes,
        `The file is too large for a resume.json (the limit is ${JSON_RESUME_LIMITS.maxBytes / 1024} KB).`,
      ),
      limiter('json-resume-import', JSON_RESUME_IMPORT_RATE_LIMIT, 'imports'),
      // Any JSON: json-resume-import.ts reads it leniently and says what it did not carry over.
      jsonBody(
        z.unknown(),
        'Send the resume.json as JSON (Content-Type: application/json).',
        'The file is not valid JSON. Choose a JSON Resume file (resume.json).',
      ),
      async (c) => {
        const rawTitle = c.req.query('title');
        let title: string | undefined;
        if (rawTitle !== undefined) {
          const parsed = documentTitleSchema.safeParse(rawTitle);
          if (!parsed.success) {
            throw validationFailed([
              { path: 'title', message: parsed.error.issues[0]?.message ?? 'Not a title.' },
            ]);
          }
          title = parsed.data;
        }
        const answer = await importJsonResume(
          deps.documents,
          c.var.user.id,
          c.req.valid('json'),
          title,
        );
        return c.json(answer, 201, { 'Cache-Control': 'private, no-store' });
      },
    );
}
