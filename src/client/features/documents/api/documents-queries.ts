import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { DocumentCreateBody } from '#shared/documents-api/documents-api.ts';
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

const documentListQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: documentKeys.list(userId),
    queryFn: ({ signal }) => listDocuments(signal),
    staleTime: 0,
  });

const trashQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: documentKeys.trash(userId),
    queryFn: ({ signal }) => listTrash(signal),
    staleTime: 0,
  });

export function useDocumentList(userId: string) {
  return useQuery(documentListQueryOptions(userId));
}

export function useTrash(userId: string) {
  return useQuery(trashQueryOptions(userId));
}

/** After any change the list and the trash are read again. */
function refreshLists(client: QueryClient, userId: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: documentKeys.list(userId) }),
    client.invalidateQueries({ queryKey: documentKeys.trash(userId) }),
  ]);
}

/** A change to the user's documents; once it succeeds, the list and the trash are read again. */
function useDocumentChange<V, D>(userId: string, change: (variables: V) => Promise<D>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => refreshLists(client, userId),
  });
}

export const useCreateDocument = (userId: string) =>
  useDocumentChange(userId, (body: DocumentCreateBody) => createDocument(body));

export const useDuplicateDocument = (userId: string) =>
  useDocumentChange(userId, (id: string) => duplicateDocument(id));

export const useTrashDocument = (userId: string) =>
  useDocumentChange(userId, (id: string) => trashDocument(id));

export const useRestoreDocument = (userId: string) =>
  useDocumentChange(userId, (id: string) => restoreDocument(id));
