import { useMutation } from '@tanstack/react-query';
import type { DocumentTypeCode } from '@docledger/shared/domain/document-types';
import type { RouteId } from '@docledger/shared/api/routes';
import { api } from '../../../lib/api-client';
import { useClientContext } from '../../../lib/client-context';
import { useDocumentChanges } from '../../../lib/document-queries';

/** The spec's delete path of each type (part 2 §7). */
const DELETE_ROUTES = {
  bank_statement: 'deleteBankStatement',
  credit_card_statement: 'deleteCreditCardStatement',
  payslip: 'deletePayslip',
  w2: 'deleteW2',
  irs_1040: 'deleteIrs1040',
  irs_1099: 'deleteIrs1099',
  invoice: 'deleteInvoice',
  balance_sheet: 'deleteBalanceSheet',
  profit_loss: 'deleteProfitLoss',
  cash_flow: 'deleteCashFlow',
  other: 'deleteOtherDocument',
} as const satisfies Record<DocumentTypeCode, RouteId>;

/** DELETE /api/{type}/{id}; the list and figures are refreshed afterwards (lib/document-queries). */
export function useDeleteDocument() {
  const { clientId } = useClientContext();
  const changed = useDocumentChanges();
  return useMutation({
    mutationFn: (doc: { documentId: string; documentType: DocumentTypeCode }) =>
      api.call(DELETE_ROUTES[doc.documentType], {
        params: { id: doc.documentId },
        query: { asClientId: clientId ?? undefined },
      }),
    // Also after a failure, so the list shows what the server still has.
    onSettled: (_answer, error, doc) =>
      changed(error ? { kind: 'refresh' } : { kind: 'deleted', type: doc.documentType, id: doc.documentId }),
  });
}
