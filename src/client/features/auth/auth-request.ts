/**
 * Small JSON client for Better Auth's endpoints under /api/auth and our own /api routes.
 * Plain fetch rather than `better-auth/client`: the few calls we make do not need its
 * reactive store, and the /auth and /profile chunks stay small.
 */

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false;
      /** HTTP status; 0 when the server could not be reached. */
      status: number;
      /** Better Auth's `code`, or ours from `{error: {code}}`. */
      code: string;
      message: string;
      /** Seconds to wait, from the Retry-After header of a 429 answer. */
      retryAfter: number | null;
    };

interface ErrorBody {
  code?: unknown;
  message?: unknown;
  error?: { code?: unknown; message?: unknown } | unknown;
}

function readError(body: unknown): { code: string; message: string } {
  const b = (body ?? {}) as ErrorBody;
  const nested = (typeof b.error === 'object' && b.error !== null ? b.error : {}) as {
    code?: unknown;
    message?: unknown;
  };
  const code =
    typeof b.code === 'string' ? b.code : typeof nested.code === 'string' ? nested.code : '';
  const message =
    typeof b.message === 'string'
      ? b.message
      : typeof nested.message === 'string'
        ? nested.message
        : '';
  return { code, message };
}

function readRetryAfter(res: Response): number | null {
  const header = res.headers.get('retry-after') ?? res.headers.get('x-retry-after');
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(1, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(1, Math.ceil((date - Date.now()) / 1000));
}

/**
 * Sends a request with the session cookie (the browser adds its Origin header, which the
 * server checks on every state-changing request) and never throws: network failures come
 * back as status 0.
 */
export async function apiRequest<T>(
  path: string,
  init: { method?: 'GET' | 'POST' | 'PATCH'; body?: unknown } = {},
): Promise<ApiResult<T>> {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
      },
      body: method === 'GET' ? undefined : JSON.stringify(init.body ?? {}),
    });
  } catch (err) {
    return {
      ok: false,
      status: 0,
      code: 'NETWORK_ERROR',
      message: err instanceof Error ? err.message : 'The server could not be reached.',
      retryAfter: null,
    };
  }
  const text = await res.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  if (res.ok) return { ok: true, status: res.status, data: body as T };
  const { code, message } = readError(body);
  return {
    ok: false,
    status: res.status,
    code: code || (res.status === 429 ? 'TOO_MANY_REQUESTS' : `HTTP_${res.status}`),
    message: message || res.statusText || `Request failed (${res.status}).`,
    retryAfter: res.status === 429 ? (readRetryAfter(res) ?? 60) : null,
  };
}

/** The rate-limit notice's text, with the wait the server asked for. */
export function tooManyAttemptsText(seconds: number): string {
  return `Too many attempts, try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}
