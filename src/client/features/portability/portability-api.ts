import { JSON_RESUME_LIMITS } from '#shared/json-resume/json-resume.schema.ts';
import { parseJsonResumeText } from '#shared/json-resume/parse-json-resume.ts';
import {
  DATA_ARCHIVE_LIMITS,
  PORTABILITY_NOTICES,
  dataArchiveFileName,
  dataImportSummarySchema,
  jsonResumeImportAnswerSchema,
  type DataImportSummary,
  type JsonResumeImportAnswer,
} from '#shared/portability/data-archive.schema.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { request } from '../../lib/api/request.ts';
import { requestFile } from '../../lib/api/request-file.ts';

/**
 * The calls of `/api/portability` (see src/server/features/portability/portability.routes.ts).
 * Files are checked here first for a quick, clear answer (size, type, JSON Resume's
 * schema), refused with the error the server would give; the server checks everything
 * again by content.
 */

/** `GET /api/portability/export`: the whole account as a ZIP, with its file name. */
export async function downloadDataArchive(): Promise<{ bytes: Uint8Array; fileName: string }> {
  const file = await requestFile('GET', '/api/portability/export', { accept: 'application/zip' });
  return {
    bytes: new Uint8Array(await file.blob.arrayBuffer()),
    fileName: file.fileName ?? dataArchiveFileName(new Date()),
  };
}

/** `POST /api/portability/import` with a 'Download my data' ZIP. */
export async function importDataArchive(file: File): Promise<DataImportSummary> {
  if (file.size > DATA_ARCHIVE_LIMITS.maxArchiveBytes) {
    throw new ApiError(413, 'PAYLOAD_TOO_LARGE', PORTABILITY_NOTICES.archiveTooLarge);
  }
  if (file.size === 0) throw new ApiError(400, 'BAD_REQUEST', 'The file is empty.');
  return request('POST', '/api/portability/import', {
    raw: file,
    headers: { 'content-type': 'application/zip' },
    schema: dataImportSummarySchema,
  });
}

/** `POST /api/portability/json-resume` with a resume.json, checked in the browser first. */
export async function importJsonResumeFile(file: File): Promise<JsonResumeImportAnswer> {
  if (file.size > JSON_RESUME_LIMITS.maxBytes) {
    throw new ApiError(
      413,
      'PAYLOAD_TOO_LARGE',
      `The file is too large for a resume.json (the limit is ${JSON_RESUME_LIMITS.maxBytes / 1024} KB).`,
    );
  }
  let text: string;
  try {
    text = await file.text();
  } catch {
    throw new ApiError(400, 'BAD_REQUEST', 'The file could not be read.');
  }
  const checked = parseJsonResumeText(text);
  if (!checked.ok) throw new ApiError(400, 'VALIDATION_FAILED', checked.message);
  return request('POST', '/api/portability/json-resume', {
    raw: text,
    headers: { 'content-type': 'application/json' },
    schema: jsonResumeImportAnswerSchema,
  });
}
