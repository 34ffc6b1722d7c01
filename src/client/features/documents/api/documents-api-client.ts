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

import { apiErrorDetails, readJsonBody } from '../../../lib/api-error.ts';
/**
 * The documents API (`/api/documents`, src/shared/documents-api/documents-api.ts). Plain
 * fetch, answers parsed with the shared schemas, so a server that answers something
 * unexpected fails loudly here instead of corrupting an editor.
 */

/** A failed call, with our API's error code when the server sent one. */
export class DocumentsApiError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly code: string,
  ) {
    super(message);
    this.name = 'DocumentsApiError';
  }
}

/** 409 on a save: another tab or device saved first; `current` is the document as saved now. */
export class DocumentConflictError extends Error {
  constructor(public readonly current: ApiDocument) {
    super('The document was saved elsewhere in the meantime.');
    this.name = 'DocumentConflictError';
  }
}

function errorFrom(res: Response, body: unknown): DocumentsApiError {
  const { message, code } = apiErrorDetails(res, body);
  return new DocumentsApiError(message, res.status, code);
}

async function call(path: string, init: RequestInit & { json?: unknown } = {}): Promise<unknown> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set('accept', 'application/json');
  if (json !== undefined) {
    const bytes = documentBodyBytes(json);
    if (bytes > DOCUMENT_LIMITS.maxBodyBytes) {
      throw new DocumentsApiError(
        `This document is too large to save (${Math.ceil(bytes / 1024)} KB; the limit is ${DOCUMENT_LIMITS.maxBodyBytes / 1024} KB). Shorten some text.`,
        413,
        'PAYLOAD_TOO_LARGE',
      );
    }
    headers.set('content-type', 'application/json');
  }
  let res: Response;
  try {
    res = await fetch(path, {
      credentials: 'same-origin',
      ...rest,
      headers,
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new DocumentsApiError('The server could not be reached. Check your connection.', 0, '');
  }
  const body = await readJsonBody(res);
  if (res.status === 409) {
    const current = apiDocumentSchema.safeParse((body as { current?: unknown } | null)?.current);
    if (current.success) throw new DocumentConflictError(current.data);
  }
  if (!res.ok) throw errorFrom(res, body);
  return body;
}

const byId = (id: string) => `/api/documents/${encodeURIComponent(id)}`;

export async function listDocuments(signal?: AbortSignal): Promise<DocumentListItem[]> {
  return documentListSchema.parse(await call('/api/documents', { signal })).documents;
}

export async function listTrash(signal?: AbortSignal): Promise<TrashedDocument[]> {
  return trashListSchema.parse(await call('/api/documents/trash', { signal })).documents;
}

export async function createDocument(body: DocumentCreateBody): Promise<ApiDocument> {
  return apiDocumentSchema.parse(await call('/api/documents', { method: 'POST', json: body }));
}

export async function getDocument(id: string, signal?: AbortSignal): Promise<ApiDocument> {
  return apiDocumentSchema.parse(await call(byId(id), { signal }));
}

/** A letter's document, refused (as a DocumentsApiError) when the id is another kind. */
export async function getDocumentOfKind<K extends DocumentKind>(
  id: string,
  kind: K,
  signal?: AbortSignal,
): Promise<Extract<ApiDocument, { kind: K }>> {
  const doc = await getDocument(id, signal);
  if (doc.kind !== kind) {
    throw new DocumentsApiError(
      kind === 'resume' ? 'This document is not a resume.' : 'This document is not a cover letter.',
      404,
      'NOT_FOUND',
    );
  }
  return doc as Extract<ApiDocument, { kind: K }>;
}

/** Saves over `body.version`; throws DocumentConflictError on 409. */
export async function putDocument<K extends DocumentKind>(
  id: string,
  body: DocumentPutBody<K>,
): Promise<ApiDocument> {
  return apiDocumentSchema.parse(await call(byId(id), { method: 'PUT', json: body }));
}

export async function duplicateDocument(id: string): Promise<ApiDocument> {
  return apiDocumentSchema.parse(await call(`${byId(id)}/duplicate`, { method: 'POST' }));
}

export async function trashDocument(id: string): Promise<TrashedDocument> {
  return trashedDocumentSchema.parse(await call(byId(id), { method: 'DELETE' }));
}

export async function restoreDocument(id: string): Promise<DocumentListItem> {
  return documentListItemSchema.parse(await call(`${byId(id)}/restore`, { method: 'POST' }));
}
