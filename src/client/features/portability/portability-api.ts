import { JSON_RESUME_LIMITS } from '#shared/json-resume/json-resume.schema.ts';
import { parseJsonResumeText } from '#shared/json-resume/parse-json-resume.ts';
import {
  DATA_ARCHIVE_LIMITS,
  PORTABILITY_NOTICES,
  dataArchiveFileName,
  type DataImportSummary,
  type JsonResumeImportAnswer,
} from '#shared/portability/data-archive.schema.ts';

/**
 * The calls of `/api/portability` (see src/server/features/portability/portability.routes.ts).
 * Files are checked here first for a quick, clear answer (size, type, JSON Resume's
 * schema); the server checks everything again by content.
 */

export class PortabilityError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PortabilityError';
  }
}

const OFFLINE = 'The server could not be reached. Check your connection.';

async function send(input: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(input, { credentials: 'same-origin', ...init });
  } catch {
    throw new PortabilityError(OFFLINE);
  }
}

async function failure(res: Response): Promise<PortabilityError> {
  let message = `The server answered ${res.status}.`;
  try {
    const body = (await res.json()) as { error?: { message?: unknown } };
    if (typeof body.error?.message === 'string') message = body.error.message;
  } catch {
    // Not our JSON error body: keep the status.
  }
  return new PortabilityError(message);
}

/** The file name the server gave in Content-Disposition (RFC 5987 form first). */
function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // Fall through to the plain name.
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? null;
}

/** `GET /api/portability/export`: the whole account as a ZIP, with its file name. */
export async function downloadDataArchive(): Promise<{ bytes: Uint8Array; fileName: string }> {
  const res = await send('/api/portability/export', { headers: { accept: 'application/zip' } });
  if (!res.ok) throw await failure(res);
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await res.arrayBuffer());
  } catch {
    throw new PortabilityError('The download was interrupted. Please try again.');
  }
  const fileName =
    attachmentName(res.headers.get('content-disposition')) ?? dataArchiveFileName(new Date());
  return { bytes, fileName };
}

/** `POST /api/portability/import` with a 'Download my data' ZIP. */
export async function importDataArchive(file: File): Promise<DataImportSummary> {
  if (file.size > DATA_ARCHIVE_LIMITS.maxArchiveBytes) {
    throw new PortabilityError(PORTABILITY_NOTICES.archiveTooLarge);
  }
  if (file.size === 0) throw new PortabilityError('The file is empty.');
  const res = await send('/api/portability/import', {
    method: 'POST',
    headers: { 'content-type': 'application/zip', accept: 'application/json' },
    body: file,
  });
  if (!res.ok) throw await failure(res);
  return (await res.json()) as DataImportSummary;
}

/** `POST /api/portability/json-resume` with a resume.json, checked in the browser first. */
export async function importJsonResumeFile(file: File): Promise<JsonResumeImportAnswer> {
  if (file.size > JSON_RESUME_LIMITS.maxBytes) {
    throw new PortabilityError(
      `The file is too large for a resume.json (the limit is ${JSON_RESUME_LIMITS.maxBytes / 1024} KB).`,
    );
  }
  let text: string;
  try {
    text = await file.text();
  } catch {
    throw new PortabilityError('The file could not be read.');
  }
  const checked = parseJsonResumeText(text);
  if (!checked.ok) throw new PortabilityError(checked.message);
  const res = await send('/api/portability/json-resume', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: text,
  });
  if (!res.ok) throw await failure(res);
  return (await res.json()) as JsonResumeImportAnswer;
}
