import { Hono } from 'hono';
import { DOCUMENT_NOTICES } from '#shared/documents-api/documents-api.ts';
import { shareBodySchema } from '#shared/sharing/sharing-api.ts';
import type { AuthedEnv } from '../../lib/app-env.ts';
import { jsonBody } from '../../lib/json-body.ts';
import { pathId, validPathIds } from '../../lib/path-ids.ts';
import { seconds, userRateLimit } from '../../lib/rate-limit.ts';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter.ts';
import { requireUser } from '../auth/require-user.ts';
import type { SharingService } from './sharing.service.ts';

/** Link changes per user: 30 in a row, then a minute's quiet (a picked name is tried a few times). */
const SHARE_CHANGE_RATE_LIMIT: RateLimitRule = { window: 60, max: 30 };

const documentId = (id: string | undefined) => pathId(id, DOCUMENT_NOTICES.notFound);
const validId = validPathIds({ id: DOCUMENT_NOTICES.notFound });

const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/**
 * The owner's side of public links (src/shared/sharing/sharing-api.ts): `/:id/share` under
 * `/api/documents`, and the list of the caller's links at `/api/shares`. Every route needs a
 * session; every query is scoped to `c.var.user.id`.
 */
export function sharingRoutes(deps: { service: SharingService; rateLimiter: RateLimiter }) {
  const { service } = deps;
  const limitChanges = userRateLimit(
    deps.rateLimiter,
    'shares:change',
    SHARE_CHANGE_RATE_LIMIT,
    (wait) => `Too many link changes at once. Please wait ${seconds(wait)} and try again.`,
  );

  const documentShare = new Hono<AuthedEnv>()
    .use(requireUser)
    .get('/:id/share', async (c) =>
      c.json(await service.get(c.var.user.id, documentId(c.req.param('id'))), 200, NO_STORE),
    )
    .post(
      '/:id/share',
      validId,
      jsonBody(shareBodySchema, 'Send the link settings as JSON (Content-Type: application/json).'),
      limitChanges,
      async (c) => {
        const { created, settings } = await service.share(
          c.var.user.id,
          documentId(c.req.param('id')),
          c.req.valid('json'),
        );
        return c.json(settings, created ? 201 : 200, NO_STORE);
      },
    )
    .delete('/:id/share', async (c) => {
      await service.revoke(c.var.user.id, documentId(c.req.param('id')));
      return c.body(null, 204, NO_STORE);
    });

  const shareList = new Hono<AuthedEnv>()
    .use(requireUser)
    .get('/', async (c) => c.json({ shares: await service.list(c.var.user.id) }, 200, NO_STORE));

  return { documentShare, shareList };
}
