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

export function useCreateDocument(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DocumentCreateBody) => createDocument(body),
    onSuccess: () => refreshLists(client, userId),
  });
}

export function useDuplicateDocument(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => duplicateDocument(id),
    onSuccess: () => refreshLists(client, userId),
  });
}

export function useTrashDocument(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => trashDocument(id),
    onSuccess: () => refreshLists(client, userId),
  });
}

export function useRestoreDocument(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => restoreDocument(id),
    onSuccess: () => refreshLists(client, userId),
  });
}
