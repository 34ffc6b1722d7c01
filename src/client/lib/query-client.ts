import { QueryClient } from '@tanstack/react-query';

/**
 * The one QueryClient. It is provided by the routes that fetch data (the builder, My
 * Documents, the cover letter), not at the root: the landing page's budget has no room for TanStack
 * Query (docs/decisions/0006).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, retry: 1 },
    mutations: { retry: false },
  },
});
