import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useClientContext } from '../../../lib/client-context';
import { pollInterval } from '../lib/document-list';
import { documentListKeys } from './keys';

/**
 * GET /api/recent-documents: every type, newest first, last 3 months (spec part 2 §2.4). Refetched
 * every 3 s only while a document is pending or processing (§4).
 */
export function useRecentDocuments() {
  const { clientId } = useClientContext();
  return useQuery({
    queryKey: documentListKeys.recent(clientId),
    queryFn: ({ signal }) =>
      api.call('listRecentDocuments', { query: { asClientId: clientId ?? undefined }, signal }),
    refetchInterval: (query) => pollInterval(query.state.data?.documents),
  });
}
