import type { ApiErrorIssue } from '#shared/errors.ts';
import { ApiError } from './api-error.ts';
import type { AnswerSchema } from './request.ts';

/**
 * What a failed call throws, read from the answer: an error answer, a conflict, or an
 * answer the schema refused. Only a call that failed needs this, so `request` loads it
 * then, and the pages' initial JavaScript does not carry it.
 */

/**
 * 409 on a save: someone (another tab, another device) saved first. `current` is the copy
 * the server holds now, parsed with the schema the call named, so the person can choose.
 */
export class ConflictError<T> extends ApiError {
  constructor(
    readonly current: T,
    message: string,
  ) {
    super(409, 'CONFLICT', message);
    this.name = 'ConflictError';
  }
}

/** Seconds from a Retry-After header (seconds or an HTTP date), at least 1; else null. */
function retryAfter(res: Response): number | null {
  const header = res.headers.get('retry-after');
  if (!header) return null;
  const seconds = Number(header);
  const wait = Number.isFinite(seconds) ? seconds : (Date.parse(header) - Date.now()) / 1000;
  return Number.isNaN(wait) ? null : Math.max(1, Math.ceil(wait));
}

function isIssue(value: unknown): value is ApiErrorIssue {
  const issue = value as ApiErrorIssue | null;
  return typeof issue?.path === 'string' && typeof issue.message === 'string';
}

/**
 * The error for an error answer: ours (`{error: {code, message, issues?}}`) or Better
 * Auth's (`{code, message}`). A validation failure names its first invalid field in the
 * message, which is often what the person sees. A 409 whose `current` parses with
 * `conflict` is a ConflictError carrying it.
 */
export function errorFrom(
  res: Response,
  body: unknown,
  conflict?: AnswerSchema<unknown>,
): ApiError {
  const outer = body as { error?: unknown; current?: unknown } | null;
  const error = (
    typeof outer?.error === 'object' && outer.error !== null ? outer.error : (outer ?? {})
  ) as { code?: unknown; message?: unknown; issues?: unknown };
  const issues = Array.isArray(error.issues) ? error.issues.filter(isIssue) : [];
  const code = typeof error.code === 'string' && error.code ? error.code : `HTTP_${res.status}`;
  let message =
    typeof error.message === 'string' && error.message
      ? error.message
      : `The server answered ${res.status}.`;
  if (code === 'VALIDATION_FAILED' && issues[0]) {
    message += ` (${issues[0].path}: ${issues[0].message})`;
  }
  if (res.status === 409 && conflict) {
    try {
      return new ConflictError(conflict.parse(outer?.current), message);
    } catch {
      // No copy we can read: a plain 409 then.
    }
  }
  return new ApiError(res.status, code, message, issues, retryAfter(res));
}

/** An answer the schema refused: 'BAD_ANSWER', with a zod error's issues in our form. */
export function badAnswer(status: number, error: unknown): ApiError {
  const issues = (error as { issues?: unknown } | null)?.issues;
  return new ApiError(
    status,
    'BAD_ANSWER',
    'The server’s answer was not understood.',
    Array.isArray(issues)
      ? issues.map((issue: { path?: unknown; message?: unknown }) => ({
          path: Array.isArray(issue.path) ? issue.path.map(String).join('.') : '',
          message: String(issue.message),
        }))
      : [],
  );
}
