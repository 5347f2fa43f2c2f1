import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteId } from '@docledger/shared/api/routes';
import { api } from '../../../lib/api-client';
import { useClientContext } from '../../../lib/client-context';
import { DOCUMENT_ROUTES, type ViewerType } from '../lib/document-routes';
import { viewerKeys } from './keys';

type DeleteCall = (id: RouteId, input: { params: { id: string } }) => Promise<unknown>;
const callDelete = api.call as unknown as DeleteCall;

/** DELETE one document of any type (spec part 2 §7); its cached view is dropped on success. */
export function useDeleteDocument(type: ViewerType, id: string) {
  const queryClient = useQueryClient();
  const { clientId } = useClientContext();
  return useMutation({
    mutationFn: () => callDelete(DOCUMENT_ROUTES[type].remove, { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: viewerKeys.detail(clientId, type, id) });
    },
  });
}
