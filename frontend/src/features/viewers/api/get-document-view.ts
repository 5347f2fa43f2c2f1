import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import type { RouteId } from '@docledger/shared/api/routes';
import type { DOCUMENT_VIEW_SCHEMAS } from '@docledger/shared/api/schemas/documents-views';
import { DOCUMENTS } from '@docledger/shared/domain/limits';
import { api } from '../../../lib/api-client';
import { useClientContext } from '../../../lib/client-context';
import { DOCUMENT_ROUTES, type ViewerType } from '../lib/document-routes';
import { viewerKeys } from './keys';

export type ViewOf<T extends ViewerType> = z.infer<(typeof DOCUMENT_VIEW_SCHEMAS)[T]>;

/** The detail routes share one input shape; the type table picks the route, the schema the output. */
type DetailCall = (id: RouteId, input: { params: { id: string }; signal?: AbortSignal }) => Promise<unknown>;
const callDetail = api.call as unknown as DetailCall;

export function fetchDocumentView<T extends ViewerType>(type: T, id: string, signal?: AbortSignal) {
  return callDetail(DOCUMENT_ROUTES[type].get, { params: { id }, signal }) as Promise<ViewOf<T>>;
}

export function isWorking(status: string | undefined): boolean {
  return status === 'pending' || status === 'processing';
}

/**
 * GET the detail view of one document (spec part 2 §7). While it is pending or processing it is
 * fetched again every 3 seconds until it settles (§4).
 */
export function useDocumentView<T extends ViewerType>(type: T, id: string) {
  const { clientId } = useClientContext();
  return useQuery({
    queryKey: viewerKeys.detail(clientId, type, id),
    queryFn: ({ signal }) => fetchDocumentView(type, id, signal),
    refetchInterval: (query) =>
      isWorking(query.state.data?.processingStatus) ? DOCUMENTS.pollIntervalMs : false,
  });
}
