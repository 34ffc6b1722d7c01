import { Hono } from 'hono';
import { resumePutBodySchema, type ResumeConflictBody } from '#shared/resume/resume-api.ts';
import { RESUME_LIMITS } from '#shared/resume/resume.limits.ts';
import type { AuthedEnv } from '../../lib/app-env.ts';
import { payloadLimit } from '../../lib/body-limit.ts';
import { jsonBody } from '../../lib/json-body.ts';
import { requireUser } from '../auth/require-user.ts';
import type { ResumeService } from './resume.service.ts';

/**
 * `GET /api/resume`: the caller's default resume in the `resume_data` shape plus `version` and
 * `template_id`; a user without one gets an empty resume with version 0 (never 404).
 * `PUT /api/resume`: the same shape with the version the edit started from; answers the new
 * `{version, updated_at}` (not the 30 KB document back), or 409 with the current document
 * when that version is stale. Limits: 413 over
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
      payloadLimit(
        RESUME_LIMITS.maxBodyBytes,
        `The resume is too large to save (the limit is ${RESUME_LIMITS.maxBodyBytes / 1024} KB).`,
      ),
      jsonBody(resumePutBodySchema, 'Send the resume as JSON (Content-Type: application/json).'),
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
        return c.json(result.saved, 200, { 'Cache-Control': 'no-store' });
      },
    );
}
