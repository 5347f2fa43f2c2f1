import { useMutation } from '@tanstack/react-query';
import type { RouteId } from '@docledger/shared/api/routes';
import { api } from '../../../lib/api-client';
import { useDocumentChanges } from '../../../lib/document-queries';
import { DOCUMENT_ROUTES, type ViewerType } from '../lib/document-routes';

type DeleteCall = (id: RouteId, input: { params: { id: string } }) => Promise<unknown>;
const callDelete = api.call as unknown as DeleteCall;

/**
 * DELETE one document of any type (spec part 2 §7); its cached view is dropped and the dashboard's
 * list and figures refreshed on success (lib/document-queries).
 */
export function useDeleteDocument(type: ViewerType, id: string) {
  const changed = useDocumentChanges();
  return useMutation({
    mutationFn: () => callDelete(DOCUMENT_ROUTES[type].remove, { params: { id } }),
    onSuccess: () => {
      void changed({ kind: 'deleted', type, id });
    },
  });
}
