import {
  resumeApiDocumentSchema,
  resumeSavedSchema,
  type ResumeApiDocument,
  type ResumePutBody,
  type ResumeSaved,
} from '#shared/resume/resume-api.ts';
import { RESUME_LIMITS } from '#shared/resume/resume.limits.ts';
import { resumeBodyBytes } from '#shared/resume/resume-api.ts';

import { apiErrorDetails, readJsonBody } from '../../../lib/api-error.ts';
/**
 * The two calls of the resume API (`GET|PUT /api/resume`). Plain fetch: the calls are
 * few, and their answers are parsed with the shared schema, so a server that answers
 * something unexpected fails loudly here instead of corrupting the editor.
 */

/** A failed call, with our API's error code when the server sent one. */
export class ResumeApiError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly code: string,
  ) {
    super(message);
    this.name = 'ResumeApiError';
  }
}

/** 409: another tab or device saved first; `current` is the document as saved now. */
export class ResumeConflictError extends Error {
  constructor(public readonly current: ResumeApiDocument) {
    super('The resume was saved elsewhere in the meantime.');
    this.name = 'ResumeConflictError';
  }
}

function errorFrom(res: Response, body: unknown): ResumeApiError {
  const { message, code } = apiErrorDetails(res, body);
  return new ResumeApiError(message, res.status, code);
}

async function send(input: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(input, { credentials: 'same-origin', ...init });
  } catch {
    throw new ResumeApiError('The server could not be reached. Check your connection.', 0, '');
  }
}

export async function fetchResume(signal?: AbortSignal): Promise<ResumeApiDocument> {
  const res = await send('/api/resume', { headers: { accept: 'application/json' }, signal });
  const body = await readJsonBody(res);
  if (!res.ok) throw errorFrom(res, body);
  return resumeApiDocumentSchema.parse(body);
}

/** Saves the resume; answers the new version and the time of the save. */
export async function putResume(body: ResumePutBody): Promise<ResumeSaved> {
  const bytes = resumeBodyBytes(body);
  if (bytes > RESUME_LIMITS.maxBodyBytes) {
    throw new ResumeApiError(
      `Your resume is too large to save (${Math.ceil(bytes / 1024)} KB; the limit is ${RESUME_LIMITS.maxBodyBytes / 1024} KB). Shorten some descriptions.`,
      413,
      'PAYLOAD_TOO_LARGE',
    );
  }
  const res = await send('/api/resume', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await readJsonBody(res);
  if (res.status === 409) {
    const current = resumeApiDocumentSchema.safeParse(
      (answer as { current?: unknown } | null)?.current,
    );
    if (current.success) throw new ResumeConflictError(current.data);
  }
  if (!res.ok) throw errorFrom(res, answer);
  return resumeSavedSchema.parse(answer);
}
