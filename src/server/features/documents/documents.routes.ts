import { Hono } from 'hono';
import {
  DOCUMENT_LIMITS,
  DOCUMENT_NOTICES,
  documentCreateBodySchema,
  documentPutBodySchema,
  type DocumentConflictBody,
} from '#shared/documents-api/documents-api.ts';
import type { AuthedEnv } from '../../lib/app-env.ts';
import { payloadLimit } from '../../lib/body-limit.ts';
import { jsonBody } from '../../lib/json-body.ts';
import { pathId, validPathIds } from '../../lib/path-ids.ts';
import { seconds, userRateLimit } from '../../lib/rate-limit.ts';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter.ts';
import { requireUser } from '../auth/require-user.ts';
import type { DocumentsService } from './documents.service.ts';

/** Creates and duplicates per user: 30 in a row, then a minute's quiet frees the key. */
export const DOCUMENT_CREATE_RATE_LIMIT: RateLimitRule = { window: 60, max: 30 };

/** How often a trash read also purges everyone's expired trash (the caller's is always purged). */
const SWEEP_PROBABILITY = 0.01;

const UNSUPPORTED_TYPE = 'Send the document as JSON (Content-Type: application/json).';

const documentBodyLimit = payloadLimit(
  DOCUMENT_LIMITS.maxBodyBytes,
  `The document is too large to save (the limit is ${DOCUMENT_LIMITS.maxBodyBytes / 1024} KB).`,
);

const documentId = (id: string | undefined) => pathId(id, DOCUMENT_NOTICES.notFound);
const validId = validPathIds({ id: DOCUMENT_NOTICES.notFound });

const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/**
 * `/api/documents` (see src/shared/documents-api/documents-api.ts for the contract). Every
 * route needs a session; every query is scoped to `c.var.user.id`.
 */
export function documentsRoutes(deps: { service: DocumentsService; rateLimiter: RateLimiter }) {
  const { service } = deps;

  const limitCreates = userRateLimit(
    deps.rateLimiter,
    'documents:create',
    DOCUMENT_CREATE_RATE_LIMIT,
    (wait) => `Too many new documents at once. Please wait ${seconds(wait)} and try again.`,
  );

  return new Hono<AuthedEnv>()
    .use(requireUser)
    .get('/', async (c) =>
      c.body(await service.listJson(c.var.user.id), 200, {
        ...NO_STORE,
        'Content-Type': 'application/json; charset=UTF-8',
      }),
    )
    .post(
      '/',
      documentBodyLimit,
      jsonBody(documentCreateBodySchema, UNSUPPORTED_TYPE),
      limitCreates,
      async (c) => c.json(await service.create(c.var.user.id, c.req.valid('json')), 201, NO_STORE),
    )
    .get('/trash', async (c) => {
      if (Math.random() < SWEEP_PROBABILITY) {
        service.purgeExpired().catch((err: unknown) =>
          c.var.logger.warn('trash sweep failed', {
            error: err instanceof Error ? err.message : String(err),
          }),
        );
      }
      return c.json({ documents: await service.listTrash(c.var.user.id) }, 200, NO_STORE);
    })
    .get('/:id', async (c) =>
      c.json(await service.get(c.var.user.id, documentId(c.req.param('id'))), 200, NO_STORE),
    )
    .put(
      '/:id',
      validId,
      documentBodyLimit,
      jsonBody(documentPutBodySchema, UNSUPPORTED_TYPE),
      async (c) => {
        const id = documentId(c.req.param('id'));
        const result = await service.put(c.var.user.id, id, c.req.valid('json'));
        if (!result.ok) {
          const body: DocumentConflictBody = {
            error: { code: 'CONFLICT', message: DOCUMENT_NOTICES.conflict },
            current: result.current,
          };
          return c.json(body, 409, NO_STORE);
        }
        return c.json(result.document, 200, NO_STORE);
      },
    )
    .post('/:id/duplicate', validId, limitCreates, async (c) =>
      c.json(await service.duplicate(c.var.user.id, documentId(c.req.param('id'))), 201, NO_STORE),
    )
    .delete('/:id', async (c) =>
      c.json(await service.trash(c.var.user.id, documentId(c.req.param('id'))), 200, NO_STORE),
    )
    .post('/:id/restore', async (c) =>
      c.json(await service.restore(c.var.user.id, documentId(c.req.param('id'))), 200, NO_STORE),
    );
}
