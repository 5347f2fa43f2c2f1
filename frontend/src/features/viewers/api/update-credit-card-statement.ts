import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type CallInput } from '../../../lib/api-client';
import { useClientContext } from '../../../lib/client-context';
import { viewerKeys } from './keys';

type Body = CallInput<'updateCreditCardStatement'>['body'];

/** PATCH /api/credit-cards/{id}: credit card statement fields with the version. The answer is the whole updated view (checks re-run), which replaces the cached one. */
export function useUpdateCreditCardStatement(documentId: string) {
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
    }) => api.call('updateCreditCardStatement', { params: { id }, body: { ...changes, version } as Body }),
    onSuccess: (view) => {
      queryClient.setQueryData(viewerKeys.detail(clientId, 'credit_card_statement', documentId), view);
    },
  });
}
