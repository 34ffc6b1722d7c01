import { apiDocumentSchema, type ApiDocument } from '#shared/documents-api/documents-api.ts';
import {
  versionDetailSchema,
  versionListItemSchema,
  versionListSchema,
  type VersionDetail,
  type VersionListItem,
} from '#shared/versions/versions-api.ts';
import { ConflictError } from '../../lib/api/failed-call.ts';
import { request } from '../../lib/api/request.ts';
import { listDocuments } from '../documents/api/documents-api-client.ts';

/**
 * The version history API (`/api/documents/:id/versions`,
 * src/shared/versions/versions-api.ts) on the client's API layer.
 */

const versionsOf = (documentId: string) =>
  `/api/documents/${encodeURIComponent(documentId)}/versions`;
const versionPath = (documentId: string, versionId: string) =>
  `${versionsOf(documentId)}/${encodeURIComponent(versionId)}`;

export async function listVersions(
  documentId: string,
  signal?: AbortSignal,
): Promise<VersionListItem[]> {
  return (await request('GET', versionsOf(documentId), { schema: versionListSchema, signal }))
    .versions;
}

export function getVersion(
  documentId: string,
  versionId: string,
  signal?: AbortSignal,
): Promise<VersionDetail> {
  return request('GET', versionPath(documentId, versionId), {
    schema: versionDetailSchema,
    signal,
  });
}

/** Names a version; a blank name removes it. */
export function nameVersion(documentId: string, versionId: string, name: string | null) {
  return request('PATCH', versionPath(documentId, versionId), {
    schema: versionListItemSchema.omit({ summary: true }),
    body: { name },
  });
}

/**
 * Restores a version over document version `version`; answers the document as restored. A
 * 409 (saved elsewhere meanwhile) is a ConflictError with the document as saved now.
 */
export function restoreVersion(
  documentId: string,
  versionId: string,
  version: number,
): Promise<ApiDocument> {
  return request('POST', `${versionPath(documentId, versionId)}/restore`, {
    schema: apiDocumentSchema,
    conflict: apiDocumentSchema,
    body: { version },
  });
}

export function isRestoreConflict(error: unknown): error is ConflictError<ApiDocument> {
  return error instanceof ConflictError;
}

/** The id of the default resume (/build edits it through /api/resume, which has no id). */
export async function defaultResumeId(signal?: AbortSignal): Promise<string | null> {
  const documents = await listDocuments(signal);
  return documents.find((d) => d.kind === 'resume' && d.is_default)?.id ?? null;
}
