import { Hono } from 'hono';
import {
  DOCUMENT_NOTICES,
  type DocumentConflictBody,
} from '#shared/documents-api/documents-api.ts';
import {
  VERSION_NOTICES,
  versionNameBodySchema,
  versionRestoreBodySchema,
} from '#shared/versions/versions-api.ts';
import type { AuthedEnv } from '../../lib/app-env.ts';
import { jsonBody } from '../../lib/json-body.ts';
import { pathId, validPathIds } from '../../lib/path-ids.ts';
import { seconds, userRateLimit } from '../../lib/rate-limit.ts';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter.ts';
import { requireUser } from '../auth/require-user.ts';
import type { VersionsService } from './versions.service.ts';

/** Restores and names per user: as many as document creates (30 in a row, then a minute's quiet). */
export const VERSION_WRITE_RATE_LIMIT: RateLimitRule = { window: 60, max: 30 };

const UNSUPPORTED_TYPE = 'Send the request as JSON (Content-Type: application/json).';

const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/** `:id` and `:vid`; anything that is not an id is a 404 like a missing one. */
function ids(param: (name: string) => string | undefined): { id: string; vid: string } {
  const vid = param('vid');
  return {
    id: pathId(param('id'), DOCUMENT_NOTICES.notFound),
    vid: vid === undefined ? '' : pathId(vid, VERSION_NOTICES.notFound),
  };
}

const validIds = validPathIds({ id: DOCUMENT_NOTICES.notFound, vid: VERSION_NOTICES.notFound });

/**
 * `/api/documents/:id/versions` (src/shared/versions/versions-api.ts has the contract),
 * mounted beside the documents routes. Every route needs a session; every query is scoped
 * to `c.var.user.id` and to one of the caller's live documents.
 */
export function versionsRoutes(deps: { service: VersionsService; rateLimiter: RateLimiter }) {
  const { service } = deps;
  const limitWrites = userRateLimit(
    deps.rateLimiter,
    'versions:write',
    VERSION_WRITE_RATE_LIMIT,
    (wait) =>
      `Too many changes to the history at once. Please wait ${seconds(wait)} and try again.`,
  );

  return new Hono<AuthedEnv>()
    .use(requireUser)
    .get('/:id/versions', validIds, async (c) => {
      const { id } = ids((name) => c.req.param(name));
      return c.json({ versions: await service.list(c.var.user.id, id) }, 200, NO_STORE);
    })
    .get('/:id/versions/:vid', validIds, async (c) => {
      const { id, vid } = ids((name) => c.req.param(name));
      return c.json(await service.get(c.var.user.id, id, vid), 200, NO_STORE);
    })
    .patch(
      '/:id/versions/:vid',
      validIds,
      jsonBody(versionNameBodySchema, UNSUPPORTED_TYPE),
      limitWrites,
      async (c) => {
        const { id, vid } = ids((name) => c.req.param(name));
        const { name } = c.req.valid('json');
        return c.json(await service.rename(c.var.user.id, id, vid, name), 200, NO_STORE);
      },
    )
    .post(
      '/:id/versions/:vid/restore',
      validIds,
      jsonBody(versionRestoreBodySchema, UNSUPPORTED_TYPE),
      limitWrites,
      async (c) => {
        const { id, vid } = ids((name) => c.req.param(name));
        const result = await service.restore(c.var.user.id, id, vid, c.req.valid('json').version);
        if (!result.ok) {
          const body: DocumentConflictBody = {
            error: { code: 'CONFLICT', message: VERSION_NOTICES.conflict },
            current: result.current,
          };
          return c.json(body, 409, NO_STORE);
        }
        return c.json(result.document, 200, NO_STORE);
      },
    );
}
