import { ApiError } from './api-error.ts';
import type * as FailedCall from './failed-call.ts';

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
  /** Whether the session cookie goes along: fetch's default, 'same-origin', unless told. */
  credentials?: RequestCredentials;
}

export interface RequestOptions<T> extends SendOptions {
  /** Parses the answer's JSON (null for an empty or non-JSON answer). */
  schema: AnswerSchema<T>;
  /** A 409 answer whose `current` this parses is thrown as a ConflictError with it. */
  conflict?: AnswerSchema<unknown>;
}

/** A network failure is ApiError status 0 'NETWORK'; an abort stays the caller's abort. */
const unreachable = (signal: AbortSignal | undefined) => (error: unknown) => {
  if (signal?.aborted) throw error;
  throw new ApiError(0, 'NETWORK', 'The server could not be reached. Check your connection.');
};

/** Sends the call with the session cookie (fetch's default for this origin). */
export function send(
  method: Method,
  path: string,
  options: SendOptions,
  accept: string,
): Promise<Response> {
  const json = options.body !== undefined;
  return fetch(path, {
    method,
    credentials: options.credentials,
    headers: {
      accept,
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    body: json ? JSON.stringify(options.body) : options.raw,
    signal: options.signal,
  }).catch(unreachable(options.signal));
}

/**
 * The error for a failed call, read by the module that reads error answers (loaded on the
 * first failure; when even that cannot load, the server is out of reach).
 */
async function failure(read: (answer: typeof FailedCall) => ApiError): Promise<ApiError> {
  return read(await import('./failed-call.ts').catch(unreachable(undefined)));
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
  const text = await res.text().catch(unreachable(options.signal));
  let body: unknown = null;
  try {
    if (text) body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's HTML error page): no body to read.
  }
  if (!res.ok) throw await failure((a) => a.errorFrom(res, body, options.conflict));
  try {
    return options.schema.parse(body);
  } catch (error) {
    throw await failure((a) => a.badAnswer(res.status, error));
  }
}
