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
export const unauthorized = (message = 'You need to sign in first.') =>
  new AppError('UNAUTHORIZED', 401, message);
