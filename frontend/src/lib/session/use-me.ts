import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

export const meKeys = {
  all: ['me'] as const,
  current: () => [...meKeys.all, 'current'] as const,
};

/** GET /api/auth/me: the signed-in user's full record (spec part 1 §3 "Current user"). */
export function useMe() {
  return useQuery({
    queryKey: meKeys.current(),
    queryFn: ({ signal }) => api.call('getMe', { signal }),
  });
}
