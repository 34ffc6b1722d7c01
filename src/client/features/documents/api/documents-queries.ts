import { useQuery } from '@tanstack/react-query';
import type { DocumentCreateBody } from '#shared/documents-api/documents-api.ts';
import { freshQuery, useChangeThenReread } from '../../../lib/api/fresh-queries.ts';
import {
  createDocument,
  duplicateDocument,
  listDocuments,
  listTrash,
  restoreDocument,
  trashDocument,
} from './documents-api-client.ts';

/** Query keys: everything of one user under ['documents', userId]. */
export const documentKeys = {
  all: (userId: string) => ['documents', userId] as const,
  list: (userId: string) => ['documents', userId, 'list'] as const,
  trash: (userId: string) => ['documents', userId, 'trash'] as const,
};

export function useDocumentList(userId: string) {
  return useQuery(freshQuery(documentKeys.list(userId), listDocuments));
}

export function useTrash(userId: string) {
  return useQuery(freshQuery(documentKeys.trash(userId), listTrash));
}

/** A change to the user's documents; once it succeeds, the list and the trash are read again. */
function useDocumentChange<V, D>(userId: string, change: (variables: V) => Promise<D>) {
  return useChangeThenReread(change, () => [documentKeys.list(userId), documentKeys.trash(userId)]);
}

export const useCreateDocument = (userId: string) =>
  useDocumentChange(userId, (body: DocumentCreateBody) => createDocument(body));

export const useDuplicateDocument = (userId: string) =>
  useDocumentChange(userId, (id: string) => duplicateDocument(id));

export const useTrashDocument = (userId: string) =>
  useDocumentChange(userId, (id: string) => trashDocument(id));

export const useRestoreDocument = (userId: string) =>
  useDocumentChange(userId, (id: string) => restoreDocument(id));
