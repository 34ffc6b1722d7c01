import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { resumePutBodySchema, type ResumeConflictBody } from '#shared/resume/resume-api.ts';
import { RESUME_LIMITS } from '#shared/resume/resume.limits.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthedEnv } from '../../lib/app-env.ts';
import { validate } from '../../lib/validate.ts';
import { requireUser } from '../auth/require-user.ts';
import type { ResumeService } from './resume.service.ts';

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * The body must be JSON: 415 for another content type, 400 `MALFORMED_JSON` for text that
 * does not parse (the parsed body is cached for the validator that follows).
 */
const jsonBody = createMiddleware(async (c, next) => {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '';
  if (!JSON_TYPE.test(type)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      415,
      'Send the resume as JSON (Content-Type: application/json).',
    );
  }
  try {
    await c.req.json();
  } catch {
    throw new AppError('MALFORMED_JSON', 400, 'The request body is not valid JSON.');
  }
  await next();
});

/**
 * `GET /api/resume`: the caller's default resume in the spec's shape plus `version` and
 * `template_id`; a user without one gets an empty resume with version 0 (never 404).
 * `PUT /api/resume`: the same shape with the version the edit started from; 409 with the
 * current document when that version is stale. Limits: 413 over
 * `RESUME_LIMITS.maxBodyBytes`, 400 `VALIDATION_FAILED` for any field over its limit.
 */
export function resumeRoutes(service: ResumeService) {
  return new Hono<AuthedEnv>()
    .use(requireUser)
    .get('/', async (c) =>
      c.json(await service.load(c.var.user.id), 200, { 'Cache-Control': 'no-store' }),
    )
    .put(
      '/',
      bodyLimit({
        maxSize: RESUME_LIMITS.maxBodyBytes,
        onError: () => {
          throw new AppError(
            'PAYLOAD_TOO_LARGE',
            413,
            `The resume is too large to save (the limit is ${RESUME_LIMITS.maxBodyBytes / 1024} KB).`,
          );
        },
      }),
      jsonBody,
      validate('json', resumePutBodySchema),
      async (c) => {
        const result = await service.save(c.var.user.id, c.req.valid('json'));
        if (!result.ok) {
          const body: ResumeConflictBody = {
            error: {
              code: 'CONFLICT',
              message:
                'This resume was saved from another tab or device after you started editing it.',
            },
            current: result.current,
          };
          return c.json(body, 409, { 'Cache-Control': 'no-store' });
        }
        return c.json(result.document, 200, { 'Cache-Control': 'no-store' });
      },
    );
}
