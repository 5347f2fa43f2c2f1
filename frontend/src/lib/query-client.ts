import { QueryClient } from '@tanstack/react-query';

/**
 * Defaults of spec part 1 §7: no retries, data never goes stale on its own, no refetch on window
 * focus and no polling. Queries that need fresher data (the session) opt in per query.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
}
