import { ApiError } from '../../lib/api/api-error.ts';
import { request, type AnswerSchema } from '../../lib/api/request.ts';

/**
 * The auth forms' calls of Better Auth's endpoints under /api/auth and our own /api routes.
 * The client's API layer rather than `better-auth/client`: the few calls we make do not
 * need its reactive store, and the /auth and /profile chunks stay small.
 */

export type ApiResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      /** HTTP status; 0 when the server could not be reached. */
      status: number;
      /** Better Auth's `code`, or ours from `{error: {code}}` (ApiError's codes). */
      code: string;
      message: string;
      /** Seconds to wait, from the Retry-After header of a 429 answer. */
      retryAfter: number | null;
    };

/** Better Auth's answers come as the caller types them: src/shared has no schemas for them. */
const asSent: AnswerSchema<unknown> = { parse: (value) => value };

/**
 * Sends a request with the session cookie (the browser adds its Origin header, which the
 * server checks on every state-changing request) through the client's API layer, and
 * answers the outcome instead of throwing, as the auth forms branch on it: a failure is
 * the ApiError's fields (status 0 when the network failed).
 */
export async function apiRequest<T>(
  path: string,
  init: { method?: 'GET' | 'POST' | 'PATCH'; body?: unknown } = {},
): Promise<ApiResult<T>> {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  try {
    const data = await request(method, path, {
      schema: asSent as AnswerSchema<T>,
      ...(method === 'GET' ? {} : { body: init.body ?? {} }),
    });
    return { ok: true, data };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const { status, code, message } = error;
    return {
      ok: false,
      status,
      code,
      message,
      retryAfter: status === 429 ? (error.retryAfter ?? 60) : null,
    };
  }
}

/** The rate-limit notice's text, with the wait the server asked for. */
export function tooManyAttemptsText(seconds: number): string {
  return `Too many attempts, try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}

/** A failed answer of `apiRequest`. */
export type ApiRefusal = Extract<ApiResult<unknown>, { ok: false }>;
