import { Hono } from 'hono';
import {
  APPLICATION_LIMITS,
  APPLICATION_NOTICES,
  applicationCreateBodySchema,
  applicationPatchBodySchema,
  tailorBodySchema,
  type ApplicationList,
  type TailorResult,
} from '#shared/applications/applications.schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthedEnv } from '../../lib/app-env.ts';
import { payloadLimit } from '../../lib/body-limit.ts';
import { jsonBody } from '../../lib/json-body.ts';
import { pathId, validPathIds } from '../../lib/path-ids.ts';
import { seconds, userRateLimit } from '../../lib/rate-limit.ts';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter.ts';
import { requireUser } from '../auth/require-user.ts';
import type { ApplicationsService } from './applications.service.ts';

/** Creates per user: 30 in a row, then a minute's quiet frees the key (like documents). */
export const APPLICATION_CREATE_RATE_LIMIT: RateLimitRule = { window: 60, max: 30 };
/** Tailoring copies a resume and drafts a letter: 10 a minute per user. */
export const APPLICATION_TAILOR_RATE_LIMIT: RateLimitRule = { window: 60, max: 10 };
/** The match reads the posting's keywords (cached per application) and a resume. */
export const APPLICATION_MATCH_RATE_LIMIT: RateLimitRule = { window: 60, max: 60 };

const UNSUPPORTED_TYPE = 'Send the application as JSON (Content-Type: application/json).';

const applicationBodyLimit = payloadLimit(
  APPLICATION_LIMITS.maxBodyBytes,
  `The application is too large to save (the limit is ${APPLICATION_LIMITS.maxBodyBytes / 1024} KB).`,
);

const applicationId = (id: string | undefined) => pathId(id, APPLICATION_NOTICES.notFound);
const validId = validPathIds({ id: APPLICATION_NOTICES.notFound });

const KEYWORD_FAILED = 'Failed to generate keywords';

const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/**
 * `/api/applications` (see src/shared/applications/applications.schema.ts for the contract).
 * Every route needs a session; every query is scoped to `c.var.user.id`.
 */
export function applicationsRoutes(deps: {
  service: ApplicationsService;
  rateLimiter: RateLimiter;
}) {
  const { service } = deps;
  const wait = (what: string) => (s: number) =>
    `Too many ${what} at once. Please wait ${seconds(s)} and try again.`;
  const limitCreates = userRateLimit(
    deps.rateLimiter,
    'applications:create',
    APPLICATION_CREATE_RATE_LIMIT,
    wait('new applications'),
  );
  const limitTailor = userRateLimit(
    deps.rateLimiter,
    'applications:tailor',
    APPLICATION_TAILOR_RATE_LIMIT,
    wait('tailored resumes'),
  );
  const limitMatch = userRateLimit(
    deps.rateLimiter,
    'applications:match',
    APPLICATION_MATCH_RATE_LIMIT,
    wait('match reports'),
  );

  return new Hono<AuthedEnv>()
    .use(requireUser)
    .get('/', async (c) =>
      c.json(
        { applications: await service.list(c.var.user.id) } satisfies ApplicationList,
        200,
        NO_STORE,
      ),
    )
    .post(
      '/',
      applicationBodyLimit,
      jsonBody(applicationCreateBodySchema, UNSUPPORTED_TYPE),
      limitCreates,
      async (c) =>
        c.json(await service.create(c.var.user.id, c.req.valid('json').job), 201, NO_STORE),
    )
    .get('/:id', validId, async (c) =>
      c.json(await service.get(c.var.user.id, applicationId(c.req.param('id'))), 200, NO_STORE),
    )
    .patch(
      '/:id',
      validId,
      applicationBodyLimit,
      jsonBody(applicationPatchBodySchema, UNSUPPORTED_TYPE),
      async (c) =>
        c.json(
          await service.patch(c.var.user.id, applicationId(c.req.param('id')), c.req.valid('json')),
          200,
          NO_STORE,
        ),
    )
    .delete('/:id', validId, async (c) => {
      await service.remove(c.var.user.id, applicationId(c.req.param('id')));
      return c.body(null, 204, NO_STORE);
    })
    .post(
      '/:id/tailor',
      validId,
      applicationBodyLimit,
      jsonBody(tailorBodySchema, UNSUPPORTED_TYPE),
      limitTailor,
      async (c) => {
        const { created, ...result } = await service.tailor(
          c.var.user.id,
          applicationId(c.req.param('id')),
          c.req.valid('json'),
        );
        return c.json(result satisfies TailorResult, created ? 201 : 200, NO_STORE);
      },
    )
    .get('/:id/match', validId, limitMatch, async (c) => {
      const id = applicationId(c.req.param('id'));
      try {
        return c.json(await service.match(c.var.user.id, id), 200, NO_STORE);
      } catch (err) {
        // The keyword engine may be a remote model that is down: a 503 with the keyword
        // functions' message, as the builder's panel gets, never a 500.
        if (err instanceof AppError) throw err;
        c.var.logger.warn('application match failed', {
          requestId: c.var.requestId,
          error: err instanceof Error ? err.message : String(err),
        });
        throw new AppError('SERVICE_UNAVAILABLE', 503, KEYWORD_FAILED);
      }
    });
}
