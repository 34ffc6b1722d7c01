import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  DocumentCreateBody,
  DocumentKind,
  DocumentPutBody,
} from '#shared/documents-api/documents-api.ts';
import {
  createDocument,
  duplicateDocument,
  getDocumentOfKind,
  listDocuments,
  listTrash,
  putDocument,
  restoreDocument,
  trashDocument,
} from './documents-api-client.ts';

/** Query keys: everything of one user under ['documents', userId]. */
export const documentKeys = {
  all: (userId: string) => ['documents', userId] as const,
  list: (userId: string) => ['documents', userId, 'list'] as const,
  trash: (userId: string) => ['documents', userId, 'trash'] as const,
  one: (userId: string, id: string) => ['documents', userId, 'one', id] as const,
};

export const documentListQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: documentKeys.list(userId),
    queryFn: ({ signal }) => listDocuments(signal),
    staleTime: 0,
  });

export const trashQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: documentKeys.trash(userId),
    queryFn: ({ signal }) => listTrash(signal),
    staleTime: 0,
  });

/**
 * One document for an editor. Never cached between visits (`gcTime: 0`), like the default
 * resume: an editor starts from what the server holds now, so its version is current.
 */
export const documentQueryOptions = <K extends DocumentKind>(userId: string, id: string, kind: K) =>
  queryOptions({
    queryKey: [...documentKeys.one(userId, id), kind] as const,
    queryFn: ({ signal }) => getDocumentOfKind(id, kind, signal),
    gcTime: 0,
    staleTime: 0,
    retry: (count, error) => count < 1 && !(error as { status?: number }).status,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useDocumentList(userId: string) {
  return useQuery(documentListQueryOptions(userId));
}

export function useTrash(userId: string) {
  return useQuery(trashQueryOptions(userId));
}

export function useDocument<K extends DocumentKind>(userId: string, id: string, kind: K) {
  return useQuery(documentQueryOptions(userId, id, kind));
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

export function useSaveDocument<K extends DocumentKind>(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DocumentPutBody<K> }) => putDocument(id, body),
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
