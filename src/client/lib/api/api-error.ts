import type { ApiErrorIssue } from '#shared/errors.ts';

/**
 * Every failed call of our API, whatever the feature: the HTTP status (0 when the server
 * could not be reached), the answer's error code (ours from `{error: {code}}`, Better
 * Auth's from `{code}`, else `HTTP_<status>`; 'NETWORK' and 'BAD_ANSWER' for the two
 * failures the client itself finds), the server's message and its invalid fields.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: readonly ApiErrorIssue[] = [],
    /** Seconds to wait, from the answer's Retry-After header (429, 503), else null. */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
