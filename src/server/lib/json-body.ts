import type { Env } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { z, ZodType } from 'zod';
import { AppError } from './app-error.ts';
import { zodIssues } from './errors.ts';

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * A JSON body checked against a shared schema, read and parsed once: 415
 * `UNSUPPORTED_MEDIA_TYPE` for another content type, 400 `MALFORMED_JSON` for text that
 * does not parse, 400 `VALIDATION_FAILED` (one issue per bad field) for a body the schema
 * refuses. The route reads the result with `c.req.valid('json')`, as after `validate`.
 *
 * (`validate('json', …)` behind a separate content check parses the body twice: Hono keeps
 * the text, not the parsed value. On a 30 KB resume that second parse was a measurable
 * share of a save.)
 */
export function jsonBody<Schema extends ZodType>(schema: Schema, unsupportedTypeMessage: string) {
  return createMiddleware<
    Env,
    string,
    { in: { json: z.input<Schema> }; out: { json: z.output<Schema> } }
  >(async (c, next) => {
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '';
    if (!JSON_TYPE.test(type)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, unsupportedTypeMessage);
    }
    let value: unknown;
    try {
      value = JSON.parse(await c.req.text());
    } catch {
      throw new AppError('MALFORMED_JSON', 400, 'The request body is not valid JSON.');
    }
    const result = schema.safeParse(value);
    if (!result.success) {
      throw new AppError(
        'VALIDATION_FAILED',
        400,
        'Some fields are not valid.',
        zodIssues(result.error),
      );
    }
    c.req.addValidatedData('json', result.data as object);
    await next();
  });
}
