import type { Env } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { z, ZodType } from 'zod';
import { AppError, validationFailed } from './app-error.ts';
import { zodIssues } from './errors.ts';

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

const UNSUPPORTED_TYPE_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';
const MALFORMED_MESSAGE = 'The request body is not valid JSON.';

/**
 * The one way a route reads a JSON body: checked against a shared schema, read and parsed
 * once. 415 `UNSUPPORTED_MEDIA_TYPE` for another content type (or none), 400
 * `MALFORMED_JSON` for text that does not parse, 400 `VALIDATION_FAILED` (one issue per bad
 * field) for a body the schema refuses. The route reads the result with
 * `c.req.valid('json')`. A leading byte order mark is dropped (editors save resume.json
 * files with one). The messages may name what the route expects ("Send the resume as
 * JSON…").
 *
 * (Hono's `validator('json', …)` reads a body of another content type as `{}`, so a schema
 * whose fields are all optional took a text body as an empty change and answered 200; and
 * behind a separate content check it parses the body twice.)
 */
export function jsonBody<Schema extends ZodType>(
  schema: Schema,
  unsupportedTypeMessage = UNSUPPORTED_TYPE_MESSAGE,
  malformedMessage = MALFORMED_MESSAGE,
) {
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
      value = JSON.parse((await c.req.text()).replace(/^\uFEFF/, ''));
    } catch {
      throw new AppError('MALFORMED_JSON', 400, malformedMessage);
    }
    const result = schema.safeParse(value);
    if (!result.success) {
      throw validationFailed(zodIssues(result.error));
    }
    c.req.addValidatedData('json', result.data as object);
    await next();
  });
}
