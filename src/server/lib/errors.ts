import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import type { ApiErrorBody, ApiErrorIssue } from '#shared/errors.ts';
import { databaseUnavailable } from '../db/database-errors.ts';
import { AppError } from './app-error.ts';
import type { AppEnv } from './app-env.ts';
import { levelForStatus } from './logger.ts';

export function zodIssues(error: ZodError): ApiErrorIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

function errorBody(error: AppError): ApiErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.issues ? { issues: error.issues } : {}),
    },
  };
}

function logServerFault(c: Context<AppEnv>, status: number, code: string, message: string) {
  if (levelForStatus(status) !== 'error') return;
  c.var.logger?.error('request failed', { requestId: c.var.requestId, status, code, message });
}

const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable: the database is not answering. Please try again in a moment.';

/**
 * `app.onError`: known errors keep their code; a database that is down, stalled or too slow
 * (connect, pool or statement timeout: db/client.ts) is 503 `DATABASE_UNAVAILABLE` with
 * Retry-After; anything else is logged and answered as a plain 500. A known error that is
 * the server's (5xx) is logged at `error`; the client's (4xx) are left to the request line,
 * which logs them at `warn` (request-observer.ts).
 */
export function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof AppError) {
    logServerFault(c, err.status, err.code, err.message);
    return c.json(errorBody(err), err.status, err.headers);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    logServerFault(c, status, 'HTTP_EXCEPTION', err.message);
    const code =
      status === 413
        ? 'PAYLOAD_TOO_LARGE'
        : status === 401
          ? 'UNAUTHORIZED'
          : status === 403
            ? 'FORBIDDEN'
            : status === 404
              ? 'NOT_FOUND'
              : status >= 500
                ? 'INTERNAL_ERROR'
                : 'BAD_REQUEST';
    return c.json({ error: { code, message: err.message || 'Bad request.' } }, status);
  }
  const unavailable = databaseUnavailable(err);
  if (unavailable) {
    // The driver's reason only: Drizzle's own message would carry the SQL parameters.
    c.var.logger?.warn('database unavailable', {
      requestId: c.var.requestId,
      code: unavailable.code,
      reason: unavailable.reason,
    });
    return c.json(
      { error: { code: 'DATABASE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE } },
      503,
      { 'Retry-After': '5' },
    );
  }
  c.var.logger?.error('unhandled error', {
    requestId: c.var.requestId,
    error: err.message,
    stack: err.stack,
  });
  return c.json(
    {
      error: { code: 'INTERNAL_ERROR', message: 'An unexpected error occurred. Please try again.' },
    },
    500,
  );
}
