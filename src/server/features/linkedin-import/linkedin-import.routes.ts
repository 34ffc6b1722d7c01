import { Hono } from 'hono';
import {
  DATA_ARCHIVE_LIMITS,
  PORTABILITY_NOTICES,
} from '#shared/portability/data-archive.schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthedEnv } from '../../lib/app-env.ts';
import { payloadLimit } from '../../lib/body-limit.ts';
import { minutes, userRateLimit } from '../../lib/rate-limit.ts';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter.ts';
import { requireUser } from '../auth/require-user.ts';
import { importLinkedInArchive } from './linkedin-import.ts';

/**
 * `POST /api/linkedin-import` (body: LinkedIn's data export ZIP, sent as it is) → 200 with
 * the extracted profile, shaped as process-cv answers it; nothing is stored: the builder
 * merges it by the person's choice. Signed-in users only; the app's origin check covers it.
 * The body limit is the data import's, since LinkedIn's full export holds messages and
 * media lists beside the profile; the ZIP is checked by its bytes, not its type or name.
 */

export const LINKEDIN_IMPORT_PATH = '/linkedin-import';
/** As many as CV uploads: each one is an archive opened in a worker. */
export const LINKEDIN_IMPORT_RATE_LIMIT: RateLimitRule = { window: 60 * 60, max: 20 };

export interface LinkedInImportDeps {
  rateLimiter: RateLimiter;
}

export function linkedInImportRoutes(deps: LinkedInImportDeps) {
  return new Hono<AuthedEnv>().post(
    '/',
    requireUser,
    // Counted before the body is read, so a burst cannot make the server hold many archives.
    userRateLimit(
      deps.rateLimiter,
      'linkedin-import',
      LINKEDIN_IMPORT_RATE_LIMIT,
      (wait) => `Too many LinkedIn imports. Please wait ${minutes(wait)} and try again.`,
    ),
    payloadLimit(DATA_ARCHIVE_LIMITS.maxArchiveBytes, PORTABILITY_NOTICES.archiveTooLarge),
    async (c) => {
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      if (bytes.byteLength === 0) throw new AppError('BAD_REQUEST', 400, 'The file is empty.');
      const answer = await importLinkedInArchive(bytes);
      return c.json(answer, 200, { 'Cache-Control': 'private, no-store' });
    },
  );
}
