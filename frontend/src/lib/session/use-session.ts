import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

export const sessionKeys = {
  all: ['session'] as const,
  current: () => [...sessionKeys.all, 'current'] as const,
};

/** GET /api/auth/session: never cached, refetched whenever a consumer mounts (spec part 1 §7). */
export function useSession() {
  return useQuery({
    queryKey: sessionKeys.current(),
    queryFn: ({ signal }) => api.call('getSession', { signal }),
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
  });
}
