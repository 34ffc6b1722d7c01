import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A read of the user's own data (a list, one item) that is read again whenever a screen
 * using it opens: another tab or device may have changed it, and the server is the truth.
 */
export function freshQuery<T, K extends QueryKey>(
  queryKey: K,
  read: (signal: AbortSignal) => Promise<T>,
) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => read(signal), staleTime: 0 });
}

/**
 * A change on the server after which the queries it affects are read again: `reread` names
 * them from the change's answer and what was sent. The mutation settles once they are read,
 * so a caller that awaits it sees the new lists.
 */
export function useChangeThenReread<V, D>(
  change: (variables: V) => Promise<D>,
  reread: (answer: D, variables: V) => readonly QueryKey[],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (answer, variables) =>
      Promise.all(
        reread(answer, variables).map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}
