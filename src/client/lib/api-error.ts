/**
 * Reading our API's error answers (`{error: {code, message, issues?}}`, src/shared/errors.ts)
 * for the feature API clients, which each wrap the result in their own error class.
 */

/** The answer's JSON, or null when it has none (an empty or non-JSON body). */
export async function readJsonBody(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return null;
  }
}

/** The message to show (with the first invalid field, if any) and the error code. */
export function apiErrorDetails(res: Response, body: unknown): { message: string; code: string } {
  const error = (
    body as {
      error?: { code?: unknown; message?: unknown; issues?: { path: string; message: string }[] };
    } | null
  )?.error;
  const code = typeof error?.code === 'string' ? error.code : '';
  const issues = error?.issues;
  const issue =
    Array.isArray(issues) && issues[0] ? ` (${issues[0].path}: ${issues[0].message})` : '';
  const message =
    typeof error?.message === 'string'
      ? `${error.message}${issue}`
      : `The server answered ${res.status}.`;
  return { message, code };
}
