import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { AppError } from './app-error.ts';
import { zodIssues } from './errors.ts';

/**
 * zValidator with our error shape: a body that does not match the shared schema
 * answers 400 `VALIDATION_FAILED` with one issue per bad field.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      throw new AppError(
        'VALIDATION_FAILED',
        400,
        'Some fields are not valid.',
        zodIssues(result.error as never),
      );
    }
  });
}
