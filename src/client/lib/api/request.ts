import type { ApiErrorIssue } from '#shared/errors.ts';
import { ApiError, ConflictError } from './api-error.ts';

/**
 * The client's one way to call our API (`/api/**`, Better Auth's routes included): every
 * feature's endpoint functions are built on `request`, and only this folder calls `fetch`.
 *
 * The answer is parsed with the schema the call names, so a server that answers something
 * unexpected fails here (as an ApiError 'BAD_ANSWER') instead of deep in a screen. The
 * schema is typed by its shape rather than as a zod type: this module is part of every
 * page, the landing page included, and zod is not (the landing page's session read passes
 * a small hand-written check instead).
 */
export interface AnswerSchema<T> {
  parse(value: unknown): T;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface SendOptions {
  /** Sent as JSON (with its content type). */
  body?: unknown;
  /**
   * Sent as it is, for uploads: a FormData, a File, or text that is already JSON. Its
   * content type is the browser's (FormData, File) or one set in `headers`.
   */
  raw?: BodyInit;
  signal?: AbortSignal | undefined;
  headers?: Record<string, string>;
  /** The session cookie goes with every call to this origin unless told otherwise. */
  credentials?: RequestCredentials;
}

export interface RequestOptions<T> extends SendOptions {
  /** Parses the answer's JSON (null for an empty or non-JSON answer). */
  schema: AnswerSchema<T>;
  /** A 409 answer whose `current` this parses is thrown as a ConflictError with it. */
  conflict?: AnswerSchema<unknown>;
}

/** For calls whose answer carries nothing the caller needs (sign-out). */
export const anyAnswer: AnswerSchema<void> = { parse: () => undefined };

const UNREACHABLE = 'The server could not be reached. Check your connection.';

/** Sends the call; a network failure is ApiError status 0 'NETWORK', an abort stays an abort. */
export async function send(
  method: Method,
  path: string,
  options: SendOptions,
  accept: string,
): Promise<Response> {
  const json = options.body !== undefined;
  try {
    return await fetch(path, {
      method,
      credentials: options.credentials ?? 'same-origin',
      headers: {
        accept,
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: json ? JSON.stringify(options.body) : (options.raw ?? null),
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', UNREACHABLE);
  }
}

/** The answer's JSON; null when it has none or is not JSON (a proxy's HTML error page). */
async function readJson(res: Response, signal: AbortSignal | undefined): Promise<unknown> {
  let text: string;
  try {
    text = await res.text();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', UNREACHABLE);
  }
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
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
 * The ApiError for an error answer: ours (`{error: {code, message, issues?}}`) or Better
 * Auth's (`{code, message}`). A validation failure names its first invalid field in the
 * message, which is often what the person sees.
 */
export function errorFrom(res: Response, body: unknown): ApiError {
  const outer = body as { error?: unknown } | null;
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
  return new ApiError(res.status, code, message, issues, retryAfter(res));
}

function parseWith<T>(
  schema: AnswerSchema<T>,
  value: unknown,
): { ok: true; value: T } | { ok: false; error: unknown } {
  try {
    return { ok: true, value: schema.parse(value) };
  } catch (error) {
    return { ok: false, error };
  }
}

/** A zod error's issues in our API's form; nothing for other errors. */
function issuesOf(error: unknown): ApiErrorIssue[] {
  const issues = (error as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.map((issue: { path?: unknown; message?: unknown }) => ({
    path: Array.isArray(issue.path) ? issue.path.map(String).join('.') : '',
    message: String(issue.message),
  }));
}

/**
 * Calls our API and answers the parsed JSON. Throws ApiError for an error answer, a
 * network failure (status 0, 'NETWORK') or an answer the schema refuses ('BAD_ANSWER');
 * ConflictError for a 409 that carries the server's current copy (see `conflict`).
 */
export async function request<T>(
  method: Method,
  path: string,
  options: RequestOptions<T>,
): Promise<T> {
  const res = await send(method, path, options, 'application/json');
  const body = await readJson(res, options.signal);
  if (!res.ok) {
    const error = errorFrom(res, body);
    if (res.status === 409 && options.conflict) {
      const current = parseWith(options.conflict, (body as { current?: unknown } | null)?.current);
      if (current.ok) throw new ConflictError(current.value, error.message);
    }
    throw error;
  }
  const answer = parseWith(options.schema, body);
  if (!answer.ok) {
    throw new ApiError(
      res.status,
      'BAD_ANSWER',
      'The server’s answer was not understood.',
      issuesOf(answer.error),
    );
  }
  return answer.value;
}
