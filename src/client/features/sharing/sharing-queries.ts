import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShareBody, ShareSummary } from '#shared/sharing/sharing-api.ts';
import { getShare, listShares, revokeShare, saveShare } from './sharing-api.ts';

/** Query keys: one user's links under ['shares', userId]. */
const shareKeys = {
  all: (userId: string) => ['shares', userId] as const,
  list: (userId: string) => ['shares', userId, 'list'] as const,
  one: (userId: string, documentId: string) => ['shares', userId, 'one', documentId] as const,
};

/** The user's links with their totals: one query for every card of My Documents. */
export function useShares(userId: string) {
  return useQuery(
    queryOptions({
      queryKey: shareKeys.list(userId),
      queryFn: ({ signal }) => listShares(signal),
      staleTime: 0,
    }),
  );
}

/** One link's settings and per-day counts, read while its dialog is open. */
export function useShare(userId: string, documentId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: shareKeys.one(userId, documentId),
      queryFn: ({ signal }) => getShare(documentId, signal),
      enabled,
      retry: false,
      staleTime: 0,
    }),
  );
}

/** A saved link: its settings are the answer; the list is read again for its totals. */
export function useSaveShare(userId: string, documentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ShareBody) => saveShare(documentId, body),
    onSuccess: async (settings) => {
      client.setQueryData(shareKeys.one(userId, documentId), settings);
      await client.invalidateQueries({ queryKey: shareKeys.list(userId) });
    },
  });
}

/**
 * Stops sharing: the link leaves the list at once and its settings are forgotten, not read
 * again (that read would be a 404).
 */
export function useRevokeShare(userId: string, documentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => revokeShare(documentId),
    onSuccess: async () => {
      client.setQueryData(shareKeys.list(userId), (shares: ShareSummary[] | undefined) =>
        shares?.filter((s) => s.document_id !== documentId),
      );
      client.removeQueries({ queryKey: shareKeys.one(userId, documentId) });
      await client.invalidateQueries({ queryKey: shareKeys.list(userId) });
    },
  });
}
