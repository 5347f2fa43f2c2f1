import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const accountSummaryKeys = { all: ['account-summary'] as const };

/** GET /api/user/account-summary: document count and plan usage for the profile cards. */
export function useAccountSummary() {
  return useQuery({
    queryKey: accountSummaryKeys.all,
    queryFn: ({ signal }) => api.call('getAccountSummary', { signal }),
  });
}
