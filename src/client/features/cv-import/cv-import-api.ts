import {
  processCvResponseSchema,
  type ProcessCvResponse,
} from '#shared/cv-import/cv-import.schema.ts';

/**
 * The two calls of CV import (spec section 7): the storage upload (`POST /api/cv`, the
 * file itself) and the function `process-cv` (`{fileName, userId}` → `{success,
 * profileData, error}`). Plain fetch, answers parsed with the shared schema.
 */

/** A call that failed: no answer, or an error status (`status` 0 when the network failed). */
export class CvCallError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly code: string,
  ) {
    super(message);
    this.name = 'CvCallError';
  }
}

async function send(input: string, init: RequestInit): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(input, { credentials: 'same-origin', ...init });
  } catch {
    throw new CvCallError('The server could not be reached.', 0, 'NETWORK');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as {
      error?: { code?: unknown; message?: unknown };
    } | null;
    const code = typeof body?.error?.code === 'string' ? body.error.code : '';
    const message =
      typeof body?.error?.message === 'string'
        ? body.error.message
        : `The server answered ${res.status}.`;
    throw new CvCallError(message, res.status, code);
  }
  return res;
}

/** Uploads the file; answers the stored file name that `processCv` takes. */
export async function uploadCv(file: File, signal?: AbortSignal): Promise<string> {
  const form = new FormData();
  form.set('file', file);
  const res = await send('/api/cv', { method: 'POST', body: form, signal });
  const body = (await res.json().catch(() => null)) as { fileName?: unknown } | null;
  if (typeof body?.fileName !== 'string') {
    throw new CvCallError('The upload answer had no file name.', res.status, 'BAD_ANSWER');
  }
  return body.fileName;
}

export async function processCv(
  request: { fileName: string; userId: string },
  signal?: AbortSignal,
): Promise<ProcessCvResponse> {
  const res = await send('/api/functions/process-cv', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
    signal,
  });
  const parsed = processCvResponseSchema.safeParse(await res.json().catch(() => null));
  if (!parsed.success) {
    throw new CvCallError('The processing answer was not understood.', res.status, 'BAD_ANSWER');
  }
  return parsed.data;
}
