import { createMiddleware } from 'hono/factory';
import { AppError } from './app-error.ts';

/** A row id as the database makes them (gen_random_uuid). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A path's id, lower-cased. Anything that is not an id answers 404 with the feature's own
 * message, like an id that names no row: a caller learns nothing from the difference.
 */
export function pathId(id: string | undefined, notFound: string): string {
  if (!id || !UUID.test(id)) throw new AppError('NOT_FOUND', 404, notFound);
  return id.toLowerCase();
}

/**
 * Checks the named path parameters that the route has (`{id: message, vid: message}`)
 * before anything else reads the body or counts a rate limit.
 */
export function validPathIds(messages: Record<string, string>) {
  return createMiddleware(async (c, next) => {
    for (const [name, notFound] of Object.entries(messages)) {
      const value = c.req.param(name);
      if (value !== undefined || name === 'id') pathId(value, notFound);
    }
    await next();
  });
}
