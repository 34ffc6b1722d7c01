import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorIssue, ErrorCode } from '#shared/errors.ts';

/** The one error type route and service code throws; `onError` turns it into `{error: {code, message}}`. */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    public readonly status: ContentfulStatusCode,
    message: string,
    public readonly issues?: ApiErrorIssue[],
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found.') => new AppError('NOT_FOUND', 404, message);

/**
 * The one answer for input the schema refuses, wherever it is checked (a JSON body, a
 * query parameter, a document's data): 400 `VALIDATION_FAILED`, one issue per bad field.
 */
export const validationFailed = (issues: ApiErrorIssue[]) =>
  new AppError('VALIDATION_FAILED', 400, 'Some fields are not valid.', issues);
