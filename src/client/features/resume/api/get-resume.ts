import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchResume } from './resume-api-client.ts';

/**
 * The signed-in user's saved resume. Never cached between visits (`gcTime: 0`): the
 * editor starts from what the server holds *now*, so its version is current and a save
 * does not run into a needless conflict.
 */
const getResumeQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['resume', userId],
    queryFn: ({ signal }) => fetchResume(signal),
    gcTime: 0,
    staleTime: 0,
    retry: 1,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** Loads only when a user exists: an anonymous visitor has no saved resume. */
export function useResume(userId: string | null) {
  return useQuery({ ...getResumeQueryOptions(userId ?? ''), enabled: userId !== null });
}
