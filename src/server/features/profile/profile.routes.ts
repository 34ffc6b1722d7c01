import { Hono } from 'hono';
import { profileUpdateSchema } from '#shared/profile/profile.schema.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuthedEnv } from '../../lib/app-env.ts';
import { jsonBody } from '../../lib/json-body.ts';
import { requireUser } from '../auth/require-user.ts';
import type { ProfileService } from './profile.service.ts';

/** `GET /api/profile` and `PATCH /api/profile`: the caller's own profile, nobody else's. */
export function profileRoutes(service: ProfileService) {
  return new Hono<AuthedEnv>()
    .use(requireUser)
    .get('/', async (c) => {
      const profile = await service.get(c.var.user.id);
      if (!profile) throw notFound('No profile for this user.');
      return c.json(profile, 200, { 'Cache-Control': 'no-store' });
    })
    .patch(
      '/',
      jsonBody(profileUpdateSchema, 'Send the profile as JSON (Content-Type: application/json).'),
      async (c) => {
        const profile = await service.update(c.var.user.id, c.req.valid('json'));
        if (!profile) throw notFound('No profile for this user.');
        return c.json(profile, 200, { 'Cache-Control': 'no-store' });
      },
    );
}
