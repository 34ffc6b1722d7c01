import {
  resumeApiDocumentSchema,
  resumeSavedSchema,
  type ResumeApiDocument,
  type ResumePutBody,
  type ResumeSaved,
} from '#shared/resume/resume-api.ts';
import { RESUME_LIMITS } from '#shared/resume/resume.limits.ts';
import { resumeBodyBytes } from '#shared/resume/resume-api.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { ConflictError } from '../../../lib/api/failed-call.ts';
import { request } from '../../../lib/api/request.ts';

/**
 * The two calls of the resume API (`GET|PUT /api/resume`) on the client's API layer: their
 * answers are parsed with the shared schema, so a server that answers something
 * unexpected fails loudly here instead of corrupting the editor.
 */

/** 409: another tab or device saved first; `current` is the resume as saved now. */
export function isResumeConflict(error: unknown): error is ConflictError<ResumeApiDocument> {
  return error instanceof ConflictError;
}

export function fetchResume(signal?: AbortSignal): Promise<ResumeApiDocument> {
  return request('GET', '/api/resume', { schema: resumeApiDocumentSchema, signal });
}

/** Saves the resume; answers the new version and the time of the save. */
export async function putResume(body: ResumePutBody): Promise<ResumeSaved> {
  const bytes = resumeBodyBytes(body);
  if (bytes > RESUME_LIMITS.maxBodyBytes) {
    throw new ApiError(
      413,
      'PAYLOAD_TOO_LARGE',
      `Your resume is too large to save (${Math.ceil(bytes / 1024)} KB; the limit is ${RESUME_LIMITS.maxBodyBytes / 1024} KB). Shorten some descriptions.`,
    );
  }
  return await request('PUT', '/api/resume', {
    body,
    schema: resumeSavedSchema,
    conflict: resumeApiDocumentSchema,
  });
}
