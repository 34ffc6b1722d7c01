import {
  cvUploadResponseSchema,
  processCvResponseSchema,
  type ProcessCvResponse,
} from '#shared/cv-import/cv-import.schema.ts';
import { request } from '../../lib/api/request.ts';

/**
 * The two calls of CV import: the storage upload (`POST /api/cv`, the file itself) and the
 * function `process-cv` (`{fileName, userId}` → `{success, profileData, error}`), on the
 * client's API layer: answers parsed with the shared schemas, failures thrown as ApiError
 * (status 0, code 'NETWORK' when the network failed).
 */

/** The upload card's name for ApiError. */
export { ApiError as CvCallError } from '../../lib/api/api-error.ts';

/** Uploads the file; answers the stored file name that `processCv` takes. */
export async function uploadCv(file: File, signal?: AbortSignal): Promise<string> {
  const form = new FormData();
  form.set('file', file);
  const answer = await request('POST', '/api/cv', {
    raw: form,
    schema: cvUploadResponseSchema,
    signal,
  });
  return answer.fileName;
}

export function processCv(
  body: { fileName: string; userId: string },
  signal?: AbortSignal,
): Promise<ProcessCvResponse> {
  return request('POST', '/api/functions/process-cv', {
    body,
    schema: processCvResponseSchema,
    signal,
  });
}

/**
 * Sends LinkedIn's data export ZIP as it is (`POST /api/linkedin-import`); answers the
 * profile in process-cv's shape, for the same merge and dialog. Nothing is stored.
 */
export function importLinkedInZip(file: File, signal?: AbortSignal): Promise<ProcessCvResponse> {
  return request('POST', '/api/linkedin-import', {
    raw: file,
    headers: { 'Content-Type': 'application/zip' },
    schema: processCvResponseSchema,
    signal,
  });
}
