import {
  DOCUMENT_LIMITS,
  apiDocumentSchema,
  documentBodyBytes,
  documentListItemSchema,
  documentListSchema,
  trashListSchema,
  trashedDocumentSchema,
  type ApiDocument,
  type DocumentCreateBody,
  type DocumentKind,
  type DocumentListItem,
  type DocumentPutBody,
  type TrashedDocument,
} from '#shared/documents-api/documents-api.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { ConflictError } from '../../../lib/api/failed-call.ts';
import { request, type AnswerSchema, type Method } from '../../../lib/api/request.ts';
/**
 * The documents API (`/api/documents`, src/shared/documents-api/documents-api.ts) on the
 * client's API layer: answers parsed with the shared schemas, so a server that answers
 * something unexpected fails loudly here instead of corrupting an editor.
 */

/** A save that another tab or device overtook: `current` is the document as saved now. */
export function isDocumentConflict(error: unknown): error is ConflictError<ApiDocument> {
  return error instanceof ConflictError;
}

async function call<T>(
  method: Method,
  path: string,
  schema: AnswerSchema<T>,
  options: { body?: unknown; signal?: AbortSignal | undefined } = {},
): Promise<T> {
  if (options.body !== undefined) {
    const bytes = documentBodyBytes(options.body);
    if (bytes > DOCUMENT_LIMITS.maxBodyBytes) {
      throw new ApiError(
        413,
        'PAYLOAD_TOO_LARGE',
        `This document is too large to save (${Math.ceil(bytes / 1024)} KB; the limit is ${DOCUMENT_LIMITS.maxBodyBytes / 1024} KB). Shorten some text.`,
      );
    }
  }
  return await request(method, path, { ...options, schema, conflict: apiDocumentSchema });
}

const byId = (id: string) => `/api/documents/${encodeURIComponent(id)}`;

export async function listDocuments(signal?: AbortSignal): Promise<DocumentListItem[]> {
  return (await call('GET', '/api/documents', documentListSchema, { signal })).documents;
}

export async function listTrash(signal?: AbortSignal): Promise<TrashedDocument[]> {
  return (await call('GET', '/api/documents/trash', trashListSchema, { signal })).documents;
}

export function createDocument(body: DocumentCreateBody): Promise<ApiDocument> {
  return call('POST', '/api/documents', apiDocumentSchema, { body });
}

function getDocument(id: string, signal?: AbortSignal): Promise<ApiDocument> {
  return call('GET', byId(id), apiDocumentSchema, { signal });
}

/** A document of the kind asked for, refused (as a 404 ApiError) when the id is another kind. */
export async function getDocumentOfKind<K extends DocumentKind>(
  id: string,
  kind: K,
  signal?: AbortSignal,
): Promise<Extract<ApiDocument, { kind: K }>> {
  const doc = await getDocument(id, signal);
  if (doc.kind !== kind) {
    throw new ApiError(
      404,
      'NOT_FOUND',
      kind === 'resume' ? 'This document is not a resume.' : 'This document is not a cover letter.',
    );
  }
  return doc as Extract<ApiDocument, { kind: K }>;
}

/** Saves over `body.version`; a 409 is a ConflictError with the copy saved now (isDocumentConflict). */
export function putDocument<K extends DocumentKind>(
  id: string,
  body: DocumentPutBody<K>,
): Promise<ApiDocument> {
  return call('PUT', byId(id), apiDocumentSchema, { body });
}

export function duplicateDocument(id: string): Promise<ApiDocument> {
  return call('POST', `${byId(id)}/duplicate`, apiDocumentSchema);
}

export function trashDocument(id: string): Promise<TrashedDocument> {
  return call('DELETE', byId(id), trashedDocumentSchema);
}

export function restoreDocument(id: string): Promise<DocumentListItem> {
  return call('POST', `${byId(id)}/restore`, documentListItemSchema);
}
