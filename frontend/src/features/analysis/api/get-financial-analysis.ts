import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clientScope, useClientContext } from '../../../lib/client-context';
import { DOCUMENT_QUERY_ROOTS } from '../../../lib/document-queries';

export const analysisKeys = {
  all: [DOCUMENT_QUERY_ROOTS.analysis] as const,
  summary: (clientId: string | null) => [...analysisKeys.all, clientScope(clientId)] as const,
};

/**
 * GET /api/financial-analysis: every figure of the page computed on the server in one call (spec
 * part 2 §2.6). Refetched on each visit so a document processed meanwhile counts.
 */
export function useFinancialAnalysis() {
  const { clientId } = useClientContext();
  return useQuery({
    queryKey: analysisKeys.summary(clientId),
    queryFn: ({ signal }) => api.call('getFinancialAnalysis', { signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
