import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type CallInput } from '../../../lib/api-client';
import { useClientContext } from '../../../lib/client-context';
import { viewerKeys } from './keys';

type Body = CallInput<'updateCreditCardTransaction'>['body'];

/** PATCH /api/credit-card-transactions/{id}: one card transaction, with the statement version. The answer is the whole updated view (checks re-run), which replaces the cached one. */
export function useUpdateCreditCardTransaction(documentId: string) {
  const queryClient = useQueryClient();
  const { clientId } = useClientContext();
  return useMutation({
    // The edit form sends only the fields it changed, named after the body's keys; the server
    // validates them against the same schema.
    mutationFn: ({
      id,
      changes,
      version,
    }: {
      id: string;
      changes: Record<string, unknown>;
      version: number;
    }) => api.call('updateCreditCardTransaction', { params: { id }, body: { ...changes, version } as Body }),
    onSuccess: (view) => {
      queryClient.setQueryData(viewerKeys.detail(clientId, 'credit_card_statement', documentId), view);
    },
  });
}
